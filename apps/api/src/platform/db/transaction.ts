import type { Database } from './database.ts';
import { acceptDeferredWrites, flushDeferredWrites } from './deferred-writes.ts';
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
 * running it twice is the same as running it once. Writes deferred on the transaction
 * (deferred-writes.ts) are sent before it commits.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  { maxAttempts = 4, firstWaitMs = 5, random = Math.random }: RetryingTransactionOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        acceptDeferredWrites(tx);
        const result = await work(tx);
        await flushDeferredWrites(tx);
        return result;
      });
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryableTransactionFailure(error)) throw error;
      await wait(random() * firstWaitMs * 2 ** (attempt - 1));
    }
  }
}
