import { formatDateTime, type RestrictionWire } from '@kennel/core';
import { PauseCircle } from 'lucide-react';

/** The time-out or exclusion in force, first thing on the screen, with when it ends. */
export function RestrictionBanner({ restriction }: { restriction: RestrictionWire }) {
  const timeOut = restriction.kind === 'time_out';
  const title = timeOut ? "You're on a break" : "You've excluded yourself";
  const end =
    restriction.ends_at === null
      ? 'Your exclusion is permanent.'
      : `It ends ${formatDateTime(restriction.ends_at)}.`;
  return (
    <section
      data-testid="restriction"
      aria-label={title}
      className="flex items-start gap-3 rounded-2xl border border-warning/40 bg-warning/10 p-4 sm:p-5"
    >
      <PauseCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning" />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="font-bold text-base text-text">{title}</h2>
        <p className="text-pretty text-sm text-text/85">
          {end} Until then you cannot deposit, enter, draft or bet. You can still withdraw and see your
          history.
        </p>
      </div>
    </section>
  );
}
