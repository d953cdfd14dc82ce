import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from '../src/platform/db/database.ts';
import * as schema from '../src/platform/db/schema/index.ts';

const TRANSACTION_CONTROL =
  /^\s*(begin|commit|rollback|savepoint|release savepoint|rollback to savepoint)\b/i;

/**
 * A second drizzle instance over `db`'s own connection (pool or PGlite thread) that tells
 * `onStatement` each statement it sends, transaction control (begin, commit, savepoints) left out:
 * the drivers send that differently. Code given this database runs exactly as on `db`.
 */
export function countingDatabase(
  db: Database,
  onStatement: (query: string, params: unknown[]) => void,
): Database {
  const client = (db as unknown as { $client: unknown }).$client;
  const logger = {
    logQuery(query: string, params: unknown[]) {
      if (!TRANSACTION_CONTROL.test(query)) onStatement(query, params);
    },
  };
  return (client instanceof pg.Pool
    ? drizzlePostgres({ client, schema, logger })
    : drizzlePglite({ client: client as never, schema, logger })) as unknown as Database;
}
