// Ledger transfers per second on PostgreSQL, next to pgbench's built-in TPC-B-like transaction on
// the same database in the same run. Baseline: `pgbench -c 8 -j 2 -T 10` at scale 8, as many
// branch rows as clients (five statements in one transaction: three balance updates, a read and a
// history insert; at scale 1 all clients queue on one branch row, which flatters any ratio to it),
// which is what a tuned Postgres does for "move money between rows" with nothing above it. The
// ledger side runs the real wallet service with 8 concurrent callers, each transfer an entry fee
// from one of 200 players into one of 50 contest pools: it locks the player's account, checks
// core's rules, writes the transfer, its entries, the player's counters and the pool's delta (pools
// are posted without their row lock, ADR 0030) in one statement, commits, then publishes the
// change with NOTIFY. Target: at least 1.0x pgbench. Rounds alternate pgbench and the ledger.
// Uses DATABASE_URL (an admin URL) if set, else starts a throwaway cluster and stops it after.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { contestPoolAccount, processorClearingAccount, userCashAccount } from '@kennel/core';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
// Brings in the app's `walletModule` decoration (the money features' services).
import type {} from '../apps/api/src/compose.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import type { App } from '../apps/api/src/platform/http/server.ts';
import {
  backendsCpu,
  backendsCpuSince,
  clusterCpuSeconds,
  postmasterPid,
  untilBackendsExit,
} from './lib/postgres.ts';

const CLIENTS = 8;
const SECONDS = 10;
const ROUNDS = 2;
const PLAYERS = 200;
const POOLS = 50;
const REPOSITORY = path.resolve(import.meta.dirname, '..');

interface Cluster {
  adminUrl: string;
  stop(): void;
}

function throwawayCluster(): Cluster {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: () => undefined };
  const script = path.join(REPOSITORY, 'scripts', 'pg-throwaway.mjs');
  const started = spawnSync(process.execPath, [script, '--detach'], { encoding: 'utf8' });
  const adminUrl = /DATABASE_URL=(\S+)/.exec(started.stdout)?.[1];
  const dir = /PG_THROWAWAY_DIR=(\S+)/.exec(started.stdout)?.[1];
  if (!adminUrl || !dir) throw new Error(`could not start PostgreSQL:\n${started.stdout}${started.stderr}`);
  return { adminUrl, stop: () => spawnSync(process.execPath, [script, '--stop', dir], { stdio: 'ignore' }) };
}

async function asAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Players made through the app's test sign-in, so the bench never depends on the users table's columns. */
async function createPlayers(app: App): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const csrf = await app.inject({ method: 'GET', url: '/v1/csrf' });
    const cookies = Object.fromEntries(csrf.cookies.map((cookie) => [cookie.name, cookie.value]));
    const response = await app.inject({
      method: 'POST',
      url: '/v1/test/session',
      cookies,
      headers: { 'x-csrf-token': cookies.kennel_csrf ?? '' },
      payload: { username: `bench_${i}` },
    });
    if (response.statusCode !== 201) throw new Error(`could not create a player: ${response.body}`);
    ids.push(response.json().data.user.id);
  }
  return ids;
}

function pgbench(databaseUrl: string, args: string[]): string {
  const url = new URL(databaseUrl);
  const connection = ['-h', url.hostname, '-p', url.port, '-U', url.username, url.pathname.slice(1)];
  const result = spawnSync('pgbench', [...args, ...connection], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

async function ledgerTransfersPerSecond(app: App, players: string[], seconds: number): Promise<number> {
  const { wallet } = app.walletModule;
  const run = randomBytes(4).toString('hex');
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let serial = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        serial += 1;
        await wallet.transfer({
          key: `bench:${run}:${serial}`,
          kind: 'entry_fee',
          debit: userCashAccount(players[serial % players.length]!),
          credit: contestPoolAccount(`bench-${serial % POOLS}`),
          amountCents: 1 + (serial % 500),
          description: 'Entry fee',
        });
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

async function main() {
  const cluster = throwawayCluster();
  const name = `kennel_bench_${randomBytes(4).toString('hex')}`;
  let app: App | undefined;
  try {
    await asAdmin(cluster.adminUrl, `create database "${name}"`);
    // An experiment knob: e.g. force_generic_plan, to see what planning the ledger's statements costs.
    if (process.env.BENCH_PLAN_CACHE_MODE) {
      await asAdmin(
        cluster.adminUrl,
        `alter database "${name}" set plan_cache_mode = '${process.env.BENCH_PLAN_CACHE_MODE.replace(/\W/g, '')}'`,
      );
    }
    const url = new URL(cluster.adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const database = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
    await database.migrate();
    // An experiment knob: BENCH_LEDGER_FOREIGN_KEYS=off drops the ledger's foreign keys (transfers,
    // entries and deltas to their accounts and transfers), to see what their checks cost: each
    // checked insert reads and share-locks the row it points at, the house's and the pools' included.
    if (process.env.BENCH_LEDGER_FOREIGN_KEYS === 'off') {
      await asAdmin(
        databaseUrl,
        `do $$ declare c record; begin
           for c in select conrelid::regclass as t, conname from pg_constraint
             where contype = 'f' and conrelid in ('transfers'::regclass, 'entries'::regclass, 'ledger_deltas'::regclass)
           loop execute format('alter table %s drop constraint %I', c.t, c.conname); end loop;
         end $$`,
      );
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      KENNEL_TEST_ROUTES: 'true',
      RATE_LIMIT_MAX: '1000000',
      WEB_DIST_DIR: path.join(tmpdir(), 'kennel-bench-no-web'),
    });
    app = await buildApp({ config, db: database.db });
    await app.ready();

    const players = await createPlayers(app);
    for (const player of players) {
      await app.walletModule.wallet.transfer({
        key: `bench:fund:${player}`,
        kind: 'deposit',
        debit: processorClearingAccount('sandbox_card'),
        credit: userCashAccount(player),
        amountCents: 100_000_000,
        description: 'Deposit',
      });
    }

    pgbench(databaseUrl, ['-i', '-q', '-s', String(CLIENTS)]);
    await ledgerTransfersPerSecond(app, players, 2); // warm-up
    // Alternating rounds, so load from anything else on the machine hits both sides alike.
    const pgbenchRounds: number[] = [];
    const ledgerRounds: number[] = [];
    // The process's CPU per transfer (callers and wallet share this one thread): what one core buys.
    const cpuMsPerTransfer: number[] = [];
    // PostgreSQL's CPU per transaction on each side (read from /proc: the cluster runs on this host).
    const postmaster = await postmasterPid(databaseUrl);
    const pgbenchDbMs: number[] = [];
    const ledgerDbMs: number[] = [];
    // The API's own backends (its pool's and its bus's connections): the cluster's figure less
    // autovacuum, the WAL writer and the checkpointer.
    const ledgerApiDbMs: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const pgbenchCpu = clusterCpuSeconds(postmaster);
      const output = pgbench(databaseUrl, ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS)]);
      await untilBackendsExit(databaseUrl, 'pgbench');
      const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
      pgbenchRounds.push(tps);
      pgbenchDbMs.push(((clusterCpuSeconds(postmaster) - pgbenchCpu) * 1000) / (tps * SECONDS));
      const cpuBefore = process.cpuUsage();
      const ledgerCpu = clusterCpuSeconds(postmaster);
      const apiBackends = await backendsCpu(databaseUrl, 'kennel-api');
      const rate = await ledgerTransfersPerSecond(app, players, SECONDS);
      const cpu = process.cpuUsage(cpuBefore);
      ledgerDbMs.push(((clusterCpuSeconds(postmaster) - ledgerCpu) * 1000) / (rate * SECONDS));
      ledgerApiDbMs.push(
        ((await backendsCpuSince(databaseUrl, 'kennel-api', apiBackends)) * 1000) / (rate * SECONDS),
      );
      ledgerRounds.push(rate);
      cpuMsPerTransfer.push((cpu.user + cpu.system) / 1000 / (rate * SECONDS));
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const rounds = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
    const pgbenchTps = mean(pgbenchRounds);
    const ledgerTps = mean(ledgerRounds);

    console.info(
      `PostgreSQL ${url.host}, ${CLIENTS} clients, ${ROUNDS} alternating rounds of ${SECONDS} s, same database`,
    );
    console.info(
      `pgbench TPC-B-like (baseline)  ${pgbenchTps.toFixed(0).padStart(6)} tps          (rounds: ${rounds(pgbenchRounds)})`,
    );
    console.info(
      `Kennel ledger transfers        ${ledgerTps.toFixed(0).padStart(6)} transfers/s  (rounds: ${rounds(ledgerRounds)})`,
    );
    const cpuMs = mean(cpuMsPerTransfer);
    console.info(
      `PostgreSQL CPU per transaction pgbench ${mean(pgbenchDbMs).toFixed(2)} ms, ledger transfer ${mean(ledgerDbMs).toFixed(2)} ms ` +
        `(the API's backends ${mean(ledgerApiDbMs).toFixed(2)} ms)`,
    );
    console.info(
      `Node CPU per transfer          ${cpuMs.toFixed(2)} ms = ${(1000 / cpuMs).toFixed(0)} transfers/s per core it gets`,
    );
    console.info(
      `ratio ledger / pgbench         ${(ledgerTps / pgbenchTps).toFixed(2)}x (target >= 1.00x; pgbench scale ${CLIENTS}, load ${loadavg()[0]?.toFixed(1)})`,
    );
    await app.close();
    app = undefined;
    await database.close();
  } finally {
    await app?.close();
    await asAdmin(cluster.adminUrl, `drop database if exists "${name}" with (force)`).catch(() => undefined);
    cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error('ledger bench could not run:', error instanceof Error ? error.message : error);
  process.exit(1);
});
