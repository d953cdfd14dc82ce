import type { LegResult, SportsbookBetResult } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { LegToGrade } from './grade.ts';

const DONE = sql`('final', 'cancelled')`;

/**
 * The games of the bets' legs, each with the lowest event sequence its legs were graded at: the
 * sequence read with the scores and stats (one statement), never a later read, so a correction
 * committed while the bets were being settled is still ahead of it and grades them again.
 */
export function gradedSeqs(bets: readonly LockedBet[]): { id: string; seq: number }[] {
  const seqs = new Map<string, number>();
  for (const leg of bets.flatMap((bet) => bet.legs)) {
    const seq = Number(leg.seq);
    seqs.set(leg.game_id, Math.min(seqs.get(leg.game_id) ?? seq, seq));
  }
  return [...seqs].map(([id, seq]) => ({ id, seq }));
}

/** A prop leg's player's stat line in its game (the box score), for legs `l`; null on game markets. */
export const PLAYER_LINE = sql`case when l.player_id is not null then (select s.stats from player_game_stats s
  where s.game_id = l.game_id and s.player_id = l.player_id) end`;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export interface LockedBet {
  id: string;
  user_id: string;
  stake_cents: number;
  settlement_version: number;
  result: SportsbookBetResult | null;
  payout_cents: number | null;
  /** Each leg with its game's event sequence as read with the scores it is graded on. */
  legs: (LegToGrade & { seq: number })[];
}

/** A game corrected since its bets were graded: its sequence now and the gradings recorded when read. */
export interface CorrectedGame {
  id: string;
  seq: number;
  gradings: number;
}

export interface SettledBet {
  id: string;
  version: number;
  result: SportsbookBetResult;
  payout_cents: number;
  legs: LegResult[];
}

export function createSettlementRepo(db: Database) {
  return {
    /** Open bets every one of whose games is over, oldest id first. */
    async readyBetIds(limit: number): Promise<string[]> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`select b.id from sportsbook_bets b where b.state = 'open'
              and not exists (select 1 from games g where g.id = any(b.game_ids) and g.status not in ${DONE})
            order by b.id limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Locks bets in `state` with their legs and their games' scores. Open bets another run (or a
     * cash out) holds are skipped: it settles them. Settled bets are waited for: a re-grade must
     * grade every bet of the game before it counts the game re-graded (as pick'em's does).
     */
    async lockWithLegs(betIds: readonly string[], state: 'open' | 'settled'): Promise<LockedBet[]> {
      if (betIds.length === 0) return [];
      const rows = await selectRows<LockedBet>(
        db,
        sql`select b.id, b.user_id, b.stake_cents, b.settlement_version, b.result, b.payout_cents,
              (select json_agg(json_build_object('position', l.position, 'market_kind', l.market_kind,
                  'selection', l.selection, 'line', l.line, 'price', l.price, 'game_id', l.game_id,
                  'sport_id', l.sport_id, 'game_status', g.status, 'home', g.home_score, 'away', g.away_score,
                  'seq', g.seq, 'stat', l.stat, 'player_line', ${PLAYER_LINE}) order by l.position)
               from sportsbook_legs l join games g on g.id = l.game_id where l.bet_id = b.id) as legs
            from sportsbook_bets b
            where b.id = any(array(select jsonb_array_elements_text(${json(betIds)}))::uuid[]) and b.state = ${state}
            order by b.id for update of b ${state === 'open' ? sql`skip locked` : sql``}`,
      );
      return rows.map((row) => ({
        ...row,
        stake_cents: Number(row.stake_cents),
        settlement_version: Number(row.settlement_version),
        payout_cents: row.payout_cents === null ? null : Number(row.payout_cents),
      }));
    },

    /** Writes each bet's new settlement (version, result, payout, its legs' grades): one row a bet. */
    async writeSettled(bets: readonly SettledBet[], now: Date): Promise<void> {
      if (bets.length === 0) return;
      await db.execute(
        sql`update sportsbook_bets b set state = 'settled', result = x.result, payout_cents = x.payout_cents,
              settlement_version = x.version, settled_at = ${now.toISOString()}::timestamptz,
              leg_results = array(select jsonb_array_elements_text(x.legs))
            from jsonb_to_recordset(${json(bets)}) as x(id uuid, version int, result text, payout_cents bigint, legs jsonb)
            where b.id = x.id`,
      );
    },

    /** Writes the legs' grades of bets whose result stands (a correction that changed only a leg's grade). */
    async writeLegResults(bets: readonly { id: string; legs: LegResult[] }[]): Promise<void> {
      if (bets.length === 0) return;
      await db.execute(
        sql`update sportsbook_bets b set leg_results = array(select jsonb_array_elements_text(x.legs))
            from jsonb_to_recordset(${json(bets)}) as x(id uuid, legs jsonb)
            where b.id = x.id and b.leg_results is distinct from array(select jsonb_array_elements_text(x.legs))`,
      );
    },

    /**
     * Records the sequence the games' bets were graded at (the lowest, so a correction since is
     * never missed), and counts a grading: a re-grade that began before this commit does not move
     * the sequence on (`markRegraded`), as these bets were still open when it looked for settled ones.
     */
    async markGraded(games: readonly { id: string; seq: number }[], now: Date): Promise<void> {
      if (games.length === 0) return;
      await db.execute(
        sql`insert into sportsbook_graded_games (game_id, seq, graded_at)
            select x.id, x.seq, ${now.toISOString()}::timestamptz from jsonb_to_recordset(${json(games)}) as x(id text, seq int)
            on conflict (game_id) do update set seq = least(sportsbook_graded_games.seq, excluded.seq),
              gradings = sportsbook_graded_games.gradings + 1`,
      );
    },

    /**
     * The graded sequence moves to the game's, once its bets were graded again, unless a settlement
     * recorded a grading since `correctedGames` read it: its bets may have been graded on the scores
     * before the correction, so the game stays due (the next run grades them too).
     */
    async markRegraded(game: CorrectedGame, now: Date): Promise<void> {
      await db.execute(
        sql`update sportsbook_graded_games set seq = ${game.seq}, graded_at = ${now.toISOString()}::timestamptz
            where game_id = ${game.id} and seq < ${game.seq} and gradings = ${game.gradings}`,
      );
    },

    /** Final games whose events moved on after their bets were graded (a correction), with their gradings so far. */
    async correctedGames(): Promise<CorrectedGame[]> {
      const rows = await selectRows<{ id: string; seq: number; gradings: number }>(
        db,
        sql`select g.id, g.seq, gg.gradings from games g join sportsbook_graded_games gg on gg.game_id = g.id
            where g.status in ${DONE} and g.seq > gg.seq order by g.id`,
      );
      return rows.map((row) => ({ id: row.id, seq: Number(row.seq), gradings: Number(row.gradings) }));
    },

    /** Bets settled on their games (not exclusion refunds, which never played, nor cash outs) with a leg on the game. */
    async settledBetIdsOf(gameId: string): Promise<string[]> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`select distinct l.bet_id as id from sportsbook_legs l join sportsbook_bets b on b.id = l.bet_id
            where l.game_id = ${gameId} and b.state = 'settled' and b.settlement_version > 0
              and b.result <> 'cashed_out' order by 1`,
      );
      return rows.map((row) => row.id);
    },
  };
}
