import { z } from 'zod';
import { GAME_STATUSES, PLAYER_STATUSES, SPORT_IDS } from './catalog.ts';
import { statEventSchema } from './stat-events.ts';

/**
 * The sports world as a provider hands it over: the simulator builds it on first start, and the
 * file importer reads it from JSON (`kennel.world.v1`, schema in `docs/sports/world-file.schema.json`,
 * generated from this contract). Ids are the provider's own and stable, so a re-import or a
 * simulator restart updates rows instead of adding new ones.
 */

export const worldIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, 'Use letters, digits, "_", ".", ":" or "-" (at most 100).');

const timestamp = z.iso.datetime({ offset: true });
const date = z.iso.date();
const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'A colour as #RRGGBB.');
const statsSchema = z.record(z.string().regex(/^[a-z_0-9]+$/), z.number().finite());

export const leagueSchema = z.object({
  id: worldIdSchema,
  sport_id: z.enum(SPORT_IDS),
  name: z.string().min(1).max(80),
  abbreviation: z.string().min(1).max(12),
});

export const seasonSchema = z.object({
  id: worldIdSchema,
  league_id: worldIdSchema,
  name: z.string().min(1).max(40),
  starts_on: date,
  ends_on: date,
});

export const teamSchema = z.object({
  id: worldIdSchema,
  league_id: worldIdSchema,
  /** "Kansas City", "Chiefs", "KC". */
  location: z.string().min(1).max(60),
  nickname: z.string().min(1).max(60),
  abbreviation: z.string().min(2).max(5),
  primary_color: hexColour,
  secondary_color: hexColour,
  venue: z.string().min(1).max(100),
});

export const playerSchema = z.object({
  id: worldIdSchema,
  sport_id: z.enum(SPORT_IDS),
  first_name: z.string().min(1).max(60),
  last_name: z.string().min(1).max(60),
  position: z.string().min(1).max(4),
  jersey: z.number().int().min(0).max(99).nullable(),
  status: z.enum(PLAYER_STATUSES),
  /** The current team; null for a free agent. Earlier teams are in `roster_moves`. */
  team_id: worldIdSchema.nullable(),
});

/** A player joining a team (or leaving every team: `team_id` null) at an instant. */
export const rosterMoveSchema = z.object({
  player_id: worldIdSchema,
  team_id: worldIdSchema.nullable(),
  moved_at: timestamp,
});

export const gameSchema = z.object({
  id: worldIdSchema,
  season_id: worldIdSchema,
  home_team_id: worldIdSchema,
  away_team_id: worldIdSchema,
  starts_at: timestamp,
  venue: z.string().min(1).max(100),
  status: z.enum(GAME_STATUSES),
  /** 0 before the start; overtime periods count on past regulation. */
  period: z.number().int().min(0).max(30),
  /** Seconds left in the period; null in baseball and when not live. */
  clock_seconds: z.number().int().min(0).max(3600).nullable(),
  home_score: z.number().int().min(0),
  away_score: z.number().int().min(0),
});

/** A named group of games per sport and day (week for the NFL); contests and boards hang on it. */
export const slateSchema = z.object({
  id: worldIdSchema,
  sport_id: z.enum(SPORT_IDS),
  name: z.string().min(1).max(80),
  starts_at: timestamp,
  game_ids: z.array(worldIdSchema).min(1),
});

/** Expected stats of a player in a game (means), which lines and ADP start from. */
export const projectionSchema = z.object({
  player_id: worldIdSchema,
  game_id: worldIdSchema,
  stats: statsSchema,
});

/** A player's totals in one game, for games imported as already played. */
export const statLineSchema = z.object({
  player_id: worldIdSchema,
  game_id: worldIdSchema,
  stats: statsSchema,
});

export const newsItemSchema = z.object({
  id: worldIdSchema,
  sport_id: z.enum(SPORT_IDS),
  headline: z.string().min(1).max(200),
  body: z.string().min(1).max(4000),
  player_ids: z.array(worldIdSchema).max(20),
  team_ids: z.array(worldIdSchema).max(10),
  published_at: timestamp,
  source: z.string().min(1).max(80),
});

export const WORLD_FILE_FORMAT = 'kennel.world.v1';

export const worldFileSchema = z
  .object({
    format: z.literal(WORLD_FILE_FORMAT),
    /** Who the data came from ("simulator", "sportradar-export", ...), kept on every row. */
    provider: z.string().min(1).max(40),
    leagues: z.array(leagueSchema).default([]),
    seasons: z.array(seasonSchema).default([]),
    teams: z.array(teamSchema).default([]),
    players: z.array(playerSchema).default([]),
    roster_moves: z.array(rosterMoveSchema).default([]),
    games: z.array(gameSchema).default([]),
    slates: z.array(slateSchema).default([]),
    projections: z.array(projectionSchema).default([]),
    stat_lines: z.array(statLineSchema).default([]),
    news: z.array(newsItemSchema).default([]),
    /** Stat events to apply after the rows above, in stream and sequence order. */
    events: z.array(statEventSchema).default([]),
  })
  .meta({ id: 'WorldFile' });

export type League = z.infer<typeof leagueSchema>;
export type Season = z.infer<typeof seasonSchema>;
export type Team = z.infer<typeof teamSchema>;
export type Player = z.infer<typeof playerSchema>;
export type RosterMove = z.infer<typeof rosterMoveSchema>;
export type Game = z.infer<typeof gameSchema>;
export type Slate = z.infer<typeof slateSchema>;
export type Projection = z.infer<typeof projectionSchema>;
export type PlayerStatLine = z.infer<typeof statLineSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type WorldFile = z.infer<typeof worldFileSchema>;
export type WorldFileInput = z.input<typeof worldFileSchema>;
