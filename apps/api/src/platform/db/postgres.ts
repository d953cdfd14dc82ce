import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './database.ts';
import { MIGRATION_LOCK_KEY, MIGRATION_SETTINGS } from './migrations.ts';
import * as schema from './schema/index.ts';
import { backgroundStatementLogger } from './statements.ts';

/** PostgreSQL through a `pg` pool: the production driver, safe for many API instances. */
export async function openPostgres(
  connectionString: string,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, application_name: 'kennel-api' });
  // A `pg` client emits 'error' when its server goes away, and with no listener that kills the
  // process. The pool listens only while a client is idle; a client checked out for a transaction
  // has none, so every client gets its own for its whole life. The query in flight still fails
  // (the request answers 503), and the pool drops the broken client and connects anew later.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      onConnectionError(error);
      if (checkedOut.has(client)) releaseBroken(client, error);
    });
  });
  // A client that breaks while checked out goes back to the pool (which discards it) at once,
  // because its borrower may never release it: Drizzle's transaction does not when its `begin`
  // fails, and every such leak would shrink the pool until requests wait forever.
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  function releaseBroken(client: pg.PoolClient, error: Error) {
    const release = client.release;
    // The borrower's own release, when it comes, must not release it twice (pg-pool throws then).
    client.release = () => undefined;
    release(error);
  }
  // Idle clients' errors reach the pool too; their own listener has already reported them.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema, logger: backgroundStatementLogger });

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
