import type {
  Cents,
  PayoutSchedule,
  PickemChoice,
  PickemEntryType,
  PickemPropKind,
  SportId,
  StatLine,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { centsFromDriver } from '../../../platform/db/schema/columns.ts';
import { scheduleRepo } from '../../schedules/repo.ts';

// A chunk of entries locked with their picks, and the stat lines they are graded from.

const ids = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::uuid[]`;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** One side of a pick as read for grading: a player's line in their game. */
export interface PickSide {
  stats: StatLine | null;
  status: string;
  game_id: string;
  seq: number;
  /**
   * The player's final value of each stat graded so far in this chunk (by sport, then stat): many
   * picks name the same player, and each value is worked out once.
   */
  finals: Map<string, Map<string, number | null>>;
}

export interface PickRow {
  entryId: string;
  position: number;
  kind: PickemPropKind;
  sport: SportId;
  stat: string;
  choice: PickemChoice;
  multiplierHundredths: number;
  /** The line's value, or an operator's corrected one (a `regrade` ruling). */
  statValue: number;
  teamIds: string[];
  /** An operator voided the line: the pick is graded as a void. */
  voided: boolean;
  sides: PickSide[];
}

/** An entry locked for settling, as the settlement reads it. */
export interface LockedEntry {
  id: string;
  userId: string;
  type: PickemEntryType;
  feeCents: Cents;
  settlementVersion: number;
  /** The payout schedule that priced it: it settles (and re-settles) by that one. */
  schedule: PayoutSchedule;
}

/** A pick as the locking read sends it: one JSON array per pick, in the order of the select below. */
type PickTuple = [
  position: number,
  choice: PickemChoice,
  multiplierHundredths: number,
  statValue: number,
  playerIds: string[],
  gameIds: string[],
  teamIds: string[],
  kind: PickemPropKind,
  sport: SportId,
  stat: string,
  voided: boolean,
];

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Locks the given entries still in `state` (in id order; another run's locked rows are skipped,
 * or waited for) and reads their picks in the same statement, each entry's as one JSON array
 * (cheaper to send and parse than a row per pick with three text arrays); then the stat lines
 * of the players they name. The picks come with each player's line and game, in player order.
 */
export async function lockWithPicks(
  db: Database,
  entryIds: readonly string[],
  state: 'open' | 'settled',
  skipLocked: boolean,
): Promise<{ entries: LockedEntry[]; picks: PickRow[]; sides: PickSide[] }> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`with locked as (
          select e.id, e.user_id, e.type, e.fee_cents, e.settlement_version, e.payout_schedule_version
          from unnest(${ids(entryIds)}) as x(id)
          join pickem_entries e on e.id = x.id
          where e.state = ${state}
          order by e.id
          for update of e ${skipLocked ? sql`skip locked` : sql``}
        ),
        picks as (
          select p.entry_id, json_agg(json_build_array(p.position, p.choice, p.multiplier_hundredths,
              case when r.ruling = 'regrade' then r.stat_value else p.stat_value end,
              p.player_ids, p.game_ids, p.team_ids, pr.kind, pr.sport_id, pr.stat,
              coalesce(r.ruling = 'void', false)) order by p.position) as picks
          from pickem_picks p join pickem_props pr on pr.id = p.prop_id
            left join pickem_line_rulings r on r.line_id = p.line_id
          where p.entry_id in (select id from locked)
          group by p.entry_id
        )
        select l.id, l.user_id, l.type, l.fee_cents, l.settlement_version, l.payout_schedule_version, k.picks
        from locked l left join picks k on k.entry_id = l.id
        order by l.id`,
  );
  const schedules = await scheduleRepo.versions(
    db,
    'pickem_payouts',
    rows.map((row) => Number(row.payout_schedule_version)),
  );
  const entries: LockedEntry[] = [];
  const tuples: { entryId: string; pick: PickTuple }[] = [];
  // Each (game, player) the picks name, once: its side is read once and shared by its picks.
  const sidesByGame = new Map<string, Map<string, PickSide | undefined>>();
  for (const row of rows) {
    const id = String(row.id);
    entries.push({
      id,
      userId: String(row.user_id),
      type: row.type as PickemEntryType,
      feeCents: centsFromDriver(row.fee_cents as string),
      settlementVersion: Number(row.settlement_version),
      schedule: schedules.get(Number(row.payout_schedule_version))!,
    });
    for (const pick of parsed<PickTuple[] | null>(row.picks) ?? []) {
      tuples.push({ entryId: id, pick });
      const [, , , , players, games] = pick;
      for (let index = 0; index < players.length; index += 1) {
        const game = games[index] as string;
        let sides = sidesByGame.get(game);
        if (!sides) {
          sides = new Map();
          sidesByGame.set(game, sides);
        }
        sides.set(players[index] as string, undefined);
      }
    }
  }
  const sides = await sidesOf(db, sidesByGame);
  const picks = tuples.map(({ entryId, pick }): PickRow => {
    const [
      position,
      choice,
      multiplierHundredths,
      statValue,
      players,
      games,
      teamIds,
      kind,
      sport,
      stat,
      voided,
    ] = pick;
    return {
      entryId,
      position,
      kind,
      sport,
      stat,
      choice,
      multiplierHundredths,
      statValue,
      teamIds,
      voided,
      sides: players.map((player, index) => sidesByGame.get(games[index] as string)!.get(player)!),
    };
  });
  return { entries, picks, sides };
}

/**
 * Fills in each (game, player)'s side: their stat line (null: none) with the game's status and
 * sequence; a game the world does not know has no lines, so its picks are void. Answers the sides.
 */
async function sidesOf(
  db: Database,
  sidesByGame: Map<string, Map<string, PickSide | undefined>>,
): Promise<PickSide[]> {
  const pairs: { game: string; player: string }[] = [];
  for (const [game, players] of sidesByGame)
    for (const player of players.keys()) pairs.push({ game, player });
  const rows =
    pairs.length === 0
      ? []
      : await selectRows<Record<string, unknown>>(
          db,
          sql`select g.id as game_id, g.status, g.seq, x.player as player_id, s.stats
              from jsonb_to_recordset(${json(pairs)}) as x(game text, player text)
              join games g on g.id = x.game
              left join player_game_stats s on s.game_id = x.game and s.player_id = x.player`,
        );
  for (const row of rows) {
    sidesByGame.get(String(row.game_id))?.set(String(row.player_id), {
      stats: parsed<StatLine | null>(row.stats) ?? null,
      status: String(row.status),
      game_id: String(row.game_id),
      seq: Number(row.seq),
      finals: new Map(),
    });
  }
  const sides: PickSide[] = [];
  for (const [game, players] of sidesByGame) {
    for (const [player, side] of players) {
      const known = side ?? { stats: null, status: 'unknown', game_id: game, seq: 0, finals: new Map() };
      players.set(player, known);
      sides.push(known);
    }
  }
  return sides;
}
