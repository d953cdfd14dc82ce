import { Outlet } from 'react-router';
import { navigationState, useRouteHandle } from '../route-handle.ts';
import { AppHeader } from './app-header.tsx';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** The signed-in app: top bar with navigation, balance and account menu; bottom tabs on phones. */
export function MainLayout() {
  const nav = navigationState(useRouteHandle());
  return (
    <div data-layout="main" data-nav={nav} className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader navigation={nav} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
      <SiteFooter compact className={nav === 'visible' ? 'pb-tab-bar' : undefined} />
      {nav === 'visible' && <BottomTabBar />}
    </div>
  );
}
