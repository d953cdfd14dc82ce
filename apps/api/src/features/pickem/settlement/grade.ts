import {
  type Cents,
  type EntryOutcome,
  finalStatValue,
  type GradedPick,
  gradeFromFinalValues,
  type PayoutSchedule,
  type PickemEntryType,
  type SportId,
  settleEntry,
} from '@kennel/core';
import type { SettledPick } from '../../../platform/db/schema/pickem.ts';
import type { PickRow, PickSide } from './repo.ts';

export interface GradedEntry {
  outcome: EntryOutcome;
  /** Each pick's grade, in position order (the settlement row keeps them). */
  picks: SettledPick[];
}

/** Picks grouped by entry (the rows come ordered by entry and position). */
export function picksByEntry(rows: readonly PickRow[]): Map<string, PickRow[]> {
  const byEntry = new Map<string, PickRow[]>();
  for (const row of rows) {
    const list = byEntry.get(row.entryId);
    if (list) list.push(row);
    else byEntry.set(row.entryId, [row]);
  }
  return byEntry;
}

/** The side's player's final value of the stat (null: did not play), worked out once per chunk. */
function finalValueOf(side: PickSide, sport: SportId, stat: string): number | null {
  let values = side.finals.get(sport);
  if (!values) {
    values = new Map();
    side.finals.set(sport, values);
  }
  let value = values.get(stat);
  if (value === undefined) {
    value = finalStatValue(sport, stat, side.stats);
    values.set(stat, value);
  }
  return value;
}

/**
 * Grades an entry's picks from the stat lines read with them (core's `finalStatValue` and
 * `gradeFromFinalValues`, as `gradeStoredPick`) and prices it with core's `settleEntry`, the
 * function the slip's preview uses, by the schedule that priced the entry.
 */
export function gradeEntry(
  type: PickemEntryType,
  feeCents: Cents,
  picks: readonly PickRow[],
  schedule: PayoutSchedule,
): GradedEntry {
  const graded: GradedPick[] = [];
  const settled: SettledPick[] = [];
  for (const pick of picks) {
    const cancelled = pick.voided || pick.sides.some((side) => side.status === 'cancelled');
    const finalValues = pick.sides.map((side) =>
      cancelled ? null : finalValueOf(side, pick.sport, pick.stat),
    );
    const result = gradeFromFinalValues(pick, finalValues);
    // A rivals pick counts for the team of the player it backs; a higher/lower pick, its player's.
    const backed = pick.choice === 'second' ? 1 : 0;
    const teamId = pick.teamIds[backed] ?? pick.teamIds[0] ?? '';
    graded.push({ teamId, multiplierHundredths: pick.multiplierHundredths, result });
    settled.push({ result, final_values: finalValues });
  }
  return { outcome: settleEntry(type, feeCents, graded, undefined, schedule), picks: settled };
}

/** Each game's sequence as the chunk read it (the lowest, if read twice). */
export function gamesSeen(sides: readonly PickSide[], into = new Map<string, number>()): Map<string, number> {
  for (const side of sides) {
    const seen = into.get(side.game_id);
    if (seen === undefined || side.seq < seen) into.set(side.game_id, side.seq);
  }
  return into;
}
