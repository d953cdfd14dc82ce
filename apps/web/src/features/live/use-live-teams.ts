import { type BestBallTeam, gameTopic, type SportId } from '@kennel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { bestBallTeamsQueryOptions } from '../../shared/api/best-ball.ts';
import { useHttpClient } from '../../shared/api/index.ts';
import { SLATE_QUERY_PREFIX, useSlates } from '../../shared/best-ball-teams/slate-query.ts';
import { useLiveTopics } from '../../shared/realtime/index.ts';
import { LIVE_REFETCH_THROTTLE_MS, throttle } from './use-live-entries.ts';

/** One request holds every team a player has in play (the API's page limit). */
const LIVE_TEAMS_LIMIT = 200;

export interface LiveTeam {
  team: BestBallTeam;
  /** The slate's games that are final, of all its games (null until the slate is loaded). */
  gamesFinal: number | null;
  games: number | null;
  /** A game of its slate has started. */
  underway: boolean;
}

/**
 * The player's drafted best ball teams whose games are still to finish, kept current: any push on
 * `game:<id>` for a game of their slates refetches them (throttled, as the pick'em list does), since
 * each team's points and rank are scored from the stat lines on the server.
 */
export function useLiveTeams(scope: { sport?: SportId; slate?: string }) {
  const http = useHttpClient();
  const query = useQuery(
    bestBallTeamsQueryOptions(http, {
      status: 'active',
      limit: LIVE_TEAMS_LIMIT,
      ...(scope.slate ? { slate: scope.slate } : {}),
    }),
  );
  const drafted = useMemo(
    () =>
      (query.data?.teams ?? []).filter(
        (team) => team.phase === 'drafted' && (!scope.sport || team.contest.sport_id === scope.sport),
      ),
    [query.data, scope.sport],
  );
  const slates = useSlates(drafted.map((team) => team.contest.slate_id));
  const topics = useMemo(
    () =>
      [
        ...new Set(
          slates.flatMap((slate) =>
            slate.games.filter((game) => game.status !== 'final').map((game) => gameTopic(game.id)),
          ),
        ),
      ].sort(),
    [slates],
  );

  const queryClient = useQueryClient();
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  const refresh = useMemo(
    () =>
      throttle(() => {
        void refetch.current();
        // The games' states (how many are final) live in the slates.
        void queryClient.invalidateQueries({ queryKey: SLATE_QUERY_PREFIX });
      }, LIVE_REFETCH_THROTTLE_MS),
    [queryClient],
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  useLiveTopics(
    topics,
    () => refresh.call(),
    () => refresh.call(),
  );

  const bySlate = new Map(slates.map((slate) => [slate.id, slate]));
  const teams: LiveTeam[] = drafted.map((team) => {
    const slate = bySlate.get(team.contest.slate_id);
    const games = slate?.games ?? null;
    return {
      team,
      games: games?.length ?? null,
      gamesFinal: games ? games.filter((game) => game.status === 'final').length : null,
      underway: team.points !== null || (games?.some((game) => game.status !== 'scheduled') ?? false),
    };
  });
  return {
    live: teams.filter((item) => item.underway),
    upcoming: teams.filter((item) => !item.underway),
    pending: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
