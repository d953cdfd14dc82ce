// Runs in a worker thread: opens the benchmark's WebSockets, follows one topic on each, and records
// for every topic event how long it took from `data.sent_at` (set just before publishing) to here,
// or, for real game summaries (no sent_at), when each `data.version` arrived.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

interface Setup {
  url: string;
  origin: string;
  cookies: string[];
  topic: string;
}

const { url, origin, cookies, topic } = workerData as Setup;
const now = () => performance.timeOrigin + performance.now();
const latencies: number[] = [];
/** [version, arrival time] of game summaries, matched by the main thread to when each was applied. */
const arrivals: [number, number][] = [];
let expected = Number.POSITIVE_INFINITY;
const sockets: WebSocket[] = [];

function open(cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie, origin } });
    sockets.push(socket);
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as {
        type: string;
        topic?: string;
        data?: { sent_at?: number; version?: number };
      };
      if (message.type === 'subscribed') resolve();
      else if (message.type === 'error') reject(new Error(JSON.stringify(message)));
      else if (message.topic === topic) {
        if (typeof message.data?.sent_at === 'number') latencies.push(now() - message.data.sent_at);
        else if (typeof message.data?.version === 'number') arrivals.push([message.data.version, now()]);
        if (latencies.length + arrivals.length === expected) parentPort?.postMessage({ type: 'done' });
      }
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] })));
    socket.once('error', reject);
  });
}

async function openAll() {
  // A few at a time, as browsers arriving over a few seconds would.
  for (let start = 0; start < cookies.length; start += 50) {
    await Promise.all(cookies.slice(start, start + 50).map(open));
  }
  parentPort?.postMessage({ type: 'ready', sockets: sockets.length });
}

parentPort?.on('message', (message: { type: string; expected?: number }) => {
  if (message.type === 'reset') {
    latencies.length = 0;
    arrivals.length = 0;
    expected = message.expected ?? Number.POSITIVE_INFINITY;
    parentPort?.postMessage({ type: 'reset' });
  } else if (message.type === 'collect') {
    parentPort?.postMessage({ type: 'latencies', latencies, arrivals });
    for (const socket of sockets) socket.close();
  }
});

openAll().catch((error: unknown) => {
  parentPort?.postMessage({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
});
