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

  move(from: number, to: number): void {
    if (from === to) return;
    this.remove(from);
    this.add(to);
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
    // Linear build: each node passes its sum to its parent.
    for (let i = 1; i <= counts.length; i++) {
      this.tree[i]! += counts[i - 1]!;
      const parent = i + (i & -i);
      if (parent <= counts.length) this.tree[parent]! += this.tree[i]!;
    }
  }
}
