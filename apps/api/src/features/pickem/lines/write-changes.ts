import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
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
import { type HeldProp, holdProps, propsByGame, type StoredProp, writeProps } from './repo.ts';

/** What a write did to one game: its changes (as decided under lock), the props it created, when to look again. */
export interface GameWritten {
  look: GameLook;
  changes: LineChanges;
  created: string[];
  recheck: number;
  /** The game's props as the write left them (undefined: not known, read them again). */
  props: StoredProp[] | undefined;
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

/**
 * Writes the changes of several games in one transaction that holds the props to change
 * (`FOR UPDATE`, in id order) and decides each game's changes again on those locked rows, so a
 * change never rests on the unlocked look: a prop another refresh changed meanwhile gets what its
 * locked state calls for, which may be nothing. The
 * statements are the same few however many games: one read, then the new props, new lines, moves,
 * locks and suspensions, all in one statement (repo.ts, `writeProps`), which also reads the games and
 * players the changed lines' message names: a write is the locked read and that statement, whatever
 * it changes, and its publish reads nothing.
 */
export function writeChanges(
  db: Database,
  looks: readonly GameLook[],
  { clock, suspendMs }: { clock: Clock; suspendMs: number },
): Promise<Written> {
  return inTransaction(db, async (tx) => {
    const at = clock();
    const gameIds = looks.map((look) => look.game.id);
    const held = await holdProps(
      tx,
      looks.flatMap((look) => look.changing),
    );
    const heldOf = propsByGame(gameIds, held);
    const claimed = new Set<string>();
    const decided = looks.map((look) => {
      const mine = heldOf.get(look.game.id) ?? [];
      return {
        look,
        held: mine,
        changes: oncePerProp(decideChanges(mine, look.desired, momentOf(look, at)), claimed),
      };
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
    const heldById = new Map<string, HeldProp>(held.map((prop) => [prop.id, prop]));
    const named = namedBy([
      ...all.fresh.map((prop) => ({ game_ids: prop.gameIds, player_ids: prop.playerIds })),
      ...[...all.moves.map((move) => move.prop.id), ...all.toLock, ...all.toSuspend].flatMap(
        (id) => heldById.get(id) ?? [],
      ),
    ]);
    const wrote = await writeProps(
      tx,
      {
        fresh: all.fresh,
        moves: all.moves.map((move) => ({ propId: move.prop.id, line: move.line, version: move.version })),
        toLock: all.toLock,
        toSuspend: all.toSuspend,
      },
      at,
      new Date(at.getTime() + suspendMs),
      summariesColumns(named.gameIds, named.playerIds),
    );
    const createdIds = new Set(wrote.created);
    const changed: ChangedProp[] = [
      ...all.fresh.filter((prop) => createdIds.has(prop.id)).map((prop) => created(prop, at)),
      ...all.moves.map((move) => changedHeld(heldById.get(move.prop.id) as HeldProp, 'open', at, move.line)),
      ...all.toLock.map((id) => changedHeld(heldById.get(id) as HeldProp, 'locked', at)),
      ...all.toSuspend.map((id) => changedHeld(heldById.get(id) as HeldProp, 'suspended', at)),
    ];
    return {
      changed,
      summaries: summariesOf(wrote.also),
      games: decided.map(({ look, held: mine, changes }) => ({
        look,
        props: propsAfterWrite(look.game.id, look.seen, mine, all, createdIds, { at, suspendMs }),
        changes,
        created: changes.fresh.filter((prop) => createdIds.has(prop.id)).map((prop) => prop.id),
        // From all the game's props as they are now: a suspension this write left alone still ends.
        recheck: recheckAfter(
          look.game,
          look.seen.map((prop) => heldById.get(prop.id) ?? prop),
          changes,
          at,
          suspendMs,
        ),
      })),
    };
  });
}

/**
 * The most props one write transaction changes (games are grouped up to it; a game's change is
 * never split): on PGlite a request waits for a whole background transaction, so a busy refresh
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
