import type { SessionResponse } from '@kennel/core';
import { parseSessionResponse } from '@kennel/core/contracts/shell-checks';
import { queryOptions } from '@tanstack/react-query';
import { checkedBy } from '../validation/guards.ts';
import type { HttpClient } from './http-client.ts';

export type Session = SessionResponse['data'];

// Core's check of sessionResponseSchema without zod: the shell loads before any zod-using page.
const sessionSchema = checkedBy(parseSessionResponse, 'session');

export const sessionQueryKey = ['session'] as const;

/** `GET /v1/session`: who is signed in; kept fresh by the session refresh service (shared/session). */
export function sessionQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }): Promise<Session> =>
      (await http.get('/session', { signal, schema: sessionSchema })).data,
    staleTime: 30_000,
  });
}

/** Ends the signed-in session on the server. */
export function endSession(http: HttpClient): Promise<unknown> {
  return http.delete('/session');
}
