import { CLIENT_TYPE, DEFAULT_API_VERSION } from '@kennel/core';
import type { HttpClient } from './http-client.ts';

/** `GET /v1/shared-client-config`; the body is checked by the caller, which tolerates partial answers. */
export function fetchSharedClientConfig(http: HttpClient, signal?: AbortSignal): Promise<unknown> {
  return http.get('/shared-client-config', {
    signal,
    query: { api_version: DEFAULT_API_VERSION, client_type: CLIENT_TYPE },
  });
}
