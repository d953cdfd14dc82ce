// Pick'em entry submissions per second over HTTP on PostgreSQL, next to pgbench's TPC-B-like rate
// on the same database in the same run. Baseline: `pgbench -c 8 -j 2 -T 10` at scale 8 (8 branch
// rows, so its 8 clients do not all queue on one row; five statements in a transaction): what a
// tuned PostgreSQL does for "move money between rows" with nothing above it. The entries go through
// the whole real path: HTTP, session and CSRF, the per-player budget, zod, idempotency, the
// location check, the authorisation step (money lock, restrictions, limits, terms), the
// share-locked lines and games, the rules, the entry rows, the stored answer and the fee into the
// house (a delta, ADR 0030), then the after-commit publish. Many players, so the per-player lock and
// budget do not serialise the load; RATE_LIMIT_MAX raised so the budgets never refuse. The load
// comes from a worker thread (its own event loop) over keep-alive connections. Rounds alternate
// pgbench and entries. Then the same through HAProxy (deploy/haproxy.cfg) to two API processes
// (src/main.ts) on the same database, alternating with pgbench again. Targets: 0.5x pgbench, p99
// under 50 ms at half that rate (open loop, timed from each scheduled send), at most 8 statements
// per entry (every statement the API process sent during the rounds, divided by the entries).
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { optionIdOf, SPORTS } from '@kennel/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type {} from '../apps/api/src/compose.ts';
import { pickemLines, pickemProps } from '../apps/api/src/platform/db/schema/pickem.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import { startBalancedApi } from './lib/api-processes.ts';
import { fundedLoadPlayers, listeningBenchApp } from './lib/bench-app.ts';
import type { LoadPlayer, LoadResult, LoadRun } from './lib/entry-load-worker.ts';
import {
  createBenchDatabase,
  mean,
  percentile,
  pgbench,
  pgbenchTps,
  processCpuSeconds,
} from './lib/postgres.ts';
import { benchWorld } from './lib/sports-world.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 400);
const GAMES = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 2;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const TARGET_RATIO = 0.5;
const SCALE = 8;

/** Every statement this process sends to PostgreSQL (the in-process API's pool and bus). */
let statementsSent = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statementsSent += 1;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** CPU seconds of this process's main thread (the API's event loop; the load runs in a worker thread). */
function apiThreadCpuSeconds(): number {
  const [user, system] = apiThreadCpu();
  return user + system;
}

/** The main thread's user and system CPU seconds (utime and stime). */
function apiThreadCpu(): [number, number] {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
  return [Number(fields[11]) / 100, Number(fields[12]) / 100];
}

/**
 * `BENCH_CPU_PROFILE=<file>`: a CPU profile (.cpuprofile) of the API's thread over the measured
 * closed-loop rounds only (not the seeding, the warm-up or pgbench's rounds), for `--cpu-prof`-like
 * figures per entry without the set-up's samples.
 */
const PROFILE_FILE = process.env.BENCH_CPU_PROFILE;
let profiler: Session | undefined;
async function profileRound<T>(work: () => Promise<T>): Promise<T> {
  if (!PROFILE_FILE) return work();
  if (!profiler) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 250 });
  }
  await profiler.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await profiler.post('Profiler.stop');
    rounds.push(profile);
  }
}
const rounds: unknown[] = [];
/** Writes the rounds' profiles as one (their samples one after another). */
function writeProfile() {
  if (!PROFILE_FILE || rounds.length === 0) return;
  for (const [index, profile] of rounds.entries()) {
    writeFileSync(
      rounds.length === 1
        ? PROFILE_FILE
        : PROFILE_FILE.replace(/(\.cpuprofile)?$/, `.${index + 1}.cpuprofile`),
      JSON.stringify(profile),
    );
  }
}

/**
 * CPU seconds of the API's PostgreSQL backends (its pool's and its bus's connections, by their
 * application name) at this moment, by backend pid: the database's side of the entries, without
 * pgbench's, autovacuum's or the checkpointer's.
 */
async function apiBackendsCpu(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where application_name like 'kennel-api%' and datname = current_database()`,
    );
    return new Map(rows.map(({ pid }) => [pid, processCpuSeconds(pid)]));
  } finally {
    await client.end();
  }
}

/** What the backends of `before` (and any new one, counted from zero) spent since. */
async function apiBackendsCpuSince(databaseUrl: string, before: Map<number, number>): Promise<number> {
  const after = await apiBackendsCpu(databaseUrl);
  let spent = 0;
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}

/** Entries made since `since` and the transactions that wrote them (distinct `xmin` of their fee transfers). */
async function entriesPerTransaction(databaseUrl: string, since: Date): Promise<[number, number]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ entries: number; transactions: number }>(
      `select count(*)::int as entries, count(distinct t.xmin::text)::int as transactions
       from pickem_entries e join transfers t on t.id = e.fee_transfer_id where e.created_at >= $1`,
      [since.toISOString()],
    );
    return [rows[0]?.entries ?? 0, rows[0]?.transactions ?? 0];
  } finally {
    await client.end();
  }
}

const loadText = () => `load ${loadavg()[0]?.toFixed(1)}`;

/** A higher/lower prop on every player of every game, and entry bodies of 2 and 3 picks on two teams. */
async function seedBoard(app: App): Promise<unknown[]> {
  const { db } = app.walletModule.wallet;
  const { world, gameIds } = benchWorld(GAMES);
  await app.walletModule.sports.store.upsertWorld(world);
  const now = new Date();
  const startsAt = new Date(now.getTime() + 3 * 24 * 3_600_000);
  await db.execute(sql`update games set starts_at = ${startsAt.toISOString()}::timestamptz`);
  const bodies: unknown[] = [];
  for (const game of gameIds) {
    const stat = SPORTS[game.sport].stats[0]!.key;
    const picks = new Map<string, { option_id: string; line_id: string; prop_id: string }>();
    for (const team of [2 * game.index, 2 * game.index + 1]) {
      for (let n = 0; n < 5; n += 1) {
        const playerId = `bench-${game.sport}-t${team}-p${n}`;
        const propId = `hl:pre:${game.id}:${playerId}:${stat}`;
        const lineId = `ln-${randomUUID()}`;
        await db.insert(pickemProps).values({
          id: propId,
          kind: 'higher_lower',
          timing: 'pre_game',
          sportId: game.sport,
          stat,
          playerIds: [playerId],
          gameIds: [game.id],
          teamIds: [`bench-${game.sport}-t${team}`],
          status: 'open',
          currentLineId: lineId,
          createdAt: now,
          updatedAt: now,
        });
        await db.insert(pickemLines).values({
          id: lineId,
          propId,
          statValue: 2.5,
          options: (['higher', 'lower'] as const).map((choice) => ({
            id: optionIdOf(lineId, choice),
            choice,
            multiplierHundredths: 100,
          })),
          createdAt: now,
        });
        picks.set(`${team % 2}-${n}`, {
          option_id: optionIdOf(lineId, 'higher'),
          line_id: lineId,
          prop_id: propId,
        });
      }
    }
    for (let n = 0; n < 5; n += 1) {
      const home = picks.get(`0-${n}`)!;
      const away = picks.get(`1-${n}`)!;
      bodies.push({ type: 'standard', fee_cents: 100, picks: [home, away] });
      bodies.push({ type: 'flex', fee_cents: 100, picks: [home, away, picks.get(`0-${(n + 1) % 5}`)!] });
    }
  }
  return bodies;
}

function startLoad(setup: { baseUrl: string; players: LoadPlayer[]; bodies: unknown[] }) {
  const entry = new URL('./lib/entry-load-worker.ts', import.meta.url).href;
  // Node 20 resolves a worker's entry file before tsx's hooks exist there, so the worker loads tsx first.
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(bootstrap, { eval: true, workerData: setup });
  const ready = new Promise<void>((resolve) => worker.once('message', () => resolve()));
  return {
    ready,
    run: (load: LoadRun) =>
      new Promise<LoadResult>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage(load);
      }),
    stop: () => worker.terminate(),
  };
}

function report(name: string, result: LoadResult) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const rate = (result.statuses['201'] ?? 0) / result.seconds;
  const ms = (fraction: number) => percentile(sorted, fraction).toFixed(1).padStart(6);
  console.info(
    `${name.padEnd(36)} ${rate.toFixed(0).padStart(5)} entries/s  p50 ${ms(0.5)} ms  p99 ${ms(0.99)} ms  ` +
      `statuses ${JSON.stringify(result.statuses)}`,
  );
  if (result.refusal) console.info(`  refused: ${result.refusal}`);
  return { rate, p99: percentile(sorted, 0.99) };
}

async function main() {
  const database = await createBenchDatabase();
  let app: App | undefined;
  try {
    const api = await listeningBenchApp(database.databaseUrl);
    app = api.app;
    const { handle, baseUrl } = api;
    const bodies = await seedBoard(app);
    const players = await fundedLoadPlayers(app, PLAYERS, 'picker');
    pgbench(database.databaseUrl, ['-i', '-q', '-s', String(SCALE)]);
    const pgbenchRound = () =>
      pgbenchTps(pgbench(database.databaseUrl, ['-c', '8', '-j', '2', '-T', String(SECONDS)]));

    const load = startLoad({ baseUrl, players, bodies });
    await load.ready;
    await load.run({ type: 'closed', concurrency: CONCURRENCY, seconds: 3 }); // warm-up
    const pgbenchRounds: number[] = [];
    const entryRounds: number[] = [];
    let entriesMade = 0;
    let statements = 0;
    let apiCpu = 0;
    let apiSystemCpu = 0;
    let pgCpu = 0;
    let entriesWritten = 0;
    let transactions = 0;
    console.info(
      `PostgreSQL ${database.host}, ${PLAYERS} players, ${bodies.length} entry shapes on ${GAMES} games; ` +
        `${ROUNDS} alternating rounds of ${SECONDS} s; pgbench scale ${SCALE}, 8 clients`,
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      pgbenchRounds.push(pgbenchRound());
      console.info(`pgbench round ${round + 1}: ${pgbenchRounds.at(-1)?.toFixed(0)} tps (${loadText()})`);
      const before = statementsSent;
      const cpuBefore = apiThreadCpuSeconds();
      const systemBefore = apiThreadCpu()[1];
      const pgBefore = await apiBackendsCpu(database.databaseUrl);
      const roundStart = new Date();
      const result = await profileRound(() =>
        load.run({ type: 'closed', concurrency: CONCURRENCY, seconds: SECONDS }),
      );
      statements += statementsSent - before;
      apiCpu += apiThreadCpuSeconds() - cpuBefore;
      apiSystemCpu += apiThreadCpu()[1] - systemBefore;
      pgCpu += await apiBackendsCpuSince(database.databaseUrl, pgBefore);
      const [written, writers] = await entriesPerTransaction(database.databaseUrl, roundStart);
      entriesWritten += written;
      transactions += writers;
      entriesMade += result.statuses['201'] ?? 0;
      entryRounds.push(report(`entries, ${CONCURRENCY} callers (round ${round + 1})`, result).rate);
    }
    writeProfile();
    const baseline = mean(pgbenchRounds);
    const entries = mean(entryRounds);
    console.info(`pgbench TPC-B-like (baseline)        ${baseline.toFixed(0).padStart(5)} tps`);
    console.info(`entries, one process (mean)          ${entries.toFixed(0).padStart(5)} entries/s`);
    console.info(
      `ratio entries / pgbench              ${(entries / baseline).toFixed(2)}x (target ${TARGET_RATIO}x)`,
    );
    console.info(
      `statements per entry                 ${(statements / entriesMade).toFixed(2)} (target <= 8; pgbench: 7 with begin/end)`,
    );
    const cpuPerEntry = (apiCpu / entriesMade) * 1000;
    console.info(
      `API event loop CPU per entry         ${cpuPerEntry.toFixed(2)} ms: ${(1000 / cpuPerEntry).toFixed(0)} entries/s per core it gets ` +
        `(it got ${(apiCpu / (ROUNDS * SECONDS)).toFixed(2)} of a core)`,
    );
    console.info(
      `  of which in the kernel               ${((apiSystemCpu / entriesMade) * 1000).toFixed(2)} ms; ` +
        `PostgreSQL CPU per entry ${((pgCpu / entriesMade) * 1000).toFixed(2)} ms (the API's backends)`,
    );
    console.info(
      `entries per transaction               ${(entriesWritten / Math.max(transactions, 1)).toFixed(2)} (${entriesWritten} entries, ${transactions} transactions)`,
    );
    // The statements sent with no load (jobs' polls, the bus), to take out of the count above.
    const idleFrom = statementsSent;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idlePerSecond = (statementsSent - idleFrom) / 5;
    const loadSeconds = ROUNDS * SECONDS;
    console.info(
      `  without the ${idlePerSecond.toFixed(1)}/s sent at rest: ${((statements - idlePerSecond * loadSeconds) / entriesMade).toFixed(2)} per entry`,
    );
    const halfRate = Number(process.env.BENCH_RATE ?? Math.round((TARGET_RATIO * baseline) / 2));
    // Past the measured rate every second sent queues behind the ones before: 3 s show it.
    const openSeconds = (rate: number) => (rate > entries * 1.2 ? 3 : SECONDS);
    const half = report(
      `open loop at ${halfRate}/s (half the target)`,
      await load.run({ type: 'open', rate: halfRate, seconds: openSeconds(halfRate) }),
    );
    const halfMeasured = Math.round(entries / 2);
    const measuredHalf = report(
      `open loop at ${halfMeasured}/s (half measured)`,
      await load.run({ type: 'open', rate: halfMeasured, seconds: SECONDS }),
    );
    console.info(
      `p99 at ${halfRate}/s: ${half.p99.toFixed(1)} ms; at ${halfMeasured}/s: ${measuredHalf.p99.toFixed(1)} ms (target < 50 ms) (${loadText()})`,
    );
    await load.stop();
    await app.close();
    app = undefined;

    if (process.env.BENCH_BALANCED !== 'false') {
      const balanced = await startBalancedApi(database.databaseUrl, {
        KENNEL_TEST_ROUTES: 'true',
        RATE_LIMIT_MAX: '1000000',
      });
      try {
        const viaBalancer = startLoad({ baseUrl: balanced.url, players, bodies });
        await viaBalancer.ready;
        await viaBalancer.run({ type: 'closed', concurrency: CONCURRENCY, seconds: 3 }); // warm-up
        const lbPgbench: number[] = [];
        const lbRounds: number[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          lbPgbench.push(pgbenchRound());
          console.info(`pgbench round ${round + 1}: ${lbPgbench.at(-1)?.toFixed(0)} tps (${loadText()})`);
          const result = await viaBalancer.run({
            type: 'closed',
            concurrency: CONCURRENCY,
            seconds: SECONDS,
          });
          lbRounds.push(report(`HAProxy, 2 processes (round ${round + 1})`, result).rate);
        }
        const lbBaseline = mean(lbPgbench);
        const lbEntries = mean(lbRounds);
        console.info(
          `HAProxy + 2 processes: ${lbEntries.toFixed(0)} entries/s against pgbench ${lbBaseline.toFixed(0)} tps: ` +
            `${(lbEntries / lbBaseline).toFixed(2)}x (target ${TARGET_RATIO}x)`,
        );
        const lbHalfRate = Number(process.env.BENCH_RATE ?? Math.round((TARGET_RATIO * lbBaseline) / 2));
        const lbHalf = report(
          `HAProxy open loop at ${lbHalfRate}/s`,
          await viaBalancer.run({
            type: 'open',
            rate: lbHalfRate,
            seconds: lbHalfRate > lbEntries * 1.2 ? 3 : SECONDS,
          }),
        );
        console.info(`HAProxy p99 at ${lbHalfRate}/s: ${lbHalf.p99.toFixed(1)} ms (${loadText()})`);
        await viaBalancer.stop();
      } finally {
        await balanced.stop();
      }
    }
    await handle.close();
  } finally {
    await app?.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error('pickem entries bench could not run:', error instanceof Error ? error.stack : error);
  process.exit(1);
});
