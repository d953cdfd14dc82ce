import { useMemo } from 'react';
import { pageDrawnAt, useHydrating } from '../hydration/index.ts';

/** How far the server's clock is ahead of this device's, from a `server_now` received at `receivedAt`. */
export function serverClockOffset(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/**
 * The server clock's offset from `server_now`, measured against when that answer arrived on this
 * device (`receivedAt`: the query's `dataUpdatedAt`), never against the time of the render: an answer
 * read from the cache a minute and a half later (another page asked first) would otherwise put the
 * server's clock a minute and a half behind. While the page hydrates (ADR 0046) it is measured against
 * the time the server drew the page at, as the server measured it, so both draw a clock of exactly
 * deadline − server_now.
 */
export function useServerClockOffset(serverNow: string | undefined, receivedAt: number | undefined): number {
  const hydrating = useHydrating();
  return useMemo(() => {
    if (!serverNow) return 0;
    if (hydrating) return serverClockOffset(serverNow, pageDrawnAt());
    return serverClockOffset(serverNow, receivedAt ? receivedAt : Date.now());
  }, [serverNow, receivedAt, hydrating]);
}
