// Pick-to-broadcast latency of best ball drafts: from just before a player's pick is POSTed to the
// delta carrying it arriving on each of the draft's twelve real WebSockets (signed-in players
// following `draft:<id>`), through the engine's row lock, commit, PostgreSQL LISTEN/NOTIFY and the
// hub. BENCH_DRAFTS concurrent 12-seat, BENCH_ROUNDS-round NFL fast drafts, each seat a scripted
// player (a bot client) picking the best player by ADP BENCH_THINK_MS after it is on the clock.
// The clients run in a separate process (bench/lib/draft-clients-process.ts), so the API's CPU and
// memory are its own. Baseline: one draft alone, same run, same processes: what a pick costs when
// nothing queues, so the ratio says what the load adds. Also picks/s, and CPU seconds and RSS per
// draft (API process; PostgreSQL backends' CPU too). Target: p99 < 150 ms.
// Uses DATABASE_URL (an admin URL) if set, else starts a throwaway cluster and stops it after.
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type {} from '../apps/api/src/compose.ts';
import { createWorldStore } from '../apps/api/src/features/sports/world-store.ts';
import { selectRows } from '../apps/api/src/platform/db/rows.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import { draftWorld, seatDraft } from '../apps/api/test/drafts/draft-fixture.ts';
import { listeningBenchApp } from './lib/bench-app.ts';
import type { ClientsSummary, DraftSpec } from './lib/draft-clients-process.ts';
import { createBenchDatabase, percentile } from './lib/postgres.ts';

const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 1_000);
const SEATS = 12;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 18);
/**
 * How long a bot client "thinks" before picking, on average (each wait is drawn from 0.5x to 1.5x of
 * it, so drafts do not pick in lockstep); 0: at once, the heaviest load. A fast draft's clock is 30 s.
 */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
/**
 * The lone draft's think time. A draft's own picks never overlap (each waits for the last one's
 * delta), so its latency does not depend on it; 0 keeps the baseline short.
 */
const BASELINE_THINK_MS = Number(process.env.BENCH_BASELINE_THINK_MS ?? THINK_MS);
/** Players signed in at once while setting up. */
const SIGN_IN_CONCURRENCY = 16;

async function signIn(app: App, name: string): Promise<{ id: string; cookie: string }> {
  const csrf = await app.inject({ method: 'GET', url: '/v1/csrf' });
  const jar = Object.fromEntries(csrf.cookies.map((cookie) => [cookie.name, cookie.value]));
  const response = await app.inject({
    method: 'POST',
    url: '/v1/test/session',
    cookies: jar,
    headers: { 'x-csrf-token': jar.kennel_csrf ?? '' },
    payload: { username: name },
  });
  if (response.statusCode !== 201) throw new Error(`could not sign a player in: ${response.body}`);
  for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
  const user = (response.json() as { data: { user: { id: string } } }).data.user;
  const cookie = Object.entries(jar)
    .map(([key, value]) => `${key}=${value}`)
    .join('; ');
  return { id: user.id, cookie };
}

/** Signed-in players seated in `count` full drafts ('filling', as the lobby leaves them). */
async function seatDrafts(app: App, count: number, tag: string, rounds: number): Promise<DraftSpec[]> {
  const db = app.walletModule.wallet.db;
  const drafts: DraftSpec[] = [];
  let next = 0;
  const players: { id: string; cookie: string }[] = new Array(count * SEATS);
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      for (let i = next++; i < count * SEATS; i = next++) players[i] = await signIn(app, `${tag}_${i}`);
    }),
  );
  for (let d = 0; d < count; d++) {
    const seats = players.slice(d * SEATS, (d + 1) * SEATS);
    const draftId = await seatDraft(db, { seats: seats.map(({ id }) => ({ userId: id })), rounds });
    drafts.push({ draftId, cookies: seats.map(({ cookie }) => cookie) });
  }
  return drafts;
}

/**
 * CPU time of this database's PostgreSQL backends (from /proc, where PostgreSQL runs on this host),
 * sampled while a run goes on: backends come and go with the pool, so each is counted from when it
 * was first seen (from 0 if it started during the run) to when it was last seen.
 */
function postgresCpu(app: App) {
  const seen = new Map<number, { first: number; last: number }>();
  async function sample(starting: boolean) {
    const rows = await selectRows<{ pid: number }>(
      app.walletModule.wallet.db,
      sql`select pid from pg_stat_activity where datname = current_database()`,
    );
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ ticks
        const known = seen.get(pid);
        if (known) known.last = ms;
        else seen.set(pid, { first: starting ? ms : 0, last: ms });
      } catch {
        // Another host, or a backend that just ended.
      }
    }
  }
  return {
    sample,
    usedMs: () => [...seen.values()].reduce((sum, { first, last }) => sum + last - first, 0),
  };
}

function once<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string; error?: string }) => {
      if (message.type === 'failed') reject(new Error(message.error));
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the clients' process exited (${code})`)));
  });
}

/** Each socket is a file on both sides (API and clients): 1,000 drafts need over 12,000 each. */
const FILES_NEEDED = DRAFTS * SEATS + 2_000;
const openFilesLimit = () => Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());

/**
 * Too few open files allowed: runs this bench again under a shell that raises the limit (the hard
 * limit must allow it, or root), once, and exits with its code; else goes on here, warned.
 */
function rerunWithMoreFiles() {
  if (openFilesLimit() >= FILES_NEEDED || process.env.BENCH_RAISED_FILES) return;
  const script = `ulimit -n ${FILES_NEEDED} && exec "$0" "$@"`;
  const args = [...process.execArgv, ...process.argv.slice(1)];
  const rerun = spawnSync('sh', ['-c', script, process.execPath, ...args], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RAISED_FILES: '1' },
  });
  // The shell could not raise it (status 2 from ulimit, before node ran): go on here, warned.
  if (rerun.status !== 2) process.exit(rerun.status ?? 1);
  console.warn(`ulimit -n ${openFilesLimit()} could not be raised to ${FILES_NEEDED}: sockets may fail`);
}

const loadAverage = () => loadavg()[0]?.toFixed(1) ?? '?';

/** Runs `count` drafts at once to the end, clients in their own process. */
async function runDrafts(
  app: App,
  baseUrl: string,
  ranking: string[],
  count: number,
  tag: string,
  { thinkMs, rounds }: { thinkMs: number; rounds: number },
) {
  const rssBefore = process.memoryUsage().rss;
  const setupStarted = performance.now();
  const drafts = await seatDrafts(app, count, tag, rounds);
  const seatedMs = performance.now() - setupStarted;
  const clients = fork(path.join(import.meta.dirname, 'lib', 'draft-clients-process.ts'), {
    execArgv: ['--import', 'tsx', '--max-old-space-size=4096'],
  });
  try {
    const subscribed = once<{ sockets: number }>(clients, 'subscribed');
    clients.send({ type: 'run', baseUrl, thinkMs, ranking, drafts });
    await subscribed;
    const subscribedMs = performance.now() - setupStarted - seatedMs;
    const done = once<ClientsSummary>(clients, 'done');
    const load = [loadAverage()];
    let peakRss = process.memoryUsage().rss;
    const postgres = postgresCpu(app);
    await postgres.sample(true);
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      void postgres.sample(false).catch(() => undefined);
    }, 1_000);
    const cpu = process.cpuUsage();
    const started = performance.now();
    // Every socket subscribed: start all the drafts as the lobby would.
    const { drafts: engine } = app.walletModule;
    const db = app.walletModule.wallet.db;
    for (const { draftId } of drafts) {
      await db.transaction((tx) => engine.startDraft(tx, draftId, new Date()));
      engine.announce([draftId]);
    }
    const summary = await done;
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
    await postgres.sample(false);
    const pgUsed = postgres.usedMs();
    load.push(loadAverage());
    return {
      ...summary,
      wallMs,
      load,
      seatedMs,
      subscribedMs,
      apiCpuSPerDraft: (used.user + used.system) / 1e6 / count,
      postgresCpuSPerDraft: pgUsed / 1000 / count,
      clientsCpuSPerDraft: summary.cpuMs / 1000 / count,
      apiRssMbPerDraft: (peakRss - rssBefore) / 1024 / 1024 / count,
      apiRssMb: peakRss / 1024 / 1024,
    };
  } finally {
    clients.kill();
  }
}

type Result = Awaited<ReturnType<typeof runDrafts>>;
const p = (r: Result, fraction: number) => percentile(r.latencies, fraction);
const row = (name: string, r: Result) =>
  `${name} [load average ${r.load.join(' → ')}]\n` +
  `  set-up: players signed in and seated ${(r.seatedMs / 1000).toFixed(1)} s, sockets subscribed ${(r.subscribedMs / 1000).toFixed(1)} s\n` +
  `  pick to socket: p50 ${p(r, 0.5).toFixed(1)} ms, p95 ${p(r, 0.95).toFixed(1)} ms, p99 ${p(r, 0.99).toFixed(1)} ms (${r.arrivals} arrivals)\n` +
  `  pick's POST answered: p50 ${percentile(r.answered, 0.5).toFixed(1)} ms, p95 ${percentile(r.answered, 0.95).toFixed(1)} ms, p99 ${percentile(r.answered, 0.99).toFixed(1)} ms\n` +
  `  ${r.picks} picks (${r.autopicks} autopicked after a clock ran out, ${r.failedPicks} POSTs refused) in ${(r.wallMs / 1000).toFixed(1)} s: ${((r.picks / r.wallMs) * 1000).toFixed(0)} picks/s\n` +
  `  CPU per draft: API ${r.apiCpuSPerDraft.toFixed(3)} s, PostgreSQL ${r.postgresCpuSPerDraft.toFixed(3)} s, clients ${r.clientsCpuSPerDraft.toFixed(3)} s; ` +
  `API RSS +${r.apiRssMbPerDraft.toFixed(2)} MB per draft (peak ${r.apiRssMb.toFixed(0)} MB); clients' RSS ${r.rssMb.toFixed(0)} MB`;

async function main() {
  const database = await createBenchDatabase();
  let app: App | undefined;
  try {
    const api = await listeningBenchApp(database.databaseUrl);
    app = api.app;
    const { handle, baseUrl } = api;
    await createWorldStore({ db: handle.db, clock: () => new Date() }).upsertWorld(draftWorld(260));
    const pool = await app.inject({ method: 'GET', url: '/v1/slates/sl-nfl-next' });
    if (pool.statusCode !== 200) throw new Error('the bench slate is missing');
    const ranking = Array.from({ length: 260 }, (_, i) => `dp-${i}`);

    console.info(
      `${DRAFTS} drafts of ${SEATS} seats × ${ROUNDS} rounds, think ${THINK_MS} ms (baseline: 18 rounds, think ${BASELINE_THINK_MS} ms); ulimit -n ${openFilesLimit()}`,
    );
    // JIT, caches and pools warm, not reported.
    await runDrafts(app, baseUrl, ranking, 1, 'warm', { thinkMs: 0, rounds: 18 });
    // The baseline drafts all 18 rounds whatever BENCH_ROUNDS says, for enough picks to tell a p99.
    const baseline = await runDrafts(app, baseUrl, ranking, 1, 'base', {
      thinkMs: BASELINE_THINK_MS,
      rounds: 18,
    });
    console.info(row('baseline, 1 draft (12 sockets)', baseline));
    const loaded = await runDrafts(app, baseUrl, ranking, DRAFTS, 'load', {
      thinkMs: THINK_MS,
      rounds: ROUNDS,
    });
    console.info(row(`${DRAFTS} drafts (${DRAFTS * SEATS} sockets)`, loaded));
    console.info(
      `p50 ratio to baseline ${(p(loaded, 0.5) / p(baseline, 0.5)).toFixed(1)}x, p99 ratio ${(p(loaded, 0.99) / p(baseline, 0.99)).toFixed(1)}x; target p99 < 150 ms`,
    );
  } finally {
    await app?.close();
    await database.drop();
  }
}

rerunWithMoreFiles();
await main();
