import { type ChildProcess, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type PickemBoard, pickemLinesTopic } from '@kennel/core';
// Brings in the app's `walletModule` decoration.
import type {} from '../apps/api/src/compose.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import { listeningBenchApp } from './lib/bench-app.ts';
import type { SubscribersSetup } from './lib/pickem-subscribers-process.ts';
import { createBenchDatabase, percentile } from './lib/postgres.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const MOVES = Number(process.env.BENCH_MOVES ?? 100);
const MOVES_PER_SECOND = Number(process.env.BENCH_MOVES_PER_SECOND ?? 2);
const WARM_UP_MOVES = 10;
const SPORT = 'nba';

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
      payload: { username: `board_${i}` },
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

function waitFor<T>(child: ChildProcess, type: string, timeoutMs: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(null);
    }, timeoutMs);
    function onMessage(message: { type: string; error?: string }) {
      if (message.type === 'failed') reject(new Error(message.error));
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as T);
    }
    child.on('message', onMessage);
  });
}

const loadAverage = () => loadavg()[0]?.toFixed(1) ?? '?';

/** When each stage of a line's move happened (epoch ms): its start, its publish, the bus bringing it back. */
interface Stages {
  started: Map<string, number>;
  published: Map<string, number>;
  heard: Map<string, number>;
}

const epochNow = () => performance.timeOrigin + performance.now();

/**
 * Records when the API's own bus listener hears each line (the NOTIFY back from PostgreSQL). It runs
 * after the hub's listener: a hub that writes to its sockets inside its listener (main before
 * issue 21's coalescing) is heard only after its whole loop, and its stages say so.
 */
function listenForLines(app: App, heard: Map<string, number>) {
  const topic = pickemLinesTopic(SPORT);
  return app.eventBus.subscribe((event) => {
    if (!('topic' in event) || event.topic !== topic) return;
    const at = epochNow();
    for (const line of (event.data as { lines: { id: string }[] }).lines) heard.set(line.id, at);
  });
}

/** Moves open lines one after another at the set rate, noting each new line id's stages. */
async function movePaced(app: App, propIds: string[], count: number, first: number, stages?: Stages) {
  const interval = 1000 / MOVES_PER_SECOND;
  const from = performance.now();
  for (let i = 0; i < count; i += 1) {
    const wait = from + i * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const at = epochNow();
    const moved = await app.walletModule.pickemLines.move(propIds[(first + i) % propIds.length] as string);
    if (moved && stages) {
      stages.started.set(moved.line_id, at);
      stages.published.set(moved.line_id, epochNow());
    }
  }
}

async function run(app: App, baseUrl: string, cookies: string[], perCookie: number, propIds: string[]) {
  // The subscribers run in their own process: the API's CPU below is the server's alone.
  const subscribers = fork(path.join(import.meta.dirname, 'lib', 'pickem-subscribers-process.ts'), {
    execArgv: ['--import', 'tsx', '--max-old-space-size=2048'],
  });
  try {
    const setup: SubscribersSetup = {
      type: 'open',
      url: `${baseUrl.replace('http', 'ws')}/v1/ws`,
      origin: baseUrl,
      cookies,
      socketsPerCookie: perCookie,
      topic: pickemLinesTopic(SPORT),
    };
    const ready = waitFor<{ snapshots: number; settledMs: number }>(subscribers, 'ready', 600_000);
    subscribers.send(setup);
    const connected = await ready;
    if (!connected) throw new Error('subscribers did not connect');
    await movePaced(app, propIds, WARM_UP_MOVES, 0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sockets = cookies.length * perCookie;
    const reset = waitFor(subscribers, 'reset', 10_000);
    subscribers.send({ type: 'reset', expected: MOVES * sockets });
    await reset;
    const load = [loadAverage()];
    const stages: Stages = { started: new Map(), published: new Map(), heard: new Map() };
    const stopListening = listenForLines(app, stages.heard);
    const cpu = process.cpuUsage();
    const began = performance.now();
    await movePaced(app, propIds, MOVES, WARM_UP_MOVES, stages);
    await waitFor(subscribers, 'done', 60_000);
    stopListening();
    const seconds = (performance.now() - began) / 1000;
    const used = process.cpuUsage(cpu);
    load.push(loadAverage());
    const reported = waitFor<{ arrivals: [string, number[]][]; cpuMs: number }>(
      subscribers,
      'arrivals',
      60_000,
    );
    subscribers.send({ type: 'collect' });
    const { arrivals = [], cpuMs = Number.NaN } = (await reported) ?? {};
    const { started, published, heard } = stages;
    const latencies = sorted(
      arrivals.flatMap(([lineId, times]) => times.map((at) => at - (started.get(lineId) ?? Number.NaN))),
    );
    const between = (from: Map<string, number>, to: Map<string, number>) =>
      sorted([...from].map(([lineId, at]) => (to.get(lineId) ?? Number.NaN) - at));
    // After the bus: from the API hearing a line to each socket reading it (the hub's loop, the kernel, the reader).
    const afterBus = sorted(
      arrivals.flatMap(([lineId, times]) => times.map((at) => at - (heard.get(lineId) ?? Number.NaN))),
    );
    return {
      latencies,
      move: between(started, published),
      notify: between(published, heard),
      afterBus,
      expected: MOVES * sockets,
      seconds,
      load,
      apiCpuMs: (used.user + used.system) / 1000,
      connected,
      clientsCpuMs: cpuMs,
    };
  } finally {
    subscribers.kill();
  }
}

type Run = Awaited<ReturnType<typeof run>>;

const sorted = (values: number[]) => values.filter(Number.isFinite).sort((a, b) => a - b);

function line(name: string, result: Run, baseline?: number) {
  const { latencies, expected, seconds } = result;
  const p = (fraction: number) => percentile(latencies, fraction).toFixed(1).padStart(7);
  const ratio =
    baseline === undefined ? '' : `  p99 ${(percentile(latencies, 0.99) / baseline).toFixed(2)}x baseline`;
  const missing = expected - latencies.length;
  console.info(
    `${name.padEnd(30)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms  max ${p(1)} ms  ` +
      `${(latencies.length / seconds).toFixed(0).padStart(6)} deliveries/s${missing ? `  (${missing} missing)` : ''}${ratio}`,
  );
  const perDelivery = (ms: number) => ((ms * 1000) / Math.max(1, latencies.length)).toFixed(1);
  console.info(
    `${''.padEnd(30)} load average ${result.load.join(' → ')}; CPU: API ${(result.apiCpuMs / 1000).toFixed(2)} s ` +
      `(${perDelivery(result.apiCpuMs)} µs per delivery), subscribers ${(result.clientsCpuMs / 1000).toFixed(2)} s ` +
      `(${perDelivery(result.clientsCpuMs)} µs per delivery)`,
  );
  console.info(
    `${''.padEnd(30)} on connect: ${result.connected.snapshots} snapshot messages, the last (or the last confirmation) ${(result.connected.settledMs / 1000).toFixed(1)} s after the first socket opened`,
  );
  const stage = (values: number[]) =>
    `p50 ${percentile(values, 0.5).toFixed(1)}, p99 ${percentile(values, 0.99).toFixed(1)} ms`;
  console.info(
    `${''.padEnd(30)} stages: move and its reads ${stage(result.move)}; publish to the bus's NOTIFY back ${stage(result.notify)}; ` +
      `bus to socket ${stage(result.afterBus)}`,
  );
}

/** p50 and p99 of `count` GETs of `url`, in ms. */
async function timeGets(app: App, url: string, count: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count + 3; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    if (i >= 3) times.push(performance.now() - started);
    bytes = response.body.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), bytes };
}

async function main() {
  const database = await createBenchDatabase();
  let app: App | undefined;
  try {
    const api = await listeningBenchApp(database.databaseUrl);
    app = api.app;
    const { handle, baseUrl } = api;
    await app.walletModule.sports.producer.prepare();
    const made = await app.walletModule.pickemLines.refresh();
    const nba = (
      await app.inject({ method: 'GET', url: `/v1/pickem/board?sport=${SPORT}` })
    ).json<PickemBoard>();
    const propIds = nba.lines.map((line) => line.prop_id);
    if (propIds.length === 0) throw new Error('no lines to move');

    const boardRead = await timeGets(app, '/v1/pickem/board?timing=pre-game', 20);
    const health = await timeGets(app, '/health', 20);
    const all = (
      await app.inject({ method: 'GET', url: '/v1/pickem/board?timing=pre-game' })
    ).json<PickemBoard>();

    const cookies = await signedInCookies(app, PLAYERS);
    const perCookie = Math.max(1, Math.round(SOCKETS / PLAYERS));
    const single = await run(app, baseUrl, cookies.slice(0, 1), 1, propIds);
    const many = await run(app, baseUrl, cookies, perCookie, propIds);
    console.info(
      `PostgreSQL ${database.host}, LISTEN/NOTIFY bus; ${made.created} props made; ${MOVES} line moves at ${MOVES_PER_SECOND}/s on pickem:${SPORT}`,
    );
    const baseline = percentile(single.latencies, 0.99);
    line('1 socket (baseline)', single);
    line(`${cookies.length * perCookie} sockets`, many, baseline);
    console.info(
      `board, ${all.lines.length} lines (${(boardRead.bytes / 1024).toFixed(0)} KiB): p50 ${boardRead.p50.toFixed(1)} ms  p99 ${boardRead.p99.toFixed(1)} ms;` +
        `  GET /health p50 ${health.p50.toFixed(2)} ms  (board p50 ${(boardRead.p50 / health.p50).toFixed(0)}x)`,
    );
    console.info(`target: p99 < 250 ms with ${SOCKETS} sockets`);
    await app.close();
    app = undefined;
    await handle.close();
  } finally {
    await app?.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error('pickem lines fan-out bench could not run:', error instanceof Error ? error.message : error);
  process.exit(1);
});
