import type { GameStatus, PickemLineTiming, PickemPropKind, PickemPropStatus, SportId } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { pickemLines, pickemProps, type StoredPickemOption } from '../../../platform/db/schema/pickem.ts';
import { textArray } from '../../sports/upsert.ts';

type Stats = Record<string, number>;

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

/** A prop with its current line's value (its options follow from its id and version), as locked for a change. */
export interface StoredProp {
  id: string;
  kind: PickemPropKind;
  timing: PickemLineTiming;
  status: PickemPropStatus;
  sport_id: SportId;
  stat: string;
  version: number;
  current_line_id: string;
  suspended_until: Date | null;
  updated_at: Date;
  stat_value: number;
}

const GAME_SELECT = sql`select g.id, g.sport_id, g.status, g.starts_at, g.period, g.clock_seconds,
  g.home_team_id, g.away_team_id, g.seq, g.updated_at,
  (select max(j.updated_at) from projections j where j.game_id = g.id) as projected_at
  from games g`;

const asGame = (row: LineGame): LineGame => ({
  ...row,
  starts_at: new Date(row.starts_at),
  updated_at: new Date(row.updated_at),
  projected_at: row.projected_at === null ? null : new Date(row.projected_at),
});

/** Changes whenever any player changes (a roster move, a status from the news). */
export async function playersVersion(db: Database): Promise<string> {
  const [row] = await selectRows<{ version: string | null }>(
    db,
    sql`select max(updated_at)::text as version from players`,
  );
  return row?.version ?? '';
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
  return rows.map(asGame);
}

export async function readGame(db: Database, gameId: string): Promise<LineGame | undefined> {
  const [row] = await selectRows<LineGame>(db, sql`${GAME_SELECT} where g.id = ${gameId}`);
  return row && asGame(row);
}

/** The game's projected players on their current teams (players who left both teams are left out). */
export async function projectedPlayers(db: Database, game: LineGame): Promise<ProjectedPlayer[]> {
  return selectRows<ProjectedPlayer>(
    db,
    sql`select j.player_id, p.team_id, j.stats from projections j join players p on p.id = j.player_id
        where j.game_id = ${game.id} and p.team_id in (${game.home_team_id}, ${game.away_team_id})
        order by j.player_id`,
  );
}

/** Each player's totals so far in the game. */
export async function gameStatLines(db: Database, gameId: string): Promise<Map<string, Stats>> {
  const rows = await selectRows<{ player_id: string; stats: Stats }>(
    db,
    sql`select player_id, stats from player_game_stats where game_id = ${gameId}`,
  );
  return new Map(rows.map((row) => [row.player_id, row.stats]));
}

/** Players in each scoring play of the game received after `since`, with when it was received. */
export async function scoringPlaysSince(
  db: Database,
  gameId: string,
  since: Date,
): Promise<{ player_ids: string[]; received_at: Date }[]> {
  const rows = await selectRows<{ player_ids: string[] | null; received_at: Date | string }>(
    db,
    sql`select array(select jsonb_array_elements(e.payload->'stats')->>'player_id') as player_ids, e.received_at
        from stat_events e
        where e.stream_id = ${gameId} and e.kind = 'play' and e.received_at > ${since.toISOString()}::timestamptz
          and (e.payload->>'home_points')::int + (e.payload->>'away_points')::int > 0`,
  );
  return rows.map((row) => ({ player_ids: row.player_ids ?? [], received_at: new Date(row.received_at) }));
}

/**
 * The game's props with their current lines; `forUpdate` locks them, so an entry reading one
 * (`FOR SHARE`) waits for the change to commit.
 */
export async function gameProps(tx: Database, gameId: string, forUpdate: boolean): Promise<StoredProp[]> {
  const rows = await selectRows<StoredProp>(
    tx,
    sql`select p.id, p.kind, p.timing, p.status, p.sport_id, p.stat, p.version, p.current_line_id, p.suspended_until,
          p.updated_at, l.stat_value
        from pickem_props p join pickem_lines l on l.id = p.current_line_id
        where p.game_ids @> array[${gameId}]::text[]
        order by p.id
        ${forUpdate ? sql`for update of p` : sql``}`,
  );
  return rows.map((row) => ({
    ...row,
    updated_at: new Date(row.updated_at),
    suspended_until: row.suspended_until === null ? null : new Date(row.suspended_until),
  }));
}

export async function lockProp(tx: Database, propId: string): Promise<StoredProp | undefined> {
  const [row] = await selectRows<StoredProp>(
    tx,
    sql`select p.id, p.kind, p.timing, p.status, p.sport_id, p.stat, p.version, p.current_line_id, p.suspended_until,
          p.updated_at, l.stat_value
        from pickem_props p join pickem_lines l on l.id = p.current_line_id
        where p.id = ${propId} for update of p`,
  );
  return row && { ...row, updated_at: new Date(row.updated_at) };
}

export interface NewProp {
  id: string;
  kind: PickemPropKind;
  timing: PickemLineTiming;
  sportId: SportId;
  stat: string;
  playerIds: string[];
  gameIds: string[];
  teamIds: string[];
}

export interface NewLine {
  id: string;
  propId: string;
  statValue: number;
  options: StoredPickemOption[];
}

/** Inserts props with their first lines; answers the ids this call created (another process may have). */
export async function insertProps(
  tx: Database,
  props: readonly (NewProp & { line: NewLine })[],
  now: Date,
): Promise<string[]> {
  if (props.length === 0) return [];
  const created = await tx
    .insert(pickemProps)
    .values(
      props.map(({ line, ...prop }) => ({
        ...prop,
        status: 'open' as const,
        currentLineId: line.id,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: pickemProps.id });
  const ids = new Set(created.map((row) => row.id));
  await insertLines(
    tx,
    props.filter((prop) => ids.has(prop.id)).map((prop) => prop.line),
    now,
  );
  return [...ids];
}

export async function insertLines(tx: Database, lines: readonly NewLine[], now: Date): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(pickemLines)
    .values(lines.map((line) => ({ ...line, createdAt: now })))
    .onConflictDoNothing();
}

/** Points a locked prop at its new line and reopens it. */
export async function moveProp(tx: Database, propId: string, line: NewLine, version: number, now: Date) {
  await moveProps(tx, [{ propId, line, version }], now);
}

/** Points each locked prop at its new line and reopens it, in one statement. */
export async function moveProps(
  tx: Database,
  moves: readonly { propId: string; line: NewLine; version: number }[],
  now: Date,
) {
  if (moves.length === 0) return;
  const rows = moves.map((move) => ({ id: move.propId, line_id: move.line.id, version: move.version }));
  await tx.execute(
    sql`update pickem_props p set current_line_id = m.line_id, version = m.version, status = 'open',
          suspended_until = null, updated_at = ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(id text, line_id text, version integer)
        where p.id = m.id`,
  );
}

export async function setPropStatus(
  tx: Database,
  propIds: readonly string[],
  status: PickemPropStatus,
  now: Date,
  suspendedUntil: Date | null = null,
) {
  if (propIds.length === 0) return;
  await tx.execute(
    sql`update pickem_props set status = ${status},
          suspended_until = ${suspendedUntil?.toISOString() ?? null}::timestamptz,
          updated_at = ${now.toISOString()}::timestamptz
        where id = any(${textArray(propIds)})`,
  );
}
