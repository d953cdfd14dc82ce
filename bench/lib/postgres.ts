import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const REPOSITORY = path.resolve(import.meta.dirname, '..', '..');

export interface BenchDatabase {
  /** The bench's own database, created empty. */
  databaseUrl: string;
  host: string;
  /** Drops the database and stops a throwaway cluster. */
  drop(): Promise<void>;
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

/** A fresh database on DATABASE_URL's server (an admin URL), else on a throwaway cluster stopped after. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  let adminUrl = process.env.DATABASE_URL;
  let stop = () => undefined as unknown;
  if (!adminUrl) {
    const script = path.join(REPOSITORY, 'scripts', 'pg-throwaway.mjs');
    const started = spawnSync(process.execPath, [script, '--detach'], { encoding: 'utf8' });
    adminUrl = /DATABASE_URL=(\S+)/.exec(started.stdout)?.[1];
    const dir = /PG_THROWAWAY_DIR=(\S+)/.exec(started.stdout)?.[1];
    if (!adminUrl || !dir) throw new Error(`could not start PostgreSQL:\n${started.stdout}${started.stderr}`);
    stop = () => spawnSync(process.execPath, [script, '--stop', dir], { stdio: 'ignore' });
  }
  const admin = adminUrl;
  const name = `kennel_bench_${randomBytes(4).toString('hex')}`;
  await asAdmin(admin, `create database "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    host: url.host,
    async drop() {
      await asAdmin(admin, `drop database if exists "${name}" with (force)`).catch(() => undefined);
      stop();
    },
  };
}

/** Runs pgbench against the database and returns its output (throws when it fails). */
export function pgbench(databaseUrl: string, args: string[]): string {
  const url = new URL(databaseUrl);
  const connection = ['-h', url.hostname, '-p', url.port, '-U', url.username, url.pathname.slice(1)];
  const result = spawnSync('pgbench', [...args, ...connection], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** pgbench's "tps = N (without initial connection time)". */
export const pgbenchTps = (output: string) =>
  Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The value below which `fraction` of the sorted values fall. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** utime + stime (and, with `children`, cutime + cstime of reaped children) of a process, in seconds. */
export function processCpuSeconds(pid: number, children = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the command name: utime, stime, cutime, cstime are fields 11 to 14 (clock ticks of 1/100 s).
    const own = Number(fields[11]) + Number(fields[12]);
    return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The parent of a process (a backend's parent is the postmaster). */
export function parentPid(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by a PostgreSQL cluster on this host: the postmaster, the backends that
 * have exited (its children's times) and those still running. The difference over a round is what
 * PostgreSQL spent on it (plus its background workers, the same for every round). NaN when the
 * cluster's processes cannot be read (another host).
 *
 * One consistent reading: a backend reaped while the children are being read is in neither the
 * postmaster's children's times read before nor the live ones, so its whole life's CPU would land
 * in the next round (pgbench's eight backends exit as it ends: measured, half of a round's CPU
 * moved so from pgbench's figure to the ledger's). Read again until nothing was reaped meanwhile.
 */
export function clusterCpuSeconds(postmasterPid: number): number {
  for (let attempt = 0; ; attempt += 1) {
    const reaped = processCpuSeconds(postmasterPid, true);
    let live = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      if (parentPid(Number(entry)) === postmasterPid) live += processCpuSeconds(Number(entry)) || 0;
    }
    if (processCpuSeconds(postmasterPid, true) === reaped || attempt >= 20) return reaped + live;
  }
}

/** CPU seconds so far of the backends of these application names (prefixes) on `databaseUrl`'s database, by pid. */
export async function backendsCpu(databaseUrl: string, namePrefix: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name like $1 and datname = current_database()',
      [`${namePrefix}%`],
    );
    return new Map(rows.map(({ pid }) => [pid, processCpuSeconds(pid)]));
  } finally {
    await client.end();
  }
}

/** What the backends of `before` (and any new one, counted from zero) spent since. */
export async function backendsCpuSince(
  databaseUrl: string,
  namePrefix: string,
  before: Map<number, number>,
): Promise<number> {
  const after = await backendsCpu(databaseUrl, namePrefix);
  let spent = 0;
  for (const [pid, seconds] of after) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}

/**
 * Waits (up to 10 s) until no backend of another client is left on the database: pgbench's exit
 * as it ends, so their last CPU is counted in its round and not the next.
 */
export async function untilBackendsExit(databaseUrl: string, applicationName: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 10_000; waited += 20) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()',
        [applicationName],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

/** The postmaster of the server `databaseUrl` points at, if it runs on this host. */
export async function postmasterPid(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return parentPid(Number(rows[0]?.pid));
  } finally {
    await client.end();
  }
}
