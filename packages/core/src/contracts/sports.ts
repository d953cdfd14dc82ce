import { z } from 'zod';
import { GAME_STATUSES, PLAYER_STATUSES, SPORT_IDS } from '../sports/catalog.ts';
import { worldIdSchema } from '../sports/world-file.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/**
 * Wire contracts of the sports world's read API and its live messages. Public reads (sports data
 * is not personal); the games build their boards and rooms from these shapes.
 */

const statsSchema = z.record(z.string(), z.number());

export const teamSummarySchema = z
  .object({
    id: z.string(),
    sport_id: z.enum(SPORT_IDS),
    location: z.string(),
    nickname: z.string(),
    abbreviation: z.string(),
    primary_color: z.string(),
    secondary_color: z.string(),
  })
  .meta({ id: 'TeamSummary' });
export type TeamSummary = z.infer<typeof teamSummarySchema>;

/** A game with its live state; `version` is the last stat event applied (clients drop older pushes). */
export const gameSummarySchema = z
  .object({
    id: z.string(),
    sport_id: z.enum(SPORT_IDS),
    starts_at: timestampField,
    venue: z.string(),
    status: z.enum(GAME_STATUSES),
    period: z.number().int(),
    clock_seconds: z.number().int().nullable(),
    home: teamSummarySchema,
    away: teamSummarySchema,
    home_score: z.number().int(),
    away_score: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'GameSummary' });
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const playerSummarySchema = z
  .object({
    id: z.string(),
    sport_id: z.enum(SPORT_IDS),
    first_name: z.string(),
    last_name: z.string(),
    position: z.string(),
    jersey: z.number().int().nullable(),
    status: z.enum(PLAYER_STATUSES),
    team: teamSummarySchema.nullable(),
  })
  .meta({ id: 'PlayerSummary' });
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const slateSummarySchema = z
  .object({
    id: z.string(),
    sport_id: z.enum(SPORT_IDS),
    name: z.string(),
    starts_at: timestampField,
    game_count: z.number().int(),
    /** scheduled until the first game starts, live while any game is, final when all are done. */
    status: z.enum(['scheduled', 'live', 'final']),
  })
  .meta({ id: 'SlateSummary' });
export type SlateSummary = z.infer<typeof slateSummarySchema>;

export const newsItemViewSchema = z
  .object({
    id: z.string(),
    sport_id: z.enum(SPORT_IDS),
    headline: z.string(),
    body: z.string(),
    published_at: timestampField,
    source: z.string(),
    players: z.array(playerSummarySchema),
    teams: z.array(teamSummarySchema),
  })
  .meta({ id: 'NewsItem' });
export type NewsItemView = z.infer<typeof newsItemViewSchema>;

export const sportOverviewSchema = z.object({
  id: z.enum(SPORT_IDS),
  name: z.string(),
  league: z.string(),
  live_games: z.number().int(),
  next_game_at: timestampField.nullable(),
});

export const sportsResponseSchema = z.object({ data: z.array(sportOverviewSchema) }).meta({ id: 'Sports' });

const sportQuery = z.enum(SPORT_IDS);

export const slatesQuerySchema = z.object({
  sport_id: sportQuery.optional(),
  /** upcoming: not yet final (scheduled or live); recent: final, newest first. */
  when: z.enum(['upcoming', 'recent']).default('upcoming'),
});
export const slatesResponseSchema = z.object({ data: z.array(slateSummarySchema) }).meta({ id: 'Slates' });

export const slateResponseSchema = z
  .object({ data: slateSummarySchema.extend({ games: z.array(gameSummarySchema) }) })
  .meta({ id: 'Slate' });

export const gamesQuerySchema = z.object({
  sport_id: sportQuery.optional(),
  slate_id: worldIdSchema.optional(),
  status: z.enum(GAME_STATUSES).optional(),
  /** Games starting from this instant (default: 12 hours ago), earliest first. */
  from: timestampField.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const gamesResponseSchema = z.object({ data: z.array(gameSummarySchema) }).meta({ id: 'Games' });

/** A game with every player's stat line (the box score). */
export const gameDetailResponseSchema = z
  .object({
    data: gameSummarySchema.extend({
      stat_lines: z.array(z.object({ player: playerSummarySchema, stats: statsSchema })),
    }),
  })
  .meta({ id: 'GameDetail' });

export const playersQuerySchema = z.object({
  sport_id: sportQuery.optional(),
  team_id: worldIdSchema.optional(),
  /** Matches first or last name, from the start of either ("mah" finds Mahomes). */
  q: z.string().trim().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const playersResponseSchema = z.object({ data: z.array(playerSummarySchema) }).meta({ id: 'Players' });

export const gameLogEntrySchema = z.object({
  game: gameSummarySchema,
  stats: statsSchema,
  fantasy_points: z.number(),
});

/** A player card: season averages over games played, the last games, the next game and its projection, news. */
export const playerDetailResponseSchema = z
  .object({
    data: playerSummarySchema.extend({
      season_averages: statsSchema,
      games_played: z.number().int(),
      game_log: z.array(gameLogEntrySchema),
      next_game: gameSummarySchema.nullable(),
      projection: statsSchema.nullable(),
      news: z.array(newsItemViewSchema),
    }),
  })
  .meta({ id: 'PlayerDetail' });

export const newsQuerySchema = z.object({
  sport_id: sportQuery.optional(),
  player_id: worldIdSchema.optional(),
  team_id: worldIdSchema.optional(),
  /** Injury and status news only. */
  kind: z.enum(['all', 'injuries']).default('all'),
  /** A cursor: items published before this one's (published_at, id). */
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const newsResponseSchema = z
  .object({ data: z.array(newsItemViewSchema), next_before: z.string().nullable() })
  .meta({ id: 'News' });

const idParam = (name: string) => z.object({ [name]: worldIdSchema });

export const SPORTS_ENDPOINTS = {
  listSports: {
    method: 'GET',
    path: '/v1/sports',
    summary: 'The sports Kennel covers, with live games now and the next start.',
    auth: false,
    idempotent: false,
    status: 200,
    response: sportsResponseSchema,
  },
  listSlates: {
    method: 'GET',
    path: '/v1/slates',
    summary: 'Slates (a sport’s games of a day, or an NFL week), upcoming or recent.',
    auth: false,
    idempotent: false,
    query: slatesQuerySchema,
    status: 200,
    response: slatesResponseSchema,
  },
  getSlate: {
    method: 'GET',
    path: '/v1/slates/:slateId',
    summary: 'One slate with its games and their live state.',
    auth: false,
    idempotent: false,
    params: idParam('slateId'),
    status: 200,
    response: slateResponseSchema,
  },
  listGames: {
    method: 'GET',
    path: '/v1/games',
    summary: 'Games with their live state, by sport, slate or status.',
    auth: false,
    idempotent: false,
    query: gamesQuerySchema,
    status: 200,
    response: gamesResponseSchema,
  },
  getGame: {
    method: 'GET',
    path: '/v1/games/:gameId',
    summary: 'A game with its live state and box score.',
    auth: false,
    idempotent: false,
    params: idParam('gameId'),
    status: 200,
    response: gameDetailResponseSchema,
  },
  listPlayers: {
    method: 'GET',
    path: '/v1/players',
    summary: 'Players by sport, team or name.',
    auth: false,
    idempotent: false,
    query: playersQuerySchema,
    status: 200,
    response: playersResponseSchema,
  },
  getPlayer: {
    method: 'GET',
    path: '/v1/players/:playerId',
    summary: 'A player card: season averages, recent game log, next game and projection, news.',
    auth: false,
    idempotent: false,
    params: idParam('playerId'),
    status: 200,
    response: playerDetailResponseSchema,
  },
  listNews: {
    method: 'GET',
    path: '/v1/news',
    summary: 'Player news, newest first, by sport, player or team.',
    auth: false,
    idempotent: false,
    query: newsQuerySchema,
    status: 200,
    response: newsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

/**
 * Live topics a signed-in socket subscribes to over /v1/ws with `{type: 'subscribe', topics}` (and
 * `unsubscribe`): a game's changes, a sport's games (scores and clocks of all of them), a sport's news.
 */
export const sportsTopicSchema = z.union([
  z.string().regex(/^game:[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/),
  z.string().regex(/^games:(nfl|nba|mlb|nhl|soccer)$/),
  z.string().regex(/^news:(nfl|nba|mlb|nhl|soccer|all)$/),
  // Pick'em line changes of a sport (contracts/pickem.ts, pickemLinesTopic).
  z.string().regex(/^pickem:(nfl|nba|mlb|nhl|soccer)$/),
  // A best ball draft's deltas (contracts/drafts.ts, draftTopic).
  z.string().regex(/^draft:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  // A sport's best ball lobby: contests' entry counts and status (contracts/contests.ts, contestsLobbyTopic).
  z.string().regex(/^contests:(nfl|nba|mlb|nhl|soccer)$/),
  // A player's best ball standings (contracts/best-ball-teams.ts, bestBallStandingsTopic): own only.
  z.string().regex(/^best-ball-standings:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
]);
export type SportsTopic = z.infer<typeof sportsTopicSchema>;

export { gameTopic, LIVE_SOCKET_LIMIT_CLOSE_CODE, newsTopic, sportGamesTopic } from './sports-topic.ts';

/** Client to server over /v1/ws. */
export const topicRequestSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  topics: z.array(sportsTopicSchema).min(1).max(50),
});
export type TopicRequest = z.infer<typeof topicRequestSchema>;

/** Server to client: `{type: 'game', data: GameSummary}` and `{type: 'news', data: NewsItem}`, each with its topic. */
export const liveGameMessageSchema = z.object({
  type: z.literal('game'),
  topic: z.string(),
  data: gameSummarySchema,
});
export const liveNewsMessageSchema = z.object({
  type: z.literal('news'),
  topic: z.string(),
  data: newsItemViewSchema,
});
export type LiveGameMessage = z.infer<typeof liveGameMessageSchema>;
export type LiveNewsMessage = z.infer<typeof liveNewsMessageSchema>;
