import type { ConsoleLine, PickemLineRuling } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';

interface LineRow {
  id: string;
  prop_id: string;
  sport_id: string;
  stat: string;
  player_ids: string[];
  names: (string | null)[] | null;
  game_ids: string[];
  stat_value: number;
  entries: number;
  settled_entries: number;
  ruling: PickemLineRuling | null;
  ruled_stat_value: number | null;
  ruled_at: Date | string | null;
}

const SEARCH_LIMIT = 50;

function toWire(row: LineRow): ConsoleLine {
  return {
    id: row.id,
    prop_id: row.prop_id,
    sport_id: row.sport_id,
    stat: row.stat,
    players: row.player_ids.map((id, index) => row.names?.[index] ?? id),
    game_ids: row.game_ids,
    stat_value: Number(row.stat_value),
    entries: Number(row.entries),
    settled_entries: Number(row.settled_entries),
    ruling: row.ruling,
    ruled_stat_value: row.ruled_stat_value === null ? null : Number(row.ruled_stat_value),
    ruled_at: row.ruled_at === null ? null : new Date(row.ruled_at).toISOString(),
  };
}

/** Lines players entered (only those can need a ruling), with their players' names and any ruling. */
function linesWhere(db: Database, where: ReturnType<typeof sql>) {
  return selectRows<LineRow>(
    db,
    sql`select l.id, l.prop_id, pr.sport_id, pr.stat, pr.player_ids, pr.game_ids, l.stat_value,
          (select array_agg(pl.first_name || ' ' || pl.last_name order by array_position(pr.player_ids, pl.id))
             from players pl where pl.id = any(pr.player_ids)) as names,
          count(distinct k.entry_id)::int as entries,
          (count(distinct k.entry_id) filter (where e.state = 'settled'))::int as settled_entries,
          r.ruling, r.stat_value as ruled_stat_value, r.decided_at as ruled_at
        from pickem_lines l
        join pickem_props pr on pr.id = l.prop_id
        join pickem_picks k on k.prop_id = pr.id and k.line_id = l.id
        join pickem_entries e on e.id = k.entry_id
        left join pickem_line_rulings r on r.line_id = l.id
        where ${where}
        group by l.id, pr.id, r.line_id
        order by l.created_at desc, l.id
        limit ${SEARCH_LIMIT}`,
  );
}

export const consoleLineRepo = {
  async search(db: Database, text: string): Promise<ConsoleLine[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const rows = await linesWhere(
      db,
      sql`(l.id = ${text} or exists (select 1 from players pl where pl.id = any(pr.player_ids)
            and (pl.first_name || ' ' || pl.last_name) ilike ${pattern}))`,
    );
    return rows.map(toWire);
  },

  async line(db: Database, id: string): Promise<ConsoleLine | undefined> {
    const [row] = await linesWhere(db, sql`l.id = ${id}`);
    return row && toWire(row);
  },

  /** Whether the line exists, and whether players can still pick it (its prop's current line, not locked). */
  async state(db: Database, id: string): Promise<'missing' | 'offered' | 'closed'> {
    const [row] = await selectRows<{ offered: boolean }>(
      db,
      sql`select (pr.status <> 'locked' and pr.current_line_id = l.id) as offered
          from pickem_lines l join pickem_props pr on pr.id = l.prop_id where l.id = ${id}`,
    );
    if (!row) return 'missing';
    return row.offered ? 'offered' : 'closed';
  },
};
