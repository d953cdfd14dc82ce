import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process per PGlite data folder: PGlite is an embedded, single-process PostgreSQL, and two
 * processes writing one folder corrupt it. The process that opens the folder (the server, or an
 * operator command such as `npm run world`) holds `<folder>.lock` beside it until it closes the
 * database; any other is refused. A lock whose process is gone (a crash, SIGKILL) is stale and is
 * taken over.
 */

interface Holder {
  pid: number;
  host: string;
  command: string;
  since: string;
  token: string;
}

export class DataFolderInUse extends Error {
  constructor(dataDir: string, holder: Holder) {
    const where = holder.host === hostname() ? `pid ${holder.pid}` : `pid ${holder.pid} on ${holder.host}`;
    super(
      `${dataDir} is in use by another Kennel process (${holder.command}, ${where}, since ${holder.since}): ` +
        'an embedded database takes one process at a time, so stop that one first, or use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataFolderInUse';
  }
}

export const lockPathOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string' ? (parsed as Holder) : null;
  } catch {
    return null;
  }
}

/** Whether the holder still runs: on this host, a live process (Linux: a Node.js one, so a reused pid does not count). */
function isAlive(holder: Holder): boolean {
  // Another machine's process (a shared folder) cannot be checked: assume it runs.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return readFileSync(`/proc/${holder.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    // No /proc (macOS): the pid is alive, which is enough.
    return true;
  }
}

/** Moves a stale lock aside and deletes it, unless another process replaced it meanwhile (then put back). */
function removeStale(file: string, stale: Holder | null) {
  const aside = `${file}.${process.pid}.${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved && moved.token !== stale?.token) {
    // A fresh lock taken since we looked: it goes back where it was.
    try {
      linkSync(aside, file);
    } catch {
      // Someone else took the folder in between: that lock stands.
    }
  }
  unlinkSync(aside);
}

export interface DataFolderLock {
  /** Frees the folder (only if the lock is still this process's). */
  release(): void;
}

/** Takes the folder for this process, or throws DataFolderInUse naming the process that has it. */
export function lockDataFolder(dataDir: string, command: string): DataFolderLock {
  const file = lockPathOf(dataDir);
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    command,
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  // Written whole under another name, then linked into place: a lock file is never seen half written.
  const draft = `${file}.${process.pid}.${mine.token}`;
  writeFileSync(draft, `${JSON.stringify(mine)}\n`);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = readHolder(file);
        if (holder && isAlive(holder)) throw new DataFolderInUse(dataDir, holder);
        if (attempt >= 3) throw new DataFolderInUse(dataDir, holder ?? { ...mine, command: 'unknown' });
        removeStale(file, holder);
      }
    }
  } finally {
    unlinkSync(draft);
  }
  const release = () => {
    if (readHolder(file)?.token !== mine.token) return;
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
    process.off('exit', release);
  };
  // A process that exits without closing the database (an uncaught error) still frees the folder.
  process.on('exit', release);
  return { release };
}
