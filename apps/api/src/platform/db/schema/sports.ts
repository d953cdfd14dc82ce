import { GAME_STATUSES, PLAYER_STATUSES, SPORT_IDS, type StatEvent } from '@kennel/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { instant, oneOf, textEnum } from './columns.ts';

/**
 * The sports world every game reads: ids are the provider's own (`sim-nfl-KC`, an importer's),
 * so a re-import or a simulator restart updates rows in place. `provider` says where a row came from.
 */

export const leagues = pgTable(
  'leagues',
  {
    id: text('id').primaryKey(),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    provider: text('provider').notNull(),
  },
  (table) => [oneOf('leagues_sport_check', table.sportId, SPORT_IDS)],
);

export const seasons = pgTable('seasons', {
  id: text('id').primaryKey(),
  leagueId: text('league_id')
    .notNull()
    .references(() => leagues.id),
  name: text('name').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  provider: text('provider').notNull(),
});

export const teams = pgTable(
  'teams',
  {
    id: text('id').primaryKey(),
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    location: text('location').notNull(),
    nickname: text('nickname').notNull(),
    abbreviation: text('abbreviation').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    venue: text('venue').notNull(),
    provider: text('provider').notNull(),
  },
  (table) => [
    index('teams_league_idx').on(table.leagueId),
    oneOf('teams_sport_check', table.sportId, SPORT_IDS),
  ],
);

export const players = pgTable(
  'players',
  {
    id: text('id').primaryKey(),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position').notNull(),
    jersey: integer('jersey'),
    status: textEnum('status', PLAYER_STATUSES).notNull(),
    /** The current team (null: a free agent); the history is in player_team_moves. */
    teamId: text('team_id').references(() => teams.id),
    provider: text('provider').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('players_team_idx').on(table.teamId),
    index('players_sport_name_idx').on(table.sportId, table.lastName, table.firstName),
    oneOf('players_sport_check', table.sportId, SPORT_IDS),
    oneOf('players_status_check', table.status, PLAYER_STATUSES),
  ],
);

/** Team changes over time: the player is on `team_id` from `moved_at` until their next move. */
export const playerTeamMoves = pgTable(
  'player_team_moves',
  {
    playerId: text('player_id')
      .notNull()
      .references(() => players.id),
    teamId: text('team_id').references(() => teams.id),
    movedAt: instant('moved_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.movedAt] })],
);

export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    seasonId: text('season_id')
      .notNull()
      .references(() => seasons.id),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    homeTeamId: text('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: text('away_team_id')
      .notNull()
      .references(() => teams.id),
    startsAt: instant('starts_at').notNull(),
    venue: text('venue').notNull(),
    status: textEnum('status', GAME_STATUSES).notNull(),
    period: integer('period').notNull(),
    clockSeconds: integer('clock_seconds'),
    homeScore: integer('home_score').notNull(),
    awayScore: integer('away_score').notNull(),
    /** The last stat event applied from the game's stream: the game's version for clients. */
    seq: integer('seq').notNull().default(0),
    provider: text('provider').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('games_sport_starts_idx').on(table.sportId, table.startsAt),
    index('games_status_starts_idx').on(table.status, table.startsAt),
    index('games_home_team_idx').on(table.homeTeamId, table.startsAt),
    index('games_away_team_idx').on(table.awayTeamId, table.startsAt),
    oneOf('games_sport_check', table.sportId, SPORT_IDS),
    oneOf('games_status_check', table.status, GAME_STATUSES),
  ],
);

export const slates = pgTable(
  'slates',
  {
    id: text('id').primaryKey(),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    name: text('name').notNull(),
    startsAt: instant('starts_at').notNull(),
    provider: text('provider').notNull(),
  },
  (table) => [
    index('slates_sport_starts_idx').on(table.sportId, table.startsAt),
    oneOf('slates_sport_check', table.sportId, SPORT_IDS),
  ],
);

export const slateGames = pgTable(
  'slate_games',
  {
    slateId: text('slate_id')
      .notNull()
      .references(() => slates.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
  },
  (table) => [
    primaryKey({ columns: [table.slateId, table.gameId] }),
    index('slate_games_game_idx').on(table.gameId),
  ],
);

/** Expected stats (means) of a player in a game. */
export const projections = pgTable(
  'projections',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id),
    stats: jsonb('stats').$type<Record<string, number>>().notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.playerId] }),
    index('projections_player_idx').on(table.playerId),
  ],
);

/** A player's running totals in one game, kept by the stat events (or imported as played). */
export const playerGameStats = pgTable(
  'player_game_stats',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id),
    stats: jsonb('stats').$type<Record<string, number>>().notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.playerId] }),
    index('player_game_stats_player_idx').on(table.playerId),
  ],
);

/** Each stream's last applied sequence; its row is locked while events are applied to it. */
export const statStreams = pgTable('stat_streams', {
  streamId: text('stream_id').primaryKey(),
  seq: integer('seq').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** Every stat event as received, append-only (migration trigger), one per (stream, sequence). */
export const statEvents = pgTable(
  'stat_events',
  {
    streamId: text('stream_id').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<StatEvent>().notNull(),
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.streamId, table.seq] }),
    // Finds a player stream's status changes around a news item's publication (the injuries feed).
    index('stat_events_stream_occurred_idx').on(table.streamId, table.occurredAt),
  ],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: text('id').primaryKey(),
    sportId: textEnum('sport_id', SPORT_IDS).notNull(),
    headline: text('headline').notNull(),
    body: text('body').notNull(),
    playerIds: text('player_ids').array().notNull(),
    teamIds: text('team_ids').array().notNull(),
    publishedAt: instant('published_at').notNull(),
    source: text('source').notNull(),
    provider: text('provider').notNull(),
    /**
     * The status a player_status event gave a tagged player around publication (null: other news);
     * the injuries feed lists these. Set by the ingest, whichever of the item and event came first.
     */
    statusChange: textEnum('status_change', PLAYER_STATUSES),
  },
  (table) => [
    index('news_items_sport_published_idx').on(table.sportId, table.publishedAt),
    index('news_items_published_idx').on(table.publishedAt),
    index('news_items_player_ids_idx').using('gin', table.playerIds),
    index('news_items_status_change_idx').on(table.publishedAt).where(sql`${table.statusChange} is not null`),
    oneOf('news_items_sport_check', table.sportId, SPORT_IDS),
    oneOf('news_items_status_change_check', table.statusChange, PLAYER_STATUSES),
  ],
);

/** The simulator's controls (one row): the operator's commands change it, the producer reads it. */
export const worldSettings = pgTable('world_settings', {
  id: integer('id').primaryKey(),
  seed: integer('seed').notNull(),
  /** Simulated seconds per real second. */
  speed: doublePrecision('speed').notNull(),
  paused: boolean('paused').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export type LeagueRow = typeof leagues.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type PlayerRow = typeof players.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type SlateRow = typeof slates.$inferSelect;
export type NewsItemRow = typeof newsItems.$inferSelect;
export type StatEventRow = typeof statEvents.$inferSelect;
