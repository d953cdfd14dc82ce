import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type DatabaseSchema = typeof schema;

/** One Drizzle type for both drivers, so features never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly driver: DatabaseDriver;
  readonly db: Database;
  /** Applies pending migrations under a database lock; safe when several instances start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseSettings {
  /** Set: PostgreSQL through `pg`. Unset: embedded PGlite in `pgliteDataDir`. */
  databaseUrl?: string | undefined;
  pgliteDataDir: string;
  /** A PGlite data folder dump (`dumpDataDir`) to start from, in place of a new, empty database. */
  pgliteLoadDataDir?: Blob | undefined;
  /** Called when a pooled connection fails, idle or in use (the pool replaces it). */
  onConnectionError?: (error: Error) => void;
  /** Who opens an embedded data folder (`npm start`, `npm run world`…): named to any other process it turns away. */
  processName?: string;
}

/** Opens the configured database; each driver is loaded only when chosen, keeping start-up light. */
export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  if (settings.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(settings.databaseUrl, settings.onConnectionError);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(settings.pgliteDataDir, settings.processName, settings.pgliteLoadDataDir);
}
