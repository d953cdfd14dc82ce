import { RotateCw, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../shared/monitoring/index.ts';
import { Button, EmptyState } from '../shared/ui/index.ts';
import { ErrorScreen } from './error-screen/error-screen.tsx';
import { PageSkeleton } from './layouts/page-skeleton.tsx';

const NotFoundPage = lazy(async () => ({
  default: (await import('../features/content/not-found-page.tsx')).NotFoundPage,
}));

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** A page that failed inside a layout: not-found for 404s, otherwise a reload prompt; the layout stays. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    if (!isNotFound(error)) reportError(error, { where: 'route' });
  }, [error]);
  if (isNotFound(error)) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  // A new deployment removes old code chunks; reloading fetches the current ones.
  return (
    <EmptyState
      icon={<TriangleAlert aria-hidden="true" />}
      title="This page could not load"
      body={error instanceof Error ? error.message : 'Something went wrong while opening this page.'}
      action={
        <Button icon={<RotateCw aria-hidden="true" />} onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}

/** A failure above every layout: the start-up error screen is the only safe thing left to show. */
export function RootError() {
  const error = useRouteError();
  useEffect(() => reportError(error, { where: 'root' }), [error]);
  return <ErrorScreen error={error} />;
}
