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
} as const satisfies ErrorEntries;
