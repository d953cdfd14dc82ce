import type { SessionResponse } from '@kennel/core';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { HttpClient } from './http-client.ts';

export type Session = SessionResponse['data'];

// The shape of core's sessionResponseSchema in zod/mini: every page load needs it, and full zod would
// double the size of the app's first download.
const sessionUserSchema = z.object({ id: z.string(), username: z.string(), email: z.string() });
const sessionSchema: z.ZodMiniType<SessionResponse> = z.object({
  data: z.object({ authenticated: z.boolean(), user: z.nullable(sessionUserSchema) }),
});

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
