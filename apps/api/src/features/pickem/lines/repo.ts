import type { PickemLineTiming, PickemPropKind, PickemPropStatus, SportId } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { StoredPickemOption } from '../../../platform/db/schema/pickem.ts';
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

const LINE_RECORD = sql.raw(
  'id text, prop_id text, stat_value double precision, options jsonb, priced_on double precision',
);

const asLineRow = (line: NewLine) => ({
  id: line.id,
  prop_id: line.propId,
  stat_value: line.statValue,
  options: line.options,
  priced_on: line.pricedOn,
});

/** A write's changes to props: each prop in at most one of them. */
export interface PropWrites {
  fresh: readonly (NewProp & { line: NewLine })[];
  moves: readonly { propId: string; line: NewLine; version: number }[];
  toLock: readonly string[];
  toSuspend: readonly string[];
}

/**
 * Writes a refresh's changes in one statement: new props with their first lines (a prop another
 * process created meanwhile is left as it is, and so is its line), new lines with the props moved
 * onto them and reopened, and the props locked and suspended (until `suspendedUntil`). Answers the
 * ids of the props this statement created. The props to change are the caller's to hold
 * (`holdProps`); new props are inserted in id order, as props are locked, so two instances
 * inserting the same props cannot wait on each other in a cycle. `alsoSelect`: more columns the
 * statement answers (read in it rather than in a statement of their own), in `also`.
 */
export async function writeProps(
  tx: Database,
  { fresh, moves, toLock, toSuspend }: PropWrites,
  now: Date,
  suspendedUntil: Date,
  alsoSelect?: SQL,
): Promise<{ created: string[]; also: Record<string, unknown> | undefined }> {
  if (fresh.length + moves.length + toLock.length + toSuspend.length === 0)
    return { created: [], also: undefined };
  const at = sql`${now.toISOString()}::timestamptz`;
  const newProps = fresh.map(({ line, ...prop }) => ({
    id: prop.id,
    kind: prop.kind,
    timing: prop.timing,
    sport_id: prop.sportId,
    stat: prop.stat,
    player_ids: prop.playerIds,
    game_ids: prop.gameIds,
    team_ids: prop.teamIds,
    line_id: line.id,
  }));
  const firstLines = fresh.map((prop) => asLineRow(prop.line));
  const movedLines = moves.map((move) => asLineRow(move.line));
  const moved = moves.map((move) => ({ id: move.propId, line_id: move.line.id, version: move.version }));
  const [row] = await selectRows<{ created: string[] | string | null } & Record<string, unknown>>(
    tx,
    sql`with created as (
          insert into pickem_props (id, kind, timing, sport_id, stat, player_ids, game_ids, team_ids,
            status, current_line_id, version, created_at, updated_at)
          select f.id, f.kind, f.timing, f.sport_id, f.stat, f.player_ids, f.game_ids, f.team_ids,
            'open', f.line_id, 1, ${at}, ${at}
          from jsonb_to_recordset(${JSON.stringify(newProps)}::jsonb) as f(id text, kind text, timing text,
            sport_id text, stat text, player_ids text[], game_ids text[], team_ids text[], line_id text)
          order by f.id
          on conflict do nothing
          returning id
        ),
        lines as (
          insert into pickem_lines (id, prop_id, stat_value, options, priced_on, created_at)
          select l.id, l.prop_id, l.stat_value, l.options, l.priced_on, ${at}
          from (
            select * from jsonb_to_recordset(${JSON.stringify(firstLines)}::jsonb) as l(${LINE_RECORD})
            where l.prop_id in (select id from created)
            union all
            select * from jsonb_to_recordset(${JSON.stringify(movedLines)}::jsonb) as l(${LINE_RECORD})
          ) l
          on conflict do nothing
        ),
        moved as (
          update pickem_props p set current_line_id = m.line_id, version = m.version, status = 'open',
            suspended_until = null, updated_at = ${at}
          from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as m(id text, line_id text, version integer)
          where p.id = m.id
        ),
        locked as (
          update pickem_props set status = 'locked', suspended_until = null, updated_at = ${at}
          where id = any(${textArray(toLock)})
        ),
        suspended as (
          update pickem_props set status = 'suspended',
            suspended_until = ${suspendedUntil.toISOString()}::timestamptz, updated_at = ${at}
          where id = any(${textArray(toSuspend)})
        )
        select (select json_agg(id) from created) as created${alsoSelect ? sql`, ${alsoSelect}` : sql``}`,
  );
  const created = typeof row?.created === 'string' ? (JSON.parse(row.created) as string[]) : row?.created;
  return { created: created ?? [], also: alsoSelect ? row : undefined };
}
