import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import { QueryClient } from '@tanstack/react-query';
import {
  createHttpClient,
  type HttpClient,
  isApiRequestError,
  type PreloadedAnswers,
  sessionQueryKey,
  sessionQueryOptions,
  walletQueryKey,
  walletSummaryFromWire,
} from '../../shared/api/index.ts';
import { parseWebConfig, type WebConfig } from '../../shared/config/index.ts';
import type { Monitoring } from '../../shared/monitoring/index.ts';
import { startSessionRefresh } from '../../shared/session/index.ts';
import { hydrateServerCache } from '../server-render/server-cache.ts';

export interface CriticalServices {
  config: WebConfig;
  http: HttpClient;
  queryClient: QueryClient;
  stopSessionRefresh: () => void;
}

export interface BuildOptions {
  /** The build-time settings (`import.meta.env`). */
  env: Record<string, unknown>;
  monitoring: Monitoring;
  fetch?: typeof fetch;
  /** The page's preloaded answers (a signed-in game page's first queries), if any. */
  preloaded?: PreloadedAnswers;
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on retry; network trouble and 5xx might.
  if (isApiRequestError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 2;
}

/** The session and the balance a signed-in game page arrived with, in the cache before the first render. */
export function seedShellAnswers(http: HttpClient, queryClient: QueryClient) {
  const session = http.preloaded(SHELL_ENDPOINTS.getSession);
  if (session) queryClient.setQueryData(sessionQueryKey, session.data);
  const wallet = http.preloaded(SHELL_ENDPOINTS.getWallet);
  if (wallet) queryClient.setQueryData(walletQueryKey, walletSummaryFromWire(wallet.data));
}

/**
 * Start-up step 2 (seed section 4): validate the settings, start monitoring, create the query cache and
 * the HTTP client, and start the session check and its refresh. Throws when the app cannot run; start-up then shows the
 * error screen.
 */
export function buildCriticalServices({ env, monitoring, fetch, preloaded }: BuildOptions): CriticalServices {
  const config = parseWebConfig(env);
  void monitoring.start(config.monitoring);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry }, mutations: { retry: false } },
  });
  const http = createHttpClient({
    baseUrl: config.apiBaseUrl,
    fetch,
    reportError: monitoring.reportError,
    onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    preloaded,
  });
  seedShellAnswers(http, queryClient);
  // A server-rendered game page's queries, after the shell's answers: those are newer.
  if (typeof document !== 'undefined') hydrateServerCache(queryClient);
  // The session is asked for now, in parallel with the first page's code, then kept alive.
  void queryClient.prefetchQuery(sessionQueryOptions(http));
  const stopSessionRefresh = startSessionRefresh(http, queryClient);
  return { config, http, queryClient, stopSessionRefresh };
}
