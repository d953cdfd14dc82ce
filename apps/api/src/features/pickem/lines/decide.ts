import { type DesiredProp, lineIdOf, optionsOf } from './plan.ts';
import type { NewLine, StoredProp } from './repo.ts';

/** What a game's refresh changes: props to create, lines to move to, and status changes. */
export interface LineChanges {
  fresh: (DesiredProp & { line: NewLine })[];
  moves: { prop: StoredProp; line: NewLine; version: number; reopened: boolean }[];
  toLock: string[];
  toSuspend: string[];
}

export interface GameMoment {
  /** Scheduled and not yet started: pre-game props stay open. */
  upcoming: boolean;
  /** In progress: in-game props are priced. */
  live: boolean;
  now: Date;
  /** The game's scoring plays since its props' last change: who was in each, when it arrived. */
  scoring: readonly { player_ids: string[]; received_at: Date }[];
}

export function newLine(
  prop: Pick<DesiredProp, 'id' | 'kind'>,
  version: number,
  statValue: number,
  pricedOn: number | null,
): NewLine {
  const id = lineIdOf(prop.id, version);
  return {
    id,
    propId: prop.id,
    statValue,
    pricedOn,
    options: optionsOf(prop.kind, id, prop.id, version),
  };
}

export const hasChanges = (changes: LineChanges) =>
  changes.fresh.length + changes.moves.length + changes.toLock.length + changes.toSuspend.length > 0;

/**
 * Compares a game's stored props with what they should be now. Pre-game props lock at the start;
 * in-game props lock at the final or when nothing is left to price, are suspended by a scoring
 * play their player was in, and reopen re-priced (a new line) once the suspension is over.
 */
export function decideChanges(
  stored: readonly StoredProp[],
  desired: readonly DesiredProp[],
  moment: GameMoment,
): LineChanges {
  const { upcoming, live, now, scoring } = moment;
  const wanted = new Map(desired.map((prop) => [prop.id, prop]));
  const known = new Set(stored.map((prop) => prop.id));
  const changes: LineChanges = { fresh: [], moves: [], toLock: [], toSuspend: [] };
  const move = (prop: StoredProp, target: DesiredProp, reopened: boolean) =>
    changes.moves.push({
      prop,
      line: newLine(target, prop.version + 1, target.statValue, target.pricedOn),
      version: prop.version + 1,
      reopened,
    });
  for (const prop of stored) {
    if (prop.status === 'locked') continue;
    const target = wanted.get(prop.id);
    const over = prop.timing === 'pre_game' ? !upcoming : !live;
    if (!target || over) {
      changes.toLock.push(prop.id);
      continue;
    }
    if (prop.timing === 'in_game') {
      const scored = scoring.some(
        (play) =>
          play.received_at > prop.updated_at && target.playerIds.some((id) => play.player_ids.includes(id)),
      );
      if (prop.status === 'open' && scored) {
        changes.toSuspend.push(prop.id);
        continue;
      }
      if (prop.status === 'suspended') {
        if (!prop.suspended_until || prop.suspended_until <= now) move(prop, target, true);
        continue;
      }
    }
    // Pre-game lines keep their price: projections are made once, when the game is scheduled. An
    // in-game line is re-issued when its value moves, and when the stat it was priced on moved even
    // if the value did not: entries check that stat, so a line priced on an old stat takes none.
    if (
      prop.timing === 'in_game' &&
      (Number(prop.stat_value) !== target.statValue || prop.priced_on !== target.pricedOn)
    )
      move(prop, target, false);
  }
  for (const prop of desired)
    if (!known.has(prop.id))
      changes.fresh.push({ ...prop, line: newLine(prop, 1, prop.statValue, prop.pricedOn) });
  return changes;
}
