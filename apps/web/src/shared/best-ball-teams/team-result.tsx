import type { BestBallTeam } from '@kennel/core';
import { Medal } from 'lucide-react';
import { Badge, Money } from '../ui/index.ts';
import { placeText } from './team-format.ts';

/** What a finished team won: "Settling…" until its contest pays prizes, then the amount. */
export function PrizeValue({ team }: { team: Pick<BestBallTeam, 'prize_cents'> }) {
  if (team.prize_cents === null) return <span className="font-semibold text-muted text-sm">Settling…</span>;
  if (team.prize_cents === 0) return <span className="text-muted">No prize</span>;
  return <Money cents={team.prize_cents} className="text-success" />;
}

export const prizeStat = (team: BestBallTeam) => ({
  label: 'Prize',
  value: <PrizeValue team={team} />,
  testId: 'team-prize',
});

/** The final place in the draft; the podium gets a medal. */
export function FinalRankBadge({
  team,
}: {
  team: Pick<BestBallTeam, 'rank' | 'rank_tied' | 'contest_rank' | 'contest_rank_tied'>;
}) {
  // The contest-wide place when known: it is the one prizes are paid by.
  const rank = team.contest_rank ?? team.rank;
  if (rank === null) return null;
  const tied = team.contest_rank === null ? team.rank_tied : team.contest_rank_tied;
  return (
    <Badge
      tone={rank === 1 ? 'accent' : 'neutral'}
      icon={rank <= 3 ? <Medal aria-hidden="true" /> : undefined}
    >
      {placeText({ rank_tied: tied }, rank)}
    </Badge>
  );
}
