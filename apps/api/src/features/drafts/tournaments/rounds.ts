import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { EntryScore } from '../teams/draft-scores.ts';

/**
 * A tournament's shape as stored (RULES.md, Tournaments): which round each scored slate belongs to
 * (0: qualifying; the contest's own slate is always qualifying), its advancement rounds and the
 * groups formed so far.
 */
export interface Tournament {
  contestId: string;
  /** Slate → round. */
  slateRounds: Map<string, number>;
  rounds: { round: number; advance: number; groupSize: number }[];
  /** Round → entry → group number. */
  groups: Map<number, Map<string, number>>;
}

export async function loadTournament(db: Database, contestId: string): Promise<Tournament | null> {
  const rounds = await selectRows<{ round: number; advance: number; group_size: number }>(
    db,
    sql`select round, advance, group_size from contest_rounds where contest_id = ${contestId} order by round`,
  );
  if (rounds.length === 0) return null;
  const slates = await selectRows<{ slate_id: string; round: number }>(
    db,
    sql`select c.slate_id, 0 as round from contests c where c.id = ${contestId}
        union select slate_id, round from contest_slates where contest_id = ${contestId}`,
  );
  const groupRows = await selectRows<{ round: number; group_number: number; entry_id: string }>(
    db,
    sql`select round, group_number, entry_id from contest_groups where contest_id = ${contestId}`,
  );
  const groups = new Map<number, Map<string, number>>();
  for (const row of groupRows) {
    const round = Number(row.round);
    const members = groups.get(round) ?? new Map<string, number>();
    members.set(row.entry_id, Number(row.group_number));
    groups.set(round, members);
  }
  return {
    contestId,
    slateRounds: new Map(slates.map((slate) => [slate.slate_id, Number(slate.round)])),
    rounds: rounds.map((row) => ({
      round: Number(row.round),
      advance: Number(row.advance),
      groupSize: Number(row.group_size),
    })),
    groups,
  };
}

/** A team's points in one round: only the round's own periods count (an NFL period is its week's slate). */
export function roundPointsOf(tournament: Tournament, score: EntryScore, round: number): number {
  let points = 0;
  for (const period of score.periods) {
    if ((tournament.slateRounds.get(period.id) ?? 0) === round) points += period.points;
  }
  return Math.round(points * 100) / 100;
}

/** The last round a team reached: the highest round whose groups hold it (0: qualifying only). */
export function reachedRound(tournament: Tournament, entryId: string): number {
  let reached = 0;
  for (const [round, members] of tournament.groups)
    if (members.has(entryId) && round > reached) reached = round;
  return reached;
}
