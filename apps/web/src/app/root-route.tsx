import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { useReferringLinkCapture } from '../features/accounts/referral/referring-link.ts';
import { PageSkeleton } from './layouts/page-skeleton.tsx';

/**
 * Where a page's scroll is kept. A document's first page always has the key "default", so by key a
 * page opened anew (a link from an email, a typed address) took the scroll of the tab's last page;
 * by its address it starts at its top, and a reload still keeps the player where they were.
 */
export const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

export function RootRoute() {
  useReferringLinkCapture();
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** Shown while the first page's code loads, before any layout can render. */
export function AppLoading() {
  return (
    <div data-layout="loading" className="flex min-h-dvh flex-col">
      <div className="h-16 border-border border-b bg-bg" />
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <PageSkeleton />
      </div>
    </div>
  );
}
