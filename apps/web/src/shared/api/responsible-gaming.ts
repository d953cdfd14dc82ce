import { type LimitWire, RESPONSIBLE_GAMING_ENDPOINTS, type ResponsibleGamingWire } from '@kennel/core';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from './http-client.ts';

// Not in index.ts: the contract brings zod, which the app shell's first download must not carry
// (ADR 0014). The limits pages and the deposit page (both lazily loaded) import this module.

/** The limits pages, the deposit page and the dashboard share this cache entry. */
export const responsibleGamingQueryKey = ['responsible-gaming'] as const;

/** `GET /v1/responsible-gaming`: every limit with what it leaves now, and any time-out or exclusion. */
export function responsibleGamingQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: responsibleGamingQueryKey,
    queryFn: async ({ signal }): Promise<ResponsibleGamingWire> =>
      (await http.call(RESPONSIBLE_GAMING_ENDPOINTS.getResponsibleGaming, {}, { signal })).data,
  });
}

/** The deposit limits that are set, shortest window first. */
export function depositLimitsInForce(state: ResponsibleGamingWire | undefined): LimitWire[] {
  return (state?.limits ?? []).filter((limit) => limit.kind === 'deposit' && limit.amount_cents !== null);
}

/** The most a deposit can be now under every deposit limit; null when no deposit limit is set. */
export function depositRoomCents(state: ResponsibleGamingWire | undefined): number | null {
  const left = depositLimitsInForce(state).map((limit) => limit.remaining_cents ?? limit.amount_cents ?? 0);
  return left.length === 0 ? null : Math.min(...left);
}
