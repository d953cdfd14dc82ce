import type { SportId, StatLine } from '../sports/catalog.ts';
import { type FairLine, inGameLine, preGameLine } from './line-pricing.ts';
import { type PickemStat, pickemStatValue } from './line-stats.ts';

/**
 * Who gets a line (RULES.md, Pick'em): like Underdog and PrizePicks, Kennel prices starters and
 * the regular rotation, never a player who barely plays. Decided from the game's projection, so it
 * holds for any provider: the projected playing time where the sport projects one, then the
 * projection of the stat itself (PickemStat.minProjection), then the line (PickemStat.minLine).
 */

/** The projected playing time a player needs; football has none (its stat floors decide). */
export interface PlayingTimeFloor {
  stat: string;
  atLeast: number;
  /**
   * Only players projected some of it are held to the floor: in baseball only pitchers record
   * outs, so a relief pitcher's inning or two is below it and a batter is not concerned.
   */
  onlyWhenProjected: boolean;
}

export const PLAYING_TIME_FLOORS: Readonly<Record<SportId, PlayingTimeFloor | null>> = {
  // The rotation plays 15 minutes or more; the end of the bench a few garbage-time minutes.
  nba: { stat: 'minutes', atLeast: 15, onlyWhenProjected: false },
  // Dressed skaters play 10 minutes or more; a scratch or an extra skater less.
  nhl: { stat: 'time_on_ice_seconds', atLeast: 600, onlyWhenProjected: false },
  // Starters and the first substitutes, not a late cameo.
  soccer: { stat: 'minutes', atLeast: 55, onlyWhenProjected: false },
  // A starting pitcher goes four innings or more; relievers get no pitcher lines.
  mlb: { stat: 'outs_recorded', atLeast: 12, onlyWhenProjected: true },
  nfl: null,
};

/** Whether the projection says the player starts or is in the regular rotation. */
export function playsRegularly(sport: SportId, projected: StatLine): boolean {
  const floor = PLAYING_TIME_FLOORS[sport];
  if (!floor) return true;
  const time = projected[floor.stat] ?? 0;
  if (floor.onlyWhenProjected && time <= 0) return true;
  return time >= floor.atLeast;
}

/** Whether a player with this projection gets a line on `stat` at all. */
export function offersLineOn(sport: SportId, stat: PickemStat, projected: StatLine): boolean {
  if (!playsRegularly(sport, projected)) return false;
  return pickemStatValue(sport, stat.key, projected) >= stat.minProjection;
}

/** A line a book would put up: never below the stat's lowest line. */
export const isMeaningfulLine = (stat: PickemStat, value: number) => value >= stat.minLine;

/** The pre-game line offered on a player's stat, or null when the board leaves it out. */
export function offeredPreGameLine(sport: SportId, stat: PickemStat, projected: StatLine): FairLine | null {
  if (!offersLineOn(sport, stat, projected)) return null;
  const line = preGameLine(stat, pickemStatValue(sport, stat.key, projected));
  return line && isMeaningfulLine(stat, line.value) ? line : null;
}

/**
 * The in-game line offered on a player's stat (what they have plus the fair rest), or null:
 * only players offered pre-game, and only while the line is still a meaningful one.
 */
export function offeredInGameLine(
  sport: SportId,
  stat: PickemStat,
  projected: StatLine,
  current: number,
  progress: number,
): FairLine | null {
  if (!offersLineOn(sport, stat, projected)) return null;
  const line = inGameLine(stat, pickemStatValue(sport, stat.key, projected), current, progress);
  return line && isMeaningfulLine(stat, line.value) ? line : null;
}
