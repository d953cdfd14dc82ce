import { type DraftSpeed, PICK_CLOCK_MS } from './model.ts';

/**
 * When a best ball draft may run (RULES.md, Best ball drafts): every draft finishes before its
 * slate's first game, as at Underdog, where slow drafts are offered only well before the season and
 * their clocks shorten as it nears. Nobody drafts with hindsight.
 *
 * - A pick's clock is the contest's, shortened when needed so the picks still to make fit before
 *   the lock: at most the time left divided by the players' picks left (bots pick at once).
 * - A clock is never shortened below a third of the contest's (10 s of a 30 s clock): entries close
 *   once a draft starting then could not give every pick that much, and the lobby never opens a
 *   contest whose entries would already be closed (slow contests only for slates far enough out).
 * - At the lock, picks still to make are autopicked from players whose games have not started.
 */

/** A clock is shortened to no less than this share of the contest's (a person still has time to choose). */
export const SHORTEST_CLOCK_DIVISOR = 3;

/** The shortest a pick's clock may become before the lock (a third of the contest's, rounded up to the second). */
export function shortestPickClockMs(pickClockMs: number): number {
  return Math.ceil(pickClockMs / SHORTEST_CLOCK_DIVISOR / 1000) * 1000;
}

export interface DraftShape {
  locksAt: Date;
  seats: number;
  rounds: number;
  pickClockMs: number;
}

/** The last moment a contest takes entries: a draft starting then can still give every pick its shortest clock. */
export function entriesCloseAt({ locksAt, seats, rounds, pickClockMs }: DraftShape): Date {
  return new Date(locksAt.getTime() - seats * rounds * shortestPickClockMs(pickClockMs));
}

/**
 * The clock of the pick going on the clock at `now`: the contest's, or the time left until the
 * lock shared among the players' picks still to make (this one included) when that is shorter.
 * Never past the lock; zero at or after it (the draft is closing).
 */
export function pickClockAt({
  pickClockMs,
  now,
  closesAt,
  playerPicksLeft,
}: {
  pickClockMs: number;
  now: Date;
  closesAt: Date;
  playerPicksLeft: number;
}): number {
  const left = closesAt.getTime() - now.getTime();
  if (left <= 0) return 0;
  return Math.max(1, Math.min(pickClockMs, Math.floor(left / Math.max(1, playerPicksLeft))));
}

/** A real game lasts about three hours; the simulator plays one in WORLD_GAME_MINUTES ÷ speed. */
export const REAL_GAME_MINUTES = 180;

/**
 * How many times faster than real time the simulated world runs: it plays a three-hour game in
 * `gameMinutes` ÷ `speed` real minutes. Never below 1 (a world slower than real time keeps real clocks).
 */
export function worldTimeScale(gameMinutes: number, speed: number): number {
  if (!(gameMinutes > 0) || !(speed > 0)) return 1;
  return Math.max(1, (REAL_GAME_MINUTES * speed) / gameMinutes);
}

/**
 * The contest clocks on a slate whose time runs `scale` times faster than real time: a slow clock
 * is divided by the scale (whole seconds), never below the fast clock; a fast clock stays as it is,
 * since the people drafting think at real speed.
 */
export function scaledPickClocks(scale: number): Record<DraftSpeed, number> {
  const slow = Math.round(PICK_CLOCK_MS.slow / Math.max(1, scale) / 1000) * 1000;
  return { fast: PICK_CLOCK_MS.fast, slow: Math.max(PICK_CLOCK_MS.fast, slow) };
}
