// The compiled API as `npm start` runs it (`node --conditions=kennel-dist apps/api/dist/main.js`),
// in its own process, with its CPU time and memory read from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';

export { freePort };

const REPOSITORY = path.resolve(import.meta.dirname, '..', '..');
export const API_MAIN = path.join(REPOSITORY, 'apps/api/dist/main.js');
const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime (+ the reaped children's, for a postmaster) of a process, in seconds. */
export function cpuSecondsOf(pid: number, withChildren = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // Fields after the command: state is [0], utime [11], stime [12], cutime [13], cstime [14].
    const own = Number(fields[11]) + Number(fields[12]);
    const children = withChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return (own + children) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A PostgreSQL cluster's CPU seconds: the postmaster, its live backends, and those that have exited. */
export function clusterCpuSeconds(postmasterPid: number): number {
  let total = cpuSecondsOf(postmasterPid, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.split(') ')[1]?.split(' ')[1]);
      if (parent === postmasterPid) total += cpuSecondsOf(Number(entry));
    } catch {
      // The process ended while we looked; its time is in the postmaster's children's now.
    }
  }
  return total;
}

/** Resident memory of a process in MB. */
export function rssMbOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return 0;
  }
}

export interface ApiProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** SIGTERM, then waits for the exit; answers how long shutting down took (ms). */
  stop(): Promise<number>;
}

/** Runs a one-off command of the compiled API (`apps/api/dist/cli/<name>.js`) with `env`. */
export function runCli(name: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=kennel-dist', path.join(REPOSITORY, `apps/api/dist/cli/${name}.js`), ...args],
      { cwd: REPOSITORY, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Starts the API and waits for /health; its stderr (warnings and errors) goes to this one's. */
export async function startApi(
  env: Record<string, string>,
  readyTimeoutMs = 300_000,
  nodeArgs: readonly string[] = [],
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--conditions=kennel-dist', API_MAIN], {
    cwd: REPOSITORY,
    // The operator console on any free port, so it never takes the port after another bench's API.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      CONSOLE_PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} while starting`);
    if (performance.now() - started > readyTimeoutMs) throw new Error('the API never answered /health');
    const up = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    pid: child.pid ?? 0,
    baseUrl,
    stop() {
      const stopping = performance.now();
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(0);
        child.once('exit', () => resolve(performance.now() - stopping));
        child.kill('SIGTERM');
      });
    },
  };
}
