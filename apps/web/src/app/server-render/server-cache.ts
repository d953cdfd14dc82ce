import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { setPageDrawnAt } from '../../shared/hydration/index.ts';

/** Where the API puts the queries a server-rendered page was drawn from (apps/api platform/web-app/server-render.ts). */
export const SERVER_CACHE_ELEMENT_ID = 'kennel-query-cache';

/** What the server drew a game page from: its queries, and the time it drew it at (epoch ms). */
export type ServerCache = DehydratedState & { drawnAt?: number };

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
      hydrate(queryClient, state as DehydratedState);
      // The live page's hydrating render draws times as the server drew them (ADR 0046).
      const { drawnAt } = state as ServerCache;
      if (typeof drawnAt === 'number') setPageDrawnAt(drawnAt);
    }
  } catch {
    // The page's own queries fetch what it needs.
  }
}
