import type { BestBallTeam } from '@kennel/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn, Money } from '../ui/index.ts';
import { leagueName, speedLabel } from './team-format.ts';

export type TeamStat = { label: string; value: ReactNode; testId?: string };

/** Figures in a row (points, rank, prize...), as a description list so each keeps its label. */
export function TeamStats({ stats }: { stats: readonly TeamStat[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.25fr)] gap-2">
      {stats.map((stat) => (
        <div key={stat.label} className="flex min-w-0 flex-col rounded-xl bg-surface-2 px-2.5 py-2 sm:px-3">
          <dt className="truncate font-semibold text-[11px] text-muted uppercase tracking-wide">
            {stat.label}
          </dt>
          {/* Wraps rather than cut ("Not started" is wider than a phone's third of a card). */}
          <dd
            data-testid={stat.testId}
            data-team-stat
            className="font-bold text-[15px] leading-snug tabular-nums sm:text-base"
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export type BestBallTeamCardProps = {
  team: BestBallTeam;
  /** The phase or result, top right. */
  badge?: ReactNode;
  /** Makes the contest name a link (to the team's own view). */
  to?: string;
  selected?: boolean;
  children?: ReactNode;
};

/** One best ball team (a contest entry): its contest, sport and speed, then what the page adds. */
export function BestBallTeamCard({ team, badge, to, selected = false, children }: BestBallTeamCardProps) {
  const headingId = `team-${team.entry_id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="best-ball-team"
      data-phase={team.phase}
      className={cn(
        'relative flex flex-col gap-3 rounded-2xl border bg-surface p-4 shadow-card',
        selected ? 'border-brand ring-2 ring-brand/30' : 'border-border',
        to && 'transition-colors hover:border-border-strong',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 id={headingId} className="font-bold text-base leading-snug tracking-tight">
            {to ? (
              <Link
                to={to}
                aria-current={selected ? 'page' : undefined}
                className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:ring-2 focus-visible:ring-focus"
              >
                {team.contest.name}
              </Link>
            ) : (
              team.contest.name
            )}
          </h3>
          <p className="text-muted text-xs">
            {leagueName(team)} · {speedLabel(team.contest.speed)} ·{' '}
            <Money cents={team.contest.entry_fee_cents} wholeDollars /> entry
          </p>
        </div>
        {badge && <div className="relative z-10 shrink-0">{badge}</div>}
      </div>
      {children}
    </article>
  );
}
