import type { BestBallTeam } from '@kennel/core';
import { Medal } from 'lucide-react';
import { BestBallTeamCard, TeamStats } from '../../../shared/best-ball-teams/team-card.tsx';
import { formatPoints, ordinal, rankText } from '../../../shared/best-ball-teams/team-format.ts';
import { Badge, Money } from '../../../shared/ui/index.ts';

/** What a finished team won: "Settling…" until its contest pays prizes, then the amount. */
export function PrizeValue({ team }: { team: BestBallTeam }) {
  if (team.prize_cents === null) return <span className="text-muted">Settling…</span>;
  if (team.prize_cents === 0) return <span className="text-muted">No prize</span>;
  return <Money cents={team.prize_cents} className="text-success" />;
}

export const prizeStat = (team: BestBallTeam) => ({
  label: 'Prize',
  value: <PrizeValue team={team} />,
  testId: 'team-prize',
});

export function FinalRankBadge({ team }: { team: BestBallTeam }) {
  if (team.rank === null) return null;
  return (
    <Badge
      tone={team.rank === 1 ? 'accent' : 'neutral'}
      icon={team.rank <= 3 ? <Medal aria-hidden="true" /> : undefined}
    >
      {ordinal(team.rank)}
    </Badge>
  );
}

/** A finished team in a list: final points, rank in its draft and prize. */
export function CompletedTeamCard({
  team,
  to,
  selected,
}: {
  team: BestBallTeam;
  to: string;
  selected: boolean;
}) {
  return (
    <BestBallTeamCard team={team} badge={<FinalRankBadge team={team} />} to={to} selected={selected}>
      <TeamStats
        stats={[
          { label: 'Points', value: team.points === null ? '–' : formatPoints(team.points) },
          { label: 'Rank', value: rankText(team) ?? '–' },
          prizeStat(team),
        ]}
      />
    </BestBallTeamCard>
  );
}
