// Pick'em entry submissions per second over HTTP on PostgreSQL, next to pgbench's TPC-B-like rate
// on the same database in the same run. Baseline: `pgbench -c 8 -j 2 -T 10` (five statements with a
// single hot branch row): what a tuned Postgres does for "move money between rows" with nothing above
// it. The entries go through the whole real path: HTTP, session and CSRF, the per-player budget,
// zod, idempotency, the location check, the authorisation step (money lock, restrictions, limits,
// terms), the share-locked lines and games, the rules, the entry rows, the stored answer and the fee
// into the one house account, then the after-commit publish. Many players, so the per-player
// lock and budget do not serialise the load; RATE_LIMIT_MAX raised so the budgets never refuse.
// The load comes from a worker thread (its own event loop) over keep-alive connections. Targets:
// 1,000 entries/s, and p99 under 50 ms at half that rate (open loop, timed from each scheduled send).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { optionIdOf, processorClearingAccount, SPORTS, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import type {} from '../apps/api/src/compose.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import { pickemLines, pickemProps } from '../apps/api/src/platform/db/schema/pickem.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import type { LoadPlayer, LoadResult, LoadRun } from './lib/entry-load-worker.ts';
import { createBenchDatabase, mean, percentile, pgbench, pgbenchTps } from './lib/postgres.ts';
import { benchWorld } from './lib/sports-world.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 400);
const GAMES = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 2;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const TARGET = 1_000;
const HALF_RATE = Number(process.env.BENCH_RATE ?? TARGET / 2);

async function signIn(app: App, n: number): Promise<LoadPlayer & { id: string }> {
  const csrf = await app.inject({ method: 'GET', url: '/v1/csrf' });
  const jar = Object.fromEntries(csrf.cookies.map((cookie) => [cookie.name, cookie.value]));
  const response = await app.inject({
    method: 'POST',
    url: '/v1/test/session',
    cookies: jar,
    headers: { 'x-csrf-token': jar.kennel_csrf ?? '' },
    payload: { username: `picker_${n}` },
  });
  if (response.statusCode !== 201) throw new Error(`could not sign a player in: ${response.body}`);
  for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
  const cookie = Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { id: response.json().data.user.id, cookie, csrf: jar.kennel_csrf ?? '' };
}

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
  return { rate, p99: percentile(sorted, 0.99) };
}

async function main() {
  const database = await createBenchDatabase();
  let app: App | undefined;
  try {
    const handle = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDataDir: 'memory://' });
    await handle.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      KENNEL_TEST_ROUTES: 'true',
      RATE_LIMIT_MAX: '1000000',
      WEB_DIST_DIR: path.join(tmpdir(), 'kennel-bench-no-web'),
    });
    app = await buildApp({ config, db: handle.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const bodies = await seedBoard(app);
    const players: LoadPlayer[] = [];
    for (let n = 0; n < PLAYERS; n += 1) {
      const player = await signIn(app, n);
      await app.walletModule.wallet.transfer({
        key: `bench:fund:${player.id}`,
        kind: 'deposit',
        debit: processorClearingAccount('sandbox_card'),
        credit: userCashAccount(player.id),
        amountCents: 100_000_000,
        description: 'Deposit',
      });
      players.push({ cookie: player.cookie, csrf: player.csrf });
    }
    pgbench(database.databaseUrl, ['-i', '-q']);

    const load = startLoad({ baseUrl, players, bodies });
    await load.ready;
    await load.run({ type: 'closed', concurrency: CONCURRENCY, seconds: 3 }); // warm-up
    const pgbenchRounds: number[] = [];
    const entryRounds: number[] = [];
    console.info(
      `PostgreSQL ${database.host}, ${PLAYERS} players, ${bodies.length} entry shapes on ${GAMES} games; ` +
        `${ROUNDS} alternating rounds of ${SECONDS} s`,
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      pgbenchRounds.push(
        pgbenchTps(pgbench(database.databaseUrl, ['-c', '8', '-j', '2', '-T', String(SECONDS)])),
      );
      const result = await load.run({ type: 'closed', concurrency: CONCURRENCY, seconds: SECONDS });
      entryRounds.push(report(`entries, ${CONCURRENCY} callers (round ${round + 1})`, result).rate);
    }
    const baseline = mean(pgbenchRounds);
    const entries = mean(entryRounds);
    console.info(`pgbench TPC-B-like (baseline)        ${baseline.toFixed(0).padStart(5)} tps`);
    console.info(`entries (mean of rounds)             ${entries.toFixed(0).padStart(5)} entries/s`);
    console.info(
      `ratio entries / pgbench              ${(entries / baseline).toFixed(2)}x; target ${TARGET}/s`,
    );
    const half = report(
      `open loop at ${HALF_RATE}/s`,
      // Shorter: past the server's capacity every second sent queues behind the ones before.
      await load.run({ type: 'open', rate: HALF_RATE, seconds: Math.min(SECONDS, 5) }),
    );
    const halfMeasured = Math.round(entries / 2);
    const measuredHalf = report(
      `open loop at ${halfMeasured}/s (half measured)`,
      await load.run({ type: 'open', rate: halfMeasured, seconds: SECONDS }),
    );
    console.info(
      `p99 at ${HALF_RATE}/s: ${half.p99.toFixed(1)} ms; at ${halfMeasured}/s: ${measuredHalf.p99.toFixed(1)} ms (target < 50 ms)`,
    );
    await load.stop();
    await app.close();
    app = undefined;
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
