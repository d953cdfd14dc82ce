import { CLIENT_TYPE, DEFAULT_API_VERSION } from '@kennel/core';
import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import type { HttpClient } from './http-client.ts';

/** `GET /v1/shared-client-config`: a data object, whose links the caller falls back on one by one. */
export function fetchSharedClientConfig(http: HttpClient, signal?: AbortSignal) {
  return http.call(
    SHELL_ENDPOINTS.getSharedClientConfig,
    { query: { api_version: DEFAULT_API_VERSION, client_type: CLIENT_TYPE } },
    { signal },
  );
}
