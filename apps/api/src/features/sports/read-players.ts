import { fantasyPoints, type PlayerSummary, type SportId } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';

import {
  GAME_COLUMNS,
  GAME_TEAMS,
  type GameRowWithTeams,
  gameSummaryFromRow,
  selectGameSummaries,
} from './game-summary.ts';
import { selectNews } from './read-news.ts';
import { PLAYER_COLUMNS, PLAYER_TEAM, type PlayerRowWithTeam, playerSummaryFromRow } from './read-people.ts';

type Stats = Record<string, number>;

export interface PlayersFilter {
  sportId?: SportId | undefined;
  teamId?: string | undefined;
  q?: string | undefined;
  limit: number;
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Players by sport, team or the start of a first or last name, by last name. */
export async function listPlayers(db: Database, filter: PlayersFilter): Promise<PlayerSummary[]> {
  const conditions: SQL[] = [sql`true`];
  if (filter.sportId) conditions.push(sql`p.sport_id = ${filter.sportId}`);
  if (filter.teamId) conditions.push(sql`p.team_id = ${filter.teamId}`);
  if (filter.q) {
    const prefix = likePrefix(filter.q);
    conditions.push(sql`(lower(p.last_name) like ${prefix} or lower(p.first_name) like ${prefix})`);
  }
  const rows = await selectRows<PlayerRowWithTeam>(
    db,
    sql`select ${PLAYER_COLUMNS} from players p ${PLAYER_TEAM} where ${sql.join(conditions, sql` and `)}
        order by p.last_name, p.first_name, p.id limit ${filter.limit}`,
  );
  return rows.map(playerSummaryFromRow);
}

/** Averages per stat over the lines given (a stat missing from a line counts as 0), to two decimals. */
export function averages(lines: readonly Stats[]): Stats {
  const sums: Stats = {};
  for (const line of lines)
    for (const [stat, value] of Object.entries(line)) sums[stat] = (sums[stat] ?? 0) + value;
  return Object.fromEntries(
    Object.entries(sums).map(([stat, sum]) => [stat, Math.round((sum / lines.length) * 100) / 100]),
  );
}

/** A player card: averages over the current season's final games, the last 10 of them, next game, news. */
export async function getPlayer(db: Database, playerId: string, now: Date) {
  const [row] = await selectRows<PlayerRowWithTeam & { team_id: string | null }>(
    db,
    sql`select ${PLAYER_COLUMNS}, p.team_id from players p ${PLAYER_TEAM} where p.id = ${playerId}`,
  );
  if (!row) return undefined;
  const player = playerSummaryFromRow(row);
  const today = now.toISOString().slice(0, 10);
  // The current season of the player's own league (their team's, else that of their latest game),
  // never another league of the same sport: the latest one that has started (or the first, before any has).
  const seasonLines = await selectRows<{ stats: Stats }>(
    db,
    sql`with league as (
          select coalesce(
            (select t.league_id from teams t where t.id = ${row.team_id}),
            (select t.league_id from player_game_stats s join games g on g.id = s.game_id
               join teams t on t.id = g.home_team_id
             where s.player_id = ${playerId} order by g.starts_at desc, g.id desc limit 1)
          ) as id
        ), season as (
          select se.id from seasons se where se.league_id = (select id from league)
          order by (se.starts_on <= ${today}::date) desc,
            case when se.starts_on <= ${today}::date then se.starts_on end desc, se.starts_on
          limit 1
        )
        select s.stats from player_game_stats s join games g on g.id = s.game_id
        where s.player_id = ${playerId} and g.status = 'final' and g.season_id = (select id from season)`,
  );
  const logRows = await selectRows<GameRowWithTeams & { stats: Stats }>(
    db,
    sql`select ${GAME_COLUMNS}, s.stats from player_game_stats s join games g on g.id = s.game_id ${GAME_TEAMS}
        where s.player_id = ${playerId} and g.status = 'final' order by g.starts_at desc, g.id desc limit 10`,
  );
  const [nextGame] = row.team_id
    ? await selectGameSummaries(
        db,
        sql`(g.home_team_id = ${row.team_id} or g.away_team_id = ${row.team_id}) and g.status in ('scheduled', 'in_progress')`,
        sql`order by g.starts_at, g.id limit 1`,
      )
    : [];
  const [projection] = nextGame
    ? await selectRows<{ stats: Stats }>(
        db,
        sql`select stats from projections where game_id = ${nextGame.id} and player_id = ${playerId}`,
      )
    : [];
  const news = await selectNews(db, sql`n.player_ids @> array[${playerId}]::text[]`, 5);
  return {
    ...player,
    season_averages: seasonLines.length > 0 ? averages(seasonLines.map((line) => line.stats)) : {},
    games_played: seasonLines.length,
    game_log: logRows.map((log) => ({
      game: gameSummaryFromRow(log),
      stats: log.stats,
      fantasy_points: fantasyPoints(player.sport_id, log.stats),
    })),
    next_game: nextGame ?? null,
    projection: projection?.stats ?? null,
    news,
  };
}
