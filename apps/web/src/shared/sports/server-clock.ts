import { useMemo } from 'react';
import { pageDrawnAt, useHydrating } from '../hydration/index.ts';

/** How far the server's clock is ahead of this device's, from a `server_now` just received. */
export function serverClockOffset(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/**
 * The server clock's offset from `server_now`, measured once per new server time. While the page
 * hydrates (ADR 0046) it is measured against the time the server drew the page at, as the server
 * measured it, so both draw a clock of exactly deadline − server_now; then against this device's.
 */
export function useServerClockOffset(serverNow: string | undefined): number {
  const hydrating = useHydrating();
  return useMemo(
    () => (serverNow ? serverClockOffset(serverNow, hydrating ? pageDrawnAt() : Date.now()) : 0),
    [serverNow, hydrating],
  );
}
