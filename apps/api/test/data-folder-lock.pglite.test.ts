import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataFolderInUse, lockDataFolder, lockPathOf } from '../src/platform/db/data-folder-lock.ts';
import { createMigratedPgliteDataDir } from './db.ts';
import { apiEntryArgs } from './support/api-process.ts';

/** A pid no process has any more: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(String(child.stdout));
}

function writeLock(dataDir: string, holder: Record<string, unknown>) {
  writeFileSync(
    lockPathOf(dataDir),
    JSON.stringify({ host: hostname(), since: 'earlier', token: 'old', ...holder }),
  );
}

describe('the data folder lock', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kennel-lock-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('lets one holder in, refuses the next naming the first, and frees the folder on release', () => {
    const first = lockDataFolder(path.join(root, 'one-pglite'), 'the Kennel server');
    expect(() => lockDataFolder(path.join(root, 'one-pglite'), 'npm run world')).toThrow(DataFolderInUse);
    expect(() => lockDataFolder(path.join(root, 'one-pglite'), 'npm run world')).toThrow(
      new RegExp(`in use by another Kennel process \\(the Kennel server, pid ${process.pid}, since `),
    );
    first.release();
    expect(existsSync(lockPathOf(path.join(root, 'one-pglite')))).toBe(false);
    lockDataFolder(path.join(root, 'one-pglite'), 'npm run world').release();
  });

  it('takes over a stale lock: its process is gone, or the file is unreadable', () => {
    for (const [name, holder] of [
      ['dead', { pid: deadPid(), command: 'the Kennel server' }],
      ['garbage', { pid: 'not a pid' }],
    ] as const) {
      const dataDir = path.join(root, `${name}-pglite`);
      writeLock(dataDir, holder);
      const taken = lockDataFolder(dataDir, 'npm run jobs');
      expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8'))).toMatchObject({
        pid: process.pid,
        command: 'npm run jobs',
      });
      taken.release();
    }
  });

  it('never removes a lock that is not its own on release', () => {
    const dataDir = path.join(root, 'theirs-pglite');
    const mine = lockDataFolder(dataDir, 'npm run world');
    // Another process took the folder over meanwhile (this one was thought gone).
    writeLock(dataDir, { pid: process.pid, command: 'the Kennel server', token: 'theirs' });
    mine.release();
    expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8')).token).toBe('theirs');
  });
});

interface Run {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  exit: Promise<number | null>;
}

function run(args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout?.on('data', (chunk) => stdout.push(String(chunk)));
  child.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout, stderr, exit };
}

describe('one process per embedded data folder', { timeout: 240_000 }, () => {
  let root: string;
  let env: Record<string, string>;
  let server: Run;

  // The server starts on a copy of the migrated template: a new folder's initdb and migrations
  // (main.test.ts starts on one) would take most of this file's time and prove nothing about locks.
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kennel-folder-'));
    env = {
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(root, 'no-web'),
      WORLD_SIMULATOR: 'false',
      PGLITE_DATA_DIR: path.join(root, 'data', 'pglite'),
    };
    await createMigratedPgliteDataDir(env.PGLITE_DATA_DIR ?? '');
    server = run(apiEntryArgs('main'), env);
    for (let waited = 0; !/Server listening at/.test(server.stdout.join('')); waited += 100) {
      if (server.child.exitCode !== null || waited > 120_000) {
        throw new Error(`the server did not start:\n${server.stdout.join('')}${server.stderr.join('')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 180_000);
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  });

  it('turns away a second server and every operator command while the server runs: one line, exit code 1', async () => {
    const refusals = [
      { args: apiEntryArgs('main'), prefix: 'Kennel could not start: ' },
      { args: [...apiEntryArgs('cli/world'), 'status'], prefix: 'npm run world: ' },
      { args: [...apiEntryArgs('cli/jobs'), 'list'], prefix: 'npm run jobs: ' },
      { args: [...apiEntryArgs('cli/verification'), 'list'], prefix: 'npm run verification: ' },
    ];
    const runs = refusals.map(({ args }) => run(args, env));
    for (const [index, refused] of runs.entries()) {
      expect(await refused.exit).toBe(1);
      const lines = refused.stderr.join('').trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(refusals[index]?.prefix);
      expect(lines[0]).toContain(
        `${env.PGLITE_DATA_DIR} is in use by another Kennel process (the Kennel server, pid ${server.child.pid},`,
      );
    }
    // The server was left alone and still answers.
    expect(server.child.exitCode).toBeNull();
  });

  it('takes the folder once the server is gone, even killed with SIGKILL (a stale lock)', async () => {
    server.child.kill('SIGKILL');
    await server.exit;
    expect(existsSync(lockPathOf(env.PGLITE_DATA_DIR ?? ''))).toBe(true);
    const status = run([...apiEntryArgs('cli/world'), 'status'], env);
    expect(await status.exit, status.stderr.join('')).toBe(0);
    expect(status.stdout.join('')).toMatch(/^simulator: /m);
    // And frees it when done.
    expect(existsSync(lockPathOf(env.PGLITE_DATA_DIR ?? ''))).toBe(false);
  });
});
