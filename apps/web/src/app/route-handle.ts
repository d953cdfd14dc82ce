import { useMatches } from 'react-router';

/** What a route can say about the chrome around it. */
export interface RouteHandle {
  /** Keeps only the logo and the balance in the top bar (seed: "navigation hidden"). */
  hideNavigation?: boolean;
  /** A mobile-app webview: no header, no navigation. */
  webview?: boolean;
}

/** The handles of every matched route merged, deepest last, so a page can switch its layout's chrome. */
export function useRouteHandle(): RouteHandle {
  return Object.assign({}, ...useMatches().map((match) => (match.handle ?? {}) as RouteHandle));
}

/** Whether the header's navigation shows: hidden on "navigation hidden" pages and in webviews. */
export function navigationState(handle: RouteHandle): 'visible' | 'hidden' {
  return handle.hideNavigation || handle.webview ? 'hidden' : 'visible';
}
