import type { PickemBoard, PickemBoardQuery, PickemEntry, PickemEntryStatus, SportId } from '@kennel/core';
import { PICKEM_BOARD_PAGE_LINES } from '@kennel/core/contracts/pickem-topic';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from './http-client.ts';
import { pickemContract } from './pickem-contract.ts';

// Not in index.ts: the pick'em, live and results pages load lazily and share these keys, so a
// submitted, cancelled or settled entry refreshes every page that shows it. The contract (zod, about
// 25 KB gzipped) loads with the first call, not with the page (pickem-contract.ts): the board's first
// screen is drawn from the server's page or its preloaded answer, which `call` takes once loaded.

export interface PickemEntriesFilter {
  status?: PickemEntryStatus;
  sport?: SportId;
  slate?: string;
}

export const pickemQueryKeys = {
  all: ['pickem'] as const,
  /** Board pushes on `pickem:<sport>` write into these. */
  board: (query: PickemBoardQuery) => ['pickem', 'board', query] as const,
  entries: ['pickem', 'entries'] as const,
  entryList: (filter: PickemEntriesFilter) => ['pickem', 'entries', 'list', filter] as const,
  entry: (entryId: string) => ['pickem', 'entries', 'one', entryId] as const,
  averageResults: ['pickem', 'average-results'] as const,
};

/** `GET /v1/pickem/board`: open lines of one kind and timing, for one sport or all. */
export function pickemBoardQueryOptions(http: HttpClient, query: PickemBoardQuery) {
  return queryOptions({
    queryKey: pickemQueryKeys.board(query),
    queryFn: async ({ signal }): Promise<PickemBoard> =>
      http.call((await pickemContract()).PICKEM_ENDPOINTS.pickemBoard, { query }, { signal }),
    staleTime: 15_000,
  });
}

/**
 * `GET /v1/pickem/board` a page at a time: the first answer holds the first screen's lines and the
 * board's counts; the next page is asked for as the player scrolls (or searches).
 */
export function pickemBoardPagesQueryOptions(
  http: HttpClient,
  query: Omit<PickemBoardQuery, 'limit' | 'cursor'>,
) {
  const paged: PickemBoardQuery = { ...query, limit: PICKEM_BOARD_PAGE_LINES };
  return infiniteQueryOptions({
    queryKey: pickemQueryKeys.board(paged),
    queryFn: async ({ pageParam, signal }): Promise<PickemBoard> =>
      http.call(
        (await pickemContract()).PICKEM_ENDPOINTS.pickemBoard,
        { query: pageParam === null ? paged : { ...paged, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    staleTime: 15_000,
  });
}

/** `GET /v1/pickem/entries`: the player's entries, newest first (the first page). */
export function pickemEntriesQueryOptions(http: HttpClient, filter: PickemEntriesFilter) {
  return queryOptions({
    queryKey: pickemQueryKeys.entryList(filter),
    queryFn: async ({ signal }) =>
      http.call((await pickemContract()).PICKEM_ENDPOINTS.pickemEntries, { query: filter }, { signal }),
  });
}

/** `GET /v1/pickem/entries/:entryId`. */
export function pickemEntryQueryOptions(http: HttpClient, entryId: string) {
  return queryOptions({
    queryKey: pickemQueryKeys.entry(entryId),
    queryFn: async ({ signal }): Promise<PickemEntry> =>
      http.call((await pickemContract()).PICKEM_ENDPOINTS.pickemEntry, { params: { entryId } }, { signal }),
  });
}

/** `GET /v1/pickem/average-results`: how often entries win, by type and size. */
export function pickemAverageResultsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: pickemQueryKeys.averageResults,
    queryFn: async ({ signal }) =>
      http.call((await pickemContract()).PICKEM_ENDPOINTS.pickemAverageResults, {}, { signal }),
    staleTime: 60_000,
  });
}
