import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './database.ts';
import { MIGRATION_LOCK_KEY, MIGRATION_SETTINGS } from './migrations.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export interface PgliteOpenOptions {
  /** A `dumpDataDir` tarball to start from instead of an empty database (test templates). */
  loadDataDir?: Blob | undefined;
  /**
   * 'worker' (the default): PGlite runs in its own thread, so a long statement never holds up
   * requests (ADR 0028). 'main': on the caller's thread, as before; for same-run baselines.
   */
  thread?: 'worker' | 'main' | undefined;
}

/** Embedded PostgreSQL (WASM) for one process; `memory://` keeps everything in memory. */
export async function openPglite(dataDir: string, options: PgliteOpenOptions = {}): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  // PGlite creates its own folder but not the folders above it.
  if (!inMemory) await mkdir(path.dirname(dataDir), { recursive: true });
  const load = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  const client =
    options.thread === 'main'
      ? await PGlite.create(dataDir, load)
      : await PgliteThread.open({ dataDir, ...load });
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the worker's client has.
  const db = drizzle({ client: client as PGlite, schema });

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
      await client.close();
    },
  };
}
