import { BEST_BALL_TEAMS_ENDPOINTS, type BestBallTeamsQuery } from '@kennel/core';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { bestBallQueryKeys } from '../api/best-ball.ts';
import type { HttpClient } from '../api/http-client.ts';

export type TeamPagesFilter = Omit<Partial<BestBallTeamsQuery>, 'cursor'>;

/**
 * `GET /v1/best-ball/teams` page by page ("Load more"); under the teams key, so a pick made, a
 * draft completed or a contest settled refreshes every list that shows the team.
 */
export function bestBallTeamPagesQueryOptions(http: HttpClient, filter: TeamPagesFilter) {
  return infiniteQueryOptions({
    queryKey: [...bestBallQueryKeys.teams, 'pages', filter] as const,
    queryFn: ({ signal, pageParam }) =>
      http.call(
        BEST_BALL_TEAMS_ENDPOINTS.listBestBallTeams,
        { query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}
