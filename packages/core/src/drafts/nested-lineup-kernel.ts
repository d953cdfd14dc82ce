import { type NestedLayout, NO_STARTER } from './lineup-scorer.ts';

/** Rosters laid out for the kernel: each team's players by slot group, narrowest group first. */
export interface GroupedRosters {
  /** Team t's players at `players[t × rosterSize ..]`, group 0's first; players no slot takes last. */
  players: Uint32Array | Uint16Array;
  /** Where each of team t's groups ends in its roster: `ends[t × groups + g]`. */
  ends: Uint8Array;
  /**
   * Each grouped slot's index in the roster as given (what a starters bitmask maps back to); empty
   * unless asked for.
   */
  order: Uint8Array;
}

/** Where a team-period's results go (the full rescore writes every period of a team at once). */
export interface LineupCells {
  lineups: Int32Array;
  starters: Int32Array;
  weakest: Int32Array;
}

/** Below every key (points are far inside ±2^25 hundredths): an empty place in a group's buffer. */
const EMPTY = -(2 ** 30);
/** A key is points × 32 + (31 − slot): one integer compare orders by points, then the earlier slot. */
const SLOT_BITS = 5;
const SLOT_MASK = 31;

/**
 * The nested-groups best lineup (lineup-scorer.ts) fused for contest scale. The rosters are laid
 * out once (`arrange`) so each team's players of one slot group are contiguous, and each player is
 * one integer key (points and slot packed), so keeping a group's best is a fixed run of
 * compare-and-swap steps over a small buffer, the same steps whatever the points: few branches to
 * mispredict, no lookup or call per player, nothing allocated. The same points as the scorer and a
 * best lineup of the same weakest starter (on ties it may start another of the tied players; tested
 * against the scorer). The full rescore of a million teams runs through it.
 */
export class NestedLineupKernel {
  /** After `score`: the starters (grouped slot indexes, a bitmask) and the weakest starter's points. */
  starters = 0;
  weakest = 0;
  readonly groups: number;
  /** Each group's buffer of kept keys, best first, at `offset[g]`, `keep[g]` long. */
  private readonly keys: Int32Array;
  private readonly keep: Int32Array;
  private readonly offset: Int32Array;
  private readonly slots: Int32Array;
  private readonly parent: Int32Array;

  constructor(readonly layout: NestedLayout) {
    this.groups = layout.keep.length;
    this.keep = layout.keep;
    this.offset = layout.offset;
    this.slots = layout.slots;
    this.parent = layout.parent;
    this.keys = new Int32Array(layout.keep.reduce((sum, kept) => sum + kept, 0));
  }

  /** A position code's group (-1: a position no slot takes). */
  groupOf(code: number): number {
    return code < 0 ? -1 : this.layout.homeOfCode[code]!;
  }

  /**
   * Each team's roster by group (stable: a group's players keep their roster order), once per
   * contest. `codes[player]` is the player's position code. Rosters of at most 27 players (the
   * starters bitmask and the key's slot bits). `withOrder`: also each slot's roster index. `shared`:
   * players and ends on SharedArrayBuffers (for worker threads).
   */
  arrange(
    rosters: Uint32Array | Uint16Array,
    codes: Int8Array,
    rosterSize: number,
    withOrder = false,
    shared = false,
  ): GroupedRosters {
    if (rosterSize > SLOT_MASK - 4) throw new RangeError(`Rosters of ${rosterSize} players are too long`);
    const teams = rosterSize === 0 ? 0 : rosters.length / rosterSize;
    const { groups } = this;
    const players =
      rosters instanceof Uint16Array
        ? new Uint16Array(buffer(rosters.length * 2, shared))
        : new Uint32Array(buffer(rosters.length * 4, shared));
    const ends = new Uint8Array(buffer(teams * groups, shared));
    const order = new Uint8Array(withOrder ? rosters.length : 0);
    const next = new Int32Array(groups + 1);
    for (let team = 0; team < teams; team++) {
      const base = team * rosterSize;
      next.fill(0);
      for (let i = 0; i < rosterSize; i++) {
        const g = this.groupOf(codes[rosters[base + i]!]!);
        next[g < 0 ? groups : g]!++;
      }
      // Counts become each group's next free place.
      let at = 0;
      for (let g = 0; g <= groups; g++) {
        const count = next[g]!;
        next[g] = at;
        at += count;
        if (g < groups) ends[team * groups + g] = at;
      }
      for (let i = 0; i < rosterSize; i++) {
        const player = rosters[base + i]!;
        const g = this.groupOf(codes[player]!);
        const slot = next[g < 0 ? groups : g]!++;
        players[base + slot] = player;
        if (withOrder) order[base + slot] = i;
      }
    }
    return { players, ends, order };
  }

  /**
   * Every period's best lineup of team `team` at once (the full rescore): each period scores from
   * `points[period × stride + player]`, and its points, starters and weakest starter go to `cells`
   * at `cell + period × cellStride`. Answers the sum over the periods.
   */
  scoreSeason(
    grouped: Pick<GroupedRosters, 'players' | 'ends'>,
    team: number,
    rosterSize: number,
    points: Int32Array,
    stride: number,
    periods: number,
    cells: LineupCells,
    cell: number,
    cellStride: number,
  ): number {
    const { lineups, starters, weakest } = cells;
    let sum = 0;
    for (let period = 0, week = 0, at = cell; period < periods; period++, week += stride, at += cellStride) {
      const value = this.score(grouped, team, rosterSize, points, week);
      lineups[at] = value;
      starters[at] = this.starters;
      weakest[at] = this.weakest;
      sum += value;
    }
    return sum;
  }

  /**
   * Points (hundredths) of the best lineup of team `team` of `grouped` (rosters of `rosterSize`),
   * whose players' points are `points[week + player]`.
   *
   * Groups go narrowest first. A group's buffer (up to four keys are held in locals) starts with
   * what narrower groups passed it; each of its own players' keys sinks through it by
   * compare-and-swap steps done with integer masks, not branches (the points decide nothing the CPU
   * has to guess). Then the group starts its best `slots` and passes the rest to the wider group.
   */
  score(
    grouped: Pick<GroupedRosters, 'players' | 'ends'>,
    team: number,
    rosterSize: number,
    points: Int32Array,
    week: number,
  ): number {
    const { keys, groups, keep, offset, slots, parent } = this;
    const { players, ends } = grouped;
    const base = team * rosterSize;
    const endBase = team * groups;
    for (let at = 0; at < keys.length; at++) keys[at] = EMPTY;
    let total = 0;
    let starting = 0;
    let weakest = NO_STARTER;
    let from = 0;
    for (let g = 0; g < groups; g++) {
      const to = ends[endBase + g]!;
      const start = offset[g]!;
      const kept = keep[g]!;
      if (kept <= 4) {
        let k0 = keys[start]!;
        let k1 = kept > 1 ? keys[start + 1]! : EMPTY;
        let k2 = kept > 2 ? keys[start + 2]! : EMPTY;
        let k3 = kept > 3 ? keys[start + 3]! : EMPTY;
        for (let i = from; i < to; i++) {
          let key = (points[week + players[base + i]!]! << SLOT_BITS) | (SLOT_MASK - i);
          // Where the kept key is smaller (mask all ones), the two swap.
          let swap = (k0 ^ key) & (((k0 - key) | 0) >> 31);
          k0 ^= swap;
          key ^= swap;
          swap = (k1 ^ key) & (((k1 - key) | 0) >> 31);
          k1 ^= swap;
          key ^= swap;
          swap = (k2 ^ key) & (((k2 - key) | 0) >> 31);
          k2 ^= swap;
          key ^= swap;
          k3 ^= (k3 ^ key) & (((k3 - key) | 0) >> 31);
        }
        keys[start] = k0;
        if (kept > 1) keys[start + 1] = k1;
        if (kept > 2) keys[start + 2] = k2;
        if (kept > 3) keys[start + 3] = k3;
      } else {
        for (let i = from; i < to; i++)
          sink(
            keys,
            start,
            start + kept,
            (points[week + players[base + i]!]! << SLOT_BITS) | (SLOT_MASK - i),
          );
      }
      from = to;
      const first = start + slots[g]!;
      for (let at = start; at < first; at++) {
        const key = keys[at]!;
        // All ones for a player, zero for an empty place.
        const real = (EMPTY - key) >> 31;
        const value = key >> SLOT_BITS;
        total += value & real;
        starting |= (1 << (SLOT_MASK - (key & SLOT_MASK))) & real;
        weakest ^= (weakest ^ value) & (((value - weakest) | 0) >> 31) & real;
      }
      const up = parent[g]!;
      if (up < 0) continue;
      const upStart = offset[up]!;
      const upEnd = upStart + keep[up]!;
      for (let at = first, end = start + kept; at < end; at++) sink(keys, upStart, upEnd, keys[at]!);
    }
    this.starters = starting;
    this.weakest = weakest;
    return total;
  }
}

/** Bytes for a typed array: shareable with worker threads when asked. */
export function buffer(bytes: number, shared: boolean): ArrayBuffer | SharedArrayBuffer {
  return shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
}

/** The key sinks through `keys[start..end)` (best first); what falls off the end is dropped. */
function sink(keys: Int32Array, start: number, end: number, key: number): void {
  for (let at = start; at < end; at++) {
    const kept = keys[at]!;
    const swap = (kept ^ key) & (((kept - key) | 0) >> 31);
    keys[at] = kept ^ swap;
    key ^= swap;
  }
}
