import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import { loadDraftScores } from './draft-scores.ts';
import { SCORED_SLATES } from './scored-slates.ts';

/** Scores follow live games closely enough for a standings page without a write per stat event. */
export const BEST_BALL_SCORES_EVERY_MS = 60_000;
/** A slate whose last game changed longer ago than this is settled: its drafts are not re-scored. */
const SETTLED_AFTER_MS = 24 * 3_600_000;
const DRAFTS_PER_BATCH = 100;

/**
 * Writes each completed draft's best ball points and ranks to contest_entries as its slate's games
 * are played (RULES.md, Best ball). The figures are a function of the stat lines, so a run repeated
 * (or run by two processes) writes the same values; rows already right are left untouched.
 */
export function createBestBallScoring({ db, clock }: { db: Database; clock: Clock }) {
  /** Re-scores the given drafts; answers the entries whose points or rank changed. */
  async function scoreDrafts(draftIds: readonly string[]): Promise<number> {
    const scores = await loadDraftScores(db, draftIds);
    const rows = [...scores.values()].flatMap((draft) =>
      [...draft.entries.values()].map((entry) => ({
        id: entry.entryId,
        points: entry.points,
        rank: entry.rank,
      })),
    );
    if (rows.length === 0) return 0;
    rows.sort((a, b) => a.id.localeCompare(b.id));
    const updated = await db.transaction(async (tx) => {
      // Writers take turns, so two processes never lock the same entries in different orders.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('best_ball_scores'))`);
      return selectRows<{ id: string }>(
        tx,
        sql`update contest_entries e set points = r.points, rank = r.rank
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, points float8, rank int)
          where e.id = r.id and (e.points is distinct from r.points or e.rank is distinct from r.rank)
          returning e.id`,
      );
    });
    return updated.length;
  }

  /** Completed drafts whose slate has started and changed within the last day. */
  async function scoreLive(): Promise<number> {
    const since = new Date(clock().getTime() - SETTLED_AFTER_MS).toISOString();
    const drafts = await selectRows<{ id: string }>(
      db,
      sql`select d.id from drafts d join contests c on c.id = d.contest_id
          where d.status = 'complete' and exists (
            select 1 from slate_games sg join games g on g.id = sg.game_id
            where sg.slate_id in ${SCORED_SLATES} and g.status in ('in_progress', 'final')
              and g.updated_at > ${since}::timestamptz)
          order by d.id`,
    );
    let changed = 0;
    for (let start = 0; start < drafts.length; start += DRAFTS_PER_BATCH) {
      changed += await scoreDrafts(drafts.slice(start, start + DRAFTS_PER_BATCH).map((draft) => draft.id));
    }
    return changed;
  }

  return { scoreDrafts, scoreLive };
}

export type BestBallScoring = ReturnType<typeof createBestBallScoring>;

const SCORES_KIND = 'best_ball_scores';

export function defineBestBallScoringJob(
  jobs: JobQueue,
  scoring: BestBallScoring,
  everyMs = BEST_BALL_SCORES_EVERY_MS,
) {
  jobs.define({
    kind: SCORES_KIND,
    payload: z.object({}),
    everyMs,
    retry: { maxAttempts: 3, firstRetryMs: 10_000 },
    run: () => scoring.scoreLive(),
  });
  return { runOnce: () => jobs.runNow([SCORES_KIND]) };
}
