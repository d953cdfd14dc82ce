import type { GameSummary, NewsItemView, SportId } from '@kennel/core';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { sportsContract } from './game-contracts.ts';
import type { HttpClient } from './http-client.ts';

// Not in index.ts: the sports pieces and the pages that use them load lazily. The contract (zod) loads
// with the first call (game-contracts.ts), not with the page: the pick'em board shares these keys for
// its live game chips and draws its first screen without any of these calls (issue 25).

export const sportsQueryKeys = {
  all: ['sports'] as const,
  games: (filter: GamesFilter) => ['sports', 'games', filter] as const,
  /** One game's live summary; pushes on `game:<id>` write here (see use-live-game.ts). */
  liveGame: (gameId: string) => ['sports', 'live-game', gameId] as const,
  game: (gameId: string) => ['sports', 'game', gameId] as const,
  player: (playerId: string) => ['sports', 'player', playerId] as const,
  players: (sportId: SportId, q: string) => ['sports', 'players', sportId, q] as const,
  news: (filter: NewsFilter) => ['sports', 'news', filter] as const,
};

export interface GamesFilter {
  sport_id: SportId;
  /** ISO instant: games starting from here, earliest first. */
  from?: string;
  limit?: number;
}

/** `GET /v1/games`: a sport's games with their live state. */
export function gamesQueryOptions(http: HttpClient, filter: GamesFilter) {
  return queryOptions({
    queryKey: sportsQueryKeys.games(filter),
    queryFn: async ({ signal }): Promise<GameSummary[]> =>
      (await http.call((await sportsContract()).SPORTS_ENDPOINTS.listGames, { query: filter }, { signal }))
        .data,
    staleTime: 30_000,
  });
}

/** `GET /v1/games/:gameId`: the game with its box score. */
export function gameQueryOptions(http: HttpClient, gameId: string) {
  return queryOptions({
    queryKey: sportsQueryKeys.game(gameId),
    queryFn: async ({ signal }) =>
      (await http.call((await sportsContract()).SPORTS_ENDPOINTS.getGame, { params: { gameId } }, { signal }))
        .data,
  });
}

/** `GET /v1/players/:playerId`: the player card (averages, game log, next game, news). */
export function playerQueryOptions(http: HttpClient, playerId: string) {
  return queryOptions({
    queryKey: sportsQueryKeys.player(playerId),
    queryFn: async ({ signal }) =>
      (
        await http.call(
          (
            await sportsContract()
          ).SPORTS_ENDPOINTS.getPlayer,
          { params: { playerId } },
          { signal },
        )
      ).data,
    staleTime: 60_000,
  });
}

/** `GET /v1/players?q=`: players of a sport whose first or last name starts with the text. */
export function playerSearchQueryOptions(http: HttpClient, sportId: SportId, q: string) {
  return queryOptions({
    queryKey: sportsQueryKeys.players(sportId, q),
    queryFn: async ({ signal }) =>
      (
        await http.call(
          (
            await sportsContract()
          ).SPORTS_ENDPOINTS.listPlayers,
          { query: { sport_id: sportId, q, limit: 8 } },
          { signal },
        )
      ).data,
    enabled: q.trim().length > 0,
    staleTime: 60_000,
  });
}

export interface NewsFilter {
  sport_id?: SportId;
  kind?: 'all' | 'injuries';
  team_id?: string;
  player_id?: string;
  limit?: number;
}

export interface NewsPage {
  data: NewsItemView[];
  next_before: string | null;
}

/** `GET /v1/news`: newest first, a page at a time; `next_before` is the cursor of the next page. */
export function newsQueryOptions(http: HttpClient, filter: NewsFilter) {
  return infiniteQueryOptions({
    queryKey: sportsQueryKeys.news(filter),
    queryFn: async ({ pageParam, signal }): Promise<NewsPage> =>
      http.call(
        (await sportsContract()).SPORTS_ENDPOINTS.listNews,
        { query: { ...filter, ...(pageParam ? { before: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.next_before ?? undefined,
    staleTime: 30_000,
  });
}
