import type { PlayerSummary, SportId, TeamSummary } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { teamColumns, teamFromRow } from './game-summary.ts';
import { textArray } from './upsert.ts';

export const PLAYER_COLUMNS = sql.raw(
  `p.id, p.sport_id, p.first_name, p.last_name, p.position, p.jersey, p.status, ${teamColumns('t', 't')}`,
);
export const PLAYER_TEAM = sql.raw('left join teams t on t.id = p.team_id');

export type PlayerRowWithTeam = Record<string, unknown> & {
  id: string;
  sport_id: SportId;
  first_name: string;
  last_name: string;
  position: string;
  jersey: number | null;
  status: PlayerSummary['status'];
  t_id: string | null;
};

export function playerSummaryFromRow(row: PlayerRowWithTeam): PlayerSummary {
  return {
    id: row.id,
    sport_id: row.sport_id,
    first_name: row.first_name,
    last_name: row.last_name,
    position: row.position,
    jersey: row.jersey,
    status: row.status,
    team: row.t_id === null ? null : teamFromRow(row, 't'),
  };
}

/** Players by id, with their teams, in one query. */
export async function playerSummariesById(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, PlayerSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<PlayerRowWithTeam>(
    db,
    sql`select ${PLAYER_COLUMNS} from players p ${PLAYER_TEAM} where p.id = any(${textArray([...new Set(ids)])})`,
  );
  return new Map(rows.map((row) => [row.id, playerSummaryFromRow(row)]));
}

/** Teams by id in one query. */
export async function teamSummariesById(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, TeamSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select ${sql.raw(teamColumns('t', 't'))} from teams t where t.id = any(${textArray([...new Set(ids)])})`,
  );
  return new Map(rows.map((row) => [row.t_id as string, teamFromRow(row, 't')]));
}
