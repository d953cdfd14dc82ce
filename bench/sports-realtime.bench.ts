import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
// Brings in the app's `eventBus` decoration.
import type {} from '../apps/api/src/compose.ts';
import { createStatIngest, type StatIngest } from '../apps/api/src/features/sports/stat-ingest.ts';
import { createWorldStore } from '../apps/api/src/features/sports/world-store.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import { listeningBenchApp } from './lib/bench-app.ts';
import { createBenchDatabase, percentile } from './lib/postgres.ts';
import { type BenchGame, benchWorld, KICK_OFF, streamEvent } from './lib/sports-world.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const WARM_UP_EVENTS = 20;
const EVENTS_PER_SECOND = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 20);
const TOPIC = 'game:bench-nfl-1';
const GAMES = 60;

/** Session cookies for `count` players, made through the app's test sign-in. */
async function signedInCookies(app: App, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const csrf = await app.inject({ method: 'GET', url: '/v1/csrf' });
    const jar = Object.fromEntries(csrf.cookies.map((cookie) => [cookie.name, cookie.value]));
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/session',
      cookies: jar,
      headers: { 'x-csrf-token': jar.kennel_csrf ?? '' },
      payload: { username: `fan_${i}` },
    });
    if (response.statusCode !== 201) throw new Error(`could not sign a player in: ${response.body}`);
    for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
    cookies.push(
      Object.entries(jar)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    );
  }
  return cookies;
}

/** A game summary the size the live score chip gets, stamped with the time it was sent. */
function gameEvent(version: number) {
  return {
    type: 'game',
    topic: TOPIC,
    data: {
      id: 'bench-nfl-1',
      sport_id: 'nfl',
      starts_at: '2026-11-24T01:00:00.000Z',
      venue: 'Arrowhead Stadium',
      status: 'live',
      period: 3,
      clock_seconds: 412,
      home: { id: 'nfl-kc', abbreviation: 'KC', name: 'Kansas City Chiefs' },
      away: { id: 'nfl-buf', abbreviation: 'BUF', name: 'Buffalo Bills' },
      home_score: 17 + (version % 7),
      away_score: 14,
      version,
      sent_at: performance.timeOrigin + performance.now(),
    },
  };
}

function waitFor<T>(worker: Worker, type: string, timeoutMs: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.off('message', onMessage);
      resolve(null);
    }, timeoutMs);
    function onMessage(message: { type: string; error?: string }) {
      if (message.type === 'failed') reject(new Error(message.error));
      if (message.type !== type) return;
      clearTimeout(timer);
      worker.off('message', onMessage);
      resolve(message as T);
    }
    worker.on('message', onMessage);
  });
}

/** Where the measured events come from: `publish(n)` sends the n-th (n from 1), `latencies` turns arrivals into ms. */
interface EventSource {
  topic: string;
  publish(n: number): Promise<void> | void;
  latencies(reported: { latencies: number[]; arrivals: [number, number][] }): number[];
}

async function publishPaced(source: EventSource, first: number, count: number) {
  const interval = 1000 / EVENTS_PER_SECOND;
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await source.publish(first + i);
  }
}

/** Latencies (ms) of EVENTS events to `cookies.length` sockets, after a warm-up. */
async function run(baseUrl: string, cookies: string[], source: EventSource) {
  const entry = new URL('./lib/live-subscribers-worker.ts', import.meta.url).href;
  // Node 20 resolves a worker's entry file before tsx's hooks exist there, so the worker loads tsx first.
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: {
      url: `${baseUrl.replace('http', 'ws')}/v1/ws`,
      origin: baseUrl,
      cookies,
      topic: source.topic,
    },
  });
  try {
    if (!(await waitFor(worker, 'ready', 120_000))) throw new Error('subscribers did not connect');
    await publishPaced(source, 1, WARM_UP_EVENTS);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const expected = EVENTS * cookies.length;
    worker.postMessage({ type: 'reset', expected });
    await waitFor(worker, 'reset', 10_000);
    const startedAt = performance.now();
    await publishPaced(source, WARM_UP_EVENTS + 1, EVENTS);
    await waitFor(worker, 'done', 30_000);
    const seconds = (performance.now() - startedAt) / 1000;
    worker.postMessage({ type: 'collect' });
    const reported = (await waitFor<{ latencies: number[]; arrivals: [number, number][] }>(
      worker,
      'latencies',
      30_000,
    )) ?? { latencies: [], arrivals: [] };
    return { latencies: source.latencies(reported).sort((a, b) => a - b), expected, seconds, reported };
  } finally {
    await worker.terminate();
  }
}

/** Events published straight on the bus, stamped with the time just before. */
function busSource(app: App): EventSource {
  return {
    topic: TOPIC,
    publish: (n) => app.eventBus.publish([gameEvent(n)]),
    latencies: ({ latencies }) => latencies,
  };
}

/**
 * One game's plays applied by the real stat ingest (publishing after commit) while the other
 * games stream too; latency is from just before each play's apply to its summary's arrival.
 */
function ingestSource(ingest: StatIngest, game: BenchGame) {
  const appliedAt = new Map<number, number>();
  const committedAt = new Map<number, number>();
  const since = (times: Map<number, number>, arrivals: [number, number][]) =>
    arrivals.map(([version, at]) => at - (times.get(version) ?? Number.NaN)).filter(Number.isFinite);
  return {
    topic: `game:${game.id}`,
    async publish(seq: number) {
      appliedAt.set(seq, performance.timeOrigin + performance.now());
      await ingest.apply([streamEvent(game, seq)]);
      committedAt.set(seq, performance.timeOrigin + performance.now());
    },
    latencies: ({ arrivals }: { arrivals: [number, number][] }) => since(appliedAt, arrivals),
    /** From the apply's return (just after commit and publish): the realtime path alone. */
    fromCommit: ({ arrivals }: { arrivals: [number, number][] }) =>
      since(committedAt, arrivals).sort((a, b) => a - b),
  };
}

/** The other games' streams, one event per apply, until `stop()`; answers how many were applied. */
function streamOtherGames(ingest: StatIngest, games: BenchGame[]) {
  let running = true;
  let applied = 0;
  const done = Promise.all(
    games.map(async (game) => {
      for (let seq = 1; running; seq += 1) {
        const result = await ingest.apply([streamEvent(game, seq)]);
        applied += result.applied;
      }
    }),
  );
  return {
    async stop() {
      running = false;
      await done;
      return applied;
    },
  };
}

function line(
  name: string,
  result: { latencies: number[]; expected: number; seconds: number },
  baseline?: number,
) {
  const { latencies, expected, seconds } = result;
  const p = (fraction: number) => percentile(latencies, fraction).toFixed(1).padStart(7);
  const ratio =
    baseline === undefined ? '' : `  p99 ${(percentile(latencies, 0.99) / baseline).toFixed(2)}x baseline`;
  const missing = expected - latencies.length;
  console.info(
    `${name.padEnd(34)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms  max ${p(1)} ms  ` +
      `${(latencies.length / seconds).toFixed(0).padStart(6)} msgs/s${missing ? `  (${missing} missing)` : ''}${ratio}`,
  );
}

async function main() {
  const database = await createBenchDatabase();
  let app: App | undefined;
  try {
    const api = await listeningBenchApp(database.databaseUrl);
    app = api.app;
    const { handle, baseUrl } = api;
    const cookies = await signedInCookies(app, SUBSCRIBERS);

    const clock = () => new Date(KICK_OFF);
    const { world, gameIds } = benchWorld(GAMES);
    await createWorldStore({ db: handle.db, clock }).upsertWorld(world);
    const ingest = createStatIngest({
      db: handle.db,
      clock,
      provider: { name: 'bench', eventsAfter: async () => [] },
      // As compose.ts wires it: the ingest's live messages go out on the app's bus after commit.
      publish: (messages) => app?.eventBus.publish(messages),
    });
    const [followed, ...others] = gameIds as [BenchGame, ...BenchGame[]];

    const single = await run(baseUrl, cookies.slice(0, 1), busSource(app));
    const many = await run(baseUrl, cookies, busSource(app));
    const load = streamOtherGames(ingest, others);
    const loadStarted = performance.now();
    const followedSource = ingestSource(ingest, followed);
    const ingested = await run(baseUrl, cookies, followedSource);
    const otherEvents = await load.stop();
    const loadRate = otherEvents / ((performance.now() - loadStarted) / 1000);
    console.info(
      `PostgreSQL ${database.host}, LISTEN/NOTIFY bus, ${EVENTS} game events at ${EVENTS_PER_SECOND}/s to one topic`,
    );
    const baseline = percentile(single.latencies, 0.99);
    line('1 subscriber (baseline)', single);
    line(`${SUBSCRIBERS} subscribers`, many, baseline);
    line(`${SUBSCRIBERS} subscribers, via stat ingest`, ingested, baseline);
    line(`${SUBSCRIBERS} subscribers, ingest commit to socket`, {
      ...ingested,
      latencies: followedSource.fromCommit(ingested.reported),
    });
    console.info(
      `  (ingest lines: from just before each play's apply, and from its commit, while ${others.length} other games streamed ${loadRate.toFixed(0)} events/s)`,
    );
    console.info(`target: p99 < 200 ms with ${SUBSCRIBERS} subscribers`);
    await app.close();
    app = undefined;
    await handle.close();
  } finally {
    await app?.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error('sports realtime bench could not run:', error instanceof Error ? error.message : error);
  process.exit(1);
});
