import { formatLongDate } from '@kennel/core';
import { HeartHandshake, LifeBuoy, LogIn } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { buttonClasses, EmptyState, PageHeader, SkeletonText } from '../../../shared/ui/index.ts';
import { LIMIT_GROUPS, type LimitGroupSegment, LimitsScreen } from './limits-screen.tsx';

const WEBVIEW_PATH = '/m/responsible-gaming-limits';

function groupOf(segment: string | undefined): LimitGroupSegment | undefined {
  return LIMIT_GROUPS.find((group) => group.segment === segment)?.segment;
}

/** The webview opens with the app's session; anyone else is asked to log in and comes back here. */
function SignedInHere({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <SkeletonText lines={6} />;
  if (session.status === 'signed-in') return children;
  const back = new URLSearchParams({ redirect: `${location.pathname}${location.search}` });
  return (
    <EmptyState
      icon={<LogIn aria-hidden="true" />}
      title="Log in to see your limits"
      body="Your session has ended or you are not logged in on this device."
      action={
        <Link to={`/login?${back}`} className={buttonClasses()}>
          Log in
        </Link>
      }
    />
  );
}

/** After self-exclusion every session has ended: what happened, and where help is. */
export function SelfExcludedPage() {
  useDocumentTitle('You have excluded yourself');
  const [search] = useSearchParams();
  const until = search.get('until');
  return (
    <div data-page="self-excluded" className="flex flex-col gap-6 py-6">
      <EmptyState
        titleLevel="h1"
        icon={<HeartHandshake aria-hidden="true" />}
        title="You have excluded yourself"
        body={
          <>
            {until
              ? `You cannot deposit, enter, draft or bet on Kennel until ${formatLongDate(until)}.`
              : 'Your exclusion is permanent: you cannot deposit, enter, draft or bet on Kennel again.'}{' '}
            You have been logged out everywhere, and entries and bets on events that had not started are
            refunded. You can still log in to withdraw your balance and see your history.
          </>
        }
        action={
          <Link to="/m/responsible-gaming-resources" className={buttonClasses({ variant: 'secondary' })}>
            <LifeBuoy aria-hidden="true" />
            Free, confidential help
          </Link>
        }
      />
      <p className="text-center text-muted text-sm">
        Call 1-800-GAMBLER any time, day or night, if you want to talk to someone.
      </p>
    </div>
  );
}

/** `/m/responsible-gaming-limits/*`: every limit, time-out and self-exclusion; a sub-address shows one group. */
export function ResponsibleGamingLimitsPage() {
  const { '*': rest } = useParams();
  const segment = rest?.split('/')[0];
  const only = groupOf(segment);
  const title = only ? LIMIT_GROUPS.find((group) => group.segment === only)!.title : 'Your limits';
  useDocumentTitle(segment === 'excluded' ? 'You have excluded yourself' : title);
  if (segment === 'excluded') return <SelfExcludedPage />;
  return (
    <div data-page="responsible-gaming-limits" className="flex flex-col">
      <PageHeader
        eyebrow="Responsible gaming"
        title={title}
        subtitle="Decide how much you deposit and spend, and take a break whenever you need one."
      />
      <SignedInHere>
        <LimitsScreen only={only} allPath={WEBVIEW_PATH} />
      </SignedInHere>
    </div>
  );
}

/** `/account/responsible-gaming`: the same tools inside the account area. */
export function LimitsAccountSection() {
  return <LimitsScreen allPath="/account/responsible-gaming" />;
}
