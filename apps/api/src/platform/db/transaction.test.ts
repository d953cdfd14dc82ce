import { describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { isRetryableTransactionFailure, sqlStateOf, violatedUniqueIndex } from './sql-errors.ts';
import { inTransaction } from './transaction.ts';

/** A driver error as Drizzle rethrows it: its own wrapper, the driver's error as the cause. */
function drizzleError(code: string, extra: Record<string, unknown> = {}) {
  const driver = Object.assign(new Error(`driver says ${code}`), { code, ...extra });
  return Object.assign(new Error('Failed query: update ...'), { cause: driver });
}

/** A database whose transactions fail with the given errors, in turn, before succeeding. */
function databaseFailingWith(...failures: Error[]) {
  const calls = { count: 0 };
  const db = {
    async transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      calls.count += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      // A transaction handle is an object (deferred writes are kept per handle).
      return work({ toString: () => 'tx' });
    },
  } as unknown as Database;
  return { db, calls };
}

describe('the retrying transaction', () => {
  it('runs again after a serialisation failure or a deadlock, then answers the work’s result', async () => {
    const { db, calls } = databaseFailingWith(drizzleError('40001'), drizzleError('40P01'));
    expect(await inTransaction(db, async (tx) => `done in ${String(tx)}`, { random: () => 0 })).toBe(
      'done in tx',
    );
    expect(calls.count).toBe(3);
  });

  it('gives up after the last attempt, and never retries other errors', async () => {
    const lost = databaseFailingWith(drizzleError('40001'), drizzleError('40001'), drizzleError('40001'));
    await expect(inTransaction(lost.db, async () => 1, { maxAttempts: 3, random: () => 0 })).rejects.toThrow(
      'Failed query',
    );
    expect(lost.calls.count).toBe(3);
    const duplicate = databaseFailingWith(drizzleError('23505'));
    await expect(inTransaction(duplicate.db, async () => 1)).rejects.toThrow('Failed query');
    expect(duplicate.calls.count).toBe(1);
  });
});

describe('SQL error states', () => {
  it('are read through Drizzle’s wrapper', () => {
    expect(sqlStateOf(drizzleError('40P01'))).toBe('40P01');
    expect(sqlStateOf(new Error('no state'))).toBeUndefined();
    expect(isRetryableTransactionFailure(drizzleError('40001'))).toBe(true);
    expect(isRetryableTransactionFailure(drizzleError('23505'))).toBe(false);
    expect(violatedUniqueIndex(drizzleError('23505', { constraint: 'users_email_idx' }))).toBe(
      'users_email_idx',
    );
    expect(
      violatedUniqueIndex(
        drizzleError('23505', { message: 'duplicate key value violates unique constraint "x_idx"' }),
      ),
    ).toBe('x_idx');
    expect(violatedUniqueIndex(drizzleError('40001'))).toBeNull();
  });
});
