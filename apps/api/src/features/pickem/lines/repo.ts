import type { PickemLineTiming, PickemPropKind, PickemPropStatus, SportId } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { StoredPickemOption } from '../../../platform/db/schema/pickem.ts';
import { textArray } from '../../sports/upsert.ts';

/** A prop with its current line, as the line maker decides on it and publishes a change to it. */
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
  /** Its subjects, and its line's options: what a topic message about it shows. */
  player_ids: string[];
  team_ids: string[];
  options: StoredPickemOption[];
}

/** A prop as a topic message about a change to it is built from. */
export type HeldProp = StoredProp;

const PROP_COLUMNS = sql`p.id, p.kind, p.timing, p.status, p.sport_id, p.stat, p.version, p.current_line_id,
  p.suspended_until, p.updated_at, p.game_ids, p.player_ids, p.team_ids, l.stat_value, l.priced_on, l.options`;

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
 * an entry reading one (`FOR SHARE`) waits for the change to commit. (The line maker's own writes
 * lock in their statement, `writeProps`; this is the test-only hand move's.)
 */
export async function holdProps(tx: Database, propIds: readonly string[]): Promise<HeldProp[]> {
  if (propIds.length === 0) return [];
  const rows = await selectRows<HeldProp>(
    tx,
    sql`select ${PROP_COLUMNS}
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

/** The state a change to an existing prop was decided from: it applies only over that state. */
export interface PropState {
  id: string;
  version: number;
  status: PickemPropStatus;
}

export const stateOf = ({ id, version, status }: PropState): PropState => ({ id, version, status });

/** A write's changes to props: each prop in at most one of them. */
export interface PropWrites {
  fresh: readonly (NewProp & { line: NewLine })[];
  moves: readonly { from: PropState; line: NewLine; version: number }[];
  toLock: readonly PropState[];
  toSuspend: readonly PropState[];
}

export interface PropsWritten {
  /** The props this statement created. */
  created: string[];
  /** The existing props it changed: a prop found in another state than its change was decided from is left as it is. */
  applied: Set<string>;
  /** The columns of `alsoSelect`. */
  also: Record<string, unknown> | undefined;
}

/** A JSON aggregate as a driver hands it over (node-postgres parses json, PGlite may too, or not). */
const fromJson = <T>(value: unknown): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : ((value as T[] | null | undefined) ?? []);

/**
 * Writes a refresh's changes in one statement, with no transaction around it and no read before it:
 * new props with their first lines (a prop another process created meanwhile is left as it is, and
 * so is its line), new lines with the props moved onto them and reopened, and the props locked and
 * suspended (until `suspendedUntil`). Each change to an existing prop applies only where the prop
 * is still in the state (version and status) it was decided from: one another process changed
 * meanwhile is left as it is and named by its absence from `applied` (its game is looked at again).
 * Only the line maker writes props, so that is rare. The props to change are locked first, in id
 * order, as entries share-lock them (`FOR SHARE`), so a write and an entry cannot wait on each
 * other in a cycle, and an entry sees a line before or after a change, never during; new props
 * are inserted in id order for the same reason. The state each change is checked against is the
 * locked one (`held`), and the props are found by id alone: PGlite's tables have no statistics, so
 * a prepared statement's plan made while they were small took a check on `status` for a way in
 * through the board's index, and scanned every open prop for each change. `alsoSelect`: more columns the statement answers
 * (read in it rather than in a statement of their own), in `also`.
 */
export async function writeProps(
  db: Database,
  { fresh, moves, toLock, toSuspend }: PropWrites,
  now: Date,
  suspendedUntil: Date,
  alsoSelect?: SQL,
): Promise<PropsWritten> {
  if (fresh.length + moves.length + toLock.length + toSuspend.length === 0)
    return { created: [], applied: new Set(), also: undefined };
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
  const moved = moves.map((move) => ({
    id: move.from.id,
    line_id: move.line.id,
    version: move.version,
    from_version: move.from.version,
    from_status: move.from.status,
  }));
  const changing = [
    ...moves.map((move) => move.from.id),
    ...toLock.map(({ id }) => id),
    ...toSuspend.map(({ id }) => id),
  ];
  const [row] = await selectRows<
    { created: unknown; moved: unknown; stopped: unknown } & Record<string, unknown>
  >(
    db,
    sql`with held as materialized (
          select p.id, p.version, p.status from pickem_props p
          where p.id = any(${textArray(changing)}) order by p.id for update
        ),
        created as (
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
        moved as (
          update pickem_props p set current_line_id = m.line_id, version = m.version, status = 'open',
            suspended_until = null, updated_at = ${at}
          from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as m(id text, line_id text, version integer,
            from_version integer, from_status text), held h
          where h.id = m.id and h.version = m.from_version and h.status = m.from_status and p.id = h.id
          returning p.id
        ),
        lines as (
          insert into pickem_lines (id, prop_id, stat_value, options, priced_on, created_at)
          select l.id, l.prop_id, l.stat_value, l.options, l.priced_on, ${at}
          from (
            select * from jsonb_to_recordset(${JSON.stringify(firstLines)}::jsonb) as l(${LINE_RECORD})
            where l.prop_id in (select id from created)
            union all
            select * from jsonb_to_recordset(${JSON.stringify(movedLines)}::jsonb) as l(${LINE_RECORD})
            where l.prop_id in (select id from moved)
          ) l
          on conflict do nothing
        ),
        locked as (
          update pickem_props p set status = 'locked', suspended_until = null, updated_at = ${at}
          from jsonb_to_recordset(${JSON.stringify(toLock.map(stateOf))}::jsonb) as x(id text, version integer,
            status text), held h
          where h.id = x.id and h.version = x.version and h.status = x.status and p.id = h.id
          returning p.id
        ),
        suspended as (
          update pickem_props p set status = 'suspended',
            suspended_until = ${suspendedUntil.toISOString()}::timestamptz, updated_at = ${at}
          from jsonb_to_recordset(${JSON.stringify(toSuspend.map(stateOf))}::jsonb) as x(id text, version integer,
            status text), held h
          where h.id = x.id and h.version = x.version and h.status = x.status and p.id = h.id
          returning p.id
        )
        select (select json_agg(id) from created) as created, (select json_agg(id) from moved) as moved,
          (select json_agg(id) from (select id from locked union all select id from suspended) s) as stopped${alsoSelect ? sql`, ${alsoSelect}` : sql``}`,
  );
  return {
    created: fromJson<string>(row?.created),
    applied: new Set([...fromJson<string>(row?.moved), ...fromJson<string>(row?.stopped)]),
    also: alsoSelect ? row : undefined,
  };
}
