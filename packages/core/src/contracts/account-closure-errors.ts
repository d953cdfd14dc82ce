import type { ErrorEntries } from './error-entry.ts';

/** Closing an account (/account/close). */
export const ACCOUNT_CLOSURE_ERRORS = {
  account_has_balance: {
    status: 409,
    title: 'Withdraw your balance first',
    detail:
      'Your account still holds cash. Withdraw all of it, then close your account: we never close an account with money in it.',
  },
  account_has_pending_payments: {
    status: 409,
    title: 'A payment is still in progress',
    detail: 'A deposit or withdrawal on your account has not finished yet. Close your account once it has.',
  },
  account_has_entries_in_play: {
    status: 409,
    title: 'Your entries are still in play',
    detail:
      'You still have entries or bets in play. Close your account once they have settled: what they win is paid into your balance.',
  },
} as const satisfies ErrorEntries;
