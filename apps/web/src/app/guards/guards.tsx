import { DEFAULT_LOBBY_PATH } from '@kennel/core';
import { RotateCw, WifiOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeRedirectPath, useSession } from '../../shared/session/index.ts';
import { Button, EmptyState } from '../../shared/ui/index.ts';
import { PageSkeleton } from '../layouts/page-skeleton.tsx';

/** Where a guest goes from an authenticated page: log in, then come back to the same address. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`;
}

// Loaded only for the rare user whose accepted terms are out of date.
const TermsUpdateStep = lazy(async () => ({
  default: (await import('../../features/accounts/terms/terms-update-step.tsx')).TermsUpdateStep,
}));

/**
 * Authenticated pages: guests go to log in with the address to come back to; a user whose terms
 * changed accepts the new ones first.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  switch (session.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'guest':
      return <Navigate replace to={loginPathFor(location)} />;
    case 'unknown':
      return (
        <EmptyState
          icon={<WifiOff aria-hidden="true" />}
          title="We could not check that you are logged in"
          body={session.error.message}
          action={
            <Button icon={<RotateCw aria-hidden="true" />} onClick={session.retry}>
              Try again
            </Button>
          }
        />
      );
    default:
      return session.termsAcceptanceRequired ? (
        <Suspense fallback={<PageSkeleton />}>
          <TermsUpdateStep />
        </Suspense>
      ) : (
        <Outlet />
      );
  }
}

function RedirectSignedIn() {
  const session = useSession();
  const [search] = useSearchParams();
  if (session.status === 'loading') return <PageSkeleton />;
  // A guest sent to log in from an authenticated page goes back there once signed in.
  const landing = safeRedirectPath(search.get('redirect')) ?? DEFAULT_LOBBY_PATH;
  if (session.status === 'signed-in') return <Navigate replace to={landing} />;
  return <Outlet />; // guests, and anyone while the session cannot be checked, may see these pages
}

/**
 * Guest-only pages whose emailed link (`?token=`) must work for whoever opens it, signed in or not:
 * a password reset, or confirming a new device from a browser already signed in.
 */
const EMAIL_LINK_PAGES: readonly string[] = ['/forgot-password', '/login-confirmation'];

/** Guest-only pages (home, log in, register...): a signed-in user goes to the lobby, except on an emailed link. */
export function GuestOnly() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  if (EMAIL_LINK_PAGES.includes(pathname) && search.has('token')) return <Outlet />;
  return <RedirectSignedIn />;
}

/** `/account-unblocked`: a signed-in user has nothing to do there and is sent to the lobby. */
export function SignedInAway() {
  return <RedirectSignedIn />;
}
