import { Outlet } from 'react-router';
import { PublicHeader } from './public-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** Public and guest pages: logo, Log in / Sign up (or Go to lobby), and the full footer. */
export function PublicLayout() {
  return (
    <div data-layout="public" data-nav="visible" className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
