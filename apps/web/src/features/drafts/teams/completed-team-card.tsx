import type { BestBallTeam } from '@kennel/core';
import { BestBallTeamCard, TeamStats } from '../../../shared/best-ball-teams/team-card.tsx';
import { formatPoints } from '../../../shared/best-ball-teams/team-format.ts';
import { TeamRank } from '../../../shared/best-ball-teams/team-rank.tsx';
import { FinalRankBadge, prizeStat } from '../../../shared/best-ball-teams/team-result.tsx';

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
          { label: 'Rank', value: <TeamRank team={team} testId="completed-rank" /> },
          prizeStat(team),
        ]}
      />
    </BestBallTeamCard>
  );
}
