import { Outlet, ScrollRestoration } from 'react-router';
import { useReferringLinkCapture } from '../features/accounts/referral/referring-link.ts';
import { PageSkeleton } from './layouts/page-skeleton.tsx';

export function RootRoute() {
  useReferringLinkCapture();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
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
