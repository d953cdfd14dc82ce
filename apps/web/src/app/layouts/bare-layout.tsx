import { Outlet } from 'react-router';

/** Mobile-app webviews: the page alone, no header, footer or navigation. */
export function BareLayout() {
  return (
    <div data-layout="bare" data-nav="hidden" className="min-h-dvh">
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-5">
        <Outlet />
      </main>
    </div>
  );
}
