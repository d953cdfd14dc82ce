import type { Wallet } from '@kennel/core';
import { parseWallet } from '@kennel/core/contracts/shell-checks';
import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import { type Cents, cents } from '@kennel/core/money';
import { queryOptions } from '@tanstack/react-query';
import { isApiRequestError } from './api-request-error.ts';
import type { HttpClient } from './http-client.ts';

/** Core's check of walletSchema without zod; also checks a wallet pushed over the live connection. */
export { parseWallet };

export interface WalletSummary {
  /** Cash the user can play with or withdraw. */
  balance: Cents;
  /** Promotional credit, playable but not withdrawable. */
  promo: Cents;
  /** Cash held for withdrawals not yet paid out (already out of `balance`). */
  pendingWithdrawal: Cents;
  /** Every deposit the user has made, for the lifetime-deposit figure. */
  lifetimeDeposits: Cents;
  /** Owed back of corrected payments: kept in `balance`, not withdrawable (ADR 0039). */
  owed: Cents;
}

/** The shell's balance and the wallet pages share this cache entry; live pushes write into it. */
export const walletQueryKey = ['wallet'] as const;

export function walletSummaryFromWire(wallet: Wallet): WalletSummary {
  return {
    balance: cents(wallet.cash_cents),
    promo: cents(wallet.promo_cents),
    pendingWithdrawal: cents(wallet.pending_withdrawal_cents),
    lifetimeDeposits: cents(wallet.lifetime_deposit_cents),
    owed: cents(wallet.owed_cents),
  };
}

/** `GET /v1/wallet`; answers null while the API has no wallet (404), so the shell shows "—". */
export function walletQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: walletQueryKey,
    queryFn: async ({ signal }): Promise<WalletSummary | null> => {
      try {
        const body = await http.call(SHELL_ENDPOINTS.getWallet, {}, { signal, quietStatuses: [404] });
        return walletSummaryFromWire(body.data);
      } catch (error) {
        if (isApiRequestError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 15_000,
    retry: (failures, error) => !(isApiRequestError(error) && error.status === 404) && failures < 2,
  });
}
