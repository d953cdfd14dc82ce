// Runs in a worker thread: sends pick'em entries to the API over HTTP (keep-alive), either as fast as
// `concurrency` callers can (closed loop) or at a fixed rate (open loop, each latency timed from its
// scheduled send, so a slow server cannot hide its queue), and reports every latency and status.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadPlayer {
  cookie: string;
  csrf: string;
}

export interface LoadSetup {
  baseUrl: string;
  players: LoadPlayer[];
  /** Entry bodies to cycle through (each a valid entry on the board). */
  bodies: unknown[];
  /** Where they go: pick'em entries unless told (the sportsbook's bets). */
  path?: string;
  /** The state the players are located in: New Jersey unless told. */
  state?: string;
}

export type LoadRun =
  | { type: 'closed'; concurrency: number; seconds: number }
  | { type: 'open'; rate: number; seconds: number };

export interface LoadResult {
  latencies: number[];
  statuses: Record<string, number>;
  seconds: number;
  /** The body of the latest answer that was not 201, if any (what went wrong). */
  refusal?: string;
}

const { baseUrl, players, bodies, path = '/v1/pickem/entries', state = 'NJ' } = workerData as LoadSetup;
const url = new URL(path, baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let serial = 0;
let refusal: string | undefined;

function submit(): Promise<number> {
  serial += 1;
  const player = players[serial % players.length]!;
  const payload = JSON.stringify(bodies[serial % bodies.length]);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie: player.cookie,
          'x-csrf-token': player.csrf,
          'idempotency-key': randomUUID(),
          // Where the player is, as the geolocation vendor's packet brings it in production (the
          // sandbox provider reads this header; without it, it reads the player's home state).
          'x-kennel-test-location': state,
        },
      },
      (response) => {
        let body = '';
        if (response.statusCode === 201) response.resume();
        else response.on('data', (chunk) => (body += String(chunk)));
        response.on('end', () => {
          if (response.statusCode !== 201) refusal = body.slice(0, 300);
          resolve(response.statusCode ?? 0);
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function closed(concurrency: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const before = performance.now();
        const status = await submit();
        latencies.push(performance.now() - before);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return { latencies, statuses, seconds: (performance.now() - started) / 1000 };
}

async function open(rate: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const total = Math.round(rate * seconds);
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const scheduled = started + (i * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      submit().then((status) => {
        latencies.push(performance.now() - scheduled);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
    );
  }
  await Promise.all(pending);
  return { latencies, statuses, seconds: (performance.now() - started) / 1000 };
}

parentPort?.on('message', async (run: LoadRun) => {
  refusal = undefined;
  const result =
    run.type === 'closed' ? await closed(run.concurrency, run.seconds) : await open(run.rate, run.seconds);
  parentPort?.postMessage({ ...result, refusal });
});
parentPort?.postMessage({ ready: true });
