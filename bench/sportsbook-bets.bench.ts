// Sportsbook bets placed per second over HTTP on PostgreSQL, next to pgbench's TPC-B-like rate on
// the same database in the same run. Baseline: `pgbench -c 8 -j 2 -T 10` at scale 8, what a tuned
// PostgreSQL does for "move money between rows" with nothing above it (the pick'em entries bench's
// baseline, so the two read alike). The bets go through the whole real path: HTTP, session and
// CSRF, the per-player budget, zod, idempotency, the location check, the authorisation step (money
// lock, restrictions, limits, terms), the share-locked markets and games, the rules, the bet rows,
// the stored answer and the stake into the house. Singles and parlays of two and three legs on the
// markets the real market maker priced. Many players, so the per-player lock does not serialise the
// load; the load comes from a worker thread over keep-alive connections; rounds alternate.
// For scale: FanDuel's Super Bowl LVII peak was 50,000 bets a minute (833/s) across all its users.

import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SportsbookMarkets } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type {} from '../apps/api/src/compose.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import { fundedLoadPlayers, listeningBenchApp } from './lib/bench-app.ts';
import type { LoadPlayer, LoadResult, LoadRun } from './lib/entry-load-worker.ts';
import { createBenchDatabase, percentile, pgbench, pgbenchTps } from './lib/postgres.ts';
import { benchWorld } from './lib/sports-world.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const ROUNDS = 2;

/** The bench world's games three days out, priced by the real market maker; answers bet bodies on them. */
async function seedBook(app: App): Promise<unknown[]> {
  const { world } = benchWorld(20);
  await app.walletModule.sports.store.upsertWorld(world);
  const startsAt = new Date(Date.now() + 3 * 24 * 3_600_000);
  await app.walletModule.wallet.db.execute(
    sql`update games set starts_at = ${startsAt.toISOString()}::timestamptz`,
  );
  while ((await app.walletModule.sportsbookMarkets.refresh()).decided > 0);
  const response = await app.inject({ method: 'GET', url: '/v1/sportsbook/markets' });
  const { events } = response.json() as SportsbookMarkets;
  const legs = events.flatMap((event) =>
    event.markets.flatMap((market) =>
      market.selections.map((selection) => ({
        game: event.game_id,
        leg: { selection_id: selection.id, price_version: market.price_version, price: selection.price },
      })),
    ),
  );
  const bodies: unknown[] = [];
  for (let i = 0; i < legs.length; i += 1) {
    const one = legs[i]!;
    const others = [1, 2].map((step) => legs.find((leg, j) => j > i + step * 6 && leg.game !== one.game));
    bodies.push({ stake_cents: 100, legs: [one.leg] });
    const second = others[0];
    const third = others[1];
    if (second && third && second.game !== third.game) {
      bodies.push({ stake_cents: 100, legs: [one.leg, second.leg] });
      bodies.push({ stake_cents: 100, legs: [one.leg, second.leg, third.leg] });
    }
  }
  return bodies;
}

function startLoad(setup: { baseUrl: string; players: LoadPlayer[]; bodies: unknown[] }) {
  const entry = new URL('./lib/entry-load-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: { ...setup, path: '/v1/sportsbook/bets', state: 'AZ' },
  });
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

async function main() {
  const database = await createBenchDatabase();
  let app: App | undefined;
  try {
    const api = await listeningBenchApp(database.databaseUrl);
    app = api.app;
    const { baseUrl } = api;
    const bodies = await seedBook(app);
    const players = await fundedLoadPlayers(app, PLAYERS, 'bettor');
    pgbench(database.databaseUrl, ['-i', '-q', '-s', '8']);
    const load = startLoad({ baseUrl, players, bodies });
    await load.ready;
    console.info(
      `PostgreSQL ${database.host}; ${PLAYERS} players, ${bodies.length} bet bodies, ${CONCURRENCY} callers`,
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      const tps = pgbenchTps(pgbench(database.databaseUrl, ['-c', '8', '-j', '2', '-T', String(SECONDS)]));
      const load1 = loadavg()[0]?.toFixed(1);
      const result = await load.run({ type: 'closed', concurrency: CONCURRENCY, seconds: SECONDS });
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const rate = (result.statuses['201'] ?? 0) / result.seconds;
      console.info(
        `round ${round} (load ${load1}): pgbench ${tps.toFixed(0)} tps; bets ${rate.toFixed(0)}/s = ${(rate / tps).toFixed(2)}x, ` +
          `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms, statuses ${JSON.stringify(result.statuses)}`,
      );
      if (result.refusal) console.info(`  refused: ${result.refusal}`);
    }
    await load.stop();
  } finally {
    await app?.close();
    if (!process.env.BENCH_KEEP_DB) await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
