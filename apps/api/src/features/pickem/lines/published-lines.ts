import { type PickemPropStatus, pickemLinesTopic } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { EventBus, TopicEvent } from '../../../platform/realtime/bus.ts';
import {
  GAME_COLUMNS,
  GAME_TEAMS,
  type GameRowWithTeams,
  gameSummaryFromRow,
} from '../../sports/game-summary.ts';
import {
  PLAYER_COLUMNS,
  PLAYER_TEAM,
  type PlayerRowWithTeam,
  playerSummaryFromRow,
} from '../../sports/read-people.ts';
import { textArray } from '../../sports/upsert.ts';
import { type LineFacts, pickemLineOf } from './line-shape.ts';
import type { DesiredProp } from './plan.ts';
import type { HeldProp, NewLine } from './repo.ts';
import type { Stats } from './world-reads.ts';

/** A prop as a change left it, from the rows its transaction held and wrote: what a topic message shows. */
export interface ChangedProp extends LineFacts {
  id: string;
  updated_at: Date;
  stat_value: number;
}

/** A held prop after a change at `at`: a new status, and a new line when it moved. */
export function changedHeld(prop: HeldProp, status: PickemPropStatus, at: Date, line?: NewLine): ChangedProp {
  return {
    id: prop.id,
    kind: prop.kind,
    timing: prop.timing,
    status,
    sport_id: prop.sport_id,
    stat: prop.stat,
    player_ids: prop.player_ids,
    game_ids: prop.game_ids,
    team_ids: prop.team_ids,
    updated_at: at,
    line_id: line?.id ?? prop.current_line_id,
    stat_value: line?.statValue ?? Number(prop.stat_value),
    options: line?.options ?? prop.options,
  };
}

/** A prop created at `at` with its first line. */
export function created(prop: DesiredProp & { line: NewLine }, at: Date): ChangedProp {
  return {
    id: prop.id,
    kind: prop.kind,
    timing: prop.timing,
    status: 'open',
    sport_id: prop.sportId,
    stat: prop.stat,
    player_ids: prop.playerIds,
    game_ids: prop.gameIds,
    team_ids: prop.teamIds,
    updated_at: at,
    line_id: prop.line.id,
    stat_value: prop.line.statValue,
    options: prop.line.options,
  };
}

/** The games and players a message names, as summaries (the games by start). */
export interface LineSummaries {
  games: ReturnType<typeof gameSummaryFromRow>[];
  players: Map<string, ReturnType<typeof playerSummaryFromRow>>;
}

/**
 * Two columns, `games` and `players`: the summaries of these games and players, each set as a JSON
 * array of the rows the summaries' own reads select (a column list of its own statement, or of a
 * write's, which then needs no read of its own to publish).
 */
export const summariesColumns = (gameIds: readonly string[], playerIds: readonly string[]) =>
  sql`(select coalesce(json_agg(x order by x.starts_at, x.id), '[]') from (
        select ${GAME_COLUMNS} from games g ${GAME_TEAMS} where g.id = any(${textArray(gameIds)})) x) as games,
      (select coalesce(json_agg(y), '[]') from (
        select ${PLAYER_COLUMNS} from players p ${PLAYER_TEAM} where p.id = any(${textArray(playerIds)})) y) as players`;

/** The summaries from a row with the columns of `summariesColumns`. */
export function summariesOf(row: { games?: unknown; players?: unknown } | undefined): LineSummaries {
  // json (not jsonb) keeps the columns' order; a driver may hand it over as text.
  const parsed = <T>(value: unknown): T[] =>
    typeof value === 'string' ? (JSON.parse(value) as T[]) : ((value as T[] | undefined) ?? []);
  return {
    games: parsed<GameRowWithTeams>(row?.games).map(gameSummaryFromRow),
    players: new Map(
      parsed<PlayerRowWithTeam>(row?.players).map((player) => [player.id, playerSummaryFromRow(player)]),
    ),
  };
}

/** The games and players named by these props (a superset does no harm: a message takes what its lines name). */
export function namedBy(props: readonly { game_ids: readonly string[]; player_ids: readonly string[] }[]) {
  return {
    gameIds: [...new Set(props.flatMap((prop) => prop.game_ids))],
    playerIds: [...new Set(props.flatMap((prop) => prop.player_ids))],
  };
}

async function gamesAndPlayers(db: Database, gameIds: readonly string[], playerIds: readonly string[]) {
  const [row] = await selectRows<{ games: unknown; players: unknown }>(
    db,
    sql`select ${summariesColumns(gameIds, playerIds)}`,
  );
  return summariesOf(row);
}

/** Lines per topic message: a message stays far under the bus's event size limit. */
const LINES_PER_MESSAGE = 100;

/**
 * Publishes changed props on `pickem:<sport>` (after their commit) in the board's shape: the lines
 * from the rows in hand, each player's value so far from `statLines` (games under way), and the
 * players and games they name: `summaries` when the write read them, else read in one statement.
 */
export async function publishChangedProps(
  db: Database,
  bus: EventBus,
  props: readonly ChangedProp[],
  statLines: ReadonlyMap<string, ReadonlyMap<string, Stats>>,
  summaries?: LineSummaries,
): Promise<void> {
  if (props.length === 0) return;
  const named = namedBy(props);
  const { games, players } = summaries ?? (await gamesAndPlayers(db, named.gameIds, named.playerIds));
  const startsAt = new Map(games.map((game) => [game.id, Date.parse(game.starts_at)]));
  const started = new Set(games.filter((game) => game.status !== 'scheduled').map((game) => game.id));
  const ordered = [...props].sort(
    (a, b) =>
      (startsAt.get(a.game_ids[0] ?? '') ?? 0) - (startsAt.get(b.game_ids[0] ?? '') ?? 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const lines = ordered.map((prop) =>
    pickemLineOf(prop.id, prop, (gameId, playerId) => statLines.get(gameId)?.get(playerId), started),
  );
  const events: TopicEvent[] = [];
  for (const sport of new Set(lines.map((line) => line.sport_id))) {
    const ofSport = lines.filter((line) => line.sport_id === sport);
    for (let start = 0; start < ofSport.length; start += LINES_PER_MESSAGE) {
      const part = ofSport.slice(start, start + LINES_PER_MESSAGE);
      const playerIds = new Set(part.flatMap((line) => line.subjects.map((subject) => subject.player_id)));
      const partGames = new Set(part.flatMap((line) => line.subjects.map((subject) => subject.game_id)));
      events.push({
        type: 'pickem_lines',
        topic: pickemLinesTopic(sport),
        data: {
          lines: part,
          players: [...playerIds].flatMap((id) => players.get(id) ?? []),
          games: games.filter((game) => partGames.has(game.id)),
        },
      });
    }
  }
  bus.publish(events);
}
