import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { decideChanges, type LineChanges } from './decide.ts';
import { propsAfterWrite } from './known-props.ts';
import { type GameLook, momentOf, sizeOf } from './look.ts';
import { recheckAfter } from './priced-games.ts';
import {
  type ChangedProp,
  changedHeld,
  created,
  type LineSummaries,
  namedBy,
  summariesColumns,
  summariesOf,
} from './published-lines.ts';
import { type StoredProp, stateOf, writeProps } from './repo.ts';

/** What a write did to one game: its changes (those it applied), the props it created, when to look again. */
export interface GameWritten {
  look: GameLook;
  changes: LineChanges;
  created: string[];
  recheck: number;
  /** The game's props as the write left them (undefined: not known, read them again). */
  props: StoredProp[] | undefined;
  /**
   * Some change of the game's was not applied: its prop was no longer in the state the look saw
   * (another process changed it). The game is to be read and decided again.
   */
  lost: boolean;
}

export interface Written {
  games: GameWritten[];
  /** Every prop the write changed, as it left it (what the topic messages carry). */
  changed: ChangedProp[];
  /** The games and players those props name, read by the write itself (a publish reads nothing). */
  summaries: LineSummaries;
}

/** Leaves out of each game's changes the props an earlier game of the same write already changed. */
function oncePerProp(changes: LineChanges, claimed: Set<string>): LineChanges {
  const first = (id: string) => !claimed.has(id) && Boolean(claimed.add(id));
  return {
    fresh: changes.fresh.filter((prop) => first(prop.id)),
    moves: changes.moves.filter((move) => first(move.prop.id)),
    toLock: changes.toLock.filter(first),
    toSuspend: changes.toSuspend.filter(first),
  };
}

/** The part of a game's changes the write applied. */
function appliedOf(changes: LineChanges, applied: ReadonlySet<string>): LineChanges {
  return {
    fresh: changes.fresh,
    moves: changes.moves.filter((move) => applied.has(move.prop.id)),
    toLock: changes.toLock.filter((id) => applied.has(id)),
    toSuspend: changes.toSuspend.filter((id) => applied.has(id)),
  };
}

/**
 * Writes the changes of several games in one statement (repo.ts, `writeProps`), decided on the
 * props as the looks saw them (read, or as the line maker last left them: only it writes props),
 * at the moment of the write. Each change applies only over the state (version and status) it was
 * decided from, so it never rests on a stale look: a prop another process changed meanwhile is
 * left as it is and its game is read and decided again. There is no locked read before it and no
 * transaction around it: the statement locks the props it changes (in id order) and reads the
 * games and players the changed lines' message names, so its publish reads nothing.
 */
export async function writeChanges(
  db: Database,
  looks: readonly GameLook[],
  { clock, suspendMs }: { clock: Clock; suspendMs: number },
): Promise<Written> {
  const at = clock();
  const claimed = new Set<string>();
  const seenById = new Map<string, StoredProp>();
  const decided = looks.map((look) => {
    const changing = new Set(look.changing);
    const mine = look.seen.filter((prop) => changing.has(prop.id));
    for (const prop of mine) seenById.set(prop.id, prop);
    return { look, changes: oncePerProp(decideChanges(mine, look.desired, momentOf(look, at)), claimed) };
  });
  const all = {
    // In id order, as props are locked: two instances inserting the same new props cannot wait
    // on each other in a cycle.
    fresh: decided
      .flatMap(({ changes }) => changes.fresh)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    moves: decided.flatMap(({ changes }) => changes.moves),
    toLock: decided.flatMap(({ changes }) => changes.toLock),
    toSuspend: decided.flatMap(({ changes }) => changes.toSuspend),
  };
  const seenOf = (id: string) => seenById.get(id) as StoredProp;
  const named = namedBy([
    ...all.fresh.map((prop) => ({ game_ids: prop.gameIds, player_ids: prop.playerIds })),
    ...[...all.moves.map((move) => move.prop.id), ...all.toLock, ...all.toSuspend].map(seenOf),
  ]);
  const wrote = await writeProps(
    db,
    {
      fresh: all.fresh,
      moves: all.moves.map((move) => ({ from: stateOf(move.prop), line: move.line, version: move.version })),
      toLock: all.toLock.map((id) => stateOf(seenOf(id))),
      toSuspend: all.toSuspend.map((id) => stateOf(seenOf(id))),
    },
    at,
    new Date(at.getTime() + suspendMs),
    summariesColumns(named.gameIds, named.playerIds),
  );
  const createdIds = new Set(wrote.created);
  const { applied } = wrote;
  const stopped = (id: string, status: 'locked' | 'suspended') => changedHeld(seenOf(id), status, at);
  const changed: ChangedProp[] = [
    ...all.fresh.filter((prop) => createdIds.has(prop.id)).map((prop) => created(prop, at)),
    ...all.moves
      .filter((move) => applied.has(move.prop.id))
      .map((move) => changedHeld(move.prop, 'open', at, move.line)),
    ...all.toLock.filter((id) => applied.has(id)).map((id) => stopped(id, 'locked')),
    ...all.toSuspend.filter((id) => applied.has(id)).map((id) => stopped(id, 'suspended')),
  ];
  return {
    changed,
    summaries: summariesOf(wrote.also),
    games: decided.map(({ look, changes }) => {
      const done = appliedOf(changes, applied);
      const lost =
        done.moves.length + done.toLock.length + done.toSuspend.length <
        changes.moves.length + changes.toLock.length + changes.toSuspend.length;
      return {
        look,
        props: lost
          ? undefined
          : propsAfterWrite(look.game.id, look.seen, done, createdIds, { at, suspendMs }),
        changes: done,
        lost,
        created: changes.fresh.filter((prop) => createdIds.has(prop.id)).map((prop) => prop.id),
        recheck: recheckAfter(look.game, look.seen, done, at, suspendMs),
      };
    }),
  };
}

/**
 * The most props one write changes (games are grouped up to it; a game's change is never split):
 * on PGlite a request waits for a whole background statement, so a busy refresh
 * (a fresh world's first pricing, many live lines moving at once) commits in steps of some tens of
 * milliseconds. About 150 moves took 20 to 90 ms here (2 loaded cores).
 */
const PROPS_PER_WRITE = 200;

export function writeGroups(looks: readonly GameLook[]): GameLook[][] {
  const groups: GameLook[][] = [];
  let size = Number.POSITIVE_INFINITY;
  for (const look of looks) {
    if (size + sizeOf(look) > PROPS_PER_WRITE) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)?.push(look);
    size += sizeOf(look);
  }
  return groups;
}
