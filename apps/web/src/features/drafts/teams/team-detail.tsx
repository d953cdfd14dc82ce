import type { BestBallTeam } from '@kennel/core';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type TeamStat, TeamStats } from '../../../shared/best-ball-teams/team-card.tsx';
import { formatPoints, leagueName, speedLabel } from '../../../shared/best-ball-teams/team-format.ts';
import { TeamRank } from '../../../shared/best-ball-teams/team-rank.tsx';
import { Card, Money } from '../../../shared/ui/index.ts';
import { PeriodLineups } from './period-lineups.tsx';
import { PrizeBreakdown } from './prize-breakdown.tsx';
import { RosterByPosition } from './roster-by-position.tsx';

export type TeamDetailProps = {
  team: BestBallTeam;
  /** The list this view was opened from: phones show the team on its own, with a way back. */
  back: { to: string; label: string };
  /** The third figure (prize, seat...), after points and rank. */
  extra: TeamStat;
  actions?: ReactNode;
};

/** One team: its points and rank, each period's best ball lineup, and the roster by position. */
export function TeamDetail({ team, back, extra, actions }: TeamDetailProps) {
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-5" aria-labelledby="team-detail-title" role="region">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 self-start font-semibold text-brand text-sm lg:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <div className="flex flex-col gap-1">
        <h2 id="team-detail-title" className="font-bold text-xl tracking-tight">
          {team.contest.name}
        </h2>
        <p className="text-muted text-sm">
          {leagueName(team)} · {speedLabel(team.contest.speed)} ·{' '}
          <Money cents={team.contest.entry_fee_cents} wholeDollars /> entry
          {team.seat !== null && ` · Seat ${team.seat}`}
        </p>
      </div>
      <TeamStats
        stats={[
          {
            label: 'Points',
            value: team.points === null ? '–' : formatPoints(team.points),
            testId: 'team-points',
          },
          { label: 'Rank', value: <TeamRank team={team} testId="team-rank" /> },
          extra,
        ]}
      />
      {actions}
      <PrizeBreakdown team={team} />
      <section aria-labelledby="team-lineups" className="flex flex-col gap-2">
        <h3 id="team-lineups" className="font-bold text-base">
          Lineups by period
        </h3>
        <PeriodLineups team={team} />
      </section>
      <section aria-labelledby="team-roster" className="flex flex-col gap-2">
        <h3 id="team-roster" className="font-bold text-base">
          Roster
        </h3>
        <RosterByPosition team={team} />
      </section>
    </Card>
  );
}
