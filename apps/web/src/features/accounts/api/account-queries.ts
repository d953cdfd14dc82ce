import type { SessionUser } from '@kennel/core';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Session, sessionQueryKey, useHttpClient } from '../../../shared/api/index.ts';
import { type AccountsApi, createAccountsApi } from './accounts-api.ts';

export function useAccountsApi(): AccountsApi {
  const http = useHttpClient();
  return useMemo(() => createAccountsApi(http), [http]);
}

export const accountKeys = {
  account: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
  username: (username: string) => ['accounts', 'username', username] as const,
  promoCode: (code: string) => ['accounts', 'promo-code', code.toLowerCase()] as const,
  referralCode: (code: string) => ['accounts', 'referral-code', code.toLowerCase()] as const,
};

/** `GET /v1/account`: the signed-in account. */
export function accountQueryOptions(api: AccountsApi) {
  return queryOptions({
    queryKey: accountKeys.account,
    queryFn: ({ signal }) => api.getAccount(signal),
    staleTime: 30_000,
  });
}

/** `GET /v1/account/sessions`: where the user is logged in. */
export function sessionsQueryOptions(api: AccountsApi) {
  return queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => api.listSessions(signal),
    staleTime: 15_000,
  });
}

/**
 * A new session began (log in, registration): drop every answer cached for whoever used this
 * browser before, then mark the new user signed in so the guards let them through at once.
 */
export function startSignedInSession(queryClient: QueryClient, user: SessionUser): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<Session>(sessionQueryKey, { authenticated: true, user });
  // The session answer also says whether the terms changed since the user accepted them.
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** Every session ended on the server (password reset, unlock): re-ask who is signed in. */
export function sessionsEndedEverywhere(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
