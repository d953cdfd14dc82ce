import { z } from 'zod';
import { GAME_STATUSES, PLAYER_STATUSES, SPORT_IDS, type SportId } from './catalog.ts';

/**
 * Every change to the sports world arrives as a stat event in a stream with its own sequence
 * (1, 2, 3, ...): a game's stream carries its status changes, plays and corrections; each sport's
 * player stream (`players:<sport>`) carries status changes of its players. Events are stored
 * append-only; applying a stream is idempotent by sequence and a gap is refilled from the provider.
 */

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/);

/** The stream of a sport's player status changes. */
export function playerStatusStream(sport: SportId): string {
  return `players:${sport}`;
}

const eventBase = {
  stream_id: id,
  seq: z.number().int().min(1),
  occurred_at: z.iso.datetime({ offset: true }),
};

/** A change in a player's stat in this game (added to the running total). */
export const statDeltaSchema = z.object({
  player_id: id,
  stat: z.string().regex(/^[a-z_0-9]+$/),
  delta: z.number().finite(),
});

/** A stat's corrected total for a player in this game (replaces the running total). */
export const statValueSchema = z.object({
  player_id: id,
  stat: z.string().regex(/^[a-z_0-9]+$/),
  value: z.number().finite(),
});

export const gameStatusEventSchema = z.object({
  ...eventBase,
  kind: z.literal('game_status'),
  status: z.enum(GAME_STATUSES),
  period: z.number().int().min(0).max(30),
  clock_seconds: z.number().int().min(0).max(3600).nullable(),
  /** Postponements and cancellations say why; a new start time comes with a postponement. */
  note: z.string().max(200).optional(),
  starts_at: z.iso.datetime({ offset: true }).optional(),
});

/** One play: the clock where it happened, its stat changes and the points each team scored on it. */
export const playEventSchema = z.object({
  ...eventBase,
  kind: z.literal('play'),
  period: z.number().int().min(1).max(30),
  clock_seconds: z.number().int().min(0).max(3600).nullable(),
  description: z.string().min(1).max(300),
  home_points: z.number().int().min(0),
  away_points: z.number().int().min(0),
  stats: z.array(statDeltaSchema).max(40),
});

export const playerStatusEventSchema = z.object({
  ...eventBase,
  kind: z.literal('player_status'),
  sport_id: z.enum(SPORT_IDS),
  player_id: id,
  status: z.enum(PLAYER_STATUSES),
  note: z.string().max(300).optional(),
});

/** After the final: corrected totals, and the final score again (unchanged unless scoring changed). */
export const statCorrectionEventSchema = z.object({
  ...eventBase,
  kind: z.literal('stat_correction'),
  description: z.string().min(1).max(300),
  stats: z.array(statValueSchema).min(1).max(40),
  home_score: z.number().int().min(0),
  away_score: z.number().int().min(0),
});

export const statEventSchema = z
  .discriminatedUnion('kind', [
    gameStatusEventSchema,
    playEventSchema,
    playerStatusEventSchema,
    statCorrectionEventSchema,
  ])
  .meta({ id: 'StatEvent' });

export type StatDelta = z.infer<typeof statDeltaSchema>;
export type StatValue = z.infer<typeof statValueSchema>;
export type GameStatusEvent = z.infer<typeof gameStatusEventSchema>;
export type PlayEvent = z.infer<typeof playEventSchema>;
export type PlayerStatusEvent = z.infer<typeof playerStatusEventSchema>;
export type StatCorrectionEvent = z.infer<typeof statCorrectionEventSchema>;
export type StatEvent = z.infer<typeof statEventSchema>;
export type StatEventKind = StatEvent['kind'];
