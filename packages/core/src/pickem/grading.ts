import type { Cents } from '../money.ts';
import type { SportId, StatLine } from '../sports/catalog.ts';
import { pickemStatValue } from './line-stats.ts';
import type { PickemChoice, PickemEntryResult, PickemPropKind } from './model.ts';
import { type EntryOutcome, gradePick, type PickResult } from './settlement.ts';

/**
 * Grading a pick from the world's stat lines (RULES.md, Pick'em: Voids, Rivals), and what a
 * settlement (or a correction's re-settlement) moves.
 */

/** Stats where fewer is better, so a rival with the lower adjusted value wins (golf strokes, runs allowed). */
export const LOWER_IS_BETTER_STATS: readonly string[] = ['strokes', 'earned_runs', 'goals_against'];

/**
 * Whether a player played, from their stat line in the game: the world writes a line only for a
 * player with a stat event (minutes, time on ice, a touch, a pitch), so no line, or a line of
 * zeros only, means the player did not play.
 */
export function playedIn(line: StatLine | null | undefined): line is StatLine {
  return line != null && Object.values(line).some((value) => value !== 0);
}

/** A player's final value of `stat`, or null when the player did not play (a void). */
export function finalStatValue(
  sport: SportId,
  stat: string,
  line: StatLine | null | undefined,
): number | null {
  if (!playedIn(line)) return null;
  return pickemStatValue(sport, stat, line);
}

/**
 * Grades a rivals pick: the first player's value plus the handicap against the second's; the
 * higher adjusted value wins (the lower for a lower-is-better stat); a tie, or a player who did
 * not play, is a void.
 */
export function gradeRival(
  choice: 'first' | 'second',
  handicap: number,
  first: number | null,
  second: number | null,
  stat = '',
): PickResult {
  if (first === null || second === null) return 'void';
  const adjusted = first + handicap;
  if (adjusted === second) return 'void';
  const firstWins = LOWER_IS_BETTER_STATS.includes(stat) ? adjusted < second : adjusted > second;
  return firstWins === (choice === 'first') ? 'hit' : 'miss';
}

/** A stored pick as settlement reads it: the line's value (or handicap) and each player's stat line. */
export interface PickToGrade {
  kind: PickemPropKind;
  sport: SportId;
  stat: string;
  choice: PickemChoice;
  /** Higher/lower: the line. Rivals: the handicap added to the first player. */
  statValue: number;
  /** Each player's stat line in their game, in the pick's player order (null: no line). */
  lines: readonly (StatLine | null)[];
  /** A cancelled game voids its picks whatever its lines say. */
  gameCancelled?: boolean;
}

export interface GradedStoredPick {
  result: PickResult;
  /** Each player's final value of the stat (null: did not play). */
  finalValues: (number | null)[];
}

export function gradeStoredPick(pick: PickToGrade): GradedStoredPick {
  const finalValues = pick.lines.map((line) =>
    pick.gameCancelled ? null : finalStatValue(pick.sport, pick.stat, line),
  );
  return { result: gradeFromFinalValues(pick, finalValues), finalValues };
}

/**
 * Grades a stored pick from each player's final value of its stat (null: did not play, or the game
 * was cancelled), as `gradeStoredPick` does from their lines: for a caller that grades many picks
 * on the same players and works each value out once.
 */
export function gradeFromFinalValues(
  pick: Pick<PickToGrade, 'kind' | 'stat' | 'choice' | 'statValue'>,
  finalValues: readonly (number | null)[],
): PickResult {
  if (pick.kind === 'rivals') {
    const choice = pick.choice === 'second' ? 'second' : 'first';
    return gradeRival(choice, pick.statValue, finalValues[0] ?? null, finalValues[1] ?? null, pick.stat);
  }
  const side = pick.choice === 'lower' ? 'lower' : 'higher';
  return gradePick(side, pick.statValue, finalValues[0] ?? null);
}

/** A settled entry's result: refunded in full, won when paid more than nothing, else lost. */
export function entryResultOf(outcome: EntryOutcome): PickemEntryResult {
  if (outcome.kind === 'refunded') return 'refunded';
  return outcome.payoutCents > 0 ? 'won' : 'lost';
}

/** One settlement version of an entry as kept. */
export interface SettlementVersion {
  version: number;
  result: PickemEntryResult;
  payoutCents: Cents;
}

/** What a (re-)settlement does: the version to write, what it pays, and whether the previous payment comes back. */
export interface SettlementStep extends SettlementVersion {
  /** The previous version's payment to reverse (0: none). */
  reverseCents: Cents;
}

/**
 * The next settlement of an entry given its current one (null: never settled), or null when the
 * outcome is unchanged. A correction pays the new amount first and then reverses the previous
 * payment, so the player's balance only dips by what they were overpaid.
 */
export function nextSettlement(
  current: SettlementVersion | null,
  outcome: EntryOutcome,
): SettlementStep | null {
  const result = entryResultOf(outcome);
  if (current && current.result === result && current.payoutCents === outcome.payoutCents) return null;
  return {
    version: (current?.version ?? 0) + 1,
    result,
    payoutCents: outcome.payoutCents,
    reverseCents: (current?.payoutCents ?? 0) as Cents,
  };
}
