import type { SessionResponse, SessionUser } from '@kennel/core';
import { queryOptions } from '@tanstack/react-query';
import { checkedBy, isRecord } from '../validation/guards.ts';
import type { HttpClient } from './http-client.ts';

export type Session = SessionResponse['data'];

function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, username, email } = value;
  if (typeof id !== 'string' || typeof username !== 'string' || typeof email !== 'string') return null;
  return { id, username, email };
}

/** The checks of core's sessionResponseSchema, by hand: every page load needs them. */
function parseSessionResponse(value: unknown): SessionResponse | null {
  if (!isRecord(value) || !isRecord(value.data)) return null;
  const { authenticated, user } = value.data;
  if (typeof authenticated !== 'boolean') return null;
  if (user === null) return { data: { authenticated, user: null } };
  const sessionUser = parseSessionUser(user);
  return sessionUser ? { data: { authenticated, user: sessionUser } } : null;
}

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
