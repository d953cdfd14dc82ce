import type { Wallet } from '@kennel/core';
import { type Cents, cents } from '@kennel/core/money';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiRequestError } from './api-request-error.ts';
import type { HttpClient } from './http-client.ts';

// Core's walletResponseSchema in zod/mini (the shell shows the balance on every page, and full zod
// would double the size of the first download); typed against core's Wallet so the two cannot drift.
const whole = z.int();
const walletResponseSchema: z.ZodMiniType<{ data: Wallet }> = z.object({
  data: z.object({
    cash_cents: whole,
    promo_cents: whole,
    pending_withdrawal_cents: whole,
    lifetime_deposit_cents: whole,
    currency: z.literal('USD'),
  }),
});

export interface WalletSummary {
  /** Cash the user can play with or withdraw. */
  balance: Cents;
  /** Promotional credit, playable but not withdrawable. */
  promo: Cents;
}

/** `GET /v1/wallet`; answers null while the API has no wallet (404), so the shell shows "—". */
export function walletQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['wallet'] as const,
    queryFn: async ({ signal }): Promise<WalletSummary | null> => {
      try {
        const body = await http.get('/wallet', {
          signal,
          schema: walletResponseSchema,
          quietStatuses: [404],
        });
        return { balance: cents(body.data.cash_cents), promo: cents(body.data.promo_cents) };
      } catch (error) {
        if (isApiRequestError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 15_000,
    retry: (failures, error) => !(isApiRequestError(error) && error.status === 404) && failures < 2,
  });
}
