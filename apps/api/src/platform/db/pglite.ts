import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataFolder } from './data-folder-lock.ts';
import type { DatabaseHandle } from './database.ts';
import { MIGRATION_LOCK_KEY, MIGRATION_SETTINGS } from './migrations.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';
import { backgroundStatementLogger } from './statements.ts';

export interface PgliteOpenOptions {
  /** Who opens the data folder (`npm start`, `npm run world`…): named to any other process it turns away. */
  processName?: string | undefined;
  /** A `dumpDataDir` dump to start from, an already migrated database, instead of an empty one. */
  loadDataDir?: Blob | undefined;
  /**
   * 'worker' (the default): PGlite runs in its own thread, so a long statement never holds up
   * requests (ADR 0032). 'main': on the caller's thread, as before; for same-run baselines.
   */
  thread?: 'worker' | 'main' | undefined;
}

/** Kennel's Drizzle over a PGlite client (in this thread or a worker's): the schema, and statements counted. */
export function drizzleOverPglite(client: PGlite) {
  return drizzle({ client, schema, logger: backgroundStatementLogger });
}

/**
 * Embedded PostgreSQL (WASM) for one process; `memory://` keeps everything in memory. A data folder
 * is locked for this process until close (data-folder-lock.ts): another is refused, not let in. The
 * lock is taken here, on the caller's thread, whichever thread then runs PGlite.
 */
export async function openPglite(dataDir: string, options: PgliteOpenOptions = {}): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  // PGlite creates its own folder but not the folders above it.
  if (!inMemory) await mkdir(path.dirname(dataDir), { recursive: true });
  const folderLock = inMemory
    ? undefined
    : lockDataFolder(dataDir, options.processName ?? 'a Kennel process');
  const load = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  let client: PGlite | PgliteThread;
  try {
    client =
      options.thread === 'main'
        ? await PGlite.create(dataDir, load)
        : await PgliteThread.open({ dataDir, ...load });
  } catch (error) {
    folderLock?.release();
    throw error;
  }
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the worker's client has.
  const db = drizzleOverPglite(client as PGlite);

  // One connection means the advisory lock is re-entrant for overlapping calls in this process,
  // so those are queued here; the lock still guards the data folder's single writer.
  let migrations: Promise<void> = Promise.resolve();
  async function migrateUnderLock(): Promise<void> {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(db, MIGRATION_SETTINGS);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  }

  return {
    driver: 'pglite',
    db,
    migrate() {
      const run = migrations.then(migrateUnderLock);
      migrations = run.catch(() => undefined);
      return run;
    },
    async close() {
      await migrations;
      try {
        await client.close();
      } finally {
        folderLock?.release();
      }
    },
  };
}
