import type { WorldFile } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { textArray } from './upsert.ts';

/** Where in a world file a row is wrong, and why: the importer prints these. */
export interface WorldProblem {
  path: string;
  reason: string;
}

/** A world file that names rows that exist neither in it nor in the database; nothing was written. */
export class WorldReferenceError extends Error {
  readonly problems: readonly WorldProblem[];
  constructor(problems: readonly WorldProblem[]) {
    super(
      `The world refers to rows that do not exist: ${problems
        .slice(0, 5)
        .map((problem) => `${problem.path}: ${problem.reason}`)
        .join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`,
    );
    this.name = 'WorldReferenceError';
    this.problems = problems;
  }
}

type Kind = 'leagues' | 'seasons' | 'teams' | 'players' | 'games' | 'slates';
const TABLES: Record<Kind, string> = {
  leagues: 'leagues',
  seasons: 'seasons',
  teams: 'teams',
  players: 'players',
  games: 'games',
  slates: 'slates',
};
const SINGULAR: Record<Kind, string> = {
  leagues: 'league',
  seasons: 'season',
  teams: 'team',
  players: 'player',
  games: 'game',
  slates: 'slate',
};

interface Reference {
  kind: Kind;
  id: string;
  path: string;
}

function referencesOf(file: WorldFile): Reference[] {
  const refs: Reference[] = [];
  const add = (kind: Kind, id: string | null, path: string) => {
    if (id !== null) refs.push({ kind, id, path });
  };
  for (const [i, season] of file.seasons.entries())
    add('leagues', season.league_id, `seasons[${i}].league_id`);
  for (const [i, team] of file.teams.entries()) add('leagues', team.league_id, `teams[${i}].league_id`);
  for (const [i, player] of file.players.entries()) add('teams', player.team_id, `players[${i}].team_id`);
  for (const [i, move] of file.roster_moves.entries()) {
    add('players', move.player_id, `roster_moves[${i}].player_id`);
    add('teams', move.team_id, `roster_moves[${i}].team_id`);
  }
  for (const [i, game] of file.games.entries()) {
    add('seasons', game.season_id, `games[${i}].season_id`);
    add('teams', game.home_team_id, `games[${i}].home_team_id`);
    add('teams', game.away_team_id, `games[${i}].away_team_id`);
  }
  for (const [i, slate] of file.slates.entries())
    for (const [j, id] of slate.game_ids.entries()) add('games', id, `slates[${i}].game_ids[${j}]`);
  for (const [name, lines] of [
    ['projections', file.projections],
    ['stat_lines', file.stat_lines],
  ] as const) {
    for (const [i, line] of lines.entries()) {
      add('players', line.player_id, `${name}[${i}].player_id`);
      add('games', line.game_id, `${name}[${i}].game_id`);
    }
  }
  for (const [i, item] of file.news.entries()) {
    for (const [j, id] of item.player_ids.entries()) add('players', id, `news[${i}].player_ids[${j}]`);
    for (const [j, id] of item.team_ids.entries()) add('teams', id, `news[${i}].team_ids[${j}]`);
  }
  return refs;
}

function duplicatesOf(file: WorldFile): WorldProblem[] {
  const problems: WorldProblem[] = [];
  const check = <T>(name: string, rows: readonly T[], key: (row: T) => string) => {
    const seen = new Map<string, number>();
    rows.forEach((row, i) => {
      const id = key(row);
      const first = seen.get(id);
      if (first === undefined) seen.set(id, i);
      else problems.push({ path: `${name}[${i}]`, reason: `the same as ${name}[${first}] (${id})` });
    });
  };
  check('leagues', file.leagues, (row) => row.id);
  check('seasons', file.seasons, (row) => row.id);
  check('teams', file.teams, (row) => row.id);
  check('players', file.players, (row) => row.id);
  check('roster_moves', file.roster_moves, (row) => `${row.player_id} at ${row.moved_at}`);
  check('games', file.games, (row) => row.id);
  check('slates', file.slates, (row) => row.id);
  check('projections', file.projections, (row) => `${row.player_id} in ${row.game_id}`);
  check('stat_lines', file.stat_lines, (row) => `${row.player_id} in ${row.game_id}`);
  check('news', file.news, (row) => row.id);
  file.games.forEach((game, i) => {
    if (game.home_team_id === game.away_team_id)
      problems.push({ path: `games[${i}].away_team_id`, reason: 'a team cannot play itself' });
  });
  return problems;
}

/**
 * Finds every reference to a row that is neither in the file nor in the database, and rows given
 * twice. Run inside the writing transaction so what it checks is what the write sees.
 */
export async function checkWorld(tx: Database, file: WorldFile): Promise<WorldProblem[]> {
  const problems = duplicatesOf(file);
  const inFile: Record<Kind, Set<string>> = {
    leagues: new Set(file.leagues.map((row) => row.id)),
    seasons: new Set(file.seasons.map((row) => row.id)),
    teams: new Set(file.teams.map((row) => row.id)),
    players: new Set(file.players.map((row) => row.id)),
    games: new Set(file.games.map((row) => row.id)),
    slates: new Set(file.slates.map((row) => row.id)),
  };
  const refs = referencesOf(file).filter((ref) => !inFile[ref.kind].has(ref.id));
  const byKind = new Map<Kind, Set<string>>();
  for (const ref of refs) byKind.set(ref.kind, (byKind.get(ref.kind) ?? new Set()).add(ref.id));
  const known = new Set<string>();
  for (const [kind, ids] of byKind) {
    const rows = await selectRows<{ id: string }>(
      tx,
      sql`select id from ${sql.raw(TABLES[kind])} where id = any(${textArray([...ids])})`,
    );
    for (const row of rows) known.add(`${kind}/${row.id}`);
  }
  for (const ref of refs) {
    if (!known.has(`${ref.kind}/${ref.id}`))
      problems.push({
        path: ref.path,
        reason: `no ${SINGULAR[ref.kind]} "${ref.id}" in the file or the database`,
      });
  }
  return problems;
}
