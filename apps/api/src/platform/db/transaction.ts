import type { Database } from './database.ts';
import { isRetryableTransactionFailure } from './sql-errors.ts';

export interface RetryingTransactionOptions {
  /** Runs in all, the first included. */
  maxAttempts?: number;
  /** The wait before the second run; it doubles after each, with full jitter. */
  firstWaitMs?: number;
  /** For tests: where the jitter comes from. */
  random?: () => number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction, and again from the start when PostgreSQL aborted it as a
 * serialisation failure (40001) or deadlock victim (40P01), after a short random wait so the
 * transactions that collided do not collide again. `work` must only touch the database, so
 * running it twice is the same as running it once.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  { maxAttempts = 4, firstWaitMs = 5, random = Math.random }: RetryingTransactionOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryableTransactionFailure(error)) throw error;
      await wait(random() * firstWaitMs * 2 ** (attempt - 1));
    }
  }
}
