import type { DraftRanking, DraftRankingImport, SportId } from '@kennel/core';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { draftRankings } from '../../../platform/db/schema/drafts.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { type DraftPool, loadDraftPool, type PoolPlayer } from '../adp/pool.ts';
import { rankingsCsv, readRankingsCsv } from './csv.ts';

export interface RankingsSlate {
  userId: string;
  sportId: SportId;
  slateId: string;
}

/**
 * A player's pre-draft rankings per slate (PRODUCT.md, Rankings). Saved lists are the player's
 * order; players the list does not name (new to the slate) follow in ADP order. Reset deletes the
 * row so the ranking follows ADP as it moves.
 */
export function createRankingsService({ db, clock }: { db: Database; clock: Clock }) {
  async function poolOf(sportId: SportId, slateId: string): Promise<DraftPool> {
    const pool = await loadDraftPool(db, sportId, slateId);
    if (!pool) throw new ApiProblem('not_found', { detail: 'No best ball slate with that sport and id.' });
    return pool;
  }

  async function stored({ userId, sportId, slateId }: RankingsSlate) {
    const [row] = await db
      .select()
      .from(draftRankings)
      .where(
        and(
          eq(draftRankings.userId, userId),
          eq(draftRankings.sportId, sportId),
          eq(draftRankings.slateId, slateId),
        ),
      );
    return row;
  }

  /** The full order: the saved ids still in the pool, then the rest of the pool by ADP. */
  async function ranked(slate: RankingsSlate): Promise<{ ranking: DraftRanking; players: PoolPlayer[] }> {
    const [pool, row] = await Promise.all([poolOf(slate.sportId, slate.slateId), stored(slate)]);
    const byId = new Map(pool.players.map((entry) => [entry.player.id, entry]));
    const saved = (row?.playerIds ?? []).filter((id) => byId.has(id));
    const savedSet = new Set(saved);
    const players = [
      ...saved.map((id) => byId.get(id)!),
      ...pool.players.filter((entry) => !savedSet.has(entry.player.id)),
    ];
    return {
      ranking: {
        sport_id: slate.sportId,
        slate_id: slate.slateId,
        customised: row !== undefined,
        player_ids: players.map((entry) => entry.player.id),
        updated_at: row ? row.updatedAt.toISOString() : null,
      },
      players,
    };
  }

  async function write(slate: RankingsSlate, playerIds: string[]) {
    const now = clock();
    await db
      .insert(draftRankings)
      .values({ ...slate, playerIds, updatedAt: now })
      .onConflictDoUpdate({
        target: [draftRankings.userId, draftRankings.sportId, draftRankings.slateId],
        set: { playerIds, updatedAt: now },
      });
  }

  return {
    async get(slate: RankingsSlate): Promise<DraftRanking> {
      return (await ranked(slate)).ranking;
    },

    async save(slate: RankingsSlate, playerIds: string[]): Promise<DraftRanking> {
      const pool = await poolOf(slate.sportId, slate.slateId);
      const draftable = new Set(pool.players.map((entry) => entry.player.id));
      const fields: Record<string, string> = {};
      const seen = new Set<string>();
      playerIds.forEach((id, index) => {
        if (!draftable.has(id)) fields[`player_ids.${index}`] = `${id} is not in this slate’s draft pool.`;
        else if (seen.has(id)) fields[`player_ids.${index}`] = `${id} is ranked twice.`;
        seen.add(id);
      });
      if (Object.keys(fields).length > 0) throw new ApiProblem('rankings_invalid', { fields });
      await write(slate, playerIds);
      return (await ranked(slate)).ranking;
    },

    async reset(slate: RankingsSlate): Promise<void> {
      await poolOf(slate.sportId, slate.slateId);
      await db
        .delete(draftRankings)
        .where(
          and(
            eq(draftRankings.userId, slate.userId),
            eq(draftRankings.sportId, slate.sportId),
            eq(draftRankings.slateId, slate.slateId),
          ),
        );
    },

    async exportCsv(slate: RankingsSlate): Promise<string> {
      return rankingsCsv((await ranked(slate)).players);
    },

    async importCsv(slate: RankingsSlate, text: string): Promise<DraftRankingImport> {
      const pool = await poolOf(slate.sportId, slate.slateId);
      const result = readRankingsCsv(text, new Set(pool.players.map((entry) => entry.player.id)));
      if (!result.ok) throw new ApiProblem('rankings_csv_invalid', { fields: result.rows });
      await write(slate, result.playerIds);
      return {
        ...(await ranked(slate)).ranking,
        imported: {
          rows: result.rows,
          ranked: result.playerIds.length,
          skipped: result.skipped,
          skipped_rows: result.skippedRows,
          unlisted: pool.players.length - result.playerIds.length,
        },
      };
    },
  };
}

export type RankingsService = ReturnType<typeof createRankingsService>;
