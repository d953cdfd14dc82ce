import type { PickemLineRuling } from '@kennel/core';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { pickemLineRulings } from '../../../platform/db/schema/pickem.ts';

/** The entries with a pick on the line (picks are indexed by prop: found through the line's prop). */
const picksOnLine = (lineId: string) =>
  sql`select k.entry_id from pickem_picks k
      where k.prop_id = (select prop_id from pickem_lines where id = ${lineId}) and k.line_id = ${lineId}`;

/** Operators' rulings on lines (void, or a corrected line), read by grading through `lockWithPicks`. */
export function createLineRulingRepo(db: Database) {
  return {
    /**
     * Writes (or replaces) the ruling; its settled entries are graded again by `applyLineRulings`.
     * The entries on the line are locked first: a settlement that read the line before the ruling
     * commits first (and is then graded again as a settled entry), and one that starts later skips
     * them until the ruling is committed, so no entry is settled on the line as it was.
     */
    async rule(ruling: {
      lineId: string;
      ruling: PickemLineRuling;
      statValue: number | null;
      operatorId: string;
      at: Date;
    }): Promise<void> {
      const values = {
        ruling: ruling.ruling,
        statValue: ruling.statValue,
        operatorId: ruling.operatorId,
        decidedAt: ruling.at,
      };
      await db.execute(
        sql`select e.id from pickem_entries e
            where e.id in (${picksOnLine(ruling.lineId)})
            order by e.id for update`,
      );
      await db
        .insert(pickemLineRulings)
        .values({ lineId: ruling.lineId, ...values })
        .onConflictDoUpdate({ target: pickemLineRulings.lineId, set: values });
    },

    /** Rulings decided since their settled entries were last graded again. */
    unapplied(): Promise<{ lineId: string; decidedAt: Date }[]> {
      return db
        .select({ lineId: pickemLineRulings.lineId, decidedAt: pickemLineRulings.decidedAt })
        .from(pickemLineRulings)
        .where(
          or(
            isNull(pickemLineRulings.appliedAt),
            lt(pickemLineRulings.appliedAt, pickemLineRulings.decidedAt),
          ),
        )
        .orderBy(pickemLineRulings.decidedAt);
    },

    async settledEntryIdsOn(lineId: string): Promise<string[]> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`select e.id from pickem_entries e
            where e.state = 'settled' and e.id in (${picksOnLine(lineId)})
            order by e.id`,
      );
      return rows.map((row) => row.id);
    },

    /** Marks the ruling decided at `decidedAt` applied (a ruling changed since stays due). */
    async markApplied(lineId: string, decidedAt: Date): Promise<void> {
      await db
        .update(pickemLineRulings)
        .set({ appliedAt: decidedAt })
        .where(and(eq(pickemLineRulings.lineId, lineId), eq(pickemLineRulings.decidedAt, decidedAt)));
    },
  };
}
