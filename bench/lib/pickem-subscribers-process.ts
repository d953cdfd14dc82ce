// Runs in its own process (forked by pickem-lines-fanout.bench.ts), so the subscribers' reading
// does not count as the API's CPU: opens the benchmark's WebSockets (several per signed-in player,
// as browser tabs would), follows one pick'em topic on each, and records when each line id arrived.
// Told what to do over IPC.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface SubscribersSetup {
  type: 'open';
  url: string;
  origin: string;
  cookies: string[];
  socketsPerCookie: number;
  topic: string;
}

const send = (message: unknown) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();
/** Line id → its arrival time on each socket, for every line of every message on the topic. */
const arrivals = new Map<string, number[]>();
let expected = Number.POSITIVE_INFINITY;
let messages = 0;
let cpu = process.cpuUsage();
const sockets: WebSocket[] = [];
/** The last topic message read and its line ids: every socket gets the same bytes, read once. */
let lastText = '';
let lastIds: string[] = [];
const LINE_ID = /\{"id":"([^"]+)","prop_id"/g;
/** The players' own messages (snapshots sent on connect), and when the last one came. */
let snapshots = 0;
let lastSnapshotAt = 0;

function open(setup: SubscribersSetup, cookie: string): Promise<void> {
  /** How a topic message starts (the hub writes type, then topic). */
  const topicPrefix = `{"type":"pickem_lines","topic":${JSON.stringify(setup.topic)}`;
  return new Promise((resolve, reject) => {
    // The server's messages are its own UTF-8: not validated again here, to leave the cores to it.
    const socket = new WebSocket(setup.url, {
      headers: { cookie, origin: setup.origin },
      skipUTF8Validation: true,
    });
    sockets.push(socket);
    socket.on('message', (raw) => {
      const at = now();
      const text = String(raw);
      // Topic messages are read with a pattern, not parsed, and only once for all the sockets.
      if (text.startsWith(topicPrefix)) {
        if (text !== lastText) {
          lastText = text;
          lastIds = Array.from(text.matchAll(LINE_ID), (match) => match[1] as string);
        }
        for (const id of lastIds) {
          const times = arrivals.get(id);
          if (times) times.push(at);
          else arrivals.set(id, [at]);
        }
        messages += 1;
        if (messages === expected) send({ type: 'done' });
        return;
      }
      const message = JSON.parse(text) as { type: string };
      if (message.type === 'subscribed') resolve();
      else if (message.type !== 'error') {
        snapshots += 1;
        lastSnapshotAt = at;
      } else if (message.type === 'error') reject(new Error(text));
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topics: [setup.topic] })));
    socket.once('error', reject);
  });
}

async function openAll(setup: SubscribersSetup) {
  const began = now();
  const all = setup.cookies.flatMap((cookie) => Array.from({ length: setup.socketsPerCookie }, () => cookie));
  // A few at a time, as browsers arriving over a few seconds would.
  for (let start = 0; start < all.length; start += 100)
    await Promise.all(all.slice(start, start + 100).map((cookie) => open(setup, cookie)));
  // The server is still sending the snapshots of every connect (some after the subscriptions'
  // confirmations): measuring starts once 2 s have passed with none.
  lastSnapshotAt = Math.max(lastSnapshotAt, now());
  while (now() - lastSnapshotAt < 2_000) await new Promise((resolve) => setTimeout(resolve, 250));
  send({ type: 'ready', sockets: sockets.length, snapshots, settledMs: lastSnapshotAt - began });
}

process.on(
  'message',
  (message: SubscribersSetup | { type: 'reset'; expected: number } | { type: 'collect' }) => {
    if (message.type === 'open') {
      openAll(message).catch((error: unknown) => {
        send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
      });
    } else if (message.type === 'reset') {
      arrivals.clear();
      messages = 0;
      expected = message.expected;
      cpu = process.cpuUsage();
      send({ type: 'reset' });
    } else if (message.type === 'collect') {
      const used = process.cpuUsage(cpu);
      send({ type: 'arrivals', arrivals: [...arrivals], messages, cpuMs: (used.user + used.system) / 1000 });
      for (const socket of sockets) socket.close();
    }
  },
);
