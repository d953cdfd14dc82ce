import { Outlet } from 'react-router';
import { navigationState, useRouteHandle } from '../route-handle.ts';
import { AppHeader } from './app-header.tsx';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** A centred narrow column for forms (verification, tax); navigation can be hidden. */
export function NarrowLayout() {
  const handle = useRouteHandle();
  const nav = navigationState(handle);
  return (
    <div data-layout="narrow" data-nav={nav} className="flex min-h-dvh flex-col">
      <SkipLink />
      {!handle.webview && <AppHeader navigation={nav} />}
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-8 sm:py-10">
        <Outlet />
      </main>
      {!handle.webview && <SiteFooter compact className={nav === 'visible' ? 'pb-tab-bar' : undefined} />}
      {nav === 'visible' && <BottomTabBar />}
    </div>
  );
}
