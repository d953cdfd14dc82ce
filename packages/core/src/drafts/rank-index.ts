/**
 * Contest-wide ranks that follow score changes without a sort: a Fenwick tree counting teams per
 * score (integer hundredths, as shown). A team's rank is 1 + the teams above it, so teams on the
 * same score share a rank (1, 2, 2, 4: `rankByPoints`), and moving one team is two O(log range)
 * updates. The range grows (rebuilt once, doubling) when a score falls outside it.
 */
export class RankIndex {
  private tree: Int32Array;
  private counts: Int32Array;
  private low: number;
  private total = 0;

  constructor(lowest = 0, highest = 1 << 16) {
    this.low = lowest;
    this.counts = new Int32Array(Math.max(1, highest - lowest + 1));
    this.tree = new Int32Array(this.counts.length + 1);
  }

  get size(): number {
    return this.total;
  }

  /**
   * Every team again at once (a full rerank): counts, then the tree built in one pass, instead of a
   * move per team. `include` leaves out the teams marked 0.
   */
  reset(scores: Int32Array, include?: Uint8Array): void {
    let lowest = 0;
    let highest = 0;
    for (let team = 0; team < scores.length; team++) {
      const score = scores[team]!;
      if (score < lowest) lowest = score;
      if (score > highest) highest = score;
    }
    const length = Math.max(this.counts.length, highest - lowest + 1);
    if (length !== this.counts.length) {
      this.counts = new Int32Array(length);
      this.tree = new Int32Array(length + 1);
    } else {
      this.counts.fill(0);
      this.tree.fill(0);
    }
    this.low = lowest;
    let total = 0;
    for (let team = 0; team < scores.length; team++) {
      if (include && include[team] !== 1) continue;
      this.counts[scores[team]! - lowest]!++;
      total++;
    }
    this.total = total;
    this.build();
  }

  /** Teams on exactly this score. */
  countAt(score: number): number {
    const at = score - this.low;
    return at >= 0 && at < this.counts.length ? this.counts[at]! : 0;
  }

  add(score: number, teams = 1): void {
    this.fit(score);
    const at = score - this.low;
    this.counts[at]! += teams;
    this.total += teams;
    for (let i = at + 1; i < this.tree.length; i += i & -i) this.tree[i]! += teams;
  }

  remove(score: number): void {
    if (this.countAt(score) <= 0) throw new RangeError(`No team on ${score} to remove`);
    this.add(score, -1);
  }

  /**
   * One team from `from` to `to`. The two update paths up the tree meet at the first node covering
   * both scores; from there the -1 and the +1 cancel, so a small move touches only the nodes below.
   */
  move(from: number, to: number): void {
    if (from === to) return;
    if (this.countAt(from) <= 0) throw new RangeError(`No team on ${from} to remove`);
    this.fit(to);
    const { tree, counts } = this;
    counts[from - this.low]!--;
    counts[to - this.low]!++;
    let down = from - this.low + 1;
    let up = to - this.low + 1;
    while (down !== up) {
      // Always advance the lower index: the paths only ever rise, so they meet if they can.
      if (down < up) {
        tree[down]!--;
        down += down & -down;
        if (down >= tree.length) break;
      } else {
        tree[up]!++;
        up += up & -up;
        if (up >= tree.length) break;
      }
    }
    // One path left the tree: the other finishes on its own.
    for (; down < tree.length && down !== up; down += down & -down) tree[down]!--;
    for (; up < tree.length && up !== down; up += up & -up) tree[up]!++;
  }

  /** Teams strictly above `score`. */
  above(score: number): number {
    const at = score - this.low;
    if (at < 0) return this.total;
    if (at >= this.counts.length) return 0;
    let atOrBelow = 0;
    for (let i = at + 1; i > 0; i -= i & -i) atOrBelow += this.tree[i]!;
    return this.total - atOrBelow;
  }

  /** The rank a team on `score` holds: 1 + the teams above it. */
  rank(score: number): number {
    return this.above(score) + 1;
  }

  private fit(score: number): void {
    const length = this.counts.length;
    if (score >= this.low && score < this.low + length) return;
    const low = Math.min(this.low, score < this.low ? score - length : this.low);
    const high = Math.max(this.low + length - 1, score >= this.low + length ? score + length : 0);
    const counts = new Int32Array(high - low + 1);
    counts.set(this.counts, this.low - low);
    this.low = low;
    this.counts = counts;
    this.tree = new Int32Array(counts.length + 1);
    this.build();
  }

  /** Linear build from the counts: each node passes its sum to its parent. */
  private build(): void {
    const { counts, tree } = this;
    for (let i = 1; i <= counts.length; i++) {
      tree[i]! += counts[i - 1]!;
      const parent = i + (i & -i);
      if (parent <= counts.length) tree[parent]! += tree[i]!;
    }
  }
}
