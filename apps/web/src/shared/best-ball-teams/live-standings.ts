import {
  type BestBallStandings,
  type BestBallTeam,
  type BestBallTeams,
  bestBallStandingsSchema,
  bestBallStandingsTopic,
} from '@kennel/core';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { bestBallQueryKeys } from '../api/best-ball.ts';
import { useLiveTopic } from '../realtime/index.ts';
import { useSession } from '../session/index.ts';
import { patchKeepingServerTime } from '../sports/server-clock.ts';

type TeamsData = BestBallTeam | BestBallTeams | InfiniteData<BestBallTeams>;

/** The team with its points and ranks as the standings say; the same object when they say nothing new. */
function patchTeam(team: BestBallTeam, moved: ReadonlyMap<string, BestBallStandings['teams'][number]>) {
  const standing = moved.get(team.entry_id);
  if (!standing) return team;
  const contest = {
    contest_rank: standing.contest_rank,
    contest_rank_tied: standing.contest_rank_tied,
    contest_teams: standing.contest_teams,
  };
  // A tournament team in an advancement round: its group rank and tournament rank move; its draft
  // rank (by qualifying) and its points over every week stay as its page read them.
  if (standing.tournament && standing.tournament.round > 0) {
    return { ...team, ...contest, tournament: standing.tournament };
  }
  return {
    ...team,
    ...contest,
    points: standing.points,
    rank: standing.rank,
    rank_tied: standing.rank_tied,
    tournament: standing.tournament ?? team.tournament,
  };
}

function patchTeams(page: BestBallTeams, moved: ReadonlyMap<string, BestBallStandings['teams'][number]>) {
  const teams = page.teams.map((team) => patchTeam(team, moved));
  return teams.every((team, index) => team === page.teams[index]) ? page : { ...page, teams };
}

/** Writes a standings message into every cached team, list and page of lists that holds its teams. */
export function applyStandings(queryClient: QueryClient, standings: BestBallStandings): void {
  const moved = new Map(standings.teams.map((team) => [team.entry_id, team]));
  for (const query of queryClient.getQueryCache().findAll({ queryKey: bestBallQueryKeys.teams })) {
    patchKeepingServerTime<TeamsData>(queryClient, query.queryKey, (data) => {
      if (!data || typeof data !== 'object') return data;
      if ('pages' in data) {
        const pages = data.pages.map((page) => patchTeams(page, moved));
        return pages.every((page, index) => page === data.pages[index]) ? data : { ...data, pages };
      }
      if ('teams' in data) return patchTeams(data, moved);
      if ('entry_id' in data) return patchTeam(data, moved);
      return data;
    });
  }
}

/**
 * Follows the player's `best-ball-standings:<userId>` topic while mounted (Live, Active and
 * Completed): each stat event that moves a team of theirs moves its points and ranks on the page
 * without a refetch; after a reconnect (events may be lost) the teams are fetched again.
 */
export function useLiveStandings(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  useLiveTopic<unknown>(
    session.status === 'signed-in' ? bestBallStandingsTopic(session.user.id) : null,
    (message) => {
      const standings = bestBallStandingsSchema.safeParse(message.data);
      if (standings.success) applyStandings(queryClient, standings.data);
    },
    () => void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.teams }),
  );
}
