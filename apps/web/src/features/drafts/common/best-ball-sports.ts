import { BEST_BALL_ROSTERS, type ContestSummary } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { contestsQueryOptions } from '../../../shared/api/best-ball.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { SPORTS, type Sport } from '../../../shared/icons/index.ts';

/**
 * The sports a best ball page offers, in the app's sport order: those with a best ball roster
 * (core's shapes, which the lobby makes contests for) and any with open contests, so a sport
 * appears as soon as it has contests and a sport that never has any gets no tab.
 */
export function bestBallSports(contests: readonly Pick<ContestSummary, 'sport_id'>[]): Sport[] {
  const offered = new Set<string>([
    ...Object.keys(BEST_BALL_ROSTERS),
    ...contests.map((contest) => contest.sport_id),
  ]);
  return SPORTS.filter((sport) => offered.has(sport));
}

/** `bestBallSports` over the open contests of every sport (the lobby's own query, cached). */
export function useBestBallSports(): Sport[] {
  const http = useHttpClient();
  const contests = useQuery(contestsQueryOptions(http, {}));
  return bestBallSports(contests.data?.contests ?? []);
}
