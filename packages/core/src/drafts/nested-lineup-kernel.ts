import type { NestedLayout } from './lineup-scorer.ts';

/** Rosters laid out for the kernel: each team's players by slot group, narrowest group first. */
export interface GroupedRosters {
  /** Team t's players at `players[t × rosterSize ..]`, group 0's first; players no slot takes last. */
  players: Uint32Array | Uint16Array;
  /** Where each of team t's groups ends in its roster: `ends[t × groups + g]`. */
  ends: Uint8Array;
  /** Each grouped slot's index in the roster as given (what a caller's starters bitmask maps back to). */
  order: Uint8Array;
}

/**
 * The nested-groups best lineup (lineup-scorer.ts) fused for contest scale. The rosters are laid
 * out once (`arrange`) so each team's players of one slot group are contiguous: scoring a lineup
 * reads one group's players in a row, with the group's buffer bounds in locals, no lookup per
 * player, no call per player and nothing allocated. The same answer as the scorer, starters and
 * weakest starter included (tested against it); the full rescore of a million teams runs through it.
 */
export class NestedLineupKernel {
  /** After `score`: the starters (grouped slot indexes, a bitmask) and the weakest starter's points. */
  starters = 0;
  weakest = 0;
  readonly groups: number;
  private readonly values: Int32Array;
  private readonly ids: Int32Array;
  private readonly length: Int32Array;
  private readonly keep: Int32Array;
  private readonly offset: Int32Array;
  private readonly slots: Int32Array;
  private readonly parent: Int32Array;

  constructor(private readonly layout: NestedLayout) {
    const size = layout.keep.reduce((sum, kept) => sum + kept, 0);
    this.values = new Int32Array(size);
    this.ids = new Int32Array(size);
    this.groups = layout.keep.length;
    this.length = new Int32Array(this.groups);
    this.keep = layout.keep;
    this.offset = layout.offset;
    this.slots = layout.slots;
    this.parent = layout.parent;
  }

  /** A position code's group (-1: a position no slot takes). */
  groupOf(code: number): number {
    return code < 0 ? -1 : this.layout.homeOfCode[code]!;
  }

  /**
   * Each team's roster by group (stable: a group's players keep their roster order), once per
   * contest. `codes[player]` is the player's position code.
   */
  arrange(rosters: Uint32Array | Uint16Array, codes: Int8Array, rosterSize: number): GroupedRosters {
    const teams = rosterSize === 0 ? 0 : rosters.length / rosterSize;
    const { groups } = this;
    const players = rosters instanceof Uint16Array ? new Uint16Array(rosters.length) : new Uint32Array(rosters.length);
    const ends = new Uint8Array(teams * groups);
    const order = new Uint8Array(rosters.length);
    const counts = new Int32Array(groups + 1);
    for (let team = 0; team < teams; team++) {
      const base = team * rosterSize;
      counts.fill(0);
      for (let i = 0; i < rosterSize; i++) {
        const g = this.groupOf(codes[rosters[base + i]!]!);
        counts[g < 0 ? groups : g]!++;
      }
      // Counts become each group's next free place.
      let at = 0;
      for (let g = 0; g <= groups; g++) {
        const count = counts[g]!;
        counts[g] = at;
        at += count;
        if (g < groups) ends[team * groups + g] = at;
      }
      for (let i = 0; i < rosterSize; i++) {
        const player = rosters[base + i]!;
        const g = this.groupOf(codes[player]!);
        const slot = counts[g < 0 ? groups : g]!++;
        players[base + slot] = player;
        order[base + slot] = i;
      }
    }
    return { players, ends, order };
  }

  /**
   * Points (hundredths) of the best lineup of team `team` of `grouped` (rosters of `rosterSize`),
   * whose players' points are `points[week + player]`.
   */
  score(grouped: GroupedRosters, team: number, rosterSize: number, points: Int32Array, week: number): number {
    const { values, ids, length, groups, keep, offset, slots, parent } = this;
    const { players, ends } = grouped;
    const base = team * rosterSize;
    const endBase = team * groups;
    // Each group's own players into its sorted buffer, one contiguous run each.
    let from = 0;
    for (let g = 0; g < groups; g++) {
      const to = ends[endBase + g]!;
      const start = offset[g]!;
      const kept = keep[g]!;
      let filled = 0;
      for (let i = from; i < to; i++) {
        const value = points[week + players[base + i]!]!;
        let at = filled;
        if (at === kept) {
          if (values[start + at - 1]! >= value) continue;
          at--;
        } else filled++;
        while (at > 0 && values[start + at - 1]! < value) {
          values[start + at] = values[start + at - 1]!;
          ids[start + at] = ids[start + at - 1]!;
          at--;
        }
        values[start + at] = value;
        ids[start + at] = i;
      }
      length[g] = filled;
      from = to;
    }
    // Narrowest first: each group starts its best and passes the rest to the wider group.
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
      const upStart = offset[up]!;
      const upKeep = keep[up]!;
      for (let i = starting; i < filled; i++) {
        const value = values[start + i]!;
        let at = length[up]!;
        if (at === upKeep) {
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
