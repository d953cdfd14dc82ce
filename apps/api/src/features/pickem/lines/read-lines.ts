import type {
  GameSummary,
  PickemBoard,
  PickemBoardQuery,
  PickemLine,
  PickemLineTiming,
  PlayerSummary,
  SportId,
} from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { selectGameSummaries } from '../../sports/game-summary.ts';
import { playerSummariesById } from '../../sports/read-people.ts';
import { textArray } from '../../sports/upsert.ts';
import { type LineFacts, pickemLineOf } from './line-shape.ts';

/** Lines with the players and games they name, each listed once (the board's and the topic's shape). */
export interface LinesWithPeople {
  lines: PickemLine[];
  players: PlayerSummary[];
  games: GameSummary[];
}

interface LineRow extends LineFacts {
  prop_id: string;
}

const LINE_SELECT = sql`select p.id as prop_id, p.kind, p.timing, p.status, p.sport_id, p.stat, p.player_ids,
  p.game_ids, p.team_ids, p.updated_at, l.id as line_id, l.stat_value, l.options
  from pickem_props p join pickem_lines l on l.id = p.current_line_id
  join games g on g.id = p.game_ids[1]`;

async function linesWhere(db: Database, where: SQL): Promise<LinesWithPeople> {
  const rows = await selectRows<LineRow>(db, sql`${LINE_SELECT} where ${where} order by g.starts_at, p.id`);
  return withPeople(db, rows);
}

async function withPeople(db: Database, rows: readonly LineRow[]): Promise<LinesWithPeople> {
  if (rows.length === 0) return { lines: [], players: [], games: [] };
  const gameIds = [...new Set(rows.flatMap((row) => row.game_ids))];
  const playerIds = [...new Set(rows.flatMap((row) => row.player_ids))];
  const [games, players] = await Promise.all([
    selectGameSummaries(db, sql`g.id = any(${textArray(gameIds)})`, sql`order by g.starts_at, g.id`),
    playerSummariesById(db, playerIds),
  ]);
  const started = games.filter((game) => game.status !== 'scheduled').map((game) => game.id);
  // Only games under way (or over) have stats so far.
  const stats =
    started.length === 0
      ? []
      : await selectRows<{ game_id: string; player_id: string; stats: Record<string, number> }>(
          db,
          sql`select game_id, player_id, stats from player_game_stats where game_id = any(${textArray(started)})`,
        );
  const statLines = new Map(stats.map((row) => [`${row.game_id} ${row.player_id}`, row.stats]));
  const startedIds = new Set(started);
  const lines = rows.map((row) =>
    pickemLineOf(row.prop_id, row, (gameId, playerId) => statLines.get(`${gameId} ${playerId}`), startedIds),
  );
  return {
    lines,
    players: playerIds.flatMap((id) => players.get(id) ?? []),
    games,
  };
}

const TIMINGS: Record<PickemBoardQuery['timing'], PickemLineTiming[]> = {
  all: ['pre_game', 'in_game'],
  'pre-game': ['pre_game'],
  'in-game': ['in_game'],
};

/** One page of the board: its lines, where the next starts, and (first page) the whole board's counts. */
export interface BoardPage extends LinesWithPeople {
  next_cursor?: string | null;
  counts?: PickemBoard['counts'];
}

/**
 * The board: open and suspended lines of a kind, timing and sport (or one game, or some props). A
 * pre-game line whose game has started is left out even before the line maker locks it (entries
 * refuse it anyway). With a limit, a page in the board's order (game start, then prop id) after the
 * cursor's prop; the first page also counts the whole board by sport and game.
 */
export async function readBoard(db: Database, query: PickemBoardQuery, now: Date): Promise<BoardPage> {
  const conditions: SQL[] = [
    sql`p.status in ('open', 'suspended')`,
    sql`p.kind = ${query.kind}`,
    sql`p.timing = any(${textArray(TIMINGS[query.timing])})`,
    sql`(p.timing = 'in_game' or (g.status = 'scheduled' and g.starts_at > ${now.toISOString()}::timestamptz))`,
  ];
  if (query.sport) conditions.push(sql`p.sport_id = ${query.sport}`);
  // A line belongs to its first subject's game, as the board orders and counts it.
  if (query.game) conditions.push(sql`g.id = ${query.game}`);
  if (query.props) conditions.push(sql`p.id = any(${textArray(query.props.split(','))})`);
  const board = sql.join(conditions, sql` and `);
  if (query.limit === undefined) return linesWhere(db, board);
  const after = query.cursor
    ? sql` and (g.starts_at, p.id) > (select cg.starts_at, cp.id from pickem_props cp
        join games cg on cg.id = cp.game_ids[1] where cp.id = ${query.cursor})`
    : sql``;
  // One more than asked says whether another page follows.
  const rows = await selectRows<LineRow>(
    db,
    sql`${LINE_SELECT} where ${board}${after} order by g.starts_at, p.id limit ${query.limit + 1}`,
  );
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  const [page, counts] = await Promise.all([
    withPeople(db, shown),
    query.cursor ? undefined : countBoard(db, board),
  ]);
  return {
    ...page,
    next_cursor: more ? (shown.at(-1)?.prop_id ?? null) : null,
    ...(counts ? { counts } : {}),
  };
}

async function countBoard(db: Database, board: SQL): Promise<NonNullable<PickemBoard['counts']>> {
  const rows = await selectRows<{ sport_id: SportId; game_id: string; lines: number }>(
    db,
    sql`select p.sport_id, g.id as game_id, count(*)::int as lines
      from pickem_props p join games g on g.id = p.game_ids[1]
      where ${board} group by p.sport_id, g.id, g.starts_at order by g.starts_at, g.id`,
  );
  const sports = new Map<SportId, number>();
  for (const row of rows) sports.set(row.sport_id, (sports.get(row.sport_id) ?? 0) + row.lines);
  return {
    lines: rows.reduce((sum, row) => sum + row.lines, 0),
    sports: [...sports].map(([sport_id, lines]) => ({ sport_id, lines })),
    games: rows.map((row) => ({ sport_id: row.sport_id, game_id: row.game_id, lines: row.lines })),
  };
}

/**
 * The current lines of these props, whatever their status: what a topic message carries (the line
 * maker builds its messages from the rows it wrote instead; they must equal this read).
 */
export function readLinesOfProps(db: Database, propIds: readonly string[]): Promise<LinesWithPeople> {
  if (propIds.length === 0) return Promise.resolve({ lines: [], players: [], games: [] });
  return linesWhere(db, sql`p.id = any(${textArray(propIds)})`);
}
