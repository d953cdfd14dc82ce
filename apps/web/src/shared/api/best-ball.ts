import type { BestBallTeamsQuery, ContestsQuery, DraftState, DraftsQuery, SportId } from '@kennel/core';
import { queryOptions } from '@tanstack/react-query';
import { bestBallTeamsContract, contestsContract, draftsContract } from './game-contracts.ts';
import type { HttpClient } from './http-client.ts';

// Not in index.ts: the contracts bring zod, which the app shell's first download must not carry
// (ADR 0014); they load with the first call (game-contracts.ts), so no page's first download carries
// them either. The lobby, draft room, rankings, my-teams, live and dashboard pages share these keys,
// so an entry bought, a pick made or a draft completed refreshes every page that shows it.

type Partial2<T> = { [K in keyof T]?: T[K] };

export const bestBallQueryKeys = {
  all: ['best-ball'] as const,
  contests: ['best-ball', 'contests'] as const,
  contestList: (query: Partial2<ContestsQuery>) => ['best-ball', 'contests', 'list', query] as const,
  contest: (contestId: string) => ['best-ball', 'contests', 'one', contestId] as const,
  drafts: ['best-ball', 'drafts'] as const,
  draftList: (query: Partial2<DraftsQuery>) => ['best-ball', 'drafts', 'list', query] as const,
  /** Deltas on `draft:<id>` write into this one. */
  draft: (draftId: string) => ['best-ball', 'drafts', 'one', draftId] as const,
  draftPool: (draftId: string) => ['best-ball', 'drafts', 'pool', draftId] as const,
  rankings: (sportId: SportId, slateId: string) => ['best-ball', 'rankings', sportId, slateId] as const,
  adp: (sportId: SportId, slateId: string) => ['best-ball', 'adp', sportId, slateId] as const,
  teams: ['best-ball', 'teams'] as const,
  teamList: (query: Partial2<BestBallTeamsQuery>) => ['best-ball', 'teams', 'list', query] as const,
  team: (entryId: string) => ['best-ball', 'teams', 'one', entryId] as const,
  exposure: (slateId: string, contestStyle?: string) =>
    ['best-ball', 'exposure', slateId, contestStyle ?? null] as const,
};

/** `GET /v1/contests`: the lobby's contests for a sport and slate. */
export function contestsQueryOptions(http: HttpClient, query: Partial2<ContestsQuery>) {
  return queryOptions({
    queryKey: bestBallQueryKeys.contestList(query),
    queryFn: async ({ signal }) =>
      http.call((await contestsContract()).CONTEST_ENDPOINTS.contests, { query }, { signal }),
    staleTime: 10_000,
  });
}

/** `GET /v1/contests/:contestId`: prize table, rules and the player's entries. */
export function contestQueryOptions(http: HttpClient, contestId: string) {
  return queryOptions({
    queryKey: bestBallQueryKeys.contest(contestId),
    queryFn: async ({ signal }) =>
      http.call((await contestsContract()).CONTEST_ENDPOINTS.contest, { params: { contestId } }, { signal }),
  });
}

/** `GET /v1/drafts`: the player's drafts, the ones on the clock for them first. */
export function draftsQueryOptions(http: HttpClient, query: Partial2<DraftsQuery> = {}) {
  return queryOptions({
    queryKey: bestBallQueryKeys.draftList(query),
    queryFn: async ({ signal }) =>
      http.call((await draftsContract()).DRAFT_ENDPOINTS.listDrafts, { query }, { signal }),
  });
}

/**
 * `GET /v1/drafts/:draftId`: the full state; deltas with a higher version follow over the socket. A
 * fetch that answers an older version than the cache holds by then (a delta applied while it was
 * under way) keeps the cached state: the board never goes back.
 */
export function draftQueryOptions(http: HttpClient, draftId: string) {
  const queryKey = bestBallQueryKeys.draft(draftId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) => {
      const { DRAFT_ENDPOINTS } = await draftsContract();
      const fetched = await http.call(DRAFT_ENDPOINTS.getDraft, { params: { draftId } }, { signal });
      const cached = client.getQueryData<DraftState>(queryKey);
      return cached && cached.id === fetched.id && cached.version > fetched.version ? cached : fetched;
    },
  });
}

/** `GET /v1/drafts/:draftId/pool`: the slate's draftable players by ADP, with who drafted whom. */
export function draftPoolQueryOptions(http: HttpClient, draftId: string) {
  return queryOptions({
    queryKey: bestBallQueryKeys.draftPool(draftId),
    queryFn: async ({ signal }) =>
      http.call((await draftsContract()).DRAFT_ENDPOINTS.getDraftPool, { params: { draftId } }, { signal }),
    staleTime: 60_000,
  });
}

/** `GET /v1/rankings/:sportId/:slateId`: the player's rankings (ADP order until saved). */
export function rankingsQueryOptions(http: HttpClient, sportId: SportId, slateId: string) {
  return queryOptions({
    queryKey: bestBallQueryKeys.rankings(sportId, slateId),
    queryFn: async ({ signal }) =>
      http.call(
        (await bestBallTeamsContract()).BEST_BALL_TEAMS_ENDPOINTS.getDraftRankings,
        { params: { sportId, slateId } },
        { signal },
      ),
  });
}

/** `GET /v1/adp`: a slate's average draft positions. */
export function adpQueryOptions(http: HttpClient, sportId: SportId, slateId: string) {
  return queryOptions({
    queryKey: bestBallQueryKeys.adp(sportId, slateId),
    queryFn: async ({ signal }) =>
      http.call(
        (await bestBallTeamsContract()).BEST_BALL_TEAMS_ENDPOINTS.getAdp,
        { query: { sport: sportId, slate: slateId } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/** `GET /v1/best-ball/teams`: the player's teams, active or completed (the first page). */
export function bestBallTeamsQueryOptions(http: HttpClient, query: Partial2<BestBallTeamsQuery>) {
  return queryOptions({
    queryKey: bestBallQueryKeys.teamList(query),
    queryFn: async ({ signal }) =>
      http.call(
        (await bestBallTeamsContract()).BEST_BALL_TEAMS_ENDPOINTS.listBestBallTeams,
        { query },
        { signal },
      ),
  });
}

/** `GET /v1/best-ball/teams/:entryId`: one team with its roster, period lineups and rank. */
export function bestBallTeamQueryOptions(http: HttpClient, entryId: string) {
  return queryOptions({
    queryKey: bestBallQueryKeys.team(entryId),
    queryFn: async ({ signal }) =>
      http.call(
        (await bestBallTeamsContract()).BEST_BALL_TEAMS_ENDPOINTS.getBestBallTeam,
        { params: { entryId } },
        { signal },
      ),
  });
}

/** `GET /v1/exposure`: share of the player's teams on a slate holding each player. */
export function exposureQueryOptions(http: HttpClient, slateId: string, contestStyle?: string) {
  return queryOptions({
    queryKey: bestBallQueryKeys.exposure(slateId, contestStyle),
    queryFn: async ({ signal }) =>
      http.call(
        (await bestBallTeamsContract()).BEST_BALL_TEAMS_ENDPOINTS.getExposure,
        { query: contestStyle ? { slate: slateId, contest_style: contestStyle } : { slate: slateId } },
        { signal },
      ),
  });
}
