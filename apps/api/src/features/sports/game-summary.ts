import type { GameSummary, SportId, TeamSummary } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';

/** A timestamp column as the wire's ISO text, whichever driver read it. */
export const iso = (value: Date | string) => new Date(value).toISOString();

const TEAM_COLUMNS = [
  'id',
  'sport_id',
  'location',
  'nickname',
  'abbreviation',
  'primary_color',
  'secondary_color',
];

/** Selects a team aliased `alias` as `<prefix>_<column>` columns. */
export const teamColumns = (alias: string, prefix: string) =>
  TEAM_COLUMNS.map((column) => `${alias}.${column} as ${prefix}_${column}`).join(', ');

export function teamFromRow(row: Record<string, unknown>, prefix: string): TeamSummary {
  return {
    id: row[`${prefix}_id`] as string,
    sport_id: row[`${prefix}_sport_id`] as SportId,
    location: row[`${prefix}_location`] as string,
    nickname: row[`${prefix}_nickname`] as string,
    abbreviation: row[`${prefix}_abbreviation`] as string,
    primary_color: row[`${prefix}_primary_color`] as string,
    secondary_color: row[`${prefix}_secondary_color`] as string,
  };
}

/** Columns of a game `g` with its teams `h` and `a` (join them with GAME_TEAMS). */
export const GAME_COLUMNS = sql.raw(
  `g.id, g.sport_id, g.starts_at, g.venue, g.status, g.period, g.clock_seconds, g.home_score, g.away_score, g.seq, ${teamColumns('h', 'h')}, ${teamColumns('a', 'a')}`,
);
export const GAME_TEAMS = sql.raw(
  'join teams h on h.id = g.home_team_id join teams a on a.id = g.away_team_id',
);

export interface GameRowWithTeams extends Record<string, unknown> {
  id: string;
  sport_id: SportId;
  starts_at: Date | string;
  venue: string;
  status: GameSummary['status'];
  period: number;
  clock_seconds: number | null;
  home_score: number;
  away_score: number;
  seq: number;
}

/** The one GameSummary shape the read API and the live messages share. */
export function gameSummaryFromRow(row: GameRowWithTeams): GameSummary {
  return {
    id: row.id,
    sport_id: row.sport_id,
    starts_at: iso(row.starts_at),
    venue: row.venue,
    status: row.status,
    period: row.period,
    clock_seconds: row.clock_seconds,
    home: teamFromRow(row, 'h'),
    away: teamFromRow(row, 'a'),
    home_score: row.home_score,
    away_score: row.away_score,
    version: row.seq,
  };
}

/** Games `g` matching `where` (with `order` and `limit` after it), as summaries. */
export async function selectGameSummaries(
  db: Database,
  where: SQL,
  rest: SQL = sql``,
): Promise<GameSummary[]> {
  const rows = await selectRows<GameRowWithTeams>(
    db,
    sql`select ${GAME_COLUMNS} from games g ${GAME_TEAMS} where ${where} ${rest}`,
  );
  return rows.map(gameSummaryFromRow);
}
