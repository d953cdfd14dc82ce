import type { RosterShape } from './rosters.ts';

/**
 * The best ball lineup's points at contest scale (RULES.md, Best ball): the same answer as
 * `bestBallLineup`, without allocating, for scoring a million teams. Points are integer hundredths
 * so sums are exact.
 *
 * Why it is exact: the sets of players that can all start together (each in a slot of their
 * position) are the independent sets of a transversal matroid, so taking players best first and
 * keeping each one that still fits (an augmenting path over the slots) gives the fullest lineup
 * with the most points, negative points included.
 */
export interface LineupScorer {
  readonly slots: number;
  /** The code of a position (its index in the shape's positions); -1 for one no slot takes. */
  positionCode(position: string): number;
  /**
   * The best lineup's points, in hundredths, of `count` players whose position codes and points
   * (hundredths) are given in parallel arrays.
   */
  score(positions: ArrayLike<number>, points: ArrayLike<number>, count: number): number;
  /**
   * After `score`: the players who start (a bitmask of their indexes; rosters up to 31) and the
   * weakest starter's points. A bench player scoring no more than that cannot get in.
   */
  readonly last: LineupStarters;
  /** For shapes whose slots nest or are apart: the groups, for `NestedLineupKernel`. */
  readonly nested?: NestedLayout;
}

/** Slot groups narrowest first: each keeps `keep` players and passes the rest to `parent`. */
export interface NestedLayout {
  /** Each position code's own group. */
  homeOfCode: Int8Array;
  slots: Int32Array;
  keep: Int32Array;
  /** -1: none. */
  parent: Int32Array;
  offset: Int32Array;
}

/**
 * The weakest starter's points when nobody starts: above any player's points (hundredths, far
 * inside ±2^25) and an int32, so it fits the standings' typed arrays and integer arithmetic.
 */
export const NO_STARTER = 2 ** 30;

export interface LineupStarters {
  starters: number;
  weakest: number;
}

function noteStarter(last: LineupStarters, player: number, points: number): void {
  last.starters |= 1 << player;
  if (points < last.weakest) last.weakest = points;
}

export function createLineupScorer(shape: RosterShape): LineupScorer {
  const positions = [...new Set(shape.starters.flatMap((slot) => slot.positions))];
  // For each position code, the bitmask of slots it may fill.
  const fits = positions.map((position) =>
    shape.starters.reduce(
      (mask, slot, index) => (slot.positions.includes(position) ? mask | (1 << index) : mask),
      0,
    ),
  );
  const slots = shape.starters.length;
  const full = (1 << slots) - 1;
  const holder = new Int32Array(slots);
  let order = new Int32Array(32);
  let pos: ArrayLike<number> = [];

  /** Kuhn's augmenting path: can `player` take a slot, moving the others along? */
  function place(player: number, seen: number): number {
    const mask = fits[pos[player]!] ?? 0;
    for (let slot = 0; slot < slots; slot++) {
      const bit = 1 << slot;
      if ((mask & bit) === 0 || seen & bit) continue;
      seen |= bit;
      const other = holder[slot]!;
      if (other < 0) {
        holder[slot] = player;
        return seen | (1 << 30);
      }
      const result = place(other, seen);
      if (result & (1 << 30)) {
        holder[slot] = player;
        return result;
      }
      seen = result;
    }
    return seen;
  }

  const last: LineupStarters = { starters: 0, weakest: 0 };
  const nested = nestedGroups(shape, positions, last);
  if (nested)
    return {
      slots,
      last,
      positionCode: (position) => positions.indexOf(position),
      score: nested.score,
      nested: nested.layout,
    };

  return {
    slots,
    last,
    positionCode: (position) => positions.indexOf(position),
    score(playerPositions, points, count) {
      if (order.length < count) order = new Int32Array(count * 2);
      pos = playerPositions;
      // Best first (insertion sort: rosters are at most ~20 players).
      for (let i = 0; i < count; i++) {
        let j = i;
        const value = points[i]!;
        while (j > 0 && points[order[j - 1]!]! < value) {
          order[j] = order[j - 1]!;
          j--;
        }
        order[j] = i;
      }
      holder.fill(-1);
      let filled = 0;
      let total = 0;
      for (let k = 0; k < count && filled !== full; k++) {
        const player = order[k]!;
        if (pos[player]! < 0) continue;
        if (place(player, 0) & (1 << 30)) {
          total += points[player]!;
          filled = 0;
          for (let slot = 0; slot < slots; slot++) if (holder[slot]! >= 0) filled |= 1 << slot;
        }
      }
      last.starters = 0;
      last.weakest = NO_STARTER;
      for (const player of holder) if (player >= 0) noteStarter(last, player, points[player]!);
      return total;
    },
  };
}

/**
 * The fast path for shapes whose slots' position sets nest or are apart (NFL: QB, RB, WR, TE inside
 * FLEX; MLB: IF and OF inside FLEX, P apart; not NBA, where G and W share only SG). There the
 * narrowest slots take their best players first and each wider slot the best of what is left: a
 * player a narrow slot wants loses nothing by starting there, since every wider slot that would
 * take him takes all of that slot's positions too. Each group keeps only as many players as it and
 * the groups around it can start, in a small sorted buffer, and passes the rest outward.
 */
function nestedGroups(
  shape: RosterShape,
  positions: readonly string[],
  last: LineupStarters,
): { score: LineupScorer['score']; layout: NestedLayout } | null {
  const sets = shape.starters.map((slot) => new Set(slot.positions));
  for (const a of sets) {
    for (const b of sets) {
      const shared = [...a].filter((position) => b.has(position)).length;
      if (shared > 0 && shared < a.size && shared < b.size) return null;
    }
  }
  const groups: { set: Set<string>; slots: number }[] = [];
  for (const set of sets) {
    const same = groups.find(
      (group) => group.set.size === set.size && [...set].every((p) => group.set.has(p)),
    );
    if (same) same.slots++;
    else groups.push({ set, slots: 1 });
  }
  groups.sort((a, b) => a.set.size - b.set.size);
  // Each group's parent: the narrowest wider group holding all of its positions (-1: none).
  const parent = groups.map((group, index) =>
    groups.findIndex((other, o) => o > index && [...group.set].every((p) => other.set.has(p))),
  );
  const keep = groups.map((group, index) => {
    let kept = group.slots;
    for (let up = parent[index]!; up >= 0; up = parent[up]!) kept += groups[up]!.slots;
    return kept;
  });
  const offset = new Int32Array(groups.length);
  for (let g = 1; g < groups.length; g++) offset[g] = offset[g - 1]! + keep[g - 1]!;
  const home = Int32Array.from(positions, (position) => groups.findIndex((group) => group.set.has(position)));
  const buffer = new Int32Array(keep.reduce((sum, kept) => sum + kept, 0));
  const ids = new Int32Array(buffer.length);
  const length = new Int32Array(groups.length);

  function insert(group: number, value: number, id: number): void {
    const base = offset[group]!;
    let at = length[group]!;
    if (at === keep[group]) {
      if (buffer[base + at - 1]! >= value) return;
      at--;
    } else length[group] = at + 1;
    while (at > 0 && buffer[base + at - 1]! < value) {
      buffer[base + at] = buffer[base + at - 1]!;
      ids[base + at] = ids[base + at - 1]!;
      at--;
    }
    buffer[base + at] = value;
    ids[base + at] = id;
  }

  const layout: NestedLayout = {
    homeOfCode: Int8Array.from(home),
    slots: Int32Array.from(groups, (group) => group.slots),
    keep: Int32Array.from(keep),
    parent: Int32Array.from(parent),
    offset,
  };
  const score: LineupScorer['score'] = (playerPositions, points, count) => {
    length.fill(0);
    for (let player = 0; player < count; player++) {
      const code = playerPositions[player]!;
      if (code >= 0) insert(home[code]!, points[player]!, player);
    }
    let total = 0;
    last.starters = 0;
    last.weakest = NO_STARTER;
    for (let g = 0; g < groups.length; g++) {
      const base = offset[g]!;
      const starting = Math.min(groups[g]!.slots, length[g]!);
      for (let i = 0; i < starting; i++) {
        total += buffer[base + i]!;
        noteStarter(last, ids[base + i]!, buffer[base + i]!);
      }
      const up = parent[g]!;
      if (up >= 0) for (let i = starting; i < length[g]!; i++) insert(up, buffer[base + i]!, ids[base + i]!);
    }
    return total;
  };
  return { score, layout };
}
