#!/usr/bin/env node
// A throwaway PostgreSQL (15+) cluster for tests: trust auth, 127.0.0.1 only, fsync off.
//   node scripts/pg-throwaway.mjs            prints DATABASE_URL=..., runs until killed
//   node scripts/pg-throwaway.mjs --detach   prints DATABASE_URL=... and PG_THROWAWAY_DIR=..., leaves it running
//   node scripts/pg-throwaway.mjs --stop DIR stops a detached cluster and removes DIR
//   node scripts/pg-throwaway.mjs --which    prints the folder of initdb/pg_ctl, or fails
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/free-port.mjs';

const MARKER = 'kennel-pg-throwaway';
const MIN_MAJOR_VERSION = 15;
const START_ATTEMPTS = 3;

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function candidateBinDirs() {
  const fromPath = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const debianRoot = '/usr/lib/postgresql';
  const debian = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(debianRoot, version, 'bin'))
    : [];
  return [...new Set([...fromPath, '/usr/local/bin', ...debian])];
}

/** The first folder holding both initdb and pg_ctl of PostgreSQL 15 or newer. */
export function findPostgresBinDir() {
  const tooOld = [];
  for (const dir of candidateBinDirs()) {
    const initdb = join(dir, 'initdb');
    if (!isExecutable(initdb) || !isExecutable(join(dir, 'pg_ctl'))) continue;
    const version = spawnSync(initdb, ['--version'], { encoding: 'utf8' }).stdout ?? '';
    const major = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);
    if (major >= MIN_MAJOR_VERSION) return dir;
    tooOld.push(`${dir} (${version.trim()})`);
  }
  const found = tooOld.length > 0 ? `; too old: ${tooOld.join(', ')}` : '';
  throw new Error(
    `no PostgreSQL ${MIN_MAJOR_VERSION}+ initdb/pg_ctl found on PATH, /usr/local/bin or /usr/lib/postgresql/*/bin${found}`,
  );
}

/** @param {string[]} args */
function shellQuote(args) {
  return args.map((arg) => `'${String(arg).replaceAll("'", `'\\''`)}'`).join(' ');
}

function postgresUserIds() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      "running as root, but there is no 'postgres' user to run initdb as (initdb refuses root)",
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** @typedef {(argv: string[]) => string[]} CommandRunner */

/**
 * initdb refuses root, so as root every PostgreSQL command runs as the postgres user.
 * @param {boolean} asPostgresUser
 * @returns {CommandRunner}
 */
function commandRunner(asPostgresUser) {
  if (!asPostgresUser) return (argv) => argv;
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(isExecutable);
  if (runuser) return (argv) => [runuser, '-u', 'postgres', '--', ...argv];
  return (argv) => ['su', 'postgres', '-s', '/bin/sh', '-c', shellQuote(argv)];
}

/**
 * @param {string[]} argv
 * @param {string} cwd
 */
function run(argv, cwd) {
  const [command = '', ...args] = argv;
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  const output =
    `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`.trim();
  return { ok: result.status === 0, output };
}

/** @param {string} logFile */
function logTail(logFile) {
  if (!existsSync(logFile)) return '';
  return readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
}

/** @param {string} dir */
function settingsFor(dir) {
  return [
    '',
    '# kennel throwaway cluster: for tests only',
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${dir.replaceAll("'", "''")}'`,
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'max_connections = 200',
    '',
  ].join('\n');
}

/**
 * @param {string} binDir
 * @param {number} port
 * @param {CommandRunner} asUser
 * @param {string} cwd
 */
function waitUntilReady(binDir, port, asUser, cwd) {
  const pgIsReady = [join(binDir, 'pg_isready'), '/usr/bin/pg_isready'].find(isExecutable);
  if (!pgIsReady) return; // pg_ctl start -w already waited for "ready to accept connections"
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const probe = run(
      asUser([pgIsReady, '-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres']),
      cwd,
    );
    if (probe.ok) return;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  throw new Error(`PostgreSQL on port ${port} did not become ready within 30 s`);
}

/**
 * @param {string} binDir
 * @param {string} dir
 * @param {CommandRunner} asUser
 */
function stopCluster(binDir, dir, asUser) {
  const dataDir = join(dir, 'data');
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    run(asUser([join(binDir, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop']), dir);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Shared memory's file system, where the cluster's files cost the least to write. */
const MEMORY_FOLDER = '/dev/shm';
/** Used only with this much free (containers often give /dev/shm 64 MB; the API suite's cluster takes up to 150 MB). */
const MEMORY_FOLDER_MIN_FREE = 1024 ** 3;

/**
 * Where a cluster's folder goes: `PG_THROWAWAY_PARENT` when set (a large benchmark's data on disk),
 * else in memory (`/dev/shm`) when there is one to write to with 1 GiB free, since the cluster is thrown away anyway
 * (the API suite's keeps under 150 MB: a few test databases and the WAL). The API suite creates and
 * drops a database of 692 files for each test file and writes its WAL, and on the disk's file system
 * (ext4 here) that cost most of the server's CPU: 0.2–0.5 s of kernel time a test file against
 * 0.05–0.08 s in memory (bench/README.md, "The PostgreSQL suite's cluster in memory"). Else a temp
 * folder: as root one the postgres user can reach, so not under a private TMPDIR.
 * @param {boolean} asRoot
 */
function clusterParent(asRoot) {
  if (process.env.PG_THROWAWAY_PARENT) return process.env.PG_THROWAWAY_PARENT;
  try {
    accessSync(MEMORY_FOLDER, constants.W_OK | constants.X_OK);
    const free = statfsSync(MEMORY_FOLDER);
    if (statSync(MEMORY_FOLDER).isDirectory() && free.bavail * free.bsize >= MEMORY_FOLDER_MIN_FREE)
      return MEMORY_FOLDER;
  } catch {}
  return asRoot ? '/tmp' : tmpdir();
}

/**
 * Starts a throwaway cluster in a fresh folder (in memory when it can, see clusterParent).
 * @returns {Promise<{url: string, dir: string, stop: () => void, crash: () => void, restart: () => void}>}
 *   stop() is synchronous and idempotent; crash() stops it at once (`-m immediate`) keeping its data,
 *   and restart() starts it again on the same port.
 */
export async function startThrowawayPostgres() {
  const binDir = findPostgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUserIds() : undefined;
  const asUser = commandRunner(asRoot);
  const dir = mkdtempSync(join(clusterParent(asRoot), 'kennel-pg-'));
  writeFileSync(join(dir, MARKER), `${binDir}\n`);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopCluster(binDir, dir, asUser);
  };
  try {
    const dataDir = join(dir, 'data');
    const logFile = join(dir, 'postgres.log');
    const initdbArgs = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'];
    const initdb = run(
      asUser([join(binDir, 'initdb'), ...initdbArgs, '--no-sync', '--no-instructions']),
      dir,
    );
    if (!initdb.ok) throw new Error(`initdb failed:\n${initdb.output}`);
    appendFileSync(join(dataDir, 'postgresql.conf'), settingsFor(dir));
    let lastFailure = '';
    for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
      const port = await freePort();
      const pgCtl = [
        join(binDir, 'pg_ctl'),
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port}`,
      ];
      const started = run(asUser([...pgCtl, 'start']), dir);
      if (started.ok) {
        waitUntilReady(binDir, port, asUser, dir);
        // For outage tests: stop as a crash would (no clean shutdown), then start again on the same port.
        const crash = () => {
          const stopped = run(
            asUser([join(binDir, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop']),
            dir,
          );
          if (!stopped.ok) throw new Error(`pg_ctl stop failed:\n${stopped.output}`);
        };
        const restart = () => {
          const again = run(asUser([...pgCtl, 'start']), dir);
          if (!again.ok) throw new Error(`pg_ctl start failed:\n${again.output}\n${logTail(logFile)}`);
          waitUntilReady(binDir, port, asUser, dir);
        };
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, stop, crash, restart };
      }
      // Another process may have taken the port between the probe and the start: try another.
      lastFailure = `${started.output}\n${logTail(logFile)}`;
    }
    throw new Error(`pg_ctl start failed ${START_ATTEMPTS} times:\n${lastFailure}`);
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * Stops a cluster left running by --detach; refuses folders this script did not create.
 * @param {string} dir
 */
export function stopThrowawayPostgres(dir) {
  const folder = resolve(dir);
  const marker = join(folder, MARKER);
  if (!existsSync(marker))
    throw new Error(`${folder} is not a throwaway cluster folder (no ${MARKER} marker)`);
  const binDir = readFileSync(marker, 'utf8').trim();
  stopCluster(binDir, folder, commandRunner(process.getuid?.() === 0));
}

/** @param {string[]} args */
async function main(args) {
  if (args[0] === '--which') {
    console.info(findPostgresBinDir());
    return;
  }
  if (args[0] === '--stop') {
    const dir = args[1] ?? process.env.PG_THROWAWAY_DIR;
    if (!dir) throw new Error('usage: pg-throwaway.mjs --stop <dir> (or PG_THROWAWAY_DIR)');
    stopThrowawayPostgres(dir);
    console.info(`stopped and removed ${dir}`);
    return;
  }
  const cluster = await startThrowawayPostgres();
  console.info(`DATABASE_URL=${cluster.url}`);
  if (args.includes('--detach')) {
    console.info(`PG_THROWAWAY_DIR=${cluster.dir}`);
    return;
  }
  process.on('exit', cluster.stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => process.exit(0));
  }
  setInterval(() => {}, 1 << 30); // keep running until a signal arrives
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`pg-throwaway: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
