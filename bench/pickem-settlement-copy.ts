// Settles every ready pick'em entry of an already seeded database and prints one JSON line: wall
// time, the cluster's CPU, this process's CPU and WAL per entry, and the results. For comparing
// two versions of settlement on copies of one seeded database (same entries, alternating runs):
//   BENCH_SEED_ONLY=1 BENCH_KEEP_DB=1 BENCH_PGLITE_ENTRIES=0 DATABASE_URL=<admin url> \
//     node --import tsx bench/pickem-settlement.bench.ts        (prints the seeded database's URL)
//   create database copy1 template <seeded>;  (in psql, once per run)
//   SETTLE_URL=<url of copy1> LABEL=main node --import tsx bench/pickem-settlement-copy.ts
// The cluster must run on this host (its CPU is read from /proc). `BENCH_CHUNK` and
// `BENCH_CONCURRENCY` as in the bench. Not a bench itself: it has no baseline of its own.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createSettlement } from '../apps/api/src/features/pickem/settlement/service.ts';
import { createWalletService } from '../apps/api/src/features/wallet/service.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import { selectRows } from '../apps/api/src/platform/db/rows.ts';
import { createInProcessBus } from '../apps/api/src/platform/realtime/bus.ts';
import { clusterCpuSeconds, postmasterPid } from './lib/postgres.ts';
import { settlementNotices } from './lib/settlement-notices.ts';
import { silent } from './lib/silent-logger.ts';

const NOW = new Date('2026-11-28T12:00:00.000Z');

async function main() {
  const url = process.env.SETTLE_URL;
  if (!url) throw new Error('SETTLE_URL: the URL of a copy of a seeded database');
  const handle = await openDatabase({ databaseUrl: url, pgliteDataDir: 'memory://' });
  try {
    await handle.migrate();
    const db = handle.db;
    const bus = createInProcessBus();
    const wallet = createWalletService({ db, clock: () => NOW, bus });
    const settlement = createSettlement({
      db,
      clock: () => NOW,
      wallet,
      bus,
      notices: settlementNotices(db, bus, NOW),
      logger: silent,
      ...(process.env.BENCH_CONCURRENCY ? { concurrency: Number(process.env.BENCH_CONCURRENCY) } : {}),
      ...(process.env.BENCH_CHUNK ? { chunkSize: Number(process.env.BENCH_CHUNK) } : {}),
    });
    const postmaster = await postmasterPid(url);
    const [lsn] = await selectRows<{ lsn: string }>(db, sql`select pg_current_wal_lsn()::text as lsn`);
    const postgresBefore = clusterCpuSeconds(postmaster);
    const nodeBefore = process.cpuUsage();
    const started = performance.now();
    const { settled } = await settlement.settleReady();
    const seconds = (performance.now() - started) / 1000;
    const node = process.cpuUsage(nodeBefore);
    const postgresSeconds = clusterCpuSeconds(postmaster) - postgresBefore;
    const [wal] = await selectRows<{ bytes: string }>(
      db,
      sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${lsn?.lsn}::pg_lsn) as bytes`,
    );
    const results = await selectRows<{ result: string; count: string }>(
      db,
      sql`select result, count(*) as count from pickem_entries group by result order by 1`,
    );
    const per = (value: number) => Math.round(value / Math.max(settled, 1));
    console.info(
      JSON.stringify({
        label: process.env.LABEL,
        load: Number(loadavg()[0]?.toFixed(1)),
        settled,
        seconds: Number(seconds.toFixed(1)),
        postgresMicros: per(postgresSeconds * 1e6),
        nodeMicros: per(node.user + node.system),
        walBytes: per(Number(wal?.bytes ?? 0)),
        results: Object.fromEntries(results.map((row) => [row.result, Number(row.count)])),
      }),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
