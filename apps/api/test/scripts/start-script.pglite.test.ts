import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { lockPathOf } from '../../src/platform/db/data-folder-lock.ts';
import { createMigratedPgliteDataDir } from '../db.ts';

// `npm start` runs on its embedded PGlite whatever the suite's driver (DATABASE_URL is cleared
// below), so the file is named `.pglite.test.ts`: the PostgreSQL suite ran it a second time, the same.
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

/** A server of the test's own: on this port and data folder, no simulated world, quiet. */
function serverEnv(port: number, dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: dataDir,
    WORLD_SIMULATOR: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...extra,
  };
}

async function until(what: string, probe: () => boolean | Promise<boolean>, limitMs: number) {
  for (let waited = 0; !(await probe()); waited += 250) {
    if (waited > limitMs) throw new Error(`waited ${limitMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// `npm start` as a person runs it, then a plain `kill <npm's pid>` (SIGTERM to npm alone). It
// builds the web app and the API first when they are stale, so it may take minutes.
describe('npm start', { timeout: 600_000 }, () => {
  let npm: ChildProcess | undefined;
  let apiPid = 0;
  let root = '';
  afterAll(async () => {
    // Whatever is left of the attempt goes: npm's process group, and the API (a group of its own).
    if (npm?.pid && isRunning(-npm.pid)) process.kill(-npm.pid, 'SIGKILL');
    if (apiPid && isRunning(apiPid)) process.kill(apiPid, 'SIGKILL');
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('stops the API when npm is stopped with a plain kill: the port closes and no process is left', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kennel-start-'));
    const port = await freePort();
    const dataDir = path.join(root, 'pglite');
    // Already migrated: a new folder's initdb and migrations would be most of the wait, and are
    // main.test.ts's to prove.
    await createMigratedPgliteDataDir(dataDir);
    const output: string[] = [];
    npm = spawn('npm', ['start'], {
      cwd: REPO,
      env: serverEnv(port, dataDir),
      // Its own process group, so the test can clean up whatever is left.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout?.on('data', (chunk) => output.push(String(chunk)));
    npm.stderr?.on('data', (chunk) => output.push(String(chunk)));
    const health = `http://127.0.0.1:${port}/health`;
    await until('the API to answer', () => answers(health), 540_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.join('').slice(-3_000)}`);
    });
    // The server names itself in its data folder's lock.
    apiPid = (JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8')) as { pid: number }).pid;
    expect(isRunning(apiPid)).toBe(true);

    process.kill(npm.pid ?? 0, 'SIGTERM');
    await until('the API process to end', () => !isRunning(apiPid), 60_000);
    expect(await answers(health)).toBe(false);
    // Nothing of npm start's process group is left either (npm, its shell, scripts/start.mjs).
    await until('npm start’s processes to end', () => !isRunning(-(npm?.pid ?? 0)), 30_000);
  });
});

// The journeys' set-up and `npm start` give the server a channel; the server stops when it closes.
// Closed at once (the script killed while the server was still loading its modules), the channel
// is already gone when the server looks for it: it must stop all the same, never listening.
describe('the server started with a channel to its script', { timeout: 300_000 }, () => {
  it('stops when the channel closes before the server has started, and never listens', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kennel-channel-'));
    const port = await freePort();
    try {
      const dataDir = path.join(dir, 'pglite');
      await createMigratedPgliteDataDir(dataDir);
      const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
        cwd: REPO,
        env: serverEnv(port, dataDir, { NODE_ENV: 'development' }),
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
      server.disconnect();
      expect(await exited).toBe(0);
      expect(await answers(`http://127.0.0.1:${port}/health`)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
