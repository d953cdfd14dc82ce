import type { GameStatus, SportId } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { textArray } from '../../sports/upsert.ts';

// What the line maker reads from the sports world, each for all of a refresh's games in one
// statement: a refresh costs the same few statements however many games it looks at.

export type Stats = Record<string, number>;

export interface LineGame {
  id: string;
  sport_id: SportId;
  status: GameStatus;
  starts_at: Date;
  period: number;
  clock_seconds: number | null;
  home_team_id: string;
  away_team_id: string;
  /** Events applied so far: every play, score and clock change moves it on. */
  seq: number;
  updated_at: Date;
  /** When its projections last changed (null: none). */
  projected_at: Date | null;
}

export interface ProjectedPlayer {
  player_id: string;
  team_id: string;
  stats: Stats;
}

/** Games with the players' version, which changes whenever any player does (a roster move, a status from the news). */
export interface GamesRead {
  games: LineGame[];
  playersVersion: string;
}

type GameRow = LineGame & { players_version: string | null };

const GAME_SELECT = sql`select g.id, g.sport_id, g.status, g.starts_at, g.period, g.clock_seconds,
  g.home_team_id, g.away_team_id, g.seq, g.updated_at,
  (select max(j.updated_at) from projections j where j.game_id = g.id) as projected_at,
  (select max(updated_at)::text from players) as players_version
  from games g`;

function asGames(rows: GameRow[]): GamesRead {
  return {
    games: rows.map(({ players_version: _version, ...row }) => ({
      ...row,
      starts_at: new Date(row.starts_at),
      updated_at: new Date(row.updated_at),
      projected_at: row.projected_at === null ? null : new Date(row.projected_at),
    })),
    playersVersion: rows[0]?.players_version ?? '',
  };
}

/**
 * The games lines are made for: per sport, the next `perSport` games that have not started and have
 * projections; every game in progress; and every game that still has a prop not locked.
 */
export async function gamesToPrice(db: Database, now: Date, perSport: number): Promise<GamesRead> {
  const rows = await selectRows<GameRow>(
    db,
    sql`${GAME_SELECT} where g.id in (
          select id from (
            select u.id, row_number() over (partition by u.sport_id order by u.starts_at, u.id) as n
            from games u
            where u.status = 'scheduled' and u.starts_at > ${now.toISOString()}::timestamptz
              and exists (select 1 from projections j where j.game_id = u.id)
          ) upcoming where n <= ${perSport}
          union select id from games where status = 'in_progress'
          union select distinct unnest(game_ids) from pickem_props where status <> 'locked')
        order by g.starts_at, g.id`,
  );
  return asGames(rows);
}

export async function readGames(db: Database, gameIds: readonly string[]): Promise<GamesRead> {
  if (gameIds.length === 0) return { games: [], playersVersion: '' };
  const rows = await selectRows<GameRow>(
    db,
    sql`${GAME_SELECT} where g.id = any(${textArray(gameIds)}) order by g.starts_at, g.id`,
  );
  return asGames(rows);
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

/** Each player's totals so far, per game. */
export async function statLinesOfGames(
  db: Database,
  gameIds: readonly string[],
): Promise<Map<string, Map<string, Stats>>> {
  const byGame = new Map<string, Map<string, Stats>>(gameIds.map((id) => [id, new Map()]));
  if (gameIds.length === 0) return byGame;
  const rows = await selectRows<{ game_id: string; player_id: string; stats: Stats }>(
    db,
    sql`select game_id, player_id, stats from player_game_stats where game_id = any(${textArray(gameIds)})`,
  );
  for (const row of rows) byGame.get(row.game_id)?.set(row.player_id, row.stats);
  return byGame;
}

export interface ScoringPlay {
  player_ids: string[];
  received_at: Date;
}

/** Per game, the players in each scoring play received after that game's `since`, with when it was received. */
export async function scoringPlaysOfGames(
  db: Database,
  since: ReadonlyMap<string, Date>,
): Promise<Map<string, ScoringPlay[]>> {
  const byGame = new Map<string, ScoringPlay[]>([...since.keys()].map((id) => [id, []]));
  if (since.size === 0) return byGame;
  const games = [...since].map(([game_id, at]) => ({ game_id, since: at.toISOString() }));
  // Lateral: each game's events are found through its stream's index, from its own `since`.
  const rows = await selectRows<{ game_id: string; player_ids: string[] | null; received_at: Date | string }>(
    db,
    sql`select s.game_id, e.player_ids, e.received_at
        from jsonb_to_recordset(${JSON.stringify(games)}::jsonb) as s(game_id text, since timestamptz)
        cross join lateral (
          select array(select jsonb_array_elements(p.payload->'stats')->>'player_id') as player_ids, p.received_at
          from stat_events p
          where p.stream_id = s.game_id and p.kind = 'play' and p.received_at > s.since
            and (p.payload->>'home_points')::int + (p.payload->>'away_points')::int > 0
        ) e`,
  );
  for (const row of rows)
    byGame
      .get(row.game_id)
      ?.push({ player_ids: row.player_ids ?? [], received_at: new Date(row.received_at) });
  return byGame;
}
