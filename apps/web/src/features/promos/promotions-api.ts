import { WALLET_ENDPOINTS } from '@kennel/core';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../shared/api/index.ts';

/** `GET /v1/promotions` (public): the active offers with their terms. Same key as the deposit page's. */
export function promotionsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['promotions'] as const,
    queryFn: async ({ signal }) => (await http.call(WALLET_ENDPOINTS.listPromotions, {}, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
