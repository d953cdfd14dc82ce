import { SPORTS_ENDPOINTS } from '@kennel/core';
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { HttpClient } from '../api/http-client.ts';
import { useHttpClient } from '../api/index.ts';

export const SLATE_QUERY_PREFIX = ['sports', 'slate'] as const;

/** `GET /v1/slates/:slateId`: a slate's name and games (their ids are the live topics to follow). */
export function slateQueryOptions(http: HttpClient, slateId: string) {
  return queryOptions({
    queryKey: [...SLATE_QUERY_PREFIX, slateId] as const,
    queryFn: async ({ signal }) =>
      (await http.call(SPORTS_ENDPOINTS.getSlate, { params: { slateId } }, { signal })).data,
    staleTime: 60_000,
  });
}

/** The slates of a player's teams (a handful), each fetched once and cached. */
export function useSlates(slateIds: readonly string[]) {
  const http = useHttpClient();
  return useQueries({
    queries: [...new Set(slateIds)].sort().map((slateId) => slateQueryOptions(http, slateId)),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  });
}
