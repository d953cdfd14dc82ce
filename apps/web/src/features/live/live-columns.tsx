import type { ReactNode } from 'react';

function Column({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h2 id={id} className="flex items-center gap-2 font-bold text-lg tracking-tight">
        {title}
        <span className="rounded-full bg-surface-2 px-2 font-semibold text-muted text-xs leading-6">
          {count}
        </span>
      </h2>
      {children}
    </section>
  );
}

function NoneYet({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-border border-dashed px-4 py-6 text-center text-muted text-sm">
      {text}
    </p>
  );
}

export interface LiveColumnsProps {
  /** Starts each column's heading id (`<idPrefix>-live`, `<idPrefix>-upcoming`), unique on the page. */
  idPrefix: string;
  /** The cards of what is in play now, keyed. */
  live: ReactNode[];
  /** The cards of what has not started yet, keyed. */
  upcoming: ReactNode[];
  /** Said in the Live column while nothing has started. */
  noneLive: string;
  /** Said in the Upcoming column once everything is under way. */
  noneUpcoming: string;
}

/** What the player has in play, side by side on wide screens: Live, then Upcoming, each with its count. */
export function LiveColumns({ idPrefix, live, upcoming, noneLive, noneUpcoming }: LiveColumnsProps) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <Column id={`${idPrefix}-live`} title="Live" count={live.length}>
        {live.length === 0 ? <NoneYet text={noneLive} /> : live}
      </Column>
      <Column id={`${idPrefix}-upcoming`} title="Upcoming" count={upcoming.length}>
        {upcoming.length === 0 ? <NoneYet text={noneUpcoming} /> : upcoming}
      </Column>
    </div>
  );
}
