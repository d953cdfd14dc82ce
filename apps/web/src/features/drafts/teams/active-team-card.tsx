import type { BestBallTeam } from '@kennel/core';
import { AlarmClock, ArrowRight, Hourglass, Radio, Users } from 'lucide-react';
import { Link } from 'react-router';
import { BestBallTeamCard, TeamStats } from '../../../shared/best-ball-teams/team-card.tsx';
import { formatPoints } from '../../../shared/best-ball-teams/team-format.ts';
import { TeamRank } from '../../../shared/best-ball-teams/team-rank.tsx';
import { Badge, buttonClasses } from '../../../shared/ui/index.ts';
import { pickText } from '../common/format.ts';
import { PickClock } from './pick-clock.tsx';
import { onTheClock } from './team-phases.ts';

function SeatsFilled({ team }: { team: BestBallTeam }) {
  const seats = team.contest.seats;
  const filled = Math.min(team.draft_size, seats);
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm">
        <span className="font-bold tabular-nums">
          {filled} of {seats}
        </span>{' '}
        seats filled
      </p>
      <div
        role="progressbar"
        aria-label="Seats filled"
        aria-valuemin={0}
        aria-valuemax={seats}
        aria-valuenow={filled}
        className="h-1.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${(filled / seats) * 100}%` }} />
      </div>
    </div>
  );
}

function Drafting({ team, clockOffsetMs }: { team: BestBallTeam; clockOffsetMs: number }) {
  return (
    <div className="relative z-10 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm">
        {team.current_pick !== null && (
          <>Pick {pickText(team.current_pick, team.draft_size || team.contest.seats)} · </>
        )}
        {team.deadline_at ? (
          <PickClock deadlineAt={team.deadline_at} clockOffsetMs={clockOffsetMs} />
        ) : (
          'Starting'
        )}
      </p>
      <Link to={`/draft/${team.draft_id}`} className={buttonClasses({ size: 'sm' })}>
        Go to draft room
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}

function badgeFor(team: BestBallTeam) {
  switch (team.phase) {
    case 'drafting':
      return onTheClock(team) ? (
        <Badge tone="danger" solid icon={<AlarmClock aria-hidden="true" />}>
          On the clock
        </Badge>
      ) : (
        <Badge tone="brand" icon={<Radio aria-hidden="true" />}>
          Drafting
        </Badge>
      );
    case 'filling':
      return <Badge icon={<Users aria-hidden="true" />}>Filling</Badge>;
    case 'pooled':
      return <Badge icon={<Hourglass aria-hidden="true" />}>Waiting</Badge>;
    default:
      return <Badge tone="success">Drafted</Badge>;
  }
}

/** A team on the Active page: what its phase needs (seats, the clock, or points and rank). */
export function ActiveTeamCard({
  team,
  selected,
  clockOffsetMs,
}: {
  team: BestBallTeam;
  selected: boolean;
  /** How far the server's clock is ahead of this device's (the list's `server_now`). */
  clockOffsetMs: number;
}) {
  return (
    <BestBallTeamCard
      team={team}
      badge={badgeFor(team)}
      to={team.draft_id ? `/active/${team.draft_id}` : undefined}
      selected={selected}
    >
      {team.phase === 'pooled' && (
        <p className="text-muted text-sm">
          Your entry is in the pool; a draft starts as soon as {team.contest.seats} players are in it.
        </p>
      )}
      {team.phase === 'filling' && <SeatsFilled team={team} />}
      {team.phase === 'drafting' && <Drafting team={team} clockOffsetMs={clockOffsetMs} />}
      {team.phase === 'drafted' && (
        <TeamStats
          stats={[
            { label: 'Points', value: team.points === null ? '–' : formatPoints(team.points) },
            { label: 'Rank', value: <TeamRank team={team} testId="active-rank" /> },
            { label: 'Players', value: team.roster.length },
          ]}
        />
      )}
    </BestBallTeamCard>
  );
}
