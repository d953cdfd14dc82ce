import type { GameStatus, SportId, StatLine } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { rosterVersionOf } from '../../sports/roster-version.ts';
import { textArray } from '../../sports/upsert.ts';

// What the line maker reads from the sports world, each for all of a refresh's games in one
// statement: a refresh costs the same few statements however many games it looks at.

export type Stats = StatLine;

import { boxScoresOfGames } from '../../sports/game-reads.ts';

export {
  boxScoresOfGames,
  type ProjectedPlayer,
  projectedPlayersOfGames,
} from '../../sports/game-reads.ts';

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
  /**
   * Its two teams' players as a version (how many, and the latest change to any of them: a roster
   * move, a status from the news). A change to another team's player leaves this game's lines be.
   */
  roster_version: string;
}

const GAME_SELECT = sql`select g.id, g.sport_id, g.status, g.starts_at, g.period, g.clock_seconds,
  g.home_team_id, g.away_team_id, g.seq, g.updated_at,
  (select max(j.updated_at) from projections j where j.game_id = g.id) as projected_at,
  ${rosterVersionOf(sql`g`)} as roster_version
  from games g`;

function asGames(rows: LineGame[]): LineGame[] {
  return rows.map((row) => ({
    ...row,
    starts_at: new Date(row.starts_at),
    updated_at: new Date(row.updated_at),
    projected_at: row.projected_at === null ? null : new Date(row.projected_at),
  }));
}

/**
 * The games lines are made for: per sport, the next `perSport` games that have not started and have
 * projections; every game in progress; and every game that still has a prop not locked.
 */
export async function gamesToPrice(db: Database, now: Date, perSport: number): Promise<LineGame[]> {
  const rows = await selectRows<LineGame>(
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

export async function readGames(db: Database, gameIds: readonly string[]): Promise<LineGame[]> {
  if (gameIds.length === 0) return [];
  const rows = await selectRows<LineGame>(
    db,
    sql`${GAME_SELECT} where g.id = any(${textArray(gameIds)}) order by g.starts_at, g.id`,
  );
  return asGames(rows);
}

export interface ScoringPlay {
  player_ids: string[];
  received_at: Date;
}

/** The scoring plays after each game's `since` (lateral: each game's events through its stream's index). */
const scoringPlaysSql = (since: ReadonlyMap<string, Date>) => {
  const games = [...since].map(([game_id, at]) => ({ game_id, since: at.toISOString() }));
  return sql`select s.game_id, e.player_ids, e.received_at
        from jsonb_to_recordset(${JSON.stringify(games)}::jsonb) as s(game_id text, since timestamptz)
        cross join lateral (
          select array(select jsonb_array_elements(p.payload->'stats')->>'player_id') as player_ids, p.received_at
          from stat_events p
          where p.stream_id = s.game_id and p.kind = 'play' and p.received_at > s.since
            and (p.payload->>'home_points')::int + (p.payload->>'away_points')::int > 0
        ) e`;
};

type ScoringPlayRow = { game_id: string; player_ids: string[] | null; received_at: Date | string };

function scoringPlaysByGame(since: ReadonlyMap<string, Date>, rows: readonly ScoringPlayRow[]) {
  const byGame = new Map<string, ScoringPlay[]>([...since.keys()].map((id) => [id, []]));
  for (const row of rows)
    byGame
      .get(row.game_id)
      ?.push({ player_ids: row.player_ids ?? [], received_at: new Date(row.received_at) });
  return byGame;
}

/** Per game, the players in each scoring play received after that game's `since`, with when it was received. */
export async function scoringPlaysOfGames(
  db: Database,
  since: ReadonlyMap<string, Date>,
): Promise<Map<string, ScoringPlay[]>> {
  if (since.size === 0) return scoringPlaysByGame(since, []);
  return scoringPlaysByGame(since, await selectRows<ScoringPlayRow>(db, scoringPlaysSql(since)));
}

/**
 * `boxScoresOfGames` and `scoringPlaysOfGames` in one statement (a look whose props are all known
 * knows every game's `since` before it reads anything): the box scores' rows, then the plays'.
 */
export async function statsAndScoringPlays(
  db: Database,
  gameIds: readonly string[],
  since: ReadonlyMap<string, Date>,
): Promise<{ statLines: Map<string, Map<string, Stats>>; scoring: Map<string, ScoringPlay[]> }> {
  if (since.size === 0)
    return { statLines: await boxScoresOfGames(db, gameIds), scoring: scoringPlaysByGame(since, []) };
  if (gameIds.length === 0) return { statLines: new Map(), scoring: await scoringPlaysOfGames(db, since) };
  const rows = await selectRows<ScoringPlayRow & { player_id: string | null; stats: Stats | null }>(
    db,
    sql`select game_id, player_id, stats, null::text[] as player_ids, null::timestamptz as received_at
        from player_game_stats where game_id = any(${textArray(gameIds)})
        union all
        select plays.game_id, null, null, plays.player_ids, plays.received_at from (${scoringPlaysSql(since)}) plays`,
  );
  const statLines = new Map<string, Map<string, Stats>>(gameIds.map((id) => [id, new Map()]));
  const plays: ScoringPlayRow[] = [];
  for (const row of rows)
    if (row.player_id === null) plays.push(row);
    else statLines.get(row.game_id)?.set(row.player_id, row.stats as Stats);
  return { statLines, scoring: scoringPlaysByGame(since, plays) };
}

/**
 * `readGames` and `statsAndScoringPlays` in one statement, for a scoring play's look at games under
 * way whose props are known (scored-look.ts): each game's row, its box score and its scoring plays
 * after its `since`, told apart by which columns are null.
 */
export async function gamesWithStatsAndScoringPlays(
  db: Database,
  gameIds: readonly string[],
  since: ReadonlyMap<string, Date>,
): Promise<{
  games: LineGame[];
  statLines: Map<string, Map<string, Stats>>;
  scoring: Map<string, ScoringPlay[]>;
}> {
  if (gameIds.length === 0) return { games: [], statLines: new Map(), scoring: new Map() };
  const ids = textArray(gameIds);
  const rows = await selectRows<
    ScoringPlayRow & { player_id: string | null; stats: Stats | null; game: LineGame | null }
  >(
    db,
    sql`select x.id as game_id, null::text as player_id, null::jsonb as stats, null::text[] as player_ids,
          null::timestamptz as received_at, to_jsonb(x) as game
        from (${GAME_SELECT} where g.id = any(${ids})) x
        union all
        select game_id, player_id, stats, null, null, null from player_game_stats where game_id = any(${ids})
        union all
        select plays.game_id, null, null, plays.player_ids, plays.received_at, null
        from (${scoringPlaysSql(since)}) plays`,
  );
  const games: LineGame[] = [];
  const statLines = new Map<string, Map<string, Stats>>(gameIds.map((id) => [id, new Map()]));
  const plays: ScoringPlayRow[] = [];
  for (const row of rows)
    if (row.game) games.push(row.game);
    else if (row.player_id !== null) statLines.get(row.game_id)?.set(row.player_id, row.stats as Stats);
    else plays.push(row);
  return { games: asGames(games), statLines, scoring: scoringPlaysByGame(since, plays) };
}
