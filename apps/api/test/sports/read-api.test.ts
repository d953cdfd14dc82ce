import {
  apiErrorSchema,
  gameDetailResponseSchema,
  gamesResponseSchema,
  type NewsItem,
  newsResponseSchema,
  playerDetailResponseSchema,
  playersResponseSchema,
  slateResponseSchema,
  slatesResponseSchema,
  sportsResponseSchema,
} from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import {
  finalGameId,
  gameStream,
  NEXT_AT,
  nextGameId,
  playerId,
  sportsWorldFixture,
  teamId,
} from '../support/sports-world.ts';

const now = new Date('2026-11-24T09:00:00Z');
const testApp = useTestApp({ clock: () => now });
const get = async (url: string) => testApp.current.app.inject({ method: 'GET', url });
const sports = () => testApp.current.app.walletModule.sports;

beforeAll(async () => {
  await sports().store.upsertWorld(sportsWorldFixture());
});

describe('the sports read API', () => {
  it('lists every sport with its live games and next start', async () => {
    const response = await get('/v1/sports');
    expect(response.statusCode).toBe(200);
    const { data } = sportsResponseSchema.parse(response.json());
    expect(data.map((sport) => sport.id)).toEqual(['nfl', 'nba', 'mlb', 'nhl', 'soccer']);
    expect(data[0]).toMatchObject({ league: 'NFL', live_games: 0, next_game_at: NEXT_AT });
  });

  it('lists upcoming and recent slates and opens one with its games', async () => {
    const upcoming = slatesResponseSchema.parse((await get('/v1/slates?sport_id=nba')).json()).data;
    expect(upcoming).toEqual([
      {
        id: 'sl-nba-next',
        sport_id: 'nba',
        name: 'Thanksgiving',
        starts_at: NEXT_AT,
        game_count: 1,
        status: 'scheduled',
      },
    ]);
    expect(slatesResponseSchema.parse((await get('/v1/slates?when=recent')).json()).data).toEqual([]);
    const slate = slateResponseSchema.parse((await get('/v1/slates/sl-nba-next')).json()).data;
    expect(slate.games.map((game) => game.id)).toEqual([nextGameId('nba')]);
    expect(slate.games[0]?.home).toMatchObject({ id: teamId('nba', 1), abbreviation: 'HCN' });
  });

  it('lists games by sport and status, and opens one with its box score', async () => {
    const games = gamesResponseSchema.parse(
      (await get('/v1/games?sport_id=mlb&from=2026-11-01T00:00:00Z')).json(),
    );
    expect(games.data.map((game) => game.id)).toEqual([finalGameId('mlb'), nextGameId('mlb')]);
    const finals = gamesResponseSchema.parse(
      (await get('/v1/games?status=final&from=2026-11-01T00:00:00Z&limit=2')).json(),
    );
    expect(finals.data).toHaveLength(2);
    expect(finals.data.every((game) => game.status === 'final')).toBe(true);
    const detail = gameDetailResponseSchema.parse((await get(`/v1/games/${finalGameId('nhl')}`)).json()).data;
    expect(detail).toMatchObject({ status: 'final', home_score: 3, away_score: 1, version: 0 });
    expect(detail.stat_lines).toHaveLength(6);
    expect(detail.stat_lines[0]?.player.team?.id).toBe(teamId('nhl', 1));
  });

  it('finds players by the start of a name and opens a player card', async () => {
    const found = playersResponseSchema.parse((await get('/v1/players?sport_id=nfl&q=mar')).json()).data;
    expect(found.map((player) => player.id)).toEqual([playerId('nfl', 1, 1), playerId('nfl', 2, 1)]);
    const card = playerDetailResponseSchema.parse(
      (await get(`/v1/players/${playerId('nba', 1, 0)}`)).json(),
    ).data;
    expect(card).toMatchObject({
      games_played: 1,
      season_averages: { points: 1, rebounds: 1 },
      next_game: { id: nextGameId('nba') },
      projection: { points: 2.5 },
    });
    expect(card.game_log).toEqual([
      expect.objectContaining({ stats: { points: 1, rebounds: 1 }, fantasy_points: 2.2 }),
    ]);
    expect(card.news.map((item) => item.id)).toEqual(['n-nba-1']);
    expect(card.news[0]?.players[0]?.id).toBe(playerId('nba', 1, 0));
  });

  it('answers 404 not_found for unknown ids', async () => {
    for (const url of ['/v1/slates/nope', '/v1/games/nope', '/v1/players/nope']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).api_code).toBe('not_found');
    }
  });

  it('pages news newest first with a cursor, and filters injury news', async () => {
    const items: NewsItem[] = Array.from({ length: 5 }, (_, i) => ({
      id: `n-nfl-extra-${i}`,
      sport_id: 'nfl',
      headline: `Note ${i}`,
      body: 'Details.',
      player_ids: [playerId('nfl', 2, 0)],
      team_ids: [],
      // The last two share a time: the id breaks the tie so no item is skipped or repeated.
      published_at: new Date(Date.parse('2026-11-23T00:00:00Z') + Math.min(i, 3) * 3_600_000).toISOString(),
      source: 'Kennel Wire',
    }));
    const heard: { type: string; topic: string }[] = [];
    const stop = testApp.current.app.walletModule.sportsLive.subscribe((messages) => heard.push(...messages));
    await sports().ingest.addNews(items);
    await sports().ingest.addNews(items); // unchanged: not announced again
    stop();
    expect(heard.filter((message) => message.type === 'news').map((message) => message.topic)).toEqual(
      items.flatMap(() => ['news:nfl', 'news:all']),
    );
    const seen: string[] = [];
    let before: string | null = '';
    while (before !== null) {
      const url = `/v1/news?sport_id=nfl&limit=2${before ? `&before=${before}` : ''}`;
      const page = newsResponseSchema.parse((await get(url)).json());
      seen.push(...page.data.map((item) => item.id));
      before = page.next_before;
    }
    expect(seen).toEqual([
      'n-nfl-extra-4',
      'n-nfl-extra-3',
      'n-nfl-extra-2',
      'n-nfl-extra-1',
      'n-nfl-extra-0',
      'n-nfl-1',
    ]);
    expect((await get('/v1/news?before=not-a-cursor')).statusCode).toBe(400);

    const injuries = async () =>
      newsResponseSchema.parse((await get('/v1/news?kind=injuries')).json()).data.map((item) => item.id);
    expect(await injuries()).toEqual([]);
    await sports().ingest.apply([
      {
        stream_id: 'players:nfl',
        seq: 1,
        occurred_at: items[2]?.published_at as string,
        kind: 'player_status',
        sport_id: 'nfl',
        player_id: playerId('nfl', 2, 0),
        status: 'out',
      },
    ]);
    // Only the item published with the status change (not those hours away) is injury news.
    expect(await injuries()).toEqual(['n-nfl-extra-2']);
  });

  it('serves a game as its events leave it', async () => {
    const heard: unknown[] = [];
    const stop = testApp.current.app.walletModule.sportsLive.subscribe((messages) => heard.push(...messages));
    await sports().ingest.apply(gameStream('soccer', 4));
    stop();
    const game = gameDetailResponseSchema.parse((await get(`/v1/games/${nextGameId('soccer')}`)).json()).data;
    expect(game).toMatchObject({ status: 'final', home_score: 2, away_score: 2, version: 6 });
    expect(heard).toEqual([
      { type: 'game', topic: `game:${nextGameId('soccer')}`, data: expect.objectContaining({ version: 6 }) },
      { type: 'game', topic: 'games:soccer', data: expect.objectContaining({ version: 6, home_score: 2 }) },
    ]);
  });
});
