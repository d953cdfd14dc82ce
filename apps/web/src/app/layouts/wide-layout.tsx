import { Outlet } from 'react-router';
import { navigationState, useRouteHandle } from '../route-handle.ts';
import { PublicHeader } from './public-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** A wide column with the full footer (responsible gaming resources); webviews drop header and footer. */
export function WideLayout() {
  const handle = useRouteHandle();
  return (
    <div data-layout="wide" data-nav={navigationState(handle)} className="flex min-h-dvh flex-col">
      <SkipLink />
      {!handle.webview && <PublicHeader />}
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-8 sm:py-12">
        <Outlet />
      </main>
      {!handle.webview && <SiteFooter />}
    </div>
  );
}
