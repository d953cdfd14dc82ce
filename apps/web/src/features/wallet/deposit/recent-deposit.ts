import type { Transaction } from '@kennel/core';
import { serverNow } from '../../../shared/clock/index.ts';

/** How long after a deposit its success page still congratulates. */
export const RECENT_DEPOSIT_MS = 60 * 60 * 1000;

/**
 * The player's own deposit that a success page for `amountCents` may speak of: one of that exact
 * amount, into cash, made recently. An address typed by hand with any other amount finds nothing.
 */
export function recentDepositOf(
  amountCents: number | null,
  deposits: readonly Transaction[],
  now: number = serverNow(),
): Transaction | null {
  if (amountCents === null) return null;
  return (
    deposits.find(
      (row) =>
        row.type === 'deposit' &&
        row.account === 'cash' &&
        row.amount_cents === amountCents &&
        now - Date.parse(row.created_at) <= RECENT_DEPOSIT_MS,
    ) ?? null
  );
}
