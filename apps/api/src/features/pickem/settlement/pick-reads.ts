import type { PickemChoice, PickemPropKind, SportId, StatLine } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';

// The picks of a chunk of entries and the stat lines they are graded from.

const ids = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::uuid[]`;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** One side of a pick as read for grading: a player's line in their game. */
export interface PickSide {
  stats: StatLine | null;
  status: string;
  game_id: string;
  seq: number;
}

export interface PickRow {
  entryId: string;
  position: number;
  kind: PickemPropKind;
  sport: SportId;
  stat: string;
  choice: PickemChoice;
  multiplierHundredths: number;
  statValue: number;
  teamIds: string[];
  sides: PickSide[];
}

/**
 * Every pick of the entries with each player's stat line and game, in the pick's player order.
 * Two plain reads (the picks, then the lines of the players they name) joined here: a per-pick
 * subquery was most of a chunk's time.
 */
export async function readPicks(db: Database, entryIds: readonly string[]): Promise<PickRow[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select p.entry_id, p.position, p.choice, p.multiplier_hundredths, p.stat_value, p.player_ids,
          p.game_ids, p.team_ids, pr.kind, pr.sport_id, pr.stat
        from pickem_picks p join pickem_props pr on pr.id = p.prop_id
        where p.entry_id = any(${ids(entryIds)})
        order by p.entry_id, p.position`,
  );
  const pairs = new Map<string, { game: string; player: string }>();
  for (const row of rows) {
    const games = row.game_ids as string[];
    (row.player_ids as string[]).forEach((player, index) => {
      const game = games[index] as string;
      pairs.set(`${game} ${player}`, { game, player });
    });
  }
  const sides = await sidesOf(db, [...pairs.values()]);
  return rows.map((row) => {
    const games = row.game_ids as string[];
    return {
      entryId: String(row.entry_id),
      position: Number(row.position),
      kind: row.kind as PickemPropKind,
      sport: row.sport_id as SportId,
      stat: String(row.stat),
      choice: row.choice as PickemChoice,
      multiplierHundredths: Number(row.multiplier_hundredths),
      statValue: Number(row.stat_value),
      teamIds: row.team_ids as string[],
      // A game the world does not know has no lines: its picks are void.
      sides: (row.player_ids as string[]).map(
        (player, index) =>
          sides.get(`${games[index]} ${player}`) ?? {
            stats: null,
            status: 'unknown',
            game_id: String(games[index]),
            seq: 0,
          },
      ),
    };
  });
}

/** Each (game, player)'s stat line (null: none) with the game's status and sequence. */
async function sidesOf(
  db: Database,
  pairs: readonly { game: string; player: string }[],
): Promise<Map<string, PickSide>> {
  if (pairs.length === 0) return new Map();
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select g.id as game_id, g.status, g.seq, x.player as player_id, s.stats
        from jsonb_to_recordset(${json(pairs)}) as x(game text, player text)
        join games g on g.id = x.game
        left join player_game_stats s on s.game_id = x.game and s.player_id = x.player`,
  );
  return new Map(
    rows.map((row) => [
      `${row.game_id} ${row.player_id}`,
      {
        stats: (typeof row.stats === 'string' ? JSON.parse(row.stats) : row.stats) ?? null,
        status: String(row.status),
        game_id: String(row.game_id),
        seq: Number(row.seq),
      },
    ]),
  );
}
