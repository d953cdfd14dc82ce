import { type DataRouter, matchRoutes, type RouteObject } from 'react-router';
import { sessionQueryOptions } from '../../shared/api/index.ts';
import type { CriticalServices } from '../startup/build-critical-services.ts';

/** The build wrote this page's HTML (apps/web/build/prerender.ts), so it is on screen before any script. */
export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute('data-prerendered');
}

/** Loads the lazy modules of the routes matching `pathname` and puts them in place, as the router would. */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * What the app needs to draw a prerendered page at once, with no loading state in between: the
 * route's code and the session (asked for at start-up). Until then the prerendered HTML stays.
 */
export async function readyToReplacePrerenderedPage(
  routes: RouteObject[],
  pathname: string,
  services: CriticalServices,
): Promise<void> {
  await Promise.all([
    loadMatchedRoutes(routes, pathname),
    services.queryClient.prefetchQuery(sessionQueryOptions(services.http)),
  ]);
}

/** The router once its first navigation (lazy routes, loaders) is done, so its first render is the page. */
export function initializedRouter(router: DataRouter): Promise<DataRouter> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve(router);
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  });
}
