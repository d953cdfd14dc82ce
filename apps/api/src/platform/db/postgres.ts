import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './database.ts';
import { MIGRATION_LOCK_KEY, MIGRATION_SETTINGS } from './migrations.ts';
import * as schema from './schema/index.ts';

/** PostgreSQL through a `pg` pool: the production driver, safe for many API instances. */
export async function openPostgres(
  connectionString: string,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, application_name: 'kennel-api' });
  // Without a listener an idle client's network error would crash the process.
  pool.on('error', onConnectionError);
  const db = drizzle({ client: pool, schema });

  async function migrateUnderLock(): Promise<void> {
    // Session-level advisory locks belong to one connection, so lock, migrate and unlock on the same one.
    const connection = await pool.connect();
    let failure: Error | undefined;
    try {
      await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(drizzle({ client: connection, schema }), MIGRATION_SETTINGS);
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // A connection that failed mid-migration is discarded, which also drops any lock it still holds.
      connection.release(failure);
    }
  }

  return {
    driver: 'postgres',
    db,
    migrate: migrateUnderLock,
    close: () => pool.end(),
  };
}
