import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
