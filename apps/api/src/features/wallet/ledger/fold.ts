import type { Database } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { createLedgerRepo } from './repo.ts';

const ACCOUNTS_PER_FOLD = 100;

/**
 * Moves the deltas of accounts posted without their lock (the house, pools paid into: ADR 0030)
 * into their counters, a hundred accounts per transaction, so `ledger_balances` sums few rows.
 * Balances read the same before and after. Holds each account's row only for its own short
 * transaction, which no entry waits on: entries never lock these rows. Answers how many accounts.
 */
export async function foldLedgerDeltas(db: Database): Promise<number> {
  let folded = 0;
  for (;;) {
    const accounts = await inTransaction(db, async (tx) => {
      const repo = createLedgerRepo(tx);
      const ids = await repo.lockAccountsWithDeltas(ACCOUNTS_PER_FOLD);
      await repo.foldDeltas(ids);
      return ids.length;
    });
    folded += accounts;
    if (accounts < ACCOUNTS_PER_FOLD) return folded;
  }
}
