import {
  availableBalance,
  emptyBalance,
  LEDGER_ACCOUNTS,
  type LedgerAccountKind,
  type LedgerAccountName,
  type LedgerBalance,
  parseLedgerAccountName,
  postedBalance,
} from '@kennel/core';

/**
 * How the ledger posts to each side of a movement (ADR 0030). A player's account is always
 * locked: it is theirs alone, and its entries show the balance after each movement. Any other
 * account (the house, a contest pool, the processors, pending withdrawals) is locked only when a
 * movement takes money out of it that it must have (`debitsMustNotExceedCredits`), or when this
 * transaction holds its lock already; otherwise the posting is a delta row, written without
 * touching the account's row, so every player's entry fee can land in the house at once.
 */
export type PostingMode = 'locked' | 'delta';

export function kindOf(name: LedgerAccountName): LedgerAccountKind {
  const parsed = parseLedgerAccountName(name);
  if (!parsed) throw new RangeError(`Not a ledger account name: ${name}`);
  return parsed.kind;
}

/** Whether the account is a player's (locked whenever it moves). */
export function isPlayerAccount(name: LedgerAccountName): boolean {
  return LEDGER_ACCOUNTS[kindOf(name)].owner === 'user';
}

/** Whether a debit of the account must be checked against what it holds (so needs its lock). */
export function isGuarded(name: LedgerAccountName): boolean {
  return LEDGER_ACCOUNTS[kindOf(name)].flags.debitsMustNotExceedCredits;
}

export function postingMode(
  name: LedgerAccountName,
  side: 'debit' | 'credit',
  lockedHere: boolean,
): PostingMode {
  if (lockedHere || isPlayerAccount(name)) return 'locked';
  return side === 'debit' && isGuarded(name) ? 'locked' : 'delta';
}

/** What core is shown for an account posted by delta: nothing, so its result is the change alone. */
export const deltaBase = (name: LedgerAccountName): LedgerBalance => emptyBalance(kindOf(name));

/** The four counter changes from `before` to `after`. */
export interface CounterChange {
  debitsPosted: number;
  creditsPosted: number;
  debitsPending: number;
  creditsPending: number;
}

export function counterChange(before: LedgerBalance, after: LedgerBalance): CounterChange {
  return {
    debitsPosted: after.debitsPosted - before.debitsPosted,
    creditsPosted: after.creditsPosted - before.creditsPosted,
    debitsPending: after.debitsPending - before.debitsPending,
    creditsPending: after.creditsPending - before.creditsPending,
  };
}

export function addChange(into: CounterChange, change: CounterChange): CounterChange {
  return {
    debitsPosted: into.debitsPosted + change.debitsPosted,
    creditsPosted: into.creditsPosted + change.creditsPosted,
    debitsPending: into.debitsPending + change.debitsPending,
    creditsPending: into.creditsPending + change.creditsPending,
  };
}

export const NO_CHANGE: CounterChange = {
  debitsPosted: 0,
  creditsPosted: 0,
  debitsPending: 0,
  creditsPending: 0,
};

/** One side of a transfer as the entries table keeps it; the balances after only where locked. */
export interface EntryRowWrite {
  ord: number;
  transfer_id: string;
  account_id: number;
  amount: number;
  available_change: number;
  balance_after: number | null;
  available_after: number | null;
}

export function entryRow(
  ord: number,
  transferId: string,
  accountId: number,
  before: LedgerBalance,
  after: LedgerBalance,
  mode: PostingMode,
): EntryRowWrite {
  return {
    ord,
    transfer_id: transferId,
    account_id: accountId,
    amount: postedBalance(after) - postedBalance(before),
    available_change: availableBalance(after) - availableBalance(before),
    balance_after: mode === 'locked' ? postedBalance(after) : null,
    available_after: mode === 'locked' ? availableBalance(after) : null,
  };
}
