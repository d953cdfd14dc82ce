import { CLIENT_TYPE, DEFAULT_API_VERSION } from '@kennel/core';
import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from './http-client.ts';

/** `GET /v1/shared-client-config`: a data object, whose links the caller falls back on one by one. */
export function fetchSharedClientConfig(http: HttpClient, signal?: AbortSignal) {
  return http.call(
    SHELL_ENDPOINTS.getSharedClientConfig,
    { query: { api_version: DEFAULT_API_VERSION, client_type: CLIENT_TYPE } },
    { signal },
  );
}

/** Start-up loads the config once and leaves its answer here; a page that needs more than the links reads it. */
export const sharedClientConfigQueryKey = ['shared-client-config'] as const;

export function sharedClientConfigQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: sharedClientConfigQueryKey,
    queryFn: async ({ signal }) => (await fetchSharedClientConfig(http, signal)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether deposits go to the payment sandbox, as the API says (never in production). */
export function isPaymentSandbox(config: Record<string, unknown> | undefined): boolean {
  return config?.payment_sandbox === true;
}
