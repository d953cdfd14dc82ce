import type { NestedLayout } from './lineup-scorer.ts';

/**
 * The nested-groups best lineup (lineup-scorer.ts) fused for contest scale: it reads a team's
 * roster slots, their groups (worked out once per team) and the week's points where they lie, with
 * no gather into scratch arrays, no calls per player and nothing allocated. The same answer as the
 * scorer (tested against it); the full rescore of a million teams runs through it.
 */
export class NestedLineupKernel {
  /** After `score`: the starters (roster indexes, a bitmask) and the weakest starter's points. */
  starters = 0;
  weakest = 0;
  private readonly values: Int32Array;
  private readonly ids: Int32Array;
  private readonly length: Int32Array;
  private readonly groups: number;

  constructor(private readonly layout: NestedLayout) {
    const size = layout.keep.reduce((sum, kept) => sum + kept, 0);
    this.values = new Int32Array(size);
    this.ids = new Int32Array(size);
    this.groups = layout.keep.length;
    this.length = new Int32Array(this.groups);
  }

  /** Each roster slot's group (-1: a position no slot takes), for `score`. */
  groupOf(code: number): number {
    return code < 0 ? -1 : this.layout.homeOfCode[code]!;
  }

  /**
   * Points (hundredths) of the best lineup of the `count` players at `rosters[base..]`, whose
   * groups are at `slotGroups[base..]` and whose points are `points[week + player]`.
   */
  score(
    rosters: Uint32Array | Uint16Array,
    slotGroups: Int8Array,
    base: number,
    count: number,
    points: Int32Array,
    week: number,
  ): number {
    const { values, ids, length, groups } = this;
    const { keep, offset, slots, parent } = this.layout;
    for (let g = 0; g < groups; g++) length[g] = 0;
    for (let i = 0; i < count; i++) {
      const g = slotGroups[base + i]!;
      if (g < 0) continue;
      const value = points[week + rosters[base + i]!]!;
      const start = offset[g]!;
      let at = length[g]!;
      if (at === keep[g]) {
        if (values[start + at - 1]! >= value) continue;
        at--;
      } else length[g] = at + 1;
      while (at > 0 && values[start + at - 1]! < value) {
        values[start + at] = values[start + at - 1]!;
        ids[start + at] = ids[start + at - 1]!;
        at--;
      }
      values[start + at] = value;
      ids[start + at] = i;
    }
    let total = 0;
    let starters = 0;
    let weakest = Number.MAX_SAFE_INTEGER;
    for (let g = 0; g < groups; g++) {
      const start = offset[g]!;
      const filled = length[g]!;
      const starting = Math.min(slots[g]!, filled);
      for (let i = 0; i < starting; i++) {
        const value = values[start + i]!;
        total += value;
        starters |= 1 << ids[start + i]!;
        if (value < weakest) weakest = value;
      }
      const up = parent[g]!;
      if (up < 0) continue;
      // The rest go to the wider group, each into its sorted place.
      const upStart = offset[up]!;
      for (let i = starting; i < filled; i++) {
        const value = values[start + i]!;
        let at = length[up]!;
        if (at === keep[up]) {
          if (values[upStart + at - 1]! >= value) continue;
          at--;
        } else length[up] = at + 1;
        while (at > 0 && values[upStart + at - 1]! < value) {
          values[upStart + at] = values[upStart + at - 1]!;
          ids[upStart + at] = ids[upStart + at - 1]!;
          at--;
        }
        values[upStart + at] = value;
        ids[upStart + at] = ids[start + i]!;
      }
    }
    this.starters = starters;
    this.weakest = weakest;
    return total;
  }
}
