import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses, EmptyState, SkeletonText } from '../ui/index.ts';
import { useSession } from './use-session.ts';

/**
 * For webview pages outside the signed-in guard (`/m/credit-card-deposit`, `/m/transaction-history`, `/m/tax`):
 * the app opens them with its session; anyone else is asked to log in and comes back here.
 */
export function SignedInOnly({ children, what }: { children: ReactNode; what: string }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <SkeletonText lines={4} />;
  if (session.status === 'signed-in') return children;
  const back = new URLSearchParams({ redirect: `${location.pathname}${location.search}` });
  return (
    <EmptyState
      icon={<LogIn aria-hidden="true" />}
      title={`Log in to ${what}`}
      body="Your session has ended or you are not logged in on this device."
      action={
        <Link to={`/login?${back}`} className={buttonClasses()}>
          Log in
        </Link>
      }
    />
  );
}
