// Cold start: a fresh clone of this repository, `npm ci`, then the time from `npm start` to the app
// answering GET / as a browser asks for it (Accept: text/html). Baseline measured in the same run:
// a warm start of the same clone (everything built, the database created), which is what a start
// cannot go below; the cold start is printed as a ratio to it. Also printed: the start that builds
// everything itself (what a cold start cost before `npm ci` built the app, and what it still costs
// after `npm ci --ignore-scripts`).
// Clones HEAD, so commit what you want measured. KENNEL_COLD_START_RUNS sets the warm runs (median).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../scripts/lib/free-port.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const WARM_RUNS = Number(process.env.KENNEL_COLD_START_RUNS ?? 3);
const READY_TIMEOUT_MS = 180_000;

function run(command: string, args: string[], cwd: string): number {
  const started = performance.now();
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  return performance.now() - started;
}

async function answersPage(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    // npm start runs in its own process group (detached): end npm, the start script and the API.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  });
}

/** Milliseconds from `npm start` to GET / answering with the page. */
async function timeToReady(clone: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  try {
    while (!(await answersPage(`http://127.0.0.1:${port}/`))) {
      if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error('npm start never answered');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const clone = mkdtempSync(path.join(tmpdir(), 'kennel-cold-start-'));
  try {
    run('git', ['clone', '--quiet', repoRoot, clone], tmpdir());
    const install = run('npm', ['ci', '--no-audit', '--no-fund'], clone);
    const cold = await timeToReady(clone);
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i += 1) warm.push(await timeToReady(clone));
    // What the first start costs when nothing was built at install (npm ci --ignore-scripts).
    for (const built of ['apps/web/dist', 'apps/api/dist', 'packages/core/dist', 'data']) {
      rmSync(path.join(clone, built), { recursive: true, force: true });
    }
    const building = await timeToReady(clone);
    const baseline = median(warm);
    console.info('start (npm start → GET / answers text/html)      time     ratio to warm start');
    const rows: [string, number][] = [
      [`warm start (baseline, median of ${WARM_RUNS})`, baseline],
      ['cold start after npm ci (fresh clone)', cold],
      ['start that builds everything itself', building],
    ];
    for (const [name, ms] of rows) {
      console.info(
        `${name.padEnd(48)} ${seconds(ms).padStart(7)} ${`${(ms / baseline).toFixed(2)}x`.padStart(10)}`,
      );
    }
    console.info(`npm ci on the fresh clone (builds included): ${seconds(install)}`);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

await main();
