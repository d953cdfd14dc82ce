import { type BetHistoryState, SPORTSBOOK_ENDPOINTS } from '@kennel/core';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HttpClient } from './http-client.ts';

// Not in index.ts: the contract brings zod, which the app shell's first download must not carry
// (ADR 0014). The bet history loads lazily.

export const sportsbookQueryKeys = {
  bets: ['sportsbook', 'bets'] as const,
  betList: (state: BetHistoryState) => ['sportsbook', 'bets', state] as const,
};

/** The player's bets in a history tab, page by page (the cursor is the last bet of a page). */
export function betHistoryQueryOptions(http: HttpClient, state: BetHistoryState) {
  return infiniteQueryOptions({
    queryKey: sportsbookQueryKeys.betList(state),
    queryFn: ({ signal, pageParam }) =>
      http.call(
        SPORTSBOOK_ENDPOINTS.sportsbookBets,
        { query: { state, limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}
