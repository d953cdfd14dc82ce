import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { setPageDrawnAt } from '../../shared/hydration/index.ts';

/** Where the API puts the queries a server-rendered page was drawn from (apps/api platform/web-app/server-render.ts). */
export const SERVER_CACHE_ELEMENT_ID = 'kennel-query-cache';

// The web build this code is from: the build defines it (build/server-render.ts) in the browser's
// code and in the server's renderer alike; in development and tests both are `development`.
declare const __KENNEL_BUILD__: string | undefined;
export const WEB_BUILD: string = typeof __KENNEL_BUILD__ === 'string' ? __KENNEL_BUILD__ : 'development';

/**
 * What the server drew a game page from: the build of the renderer that drew it (first, so the
 * browser reads it without parsing the block), its queries, and the time it drew it at (epoch ms).
 */
export type ServerCache = { build?: string } & DehydratedState & { drawnAt?: number };

/**
 * The build of the renderer that drew this page, null on a page the server did not draw (no cache
 * block), `unknown` for a renderer older than the field. The API keeps the renderer it started with
 * while the web is rebuilt (ADR 0043): a page that renderer drew may not be what this code draws.
 */
export function serverCacheBuild(doc: Document = document): string | null {
  const element = doc.getElementById(SERVER_CACHE_ELEMENT_ID);
  if (!element) return null;
  const build = /^\{"build":("(?:[^"\\]|\\.)*")/.exec((element.textContent ?? '').slice(0, 200))?.[1];
  return build ? (JSON.parse(build) as string) : 'unknown';
}

/** Whether the browser took this page from its cache (Back, a restored tab), not from the server. */
function fromBrowserCache(navigation: PerformanceNavigationTiming): boolean {
  if (typeof navigation.transferSize === 'number') {
    return navigation.transferSize === 0 && navigation.decodedBodySize > 0;
  }
  return navigation.type === 'back_forward';
}

/**
 * When this page's HTML began to arrive from the server, on this device's clock (now, where the
 * browser does not say); null when the browser took it from its cache: then it was drawn at some
 * unknown earlier time, not just before it arrived.
 */
function pageArrivedAt(): number | null {
  const [entry] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  if (!entry) return Date.now();
  const navigation = entry as PerformanceNavigationTiming;
  if (fromBrowserCache(navigation)) return null;
  // How long ago, on the monotonic clock: the device's clock may have been set since.
  const ago = performance.now() - navigation.responseStart;
  return Date.now() - Math.max(0, ago);
}

/**
 * The server's queries as if fetched by this device when the page arrived: their `dataUpdatedAt`
 * is the server's clock, so a page measuring the server clock's offset against it (`server_now`
 * at `dataUpdatedAt`, useServerClockOffset) would find 0 on a phone whose clock is off, and count
 * down on the phone's clock until a refetch; and how stale they are would be judged by it too.
 * A page from the browser's cache was drawn at an unknown time: its queries are marked invalid, so
 * each is asked again as it mounts, whatever this device's clock says.
 */
function onThisDevicesClock(state: ServerCache): DehydratedState {
  if (typeof state.drawnAt !== 'number') return state;
  const arrivedAt = pageArrivedAt();
  if (arrivedAt === null) {
    return {
      ...state,
      queries: state.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })),
    };
  }
  const shift = arrivedAt - state.drawnAt;
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.dataUpdatedAt > 0
        ? { ...query, state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt + shift } }
        : query,
    ),
  };
}

/**
 * Puts the queries the server drew the page from into the cache, so the live page's first render
 * draws what the server drew (the page is hydrated with no loading state in between), and removes
 * the data block. A page without one (not server-rendered, or a broken block) changes nothing.
 */
export function hydrateServerCache(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SERVER_CACHE_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    if (
      typeof state === 'object' &&
      state !== null &&
      Array.isArray((state as { queries?: unknown }).queries)
    ) {
      const { drawnAt } = state as ServerCache;
      hydrate(queryClient, onThisDevicesClock(state as ServerCache));
      // The live page's hydrating render draws times as the server drew them (ADR 0046).
      if (typeof drawnAt === 'number') setPageDrawnAt(drawnAt);
    }
  } catch {
    // The page's own queries fetch what it needs.
  }
}
