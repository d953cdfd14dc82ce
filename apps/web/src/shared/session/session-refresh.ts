import { SESSION_REFRESH_INTERVAL_MS } from '@kennel/core/constants';
import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { type HttpClient, isApiRequestError, type Session, sessionQueryKey } from '../api/index.ts';

const signedOut: Session = { authenticated: false, user: null };

/**
 * Keeps a signed-in session alive: every SESSION_REFRESH_INTERVAL_MS it calls
 * `POST /v1/session/refresh`; a 401 means the session ended elsewhere (expiry, sign-out on another
 * device), so the app switches to signed out and the guards take over. Answers a stop function.
 */
export function startSessionRefresh(
  http: HttpClient,
  queryClient: QueryClient,
  intervalMs: number = SESSION_REFRESH_INTERVAL_MS,
): () => void {
  const timer = setInterval(async () => {
    if (!queryClient.getQueryData<Session>(sessionQueryKey)?.authenticated) return;
    try {
      await http.call(SHELL_ENDPOINTS.refreshSession, {}, { quietStatuses: [401] });
    } catch (error) {
      if (isApiRequestError(error) && error.status === 401)
        queryClient.setQueryData(sessionQueryKey, signedOut);
    }
  }, intervalMs);
  return () => clearInterval(timer);
}
