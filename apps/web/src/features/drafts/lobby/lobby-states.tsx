import { CalendarX, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, EmptyState, Skeleton, SkeletonCards } from '../../../shared/ui/index.ts';

/** Card-shaped placeholders while the contests load. */
export function LobbySkeleton() {
  return (
    <SkeletonCards
      label="Loading contests"
      count={3}
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
      cardClassName="p-4"
    >
      <div className="flex justify-between gap-3">
        <Skeleton className="h-5 w-36" />
        <Skeleton className="h-7 w-20" />
      </div>
      <div className="grid grid-cols-4 gap-2">
        {[0, 1, 2, 3].map((stat) => (
          <Skeleton radius="xl" key={stat} className="h-12" />
        ))}
      </div>
      <Skeleton radius="full" className="h-2 w-full" />
      <Skeleton className="h-8 w-full" />
    </SkeletonCards>
  );
}

/** No open contest for the sport at all: other sports, or pick'em meanwhile. */
export function NoContestsForSport({
  sportLabel,
  otherSportHref,
}: {
  sportLabel: string;
  otherSportHref: string | null;
}) {
  return (
    <EmptyState
      icon={<Trophy aria-hidden="true" />}
      title={`No ${sportLabel} contests open`}
      body="New contests open for every upcoming slate. Try another sport, or play pick’em meanwhile."
      action={
        <>
          {otherSportHref && (
            <Link to={otherSportHref} className={buttonClasses({})}>
              See NFL contests
            </Link>
          )}
          <Link to="/pick-em" className={buttonClasses({ variant: 'secondary' })}>
            Play pick’em
          </Link>
        </>
      }
    />
  );
}

/** The address names a slate with no open contest (locked, or never had any). */
export function NoContestsOnSlate({ nextSlateHref }: { nextSlateHref: string }) {
  return (
    <EmptyState
      icon={<CalendarX aria-hidden="true" />}
      title="No contests on this slate"
      body="Its contests have locked or it never had any. Pick another slate above, or go to the next one open."
      action={
        <Link to={nextSlateHref} className={buttonClasses({})}>
          Next open slate
        </Link>
      }
    />
  );
}
