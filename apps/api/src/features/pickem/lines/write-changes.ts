import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { decideChanges, type LineChanges } from './decide.ts';
import { propsAfterWrite } from './known-props.ts';
import { type GameLook, momentOf } from './look.ts';
import { recheckAfter } from './priced-games.ts';
import { type ChangedProp, changedHeld, created } from './published-lines.ts';
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
 * locks and suspensions, all in one statement (repo.ts, `writeProps`): a write is the locked read and
 * that statement, whatever it changes.
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
    const createdIds = new Set(
      await writeProps(
        tx,
        {
          fresh: all.fresh,
          moves: all.moves.map((move) => ({ propId: move.prop.id, line: move.line, version: move.version })),
          toLock: all.toLock,
          toSuspend: all.toSuspend,
        },
        at,
        new Date(at.getTime() + suspendMs),
      ),
    );
    const heldById = new Map<string, HeldProp>(held.map((prop) => [prop.id, prop]));
    const changed: ChangedProp[] = [
      ...all.fresh.filter((prop) => createdIds.has(prop.id)).map((prop) => created(prop, at)),
      ...all.moves.map((move) => changedHeld(heldById.get(move.prop.id) as HeldProp, 'open', at, move.line)),
      ...all.toLock.map((id) => changedHeld(heldById.get(id) as HeldProp, 'locked', at)),
      ...all.toSuspend.map((id) => changedHeld(heldById.get(id) as HeldProp, 'suspended', at)),
    ];
    return {
      changed,
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
