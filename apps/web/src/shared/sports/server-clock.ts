import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { serverTimeOffsetMs, subscribeServerTime } from '../clock/index.ts';
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

const ServerClockContext = createContext<number | null>(null);

/**
 * Around a page whose answer says the server's time (`useServerClockOffset`): every time drawn inside
 * it (`useNow`: "in 12 min", "Entries close in 5 min", a pick clock) is the server's, not this device's.
 */
export function ServerClock({ offsetMs, children }: { offsetMs: number; children: ReactNode }) {
  return createElement(ServerClockContext.Provider, { value: offsetMs }, children);
}

const noOffset = () => 0;

/**
 * The server clock's offset (ms): the page's own inside a `ServerClock`, else the one the app learned
 * from the API's answers (shared/clock). While a server-drawn page hydrates, 0 outside a
 * `ServerClock`: the server drew it by its own clock, and the browser's first render must match.
 */
export function useServerClock(): number {
  const scoped = useContext(ServerClockContext);
  const learned = useSyncExternalStore(subscribeServerTime, serverTimeOffsetMs, noOffset);
  const hydrating = useHydrating();
  if (scoped !== null) return scoped;
  return hydrating ? 0 : learned;
}

/**
 * Writes into one cached answer without moving its `dataUpdatedAt`: an answer's server time
 * (`server_now`, `as_of`) was measured against the moment it arrived (useServerClockOffset), and a
 * patch from a push or a mutation (a fill count, a moved line, the autopick) changes neither. Moved,
 * it would put the server's clock behind by the time since the answer: a slow draft's clock hours long.
 */
export function patchKeepingServerTime<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T | undefined) => T | undefined,
): void {
  const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt;
  queryClient.setQueryData<T>(queryKey, update, updatedAt ? { updatedAt } : undefined);
}
