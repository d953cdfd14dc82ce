import type { WorldFile } from '@kennel/core';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { games, leagues, players, seasons, statStreams, teams } from '../../platform/db/schema/index.ts';

/** One problem in a world file, as `path: reason` (`players[3].team_id: ...`). */
export interface WorldFileProblem {
  path: string;
  reason: string;
}

/** A zod issue path in the notation people write: `players[3].team_id`. */
export function issuePath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text === '' ? String(part) : `.${String(part)}`;
  }
  return text === '' ? '(file)' : text;
}

export function schemaProblems(error: z.ZodError): WorldFileProblem[] {
  return error.issues.map((issue) => ({ path: issuePath(issue.path), reason: issue.message }));
}

type Kind = 'league' | 'season' | 'team' | 'player' | 'game';

interface Reference {
  kind: Kind;
  id: string;
  path: string;
}

const TABLES = { league: leagues, season: seasons, team: teams, player: players, game: games } as const;

/** Every id the file points at, with where it does so. */
function referencesIn(world: WorldFile): Reference[] {
  const refs: Reference[] = [];
  const add = (kind: Kind, id: string | null, path: string) => {
    if (id !== null) refs.push({ kind, id, path });
  };
  world.seasons.forEach((season, i) => {
    add('league', season.league_id, `seasons[${i}].league_id`);
  });
  world.teams.forEach((team, i) => {
    add('league', team.league_id, `teams[${i}].league_id`);
  });
  world.players.forEach((player, i) => {
    add('team', player.team_id, `players[${i}].team_id`);
  });
  world.roster_moves.forEach((move, i) => {
    add('player', move.player_id, `roster_moves[${i}].player_id`);
    add('team', move.team_id, `roster_moves[${i}].team_id`);
  });
  world.games.forEach((game, i) => {
    add('season', game.season_id, `games[${i}].season_id`);
    add('team', game.home_team_id, `games[${i}].home_team_id`);
    add('team', game.away_team_id, `games[${i}].away_team_id`);
  });
  world.slates.forEach((slate, i) => {
    slate.game_ids.forEach((id, j) => {
      add('game', id, `slates[${i}].game_ids[${j}]`);
    });
  });
  for (const key of ['projections', 'stat_lines'] as const) {
    world[key].forEach((row, i) => {
      add('player', row.player_id, `${key}[${i}].player_id`);
      add('game', row.game_id, `${key}[${i}].game_id`);
    });
  }
  world.news.forEach((item, i) => {
    item.player_ids.forEach((id, j) => {
      add('player', id, `news[${i}].player_ids[${j}]`);
    });
    item.team_ids.forEach((id, j) => {
      add('team', id, `news[${i}].team_ids[${j}]`);
    });
  });
  world.events.forEach((event, i) => {
    if (event.kind === 'player_status') {
      add('player', event.player_id, `events[${i}].player_id`);
      return;
    }
    add('game', event.stream_id, `events[${i}].stream_id`);
    const stats = event.kind === 'play' || event.kind === 'stat_correction' ? event.stats : [];
    stats.forEach((change, j) => {
      add('player', change.player_id, `events[${i}].stats[${j}].player_id`);
    });
  });
  return refs;
}

function idsInFile(world: WorldFile): Record<Kind, Set<string>> {
  const ids = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
  return {
    league: ids(world.leagues),
    season: ids(world.seasons),
    team: ids(world.teams),
    player: ids(world.players),
    game: ids(world.games),
  };
}

/** Ids the file uses twice in one list: the second would silently overwrite the first. */
function duplicateIds(world: WorldFile): WorldFileProblem[] {
  const problems: WorldFileProblem[] = [];
  const lists = ['leagues', 'seasons', 'teams', 'players', 'games', 'slates', 'news'] as const;
  for (const list of lists) {
    const seen = new Map<string, number>();
    world[list].forEach((row, i) => {
      const first = seen.get(row.id);
      if (first !== undefined) {
        problems.push({
          path: `${list}[${i}].id`,
          reason: `"${row.id}" is already used by ${list}[${first}]`,
        });
      } else seen.set(row.id, i);
    });
  }
  return problems;
}

/** Events per stream must run on from what the database holds, without gaps or repeats in the file. */
async function eventProblems(db: Database, world: WorldFile): Promise<WorldFileProblem[]> {
  const streams = [...new Set(world.events.map((event) => event.stream_id))];
  if (streams.length === 0) return [];
  const stored = await db
    .select({ streamId: statStreams.streamId, seq: statStreams.seq })
    .from(statStreams)
    .where(inArray(statStreams.streamId, streams));
  const last = new Map(stored.map((row) => [row.streamId, row.seq]));
  const problems: WorldFileProblem[] = [];
  world.events.forEach((event, i) => {
    const expected = (last.get(event.stream_id) ?? 0) + 1;
    if (event.seq > expected) {
      problems.push({
        path: `events[${i}].seq`,
        reason: `stream "${event.stream_id}" expects seq ${expected} next (got ${event.seq}): events go in order without gaps`,
      });
    }
    last.set(event.stream_id, Math.max(expected - 1, event.seq));
    const playerStream = event.kind === 'player_status' ? `players:${event.sport_id}` : undefined;
    if (playerStream !== undefined && event.stream_id !== playerStream) {
      problems.push({
        path: `events[${i}].stream_id`,
        reason: `player status events go in "${playerStream}"`,
      });
    }
  });
  return problems;
}

/** What the schema cannot see: unknown ids (in neither the file nor the database), repeats, event order. */
export async function referenceProblems(db: Database, world: WorldFile): Promise<WorldFileProblem[]> {
  const inFile = idsInFile(world);
  const refs = referencesIn(world);
  const unresolved = refs.filter((ref) => !inFile[ref.kind].has(ref.id));
  const known = new Set<string>();
  for (const kind of Object.keys(TABLES) as Kind[]) {
    const wanted = [...new Set(unresolved.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
    if (wanted.length === 0) continue;
    const table = TABLES[kind];
    const rows = await selectRows<{ id: string }>(
      db,
      sql`select ${table.id} as id from ${table} where ${inArray(table.id, wanted)}`,
    );
    for (const row of rows) known.add(`${kind}:${row.id}`);
  }
  const problems = unresolved
    .filter((ref) => !known.has(`${ref.kind}:${ref.id}`))
    .map((ref) => ({ path: ref.path, reason: `unknown ${ref.kind} "${ref.id}"` }));
  return [...duplicateIds(world), ...problems, ...(await eventProblems(db, world))];
}
