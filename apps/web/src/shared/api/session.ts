import type { SessionResponse } from '@kennel/core';
import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from './http-client.ts';

export type Session = SessionResponse['data'];

export const sessionQueryKey = ['session'] as const;

/** `GET /v1/session`: who is signed in; kept fresh by the session refresh service (shared/session). */
export function sessionQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }): Promise<Session> =>
      (await http.call(SHELL_ENDPOINTS.getSession, {}, { signal })).data,
    staleTime: 30_000,
  });
}

/** Ends the signed-in session on the server. */
export function endSession(http: HttpClient): Promise<unknown> {
  return http.call(SHELL_ENDPOINTS.logOut);
}
