// Runs in a worker thread: opens the benchmark's WebSockets (several per signed-in player, as
// browser tabs would), follows one pick'em topic on each, and records when each line id arrived.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

interface Setup {
  url: string;
  origin: string;
  cookies: string[];
  socketsPerCookie: number;
  topic: string;
}

const { url, origin, cookies, socketsPerCookie, topic } = workerData as Setup;
const now = () => performance.timeOrigin + performance.now();
/** [line id, arrival time] for every line of every message on the topic. */
const arrivals: [string, number][] = [];
let expected = Number.POSITIVE_INFINITY;
let messages = 0;
const sockets: WebSocket[] = [];
/** How a topic message starts (the hub writes type, then topic), and each line's id in it. */
const topicPrefix = `{"type":"pickem_lines","topic":${JSON.stringify(topic)}`;
const LINE_ID = /\{"id":"([^"]+)","prop_id"/g;

function open(cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie, origin } });
    sockets.push(socket);
    socket.on('message', (raw) => {
      const text = String(raw);
      // Topic messages are read with a pattern, not parsed: 5,000 sockets' parsing would crowd the server.
      if (text.startsWith(topicPrefix)) {
        const at = now();
        for (const match of text.matchAll(LINE_ID)) arrivals.push([match[1] as string, at]);
        messages += 1;
        if (messages === expected) parentPort?.postMessage({ type: 'done' });
        return;
      }
      const message = JSON.parse(text) as { type: string };
      if (message.type === 'subscribed') resolve();
      else if (message.type === 'error') reject(new Error(text));
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] })));
    socket.once('error', reject);
  });
}

async function openAll() {
  const all = cookies.flatMap((cookie) => Array.from({ length: socketsPerCookie }, () => cookie));
  // A few at a time, as browsers arriving over a few seconds would.
  for (let start = 0; start < all.length; start += 100)
    await Promise.all(all.slice(start, start + 100).map(open));
  parentPort?.postMessage({ type: 'ready', sockets: sockets.length });
}

parentPort?.on('message', (message: { type: string; expected?: number }) => {
  if (message.type === 'reset') {
    arrivals.length = 0;
    messages = 0;
    expected = message.expected ?? Number.POSITIVE_INFINITY;
    parentPort?.postMessage({ type: 'reset' });
  } else if (message.type === 'collect') {
    parentPort?.postMessage({ type: 'arrivals', arrivals, messages });
    for (const socket of sockets) socket.close();
  }
});

openAll().catch((error: unknown) => {
  parentPort?.postMessage({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
});
