// Settling pick'em entries: 100,000 open entries (2 to 5 picks over 20 final games, Standard and
// Flex, boosted, discounted and void picks, about a third paid) settled by the real
// `createSettlement().settleReady()`: grading from player_game_stats, core's prices, the picks,
// entries and settlement rows, and every payout and refund through the wallet's ledger batch.
// Target: under 10 s. Baseline: pgbench's TPC-B-like transaction (`-c 8 -j 2 -T 10`, scale 8) on the same
// database in the same run, what a tuned PostgreSQL does for a small read-modify-write
// transaction; settlement is printed as entries per second and as a ratio to it. PGlite's figure
// (fewer entries, `BENCH_PGLITE_ENTRIES`, 0 to skip) is printed after. Uses DATABASE_URL (an admin
// URL) if set, else starts a throwaway cluster and stops it after.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createSettlement } from '../apps/api/src/features/pickem/settlement/service.ts';
import { createWalletService } from '../apps/api/src/features/wallet/service.ts';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/platform/db/database.ts';
import { selectRows } from '../apps/api/src/platform/db/rows.ts';
import { createInProcessBus } from '../apps/api/src/platform/realtime/bus.ts';
import { seedPickemEntries } from './lib/pickem-entries.ts';
import {
  clusterCpuSeconds,
  createBenchDatabase,
  pgbench,
  pgbenchTps,
  postmasterPid,
} from './lib/postgres.ts';
import { settlementNotices } from './lib/settlement-notices.ts';
import { silent } from './lib/silent-logger.ts';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const PGLITE_ENTRIES = Number(process.env.BENCH_PGLITE_ENTRIES ?? 10_000);
const NOW = new Date('2026-11-28T12:00:00.000Z');

interface SettleFigures {
  entries: number;
  seconds: number;
  /** Per entry settled, on PostgreSQL only: its CPU, this process's, and WAL bytes. */
  perEntry?: { postgresMs: number; nodeMs: number; walBytes: number };
  results: Record<string, number>;
  transfers: number;
}

async function walLsn(handle: DatabaseHandle): Promise<string | undefined> {
  if (handle.driver !== 'postgres') return undefined;
  const [row] = await selectRows<{ lsn: string }>(handle.db, sql`select pg_current_wal_lsn()::text as lsn`);
  return row?.lsn;
}

async function settleAll(
  handle: DatabaseHandle,
  entries: number,
  postmaster?: number,
): Promise<SettleFigures> {
  const db = handle.db;
  const bus = createInProcessBus();
  const wallet = createWalletService({ db, clock: () => NOW, bus });
  const seedStart = performance.now();
  await seedPickemEntries(db, wallet, entries, NOW);
  console.info(`  seeded ${entries} entries in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const notices = settlementNotices(db, bus, NOW);
  const settlement = createSettlement({
    db,
    clock: () => NOW,
    wallet,
    bus,
    notices,
    logger: silent,
    ...(process.env.BENCH_CONCURRENCY ? { concurrency: Number(process.env.BENCH_CONCURRENCY) } : {}),
    ...(process.env.BENCH_CHUNK ? { chunkSize: Number(process.env.BENCH_CHUNK) } : {}),
  });
  if (process.env.BENCH_SEED_ONLY) return { entries, seconds: 1, results: {}, transfers: 0 };
  const walBefore = await walLsn(handle);
  const postgresBefore = postmaster ? clusterCpuSeconds(postmaster) : Number.NaN;
  const nodeBefore = process.cpuUsage();
  const started = performance.now();
  const { settled } = await settlement.settleReady();
  const seconds = (performance.now() - started) / 1000;
  const nodeCpu = process.cpuUsage(nodeBefore);
  const postgresSeconds = postmaster ? clusterCpuSeconds(postmaster) - postgresBefore : Number.NaN;
  let perEntry: SettleFigures['perEntry'];
  if (walBefore && settled > 0) {
    const [wal] = await selectRows<{ bytes: string | number }>(
      db,
      sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${walBefore}::pg_lsn) as bytes`,
    );
    perEntry = {
      postgresMs: (postgresSeconds * 1000) / settled,
      nodeMs: (nodeCpu.user + nodeCpu.system) / 1000 / settled,
      walBytes: Number(wal?.bytes ?? 0) / settled,
    };
  }
  const rows = await selectRows<{ result: string; count: string | number }>(
    db,
    sql`select result, count(*) as count from pickem_entries group by result`,
  );
  const [transfers] = await selectRows<{ count: string | number }>(
    db,
    sql`select count(*) as count from transfers where transfer_key ~ '^stake:pickem:[^:]+:s[0-9]+:'`,
  );
  if (settled !== entries) console.error(`  settled ${settled} of ${entries} entries`);
  return {
    entries: settled,
    seconds,
    ...(perEntry ? { perEntry } : {}),
    results: Object.fromEntries(rows.map((row) => [row.result, Number(row.count)])),
    transfers: Number(transfers?.count ?? 0),
  };
}

function report(label: string, figures: SettleFigures, baselineTps?: number) {
  const rate = figures.entries / figures.seconds;
  const ratio = baselineTps ? `  ${(rate / baselineTps).toFixed(2)}x pgbench` : '';
  console.info(
    `${label.padEnd(34)} ${figures.entries} entries in ${figures.seconds.toFixed(2)} s = ${rate.toFixed(0)} entries/s${ratio}`,
  );
  console.info(`  results ${JSON.stringify(figures.results)}, ledger transfers ${figures.transfers}`);
  const per = figures.perEntry;
  if (per) {
    console.info(
      `  per entry: PostgreSQL CPU ${(per.postgresMs * 1000).toFixed(0)} µs, this process ${(per.nodeMs * 1000).toFixed(0)} µs, WAL ${per.walBytes.toFixed(0)} bytes`,
    );
  }
}

async function main() {
  const database = await createBenchDatabase();
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDataDir: 'memory://' });
    await handle.migrate();
    pgbench(database.databaseUrl, ['-i', '-q', '-s', '8']);
    const before = pgbenchTps(pgbench(database.databaseUrl, ['-c', '8', '-j', '2', '-T', '10']));
    const postgres = await settleAll(handle, ENTRIES, await postmasterPid(database.databaseUrl));
    const after = pgbenchTps(pgbench(database.databaseUrl, ['-c', '8', '-j', '2', '-T', '10']));
    const baseline = (before + after) / 2;
    console.info(
      `PostgreSQL ${database.host}; target: ${ENTRIES} entries under 10 s (load ${loadavg()[0]?.toFixed(1)})`,
    );
    console.info(
      `${'pgbench TPC-B-like, 8 clients'.padEnd(34)} ${before.toFixed(0)} and ${after.toFixed(0)} tps (before, after)`,
    );
    report('settleReady on PostgreSQL', postgres, baseline);
  } finally {
    await handle?.close();
    if (!process.env.BENCH_KEEP_DB) await database.drop();
    else console.info(database.databaseUrl);
  }

  if (PGLITE_ENTRIES > 0) {
    const dir = mkdtempSync(path.join(tmpdir(), 'kennel-bench-pglite-'));
    const pglite = await openDatabase({ pgliteDataDir: dir });
    try {
      await pglite.migrate();
      report('settleReady on PGlite', await settleAll(pglite, PGLITE_ENTRIES));
    } finally {
      await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
