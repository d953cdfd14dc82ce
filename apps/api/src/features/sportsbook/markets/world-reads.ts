import type { GameStatus, Player, SportId } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { StoredSelection } from '../../../platform/db/schema/sportsbook.ts';
import { rosterVersionOf } from '../../sports/roster-version.ts';
import { textArray } from '../../sports/upsert.ts';

// What the market maker reads, each for all of a run's games in one statement, so a run costs the
// same few statements however many games it looks at.

export interface BookGame {
  id: string;
  sport_id: SportId;
  status: GameStatus;
  starts_at: Date;
  period: number;
  clock_seconds: number | null;
  home_team_id: string;
  away_team_id: string;
  home_score: number;
  away_score: number;
  seq: number;
  /** Its two teams' players as a version: when it changes, the game is played out anew. */
  roster_version: string;
  /** When the game's projections (who gets a prop) were last written; null without any. */
  projected_at: string | null;
}

const BOOK_GAME_SELECT = sql`select g.id, g.sport_id, g.status, g.starts_at, g.period, g.clock_seconds, g.home_team_id,
    g.away_team_id, g.home_score, g.away_score, g.seq,
    ${rosterVersionOf(sql`g`)} as roster_version,
    (select max(j.updated_at)::text from projections j where j.game_id = g.id) as projected_at
  from games g`;

const asBookGames = (rows: BookGame[]): BookGame[] =>
  rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at), seq: Number(row.seq) }));

/**
 * The games the book prices: per sport the next `perSport` that have not started, every game in
 * progress, and every game that still has a market not closed (so it closes when the game ends).
 */
export async function gamesToPrice(db: Database, now: Date, perSport: number): Promise<BookGame[]> {
  const rows = await selectRows<BookGame>(
    db,
    sql`${BOOK_GAME_SELECT} where g.id in (
          select id from (
            select u.id, row_number() over (partition by u.sport_id order by u.starts_at, u.id) as n
            from games u where u.status = 'scheduled' and u.starts_at > ${now.toISOString()}::timestamptz
          ) upcoming where n <= ${perSport}
          union select id from games where status = 'in_progress'
          union select game_id from sportsbook_markets where status <> 'closed')
        order by g.starts_at, g.id`,
  );
  return asBookGames(rows);
}

/** The games named, as `gamesToPrice` reads them (a run that decides only some games). */
export async function bookGamesByIds(db: Database, gameIds: readonly string[]): Promise<BookGame[]> {
  if (gameIds.length === 0) return [];
  const rows = await selectRows<BookGame>(
    db,
    sql`${BOOK_GAME_SELECT} where g.id = any(${textArray(gameIds)}) order by g.starts_at, g.id`,
  );
  return asBookGames(rows);
}

/** The players of each team named, as the simulator takes them. */
export async function rostersOf(db: Database, teamIds: readonly string[]): Promise<Map<string, Player[]>> {
  const byTeam = new Map<string, Player[]>(teamIds.map((id) => [id, []]));
  if (teamIds.length === 0) return byTeam;
  const rows = await selectRows<Player>(
    db,
    sql`select id, sport_id, first_name, last_name, position, jersey, status, team_id
        from players where team_id = any(${textArray(teamIds)}) order by id`,
  );
  for (const player of rows) if (player.team_id) byTeam.get(player.team_id)?.push(player);
  return byTeam;
}

export interface MarketRow {
  id: string;
  game_id: string;
  kind: 'moneyline' | 'spread' | 'total' | 'player_prop';
  line: number | null;
  player_id: string | null;
  stat: string | null;
  selections: StoredSelection[];
  outcomes: number[] | null;
  status: 'open' | 'suspended' | 'closed';
  in_game: boolean;
  version: number;
  suspended_until: Date | null;
  priced_home_score: number;
  priced_away_score: number;
  priced_value: number | null;
}

/** The markets of the games named (every status), by game. */
export async function marketsOfGames(
  db: Database,
  gameIds: readonly string[],
): Promise<Map<string, MarketRow[]>> {
  const byGame = new Map<string, MarketRow[]>(gameIds.map((id) => [id, []]));
  if (gameIds.length === 0) return byGame;
  const rows = await selectRows<MarketRow>(
    db,
    sql`select id, game_id, kind, line, player_id, stat, selections, outcomes, status, in_game, version, suspended_until,
          priced_home_score, priced_away_score, priced_value
        from sportsbook_markets where game_id = any(${textArray(gameIds)}) order by id`,
  );
  for (const row of rows) {
    byGame.get(row.game_id)?.push({
      ...row,
      version: Number(row.version),
      priced_value: row.priced_value === null ? null : Number(row.priced_value),
      suspended_until: row.suspended_until === null ? null : new Date(row.suspended_until),
    });
  }
  return byGame;
}

/** The ids and versions of the games' markets (every status), by game: enough to tell whether what is remembered of them still stands. */
export async function marketVersionsOfGames(
  db: Database,
  gameIds: readonly string[],
): Promise<Map<string, { id: string; version: number }[]>> {
  const byGame = new Map<string, { id: string; version: number }[]>(gameIds.map((id) => [id, []]));
  if (gameIds.length === 0) return byGame;
  const rows = await selectRows<{ id: string; game_id: string; version: number }>(
    db,
    sql`select id, game_id, version from sportsbook_markets where game_id = any(${textArray(gameIds)})`,
  );
  for (const row of rows) byGame.get(row.game_id)?.push({ id: row.id, version: Number(row.version) });
  return byGame;
}
