import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseDriver, type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import {
  copyMigratedPgliteFolder,
  pgliteTemplate,
  postgresTemplate,
  postgresUrlFor,
} from './database-templates.ts';
import { lendPgliteDatabase } from './pglite-reuse.ts';

/** Which driver integration tests run on: KENNEL_TEST_DB=pglite (default) or postgres. */
export function testDriver(): DatabaseDriver {
  const driver = process.env.KENNEL_TEST_DB ?? 'pglite';
  if (driver !== 'pglite' && driver !== 'postgres') {
    throw new Error(`KENNEL_TEST_DB must be pglite or postgres (got "${driver}")`);
  }
  return driver;
}

export function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'KENNEL_TEST_DB=postgres needs DATABASE_URL: the admin URL of a throwaway PostgreSQL cluster',
    );
  }
  return url;
}

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface TestDatabase {
  driver: DatabaseDriver;
  handle: DatabaseHandle;
  /** The PostgreSQL URL of this test database (undefined on PGlite, which lives in memory). */
  databaseUrl?: string;
  /**
   * Another connection to the same database, as a second API instance would have. PGlite has a
   * single connection per process, so there it is the same handle.
   */
  openAnotherHandle(): Promise<DatabaseHandle>;
  /**
   * Sets a PostgreSQL setting for connections opened from now on, then ends the handle's pooled
   * connections so every later one has it (PostgreSQL only).
   */
  alterDatabase(name: string, value: string): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A fresh database of its own for one test file: a copy of one migrated once per run, or with
 * `migrate: false` an empty one (for tests of migrating itself).
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const driver = testDriver();
  if (driver === 'pglite') {
    const handle = migrate
      ? await lendPgliteDatabase()
      : await openDatabase({ pgliteDataDir: 'memory://', pgliteLoadDataDir: await pgliteTemplate('empty') });
    return {
      driver,
      handle,
      openAnotherHandle: async () => handle,
      alterDatabase: async () => {
        throw new Error('database settings need PostgreSQL');
      },
      destroy: () => handle.close(),
    };
  }

  const name = `kennel_test_${randomBytes(6).toString('hex')}`;
  const template = migrate ? ` template "${await postgresTemplate(adminUrl())}"` : '';
  await asAdmin(`create database "${name}"${template}`);
  const databaseUrl = postgresUrlFor(adminUrl(), name);
  const extraHandles: DatabaseHandle[] = [];
  let handle = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
  const database: TestDatabase = {
    driver,
    handle,
    databaseUrl,
    async openAnotherHandle() {
      const another = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
      extraHandles.push(another);
      return another;
    },
    async alterDatabase(setting: string, value: string) {
      if (!/^[a-z_]+$/.test(setting)) throw new Error(`not a setting name: ${setting}`);
      await asAdmin(`alter database "${name}" set ${setting} = '${value.replaceAll("'", "''")}'`);
      await handle.close();
      handle = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
      database.handle = handle;
    },
    async destroy() {
      await Promise.all([handle, ...extraHandles].map((open) => open.close()));
      await asAdmin(`drop database if exists "${name}" with (force)`);
    },
  };
  return database;
}

/**
 * Fills a PGlite data folder with a copy of the migrated template, for a test that starts the API
 * as its own process on it (the process then neither runs initdb nor migrates).
 */
export async function createMigratedPgliteDataDir(dataDir: string): Promise<void> {
  await copyMigratedPgliteFolder(dataDir);
}
