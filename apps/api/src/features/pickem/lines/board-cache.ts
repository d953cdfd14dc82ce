import type { PickemBoardQuery } from '@kennel/core';
import type { BoardPage } from './read-lines.ts';

/** How long one read of a board answers the same query: open boards get changes over the socket. */
export const BOARD_CACHE_MS = 1_000;

/**
 * The board is the same for everyone, so requests for the same query within a second (by the
 * app's clock) share one read, and any line change made here or heard on the bus drops them all.
 */
export function createBoardCache(read: (query: PickemBoardQuery, now: Date) => Promise<BoardPage>) {
  const reads = new Map<string, Promise<BoardPage>>();
  return {
    get(query: PickemBoardQuery, now: Date): Promise<BoardPage> {
      const { kind, timing, sport, game, props, limit, cursor } = query;
      const key = `${Math.floor(now.getTime() / BOARD_CACHE_MS)} ${JSON.stringify([kind, timing, sport, game, props, limit, cursor])}`;
      const cached = reads.get(key);
      if (cached) return cached;
      // Older windows are of no use once a new one starts.
      if (reads.size > 100) reads.clear();
      const fresh = read(query, now);
      reads.set(key, fresh);
      // A failed read is not kept: the next request tries again.
      fresh.catch(() => reads.delete(key));
      return fresh;
    },
    clear() {
      reads.clear();
    },
  };
}

export type BoardCache = ReturnType<typeof createBoardCache>;
