import type { LineChanges } from './decide.ts';
import type { DesiredProp } from './plan.ts';
import type { NewLine, StoredProp } from './repo.ts';

/**
 * How long a game's props are taken from memory before they are read again. Only the line maker
 * writes props, and its writes update the memory, so a read finds what the memory holds; the
 * re-read bounds how long a change it did not see (another instance's write from other inputs, an
 * operator's hand) can be missed. Any write still decides again on the props it locks.
 */
export const KNOWN_PROPS_MS = 30_000;

/**
 * Each priced game's props as this process last read or wrote them: a live game's inputs move
 * with its clock every second, and its re-pricing needs its stat lines, not its props read again
 * (the largest read of a refresh: every prop of every live game, with its line).
 */
export function createKnownProps(maxAgeMs = KNOWN_PROPS_MS) {
  const known = new Map<string, { props: StoredProp[]; since: number }>();
  return {
    /** The game's props when known and read or written within `maxAgeMs` of `now`. */
    of(gameId: string, now: Date): StoredProp[] | undefined {
      const entry = known.get(gameId);
      if (!entry) return undefined;
      if (now.getTime() - entry.since >= maxAgeMs) {
        known.delete(gameId);
        return undefined;
      }
      return entry.props;
    },
    /** Props just read: their age starts now. */
    read(gameId: string, props: StoredProp[], now: Date) {
      known.set(gameId, { props, since: now.getTime() });
    },
    /** Props as a write left them: their age is that of what they were written over. */
    written(gameId: string, props: StoredProp[]) {
      const entry = known.get(gameId);
      if (entry) entry.props = props;
    },
    forget(gameId: string) {
      known.delete(gameId);
    },
    forgetAll() {
      known.clear();
    },
    keepOnly(gameIds: ReadonlySet<string>) {
      for (const gameId of known.keys()) if (!gameIds.has(gameId)) known.delete(gameId);
    },
  };
}

export type KnownProps = ReturnType<typeof createKnownProps>;

/** A prop this write created, as a read would find it. */
function createdProp(prop: DesiredProp & { line: NewLine }, at: Date): StoredProp {
  return {
    id: prop.id,
    kind: prop.kind,
    timing: prop.timing,
    status: 'open',
    sport_id: prop.sportId,
    stat: prop.stat,
    version: 1,
    current_line_id: prop.line.id,
    suspended_until: null,
    updated_at: at,
    stat_value: prop.line.statValue,
    priced_on: prop.line.pricedOn,
    game_ids: prop.gameIds,
    player_ids: prop.playerIds,
    team_ids: prop.teamIds,
    options: prop.line.options,
  };
}

/**
 * A game's props after a write at `at` that applied `changes`: those seen, with the changes made to
 * them, and those it created for the game. Undefined when a prop of the game's to create was not
 * created by it (another process did, as it saw fit): the game is read again.
 */
export function propsAfterWrite(
  gameId: string,
  seen: readonly StoredProp[],
  changes: LineChanges,
  createdIds: ReadonlySet<string>,
  { at, suspendMs }: { at: Date; suspendMs: number },
): StoredProp[] | undefined {
  const fresh = changes.fresh.filter((prop) => prop.gameIds.includes(gameId));
  if (fresh.some((prop) => !createdIds.has(prop.id))) return undefined;
  const after = new Map(seen.map((prop) => [prop.id, prop]));
  for (const move of changes.moves) {
    const prop = after.get(move.prop.id);
    if (!prop) continue;
    after.set(prop.id, {
      ...prop,
      status: 'open',
      version: move.version,
      current_line_id: move.line.id,
      stat_value: move.line.statValue,
      priced_on: move.line.pricedOn,
      options: move.line.options,
      suspended_until: null,
      updated_at: at,
    });
  }
  const setStatus = (ids: readonly string[], status: StoredProp['status'], until: Date | null) => {
    for (const id of ids) {
      const prop = after.get(id);
      if (prop) after.set(id, { ...prop, status, suspended_until: until, updated_at: at });
    }
  };
  setStatus(changes.toLock, 'locked', null);
  setStatus(changes.toSuspend, 'suspended', new Date(at.getTime() + suspendMs));
  for (const prop of fresh) after.set(prop.id, createdProp(prop, at));
  return [...after.values()];
}
