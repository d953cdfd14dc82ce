import type { SportId } from '@kennel/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useHttpClient } from '../../shared/api/index.ts';
import { BestBallTeamCard, TeamStats } from '../../shared/best-ball-teams/team-card.tsx';
import { formatPoints } from '../../shared/best-ball-teams/team-format.ts';
import { bestBallTeamPagesQueryOptions } from '../../shared/best-ball-teams/team-pages-query.ts';
import { TeamRank } from '../../shared/best-ball-teams/team-rank.tsx';
import { FinalRankBadge, prizeStat } from '../../shared/best-ball-teams/team-result.tsx';
import { buttonClasses } from '../../shared/ui/index.ts';
import { ResultList } from './result-list.tsx';

/** The player's finished best ball teams: final points, rank in the draft and prize. */
export function BestBallResults({ filter }: { filter: { sport?: SportId; slate?: string } }) {
  const http = useHttpClient();
  const results = useInfiniteQuery(
    bestBallTeamPagesQueryOptions(http, {
      status: 'completed',
      limit: 20,
      ...(filter.slate ? { slate: filter.slate } : {}),
    }),
  );
  // The teams list filters by slate; the sport (every slate belongs to one) is filtered here.
  const teams = (results.data?.pages ?? [])
    .flatMap((page) => page.teams)
    .filter((team) => !filter.sport || team.contest.sport_id === filter.sport);
  return (
    <ResultList
      heading="Best ball results"
      results={results}
      skeletonHeight="h-36"
      empty={
        teams.length === 0 &&
        !results.hasNextPage && {
          icon: <Trophy aria-hidden="true" />,
          title: 'No best ball results yet',
          body: 'Finished best ball teams show here with their final rank and prize.',
          action: (
            <>
              <Link to="/lobby" className={buttonClasses()}>
                Go to the lobby
              </Link>
              <Link to="/live/best-ball" className={buttonClasses({ variant: 'secondary' })}>
                Follow live teams
              </Link>
            </>
          ),
        }
      }
    >
      {() =>
        teams.map((team) => (
          <BestBallTeamCard
            key={team.entry_id}
            team={team}
            badge={<FinalRankBadge team={team} />}
            to={`/completed/${team.contest.slate_id}/all/${team.entry_id}`}
          >
            <TeamStats
              stats={[
                { label: 'Points', value: team.points === null ? '–' : formatPoints(team.points) },
                { label: 'Rank', value: <TeamRank team={team} testId="result-rank" /> },
                prizeStat(team),
              ]}
            />
          </BestBallTeamCard>
        ))
      }
    </ResultList>
  );
}
