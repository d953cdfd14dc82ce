import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataFolder } from './data-folder-lock.ts';
import type { DatabaseHandle } from './database.ts';
import { MIGRATION_LOCK_KEY, MIGRATION_SETTINGS } from './migrations.ts';
import * as schema from './schema/index.ts';

/**
 * Embedded PostgreSQL (WASM) for one process; `memory://` keeps everything in memory. A data folder
 * is locked for this process until close (data-folder-lock.ts): another is refused, not let in.
 * `loadDataDir` (a `dumpDataDir` dump) starts it from an already migrated database.
 */
export async function openPglite(
  dataDir: string,
  processName = 'a Kennel process',
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  // PGlite creates its own folder but not the folders above it.
  if (!inMemory) await mkdir(path.dirname(dataDir), { recursive: true });
  const folderLock = inMemory ? undefined : lockDataFolder(dataDir, processName);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    folderLock?.release();
    throw error;
  }
  const db = drizzle({ client, schema });

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
