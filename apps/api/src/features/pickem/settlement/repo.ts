import type { Cents, PickemEntryResult } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { deferWrite } from '../../../platform/db/deferred-writes.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { centsFromDriver } from '../../../platform/db/schema/columns.ts';
import type { SettledPick } from '../../../platform/db/schema/pickem.ts';
import { lockWithPicks } from './pick-reads.ts';

export type { LockedEntry, PickRow, PickSide } from './pick-reads.ts';

// Settlement's rows, read and written a chunk of entries at a time (arrays and JSON parameters).

/** Games whose results are in: a cancelled game voids its picks. */
const DONE = sql`('final', 'cancelled')`;

export interface CurrentSettlement {
  entryId: string;
  version: number;
  result: PickemEntryResult;
  payoutCents: Cents;
  payoutTransferId: string | null;
}

export interface EntrySettled {
  id: string;
  result: PickemEntryResult;
  payout_cents: number;
  version: number;
}

export interface SettlementRow extends EntrySettled {
  payout_transfer_id: string | null;
  picks: SettledPick[];
}

/** A game corrected since its entries were graded: its sequence now and the gradings recorded when read. */
export interface CorrectedGame {
  id: string;
  seq: number;
  gradings: number;
}

/** New grades for a current settlement whose result stands (a correction changed only final values). */
export interface RegradedPicks {
  id: string;
  version: number;
  picks: SettledPick[];
}

/** A deferred write's check: it must touch every row it was given, or the transaction rolls back. */
function expectRows(wanted: number, what: string) {
  return (rows: number) => {
    if (rows !== wanted) throw new Error(`${what}: ${rows} of ${wanted}`);
  };
}

const ids = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::uuid[]`;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export function createSettlementRepo(db: Database) {
  return {
    /** Open entries every game of which is final (or cancelled), in the order they were made (their rows lie together). */
    async readyEntryIds(): Promise<string[]> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`select e.id from pickem_entries e
            where e.state = 'open'
              and not exists (select 1 from games g where g.id = any(e.game_ids) and g.status not in ${DONE})
            order by e.created_at, e.id`,
      );
      return rows.map((row) => row.id);
    },

    /** Locks the given entries still in `state` with their picks (pick-reads.ts). */
    lockWithPicks: (entryIds: readonly string[], state: 'open' | 'settled', skipLocked: boolean) =>
      lockWithPicks(db, entryIds, state, skipLocked),

    /** The current settlement of each settled entry. */
    async currentSettlements(entryIds: readonly string[]): Promise<CurrentSettlement[]> {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select s.entry_id, s.version, s.result, s.payout_cents, s.payout_transfer_id
            from unnest(${ids(entryIds)}) as x(id)
            join pickem_entries e on e.id = x.id
            join pickem_settlements s on s.entry_id = e.id and s.version = e.settlement_version`,
      );
      return rows.map((row) => ({
        entryId: String(row.entry_id),
        version: Number(row.version),
        result: row.result as PickemEntryResult,
        payoutCents: centsFromDriver(row.payout_cents as string),
        payoutTransferId: (row.payout_transfer_id as string | null) ?? null,
      }));
    },

    /** Rewrites the current settlements' pick grades (their result and payout stand). */
    async writeCurrentPicks(rows: readonly RegradedPicks[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(
        sql`update pickem_settlements s set picks = x.picks
            from jsonb_to_recordset(${json(rows)}) as x(id uuid, version int, picks jsonb)
            where s.entry_id = x.id and s.version = x.version`,
      );
    },

    /** Marks entries settled at their new version (deferred: it travels with the transaction's next write). */
    async markSettled(entries: readonly EntrySettled[], now: Date): Promise<void> {
      if (entries.length === 0) return;
      await deferWrite(
        db,
        sql`update pickem_entries e set state = 'settled', result = x.result, payout_cents = x.payout_cents,
              settlement_version = x.version, settled_at = ${now.toISOString()}::timestamptz
            from jsonb_to_recordset(${json(entries)}) as x(id uuid, result text, payout_cents bigint, version int)
            where e.id = x.id returning 1`,
        expectRows(entries.length, 'entries marked settled'),
      );
    },

    /** Records the settlement versions with their pick grades (deferred, like `markSettled`). */
    async insertSettlements(rows: readonly SettlementRow[], now: Date): Promise<void> {
      if (rows.length === 0) return;
      await deferWrite(
        db,
        sql`insert into pickem_settlements (entry_id, version, result, payout_cents, picks, payout_transfer_id, settled_at)
            select x.id, x.version, x.result, x.payout_cents, x.picks, x.payout_transfer_id, ${now.toISOString()}::timestamptz
            from jsonb_to_recordset(${json(rows)})
              as x(id uuid, version int, result text, payout_cents bigint, picks jsonb, payout_transfer_id uuid)`,
      );
    },

    async recordReversal(entryId: string, version: number, reversalTransferId: string): Promise<void> {
      await db.execute(
        sql`update pickem_settlements set reversal_transfer_id = ${reversalTransferId}::uuid
            where entry_id = ${entryId}::uuid and version = ${version}`,
      );
    },

    /**
     * Records the sequence each game was graded at. The lowest wins, so entries graded from older
     * stats than another chunk's are still re-graded after a correction; and each record counts a
     * grading, so a re-grade that began before this commit does not move the sequence on
     * (`markRegraded`): these entries were still open when it looked for settled ones.
     */
    async recordGradedGames(games: ReadonlyMap<string, number>, now: Date): Promise<void> {
      if (games.size === 0) return;
      const rows = [...games].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, seq]) => ({ id, seq }));
      await deferWrite(
        db,
        sql`insert into pickem_graded_games (game_id, seq, graded_at)
            select x.id, x.seq, ${now.toISOString()}::timestamptz from jsonb_to_recordset(${json(rows)}) as x(id text, seq int)
            on conflict (game_id) do update set seq = least(pickem_graded_games.seq, excluded.seq),
              gradings = pickem_graded_games.gradings + 1`,
      );
    },

    /** Final games whose stats changed after their entries were graded (a stat correction), with their gradings so far. */
    async correctedGames(): Promise<CorrectedGame[]> {
      const rows = await selectRows<{ id: string; seq: number; gradings: number }>(
        db,
        sql`select g.id, g.seq, gg.gradings from games g join pickem_graded_games gg on gg.game_id = g.id
            where g.status in ${DONE} and g.seq > gg.seq order by g.id`,
      );
      return rows.map((row) => ({ id: row.id, seq: Number(row.seq), gradings: Number(row.gradings) }));
    },

    /** Settled entries with a pick on the game: through its props and their picks (entries keep no game index). */
    async settledEntryIdsOf(gameId: string): Promise<string[]> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`select e.id from pickem_entries e
            where e.state = 'settled' and e.id in (
              select k.entry_id from pickem_props p join pickem_picks k on k.prop_id = p.id
              where p.game_ids @> array[${gameId}]::text[])
            order by e.id`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Moves the game's graded sequence on to the corrected one its settled entries were graded
     * again at, unless a settlement recorded a grading since `correctedGames` read it: that one's
     * entries may have been graded on the stats before the correction, so the game stays due.
     */
    async markRegraded(game: CorrectedGame, now: Date): Promise<void> {
      await db.execute(
        sql`update pickem_graded_games set seq = ${game.seq}, graded_at = ${now.toISOString()}::timestamptz
            where game_id = ${game.id} and seq < ${game.seq} and gradings = ${game.gradings}`,
      );
    },
  };
}

export type SettlementRepo = ReturnType<typeof createSettlementRepo>;
