import type { StatLine } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { textArray } from './upsert.ts';

// Reads of the sports world that the games price from (pick'em's lines, the sportsbook's props),
// each for all the games named in one statement.

/** A player's projection for a game, with the team he plays for now. */
export interface ProjectedPlayer {
  player_id: string;
  team_id: string;
  stats: StatLine;
}

/** Each game's projected players on its current teams (players who left both teams are left out). */
export async function projectedPlayersOfGames(
  db: Database,
  gameIds: readonly string[],
): Promise<Map<string, ProjectedPlayer[]>> {
  const byGame = new Map<string, ProjectedPlayer[]>(gameIds.map((id) => [id, []]));
  if (gameIds.length === 0) return byGame;
  const rows = await selectRows<ProjectedPlayer & { game_id: string }>(
    db,
    sql`select j.game_id, j.player_id, p.team_id, j.stats
        from projections j join games g on g.id = j.game_id join players p on p.id = j.player_id
        where j.game_id = any(${textArray(gameIds)}) and p.team_id in (g.home_team_id, g.away_team_id)
        order by j.game_id, j.player_id`,
  );
  for (const { game_id, ...player } of rows) byGame.get(game_id)?.push(player);
  return byGame;
}

/** Each player's totals so far (the box score), per game and player. */
export async function boxScoresOfGames(
  db: Database,
  gameIds: readonly string[],
): Promise<Map<string, Map<string, StatLine>>> {
  const byGame = new Map<string, Map<string, StatLine>>(gameIds.map((id) => [id, new Map()]));
  if (gameIds.length === 0) return byGame;
  const rows = await selectRows<{ game_id: string; player_id: string; stats: StatLine }>(
    db,
    sql`select game_id, player_id, stats from player_game_stats where game_id = any(${textArray(gameIds)})`,
  );
  for (const row of rows) byGame.get(row.game_id)?.set(row.player_id, row.stats);
  return byGame;
}
