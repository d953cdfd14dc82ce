import type { PickemLineTiming, PickemPropKind, PickemPropStatus, SportId } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { pickemLines, pickemProps, type StoredPickemOption } from '../../../platform/db/schema/pickem.ts';
import { textArray } from '../../sports/upsert.ts';

/** A prop with its current line's value (its options follow from its id and version), as the line maker decides on it. */
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
  /** The in-game line's stat so far when priced (null for pre-game lines and rivals). */
  priced_on: number | null;
  game_ids: string[];
}

/** A prop locked for a change, with what a topic message shows of it (its subjects and its line's options). */
export interface HeldProp extends StoredProp {
  player_ids: string[];
  team_ids: string[];
  options: StoredPickemOption[];
}

const PROP_COLUMNS = sql`p.id, p.kind, p.timing, p.status, p.sport_id, p.stat, p.version, p.current_line_id,
  p.suspended_until, p.updated_at, p.game_ids, l.stat_value, l.priced_on`;

const asProp = <Row extends StoredProp>(row: Row): Row => ({
  ...row,
  priced_on: row.priced_on === null ? null : Number(row.priced_on),
  updated_at: new Date(row.updated_at),
  suspended_until: row.suspended_until === null ? null : new Date(row.suspended_until),
});

/** The props of these games with their current lines, read without locks (most refreshes change nothing). */
export async function propsOfGames(
  db: Database,
  gameIds: readonly string[],
  upcomingIds: readonly string[],
): Promise<StoredProp[]> {
  if (gameIds.length === 0) return [];
  // A started game's locked pre-game props never change again and decide nothing: left out (about
  // half a live game's props). An upcoming game's are read whatever their status.
  const rows = await selectRows<StoredProp>(
    db,
    sql`select ${PROP_COLUMNS} from pickem_props p join pickem_lines l on l.id = p.current_line_id
        where p.game_ids && ${textArray(gameIds)}
          and (p.status <> 'locked' or p.timing <> 'pre_game' or p.game_ids && ${textArray(upcomingIds)})`,
  );
  return rows.map(asProp);
}

/**
 * Props with their current lines, locked (`FOR UPDATE`, in id order, as entries share-lock them) so
 * an entry reading one (`FOR SHARE`) waits for the change to commit.
 */
export async function holdProps(tx: Database, propIds: readonly string[]): Promise<HeldProp[]> {
  if (propIds.length === 0) return [];
  const rows = await selectRows<HeldProp>(
    tx,
    sql`select ${PROP_COLUMNS}, p.player_ids, p.team_ids, l.options
        from pickem_props p join pickem_lines l on l.id = p.current_line_id
        where p.id = any(${textArray(propIds)}) order by p.id for update of p`,
  );
  return rows.map(asProp);
}

/** Each game's props among `props` (a prop of several games is in each of theirs). */
export function propsByGame<Prop extends StoredProp>(
  gameIds: readonly string[],
  props: readonly Prop[],
): Map<string, Prop[]> {
  const byGame = new Map<string, Prop[]>(gameIds.map((id) => [id, []]));
  for (const prop of props) for (const gameId of new Set(prop.game_ids)) byGame.get(gameId)?.push(prop);
  return byGame;
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
  pricedOn: number | null;
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
