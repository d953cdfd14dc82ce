import type { SportId } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { loadDraftPool } from './pool.ts';

/** Upcoming slates are seeded this far ahead, so rankings pages show an ADP before any contest. */
const SEED_AHEAD_MS = 14 * 24 * 3_600_000;

/**
 * ADP per slate (RULES.md, Best ball drafts: ADP): the average pick number of each player over the
 * slate's completed drafts; players no completed draft took follow after every pick, in projection
 * order; with no completed draft the whole pool is in projection order (`drafts` 0). Deterministic
 * from the tables, so a second run (or a second process) writes the same rows.
 */
export function createAdpRecompute({ db, clock }: { db: Database; clock: Clock }) {
  async function recomputeSlate(sportId: SportId, slateId: string): Promise<number> {
    return db.transaction(async (tx) => {
      // Two processes recomputing one slate take turns, so their deletes and upserts never interleave.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`player_adp:${sportId}:${slateId}`}))`);
      const pool = await loadDraftPool(tx, sportId, slateId);
      if (!pool) return 0;
      const picked = await selectRows<{ player_id: string; adp: number; drafts: number }>(
        tx,
        sql`select dp.player_id, avg(dp.pick_number)::float8 as adp, count(*)::int as drafts
            from draft_picks dp
            join drafts d on d.id = dp.draft_id and d.status = 'complete'
            join contests c on c.id = d.contest_id
            where c.sport_id = ${sportId} and c.slate_id = ${slateId}
            group by dp.player_id`,
      );
      const [longest] = await selectRows<{ picks: number | null }>(
        tx,
        sql`select max(d.seats * d.rounds)::int as picks from drafts d join contests c on c.id = d.contest_id
            where d.status = 'complete' and c.sport_id = ${sportId} and c.slate_id = ${slateId}`,
      );
      const fromDrafts = new Map(picked.map((row) => [row.player_id, row]));
      const byProjection = [...pool.players].sort(
        (a, b) => b.projectedPoints - a.projectedPoints || a.player.id.localeCompare(b.player.id),
      );
      let undrafted = Number(longest?.picks ?? 0);
      const rows = byProjection.map((entry) => {
        const drafted = fromDrafts.get(entry.player.id);
        if (drafted)
          return { id: entry.player.id, adp: Math.round(drafted.adp * 100) / 100, drafts: drafted.drafts };
        undrafted += 1;
        return { id: entry.player.id, adp: undrafted, drafts: 0 };
      });
      const now = clock();
      await tx.execute(
        sql`delete from player_adp where sport_id = ${sportId} and slate_id = ${slateId}
            and not (player_id = any(${sql`array(select jsonb_array_elements_text(${JSON.stringify(rows.map((row) => row.id))}::jsonb))`}))`,
      );
      if (rows.length > 0) {
        await tx.execute(
          sql`insert into player_adp (sport_id, slate_id, player_id, adp, drafts, updated_at)
              select ${sportId}, ${slateId}, r.id, r.adp, r.drafts, ${now.toISOString()}::timestamptz
              from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, adp float8, drafts int)
              order by r.id
              on conflict (sport_id, slate_id, player_id)
              do update set adp = excluded.adp, drafts = excluded.drafts, updated_at = excluded.updated_at`,
        );
      }
      return rows.length;
    });
  }

  /** Slates with a contest still running, and upcoming slates to seed; answers players written. */
  async function recomputeAll(): Promise<number> {
    const now = clock();
    const slates = await selectRows<{ sport_id: SportId; slate_id: string }>(
      db,
      sql`select distinct c.sport_id, c.slate_id from contests c where c.status <> 'closed'
          union
          select s.sport_id, s.id from slates s
          where s.starts_at > ${now.toISOString()}::timestamptz
            and s.starts_at < ${new Date(now.getTime() + SEED_AHEAD_MS).toISOString()}::timestamptz
            and s.sport_id in ('nfl', 'nba', 'mlb')`,
    );
    let written = 0;
    for (const slate of slates) written += await recomputeSlate(slate.sport_id, slate.slate_id);
    return written;
  }

  /** The slate of a draft (so the engine's "draft complete" can name just the draft). */
  async function recomputeForDraft(draftId: string): Promise<number> {
    const [row] = await selectRows<{ sport_id: SportId; slate_id: string }>(
      db,
      sql`select c.sport_id, c.slate_id from drafts d join contests c on c.id = d.contest_id where d.id = ${draftId}`,
    );
    return row ? recomputeSlate(row.sport_id, row.slate_id) : 0;
  }

  return { recomputeSlate, recomputeAll, recomputeForDraft };
}

export type AdpRecompute = ReturnType<typeof createAdpRecompute>;
