import type { ErrorEntries } from './error-entry.ts';

/** The wallet: a stake or withdrawal the balance cannot cover. */
export const WALLET_ERRORS = {
  insufficient_funds: {
    status: 422,
    title: 'Not enough funds',
    detail: "Your balance doesn't cover this. Deposit more, or lower the amount.",
  },
} as const satisfies ErrorEntries;
