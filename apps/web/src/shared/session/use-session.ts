import type { SessionUser } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endSession, sessionQueryOptions, useHttpClient } from '../api/index.ts';

export type SessionState =
  | { status: 'loading'; user: null }
  | {
      status: 'signed-in';
      user: SessionUser;
      /** The terms changed since the user accepted them: they are asked to accept before going on. */
      termsAcceptanceRequired: boolean;
    }
  | { status: 'guest'; user: null }
  | { status: 'unknown'; user: null; error: Error; retry: () => void };

/** Who is signed in, from `GET /v1/session`; refreshed on an interval while signed in. */
export function useSession(): SessionState {
  const http = useHttpClient();
  const query = useQuery(sessionQueryOptions(http));
  if (query.data) {
    return query.data.authenticated && query.data.user
      ? {
          status: 'signed-in',
          user: query.data.user,
          termsAcceptanceRequired: query.data.terms_acceptance_required === true,
        }
      : { status: 'guest', user: null };
  }
  if (query.isError)
    return { status: 'unknown', user: null, error: query.error, retry: () => query.refetch() };
  return { status: 'loading', user: null };
}

/**
 * Ends the session, then loads the home page afresh: a full page load drops every answer cached for
 * the user, and no guard can race the change of session.
 */
export function useSignOut(leave: () => void = () => window.location.assign('/')) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endSession(http),
    onSuccess: () => {
      queryClient.cancelQueries();
      leave();
    },
  });
}
