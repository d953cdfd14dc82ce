import {
  type BankDepositRequest,
  type CardDepositRequest,
  PAYMENT_ENDPOINTS,
  TRANSACTIONS_PAGE_DEFAULT,
  type TransactionType,
  VERIFICATION_ENDPOINTS,
  WALLET_ENDPOINTS,
  type WithdrawalRequest,
} from '@kennel/core';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type HttpClient, walletQueryKey } from '../../../shared/api/index.ts';
import { responsibleGamingQueryKey } from '../../../shared/api/responsible-gaming.ts';

const P = PAYMENT_ENDPOINTS;
const W = WALLET_ENDPOINTS;

/** Filters of the transaction history, as the API names them. */
export interface HistoryFilters {
  type?: TransactionType;
  /** Inclusive calendar days, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
}

export const walletKeys = {
  paymentMethods: ['payment-methods'] as const,
  /** Under the payment methods' key, so whatever refreshes those refreshes these. */
  payoutMethods: ['payment-methods', 'payout'] as const,
  promotions: ['promotions'] as const,
  withdrawals: ['withdrawals'] as const,
  /** Also read by the verification pages (same key, same answer). */
  verification: ['verification'] as const,
  transactions: (filters: HistoryFilters) => ['transactions', filters] as const,
  /** Under the transactions' key, so whatever refreshes the history refreshes what is owed. */
  owed: ['transactions', 'owed'] as const,
  deposit: (id: string) => ['deposit', id] as const,
};

/** The history's query string: only the filters that are set. */
export function historyQuery(filters: HistoryFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.type) query.type = filters.type;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

/** `GET /v1/transactions.csv` with the same filters, for a download link. */
export function transactionsCsvUrl(apiBaseUrl: string, filters: HistoryFilters): string {
  const search = new URLSearchParams(historyQuery(filters)).toString();
  return `${apiBaseUrl}${W.exportTransactions.path}${search ? `?${search}` : ''}`;
}

export function transactionsQueryOptions(http: HttpClient, filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: walletKeys.transactions(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      http.call(
        W.listTransactions,
        {
          query: {
            ...historyQuery(filters),
            cursor: pageParam ?? undefined,
            limit: TRANSACTIONS_PAGE_DEFAULT,
          },
        },
        { signal },
      ),
    getNextPageParam: (page) => page.next_cursor,
  });
}

/**
 * `GET /v1/wallet/owed`: what the player owes of corrected payments, and why. Keyed by the total the
 * wallet (kept live over /v1/ws) shows, so a pay-down pushed there reads the rows again.
 */
export function owedQueryOptions(http: HttpClient, owedCents: number) {
  return queryOptions({
    queryKey: [...walletKeys.owed, owedCents] as const,
    queryFn: async ({ signal }) => (await http.call(W.getOwed, {}, { signal })).data,
  });
}

/** The player's newest deposits into cash, as the ledger records them (`GET /v1/transactions?type=deposit`). */
export function recentDepositsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['transactions', 'recent-deposits'] as const,
    queryFn: async ({ signal }) =>
      (
        await http.call(
          W.listTransactions,
          { query: { type: 'deposit', limit: TRANSACTIONS_PAGE_DEFAULT } },
          { signal },
        )
      ).data.filter((row) => row.account === 'cash'),
  });
}

/** Where a withdrawal may go: the cards and bank accounts that funded the account (`GET /v1/payout-methods`). */
export function payoutMethodsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: walletKeys.payoutMethods,
    queryFn: async ({ signal }) => (await http.call(P.listPayoutMethods, {}, { signal })).data,
  });
}

export function paymentMethodsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: walletKeys.paymentMethods,
    queryFn: async ({ signal }) => (await http.call(P.listPaymentMethods, {}, { signal })).data,
  });
}

export function promotionsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: walletKeys.promotions,
    queryFn: async ({ signal }) => (await http.call(W.listPromotions, {}, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function withdrawalsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: walletKeys.withdrawals,
    queryFn: async ({ signal }) => (await http.call(P.listWithdrawals, {}, { signal })).data,
  });
}

export function verificationQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: walletKeys.verification,
    queryFn: async ({ signal }) =>
      (await http.call(VERIFICATION_ENDPOINTS.getVerification, {}, { signal })).data,
  });
}

export function depositQueryOptions(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: walletKeys.deposit(id),
    queryFn: async ({ signal }) =>
      (await http.call(P.getDeposit, { params: { id } }, { signal, quietStatuses: [404] })).data,
  });
}

export async function depositByCard(http: HttpClient, body: CardDepositRequest, key: string) {
  return (await http.call(P.depositByCard, { body }, { idempotencyKey: key })).data;
}

export async function depositByBank(http: HttpClient, body: BankDepositRequest, key: string) {
  return (await http.call(P.depositByBank, { body }, { idempotencyKey: key })).data;
}

export async function requestWithdrawal(http: HttpClient, body: WithdrawalRequest, key: string) {
  return (await http.call(P.requestWithdrawal, { body }, { idempotencyKey: key })).data;
}

export async function confirmWithdrawal(http: HttpClient, token: string, key: string) {
  return (await http.call(P.confirmWithdrawal, { body: { token } }, { idempotencyKey: key })).data;
}

export async function cancelWithdrawal(http: HttpClient, id: string, key: string) {
  return (await http.call(P.cancelWithdrawal, { params: { id } }, { idempotencyKey: key })).data;
}

export function removePaymentMethod(http: HttpClient, id: string) {
  return http.call(P.removePaymentMethod, { params: { id } });
}

/** After money moved: the balance, the history and the lists that show it are out of date. */
export function invalidateMoney(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['transactions'] }),
    queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals }),
    queryClient.invalidateQueries({ queryKey: walletKeys.paymentMethods }),
    // What the deposit and spend limits leave moves with the money.
    queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKey }),
  ]);
}
