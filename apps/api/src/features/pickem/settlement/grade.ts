import {
  type Cents,
  type EntryOutcome,
  type GradedPick,
  gradeStoredPick,
  type PayoutSchedule,
  type PickemEntryType,
  settleEntry,
} from '@kennel/core';
import type { SettledPick } from '../../../platform/db/schema/pickem.ts';
import type { PickRow } from './repo.ts';

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

/**
 * Grades an entry's picks from the stat lines read with them and prices it with core's
 * `settleEntry`, the function the slip's preview uses, by the schedule that priced the entry.
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
    const { result, finalValues } = gradeStoredPick({
      kind: pick.kind,
      sport: pick.sport,
      stat: pick.stat,
      choice: pick.choice,
      statValue: pick.statValue,
      lines: pick.sides.map((side) => side.stats),
      gameCancelled: pick.voided || pick.sides.some((side) => side.status === 'cancelled'),
    });
    // A rivals pick counts for the team of the player it backs; a higher/lower pick, its player's.
    const backed = pick.choice === 'second' ? 1 : 0;
    const teamId = pick.teamIds[backed] ?? pick.teamIds[0] ?? '';
    graded.push({ teamId, multiplierHundredths: pick.multiplierHundredths, result });
    settled.push({ result, final_values: finalValues });
  }
  return { outcome: settleEntry(type, feeCents, graded, undefined, schedule), picks: settled };
}

/** Each game's sequence as the chunk read it (the lowest, if read twice). */
export function gamesSeen(rows: readonly PickRow[], into = new Map<string, number>()): Map<string, number> {
  for (const row of rows) {
    for (const side of row.sides) {
      const seen = into.get(side.game_id);
      if (seen === undefined || side.seq < seen) into.set(side.game_id, side.seq);
    }
  }
  return into;
}
