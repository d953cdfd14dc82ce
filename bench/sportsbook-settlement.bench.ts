// Settling sportsbook bets: 100,000 open bets (60% singles, the rest parlays of two to four legs
// over 20 games; some legs push on level finals or a total landed on, every leg on a cancelled
// game void) settled by the real `createSportsbookSettlement().settleReady()`: grading on the
// final scores, core's settleBet re-pricing parlays, and every payment through the wallet's stakes.
// Baseline: pgbench's TPC-B-like transaction (`-c 8 -j 2 -T 10`, scale 8) on the same database
// just before and after, what a tuned PostgreSQL does for a small read-modify-write transaction.
// Uses DATABASE_URL (an admin URL) if set, else starts a throwaway cluster and stops it after.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createSportsbookSettlement } from '../apps/api/src/features/sportsbook/settlement/service.ts';
import { createWalletService } from '../apps/api/src/features/wallet/service.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import { selectRows } from '../apps/api/src/platform/db/rows.ts';
import { createInProcessBus } from '../apps/api/src/platform/realtime/bus.ts';
import { createBenchDatabase, pgbench, pgbenchTps } from './lib/postgres.ts';
import { settlementNotices } from './lib/settlement-notices.ts';
import { seedSportsbookBets } from './lib/sportsbook-bets.ts';

const BETS = Number(process.env.BENCH_BETS ?? 100_000);
const NOW = new Date('2026-11-28T12:00:00.000Z');

async function main() {
  const database = await createBenchDatabase();
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDataDir: 'memory://' });
  try {
    await handle.migrate();
    const db = handle.db;
    const bus = createInProcessBus();
    const wallet = createWalletService({ db, clock: () => NOW, bus });
    const seeded = performance.now();
    await seedSportsbookBets(db, wallet, BETS, NOW);
    console.info(`seeded ${BETS} bets in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    pgbench(database.databaseUrl, ['-i', '-q', '-s', '8']);
    const before = pgbenchTps(pgbench(database.databaseUrl, ['-c', '8', '-j', '2', '-T', '10']));
    const load = loadavg()[0]?.toFixed(1);
    const notices = settlementNotices(db, bus, NOW);
    const settlement = createSportsbookSettlement({
      wallet,
      clock: () => NOW,
      notices,
      announce: () => undefined,
    });
    const started = performance.now();
    const settled = await settlement.settleReady();
    const seconds = (performance.now() - started) / 1000;
    const after = pgbenchTps(pgbench(database.databaseUrl, ['-c', '8', '-j', '2', '-T', '10']));
    const results = await selectRows<{ result: string; count: string | number }>(
      db,
      sql`select result, count(*) as count from sportsbook_bets group by result order by result`,
    );
    const rate = settled / seconds;
    console.info(
      `PostgreSQL ${database.host}; load ${load} at the start, ${loadavg()[0]?.toFixed(1)} at the end`,
    );
    console.info(
      `pgbench TPC-B-like, 8 clients: ${before.toFixed(0)} and ${after.toFixed(0)} tps (before, after)`,
    );
    console.info(
      `settleReady: ${settled} bets in ${seconds.toFixed(2)} s = ${rate.toFixed(0)} bets/s, ${(rate / ((before + after) / 2)).toFixed(2)}x pgbench`,
    );
    console.info(
      `results ${JSON.stringify(Object.fromEntries(results.map((row) => [row.result, Number(row.count)])))}`,
    );
  } finally {
    await handle.close();
    if (!process.env.BENCH_KEEP_DB) await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
