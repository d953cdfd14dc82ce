import type { Database } from '../../../platform/db/database.ts';

/** PostgreSQL's codes for a transaction that lost a race and may simply be run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

/** The SQLSTATE of a database error, looking through the wrappers Drizzle adds. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `work` in one transaction, again from the start if PostgreSQL picked it as a deadlock victim.
 * `work` must only touch the database, so running it twice is the same as running it once.
 */
export async function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_CODES.has(sqlStateOf(error) ?? '')) throw error;
    }
  }
}
