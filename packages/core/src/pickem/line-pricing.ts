import { SPORTS, type SportId } from '../sports/catalog.ts';
import { hashSeed } from '../sports/simulator/random.ts';
import type { PickemStat } from './line-stats.ts';

/**
 * Prices pick'em lines from projections so each side wins about half the time (RULES.md, Pick'em).
 * A projection is a mean, and most stats are skewed (a receiver's yards are often 0, sometimes
 * 120), so the line is the model's median, not the mean: totals follow a negative binomial with the
 * stat's measured variance ÷ mean (Poisson for plain counts), and the line is the x.5 or whole
 * value that splits the decided outcomes most evenly.
 */

/** A whole line must beat the best x.5 line by this much: a whole line voids picks on a tie. */
const WHOLE_LINE_PENALTY = 0.02;
/** Probability mass left out of the tail when a distribution is tabulated. */
const TAIL = 1e-9;

/** P(X = k) for k = 0.. until the tail is negligible: mean `mean`, variance `dispersion × mean`. */
export function totalDistribution(mean: number, dispersion: number): number[] {
  if (!(mean > 0)) return [1];
  const pmf: number[] = [];
  let cumulative = 0;
  if (dispersion <= 1.0001) {
    // Poisson, built in log space so large means do not underflow e^-mean.
    let log = -mean;
    for (let k = 0; cumulative < 1 - TAIL && k < mean * 20 + 50; k++) {
      if (k > 0) log += Math.log(mean / k);
      const p = Math.exp(log);
      pmf.push(p);
      cumulative += p;
    }
    return pmf;
  }
  const r = mean / (dispersion - 1);
  const q = 1 - 1 / dispersion;
  let log = r * Math.log(1 / dispersion);
  for (let k = 0; cumulative < 1 - TAIL && k < mean * 20 + 100 * dispersion + 200; k++) {
    if (k > 0) log += Math.log(((k - 1 + r) / k) * q);
    const p = Math.exp(log);
    pmf.push(p);
    cumulative += p;
  }
  return pmf;
}

export interface FairLine {
  /** The line: x.5 or a whole number. */
  value: number;
  /** The model's chance of each side, and of a tie (a whole line's void). */
  higher: number;
  lower: number;
}

/**
 * The line that splits a distribution (P(X = k) by k, shifted by `offset`) most evenly between
 * higher and lower; null when its median is 0 (nothing to pick against).
 */
export function fairLineOf(pmf: readonly number[], options: { wholeLines: boolean; offset?: number }) {
  const offset = options.offset ?? 0;
  let below = 0;
  // The best candidate so far, in locals: this runs for every in-game line on every refresh, and
  // a candidate object per value was most of its cost. Candidates are met in the same order (each
  // x.5 value, then the whole one under it) and the first of equal scores is kept, as before.
  let found = false;
  let bestValue = 0;
  let bestLower = 0;
  let bestHigher = 0;
  let bestScore = 0;
  const consider = (value: number, lower: number, higher: number) => {
    const decided = higher + lower;
    if (decided <= 0) return;
    const whole = Number.isInteger(value);
    const score = Math.abs(higher - lower) / decided + (whole ? WHOLE_LINE_PENALTY : 0);
    if (!found || score < bestScore) {
      found = true;
      bestValue = value;
      bestLower = lower;
      bestHigher = higher;
      bestScore = score;
    }
  };
  for (let k = 0; k < pmf.length; k++) {
    const at = pmf[k] ?? 0;
    const above = Math.max(0, 1 - below - at);
    consider(offset + k + 0.5, below + at, above);
    if (options.wholeLines && k > 0) consider(offset + k, below, above);
    below += at;
    if (below > 0.75) break;
  }
  if (!found || bestValue - offset < 0.5) return null;
  // Median 0: the lower side would win most of the time whatever the line.
  if ((pmf[0] ?? 0) >= 0.5) return null;
  const line: FairLine = { value: bestValue, lower: bestLower, higher: bestHigher };
  return line;
}

/** The pre-game line of a stat from its projected mean; null for a stat whose median is 0. */
export function preGameLine(stat: PickemStat, projectedMean: number): FairLine | null {
  if (!(projectedMean > 0)) return null;
  return fairLineOf(totalDistribution(projectedMean, stat.dispersion), { wholeLines: !stat.continuous });
}

/** How far a game is, 0 to 1, from its period and clock (baseball by innings). */
export function gameProgress(sport: SportId, period: number, clockSeconds: number | null): number {
  const { periods, periodSeconds } = SPORTS[sport];
  if (period <= 0) return 0;
  // Without a clock, a play is on average half way through its inning.
  if (periodSeconds <= 0 || clockSeconds === null) return Math.min(1, (period - 0.5) / periods);
  const elapsed = (period - 1) * periodSeconds + (periodSeconds - Math.min(periodSeconds, clockSeconds));
  return Math.min(1, Math.max(0, elapsed / (periods * periodSeconds)));
}

/** The share of a stat's projected mean still to come at `progress`. */
export function remainingShare(stat: PickemStat, progress: number): number {
  return Math.max(0, 1 - Math.min(1, progress) / stat.accruesOver);
}

/**
 * An in-game line: what the player has so far plus the fair line of what is still to come; null
 * once the rest's median is 0 (the in-game prop closes).
 */
export function inGameLine(
  stat: PickemStat,
  projectedMean: number,
  current: number,
  progress: number,
): FairLine | null {
  const remaining = projectedMean * remainingShare(stat, progress);
  if (!(remaining > 0)) return null;
  const pmf = totalDistribution(remaining, stat.dispersion);
  if (stat.continuous) {
    // Fantasy points carry decimals: price the rest, then put the line on the nearest x.5.
    const rest = fairLineOf(pmf, { wholeLines: false });
    if (!rest) return null;
    return { ...rest, value: Math.round(current + rest.value - 0.5) + 0.5 };
  }
  return fairLineOf(pmf, { wholeLines: true, offset: current });
}

/**
 * Rivals pair players picked and ordered by their projections, which are averages of a few
 * simulated runs: the higher of two noisy estimates is too high on average, so only this share
 * of the projected gap is priced (measured on the simulator's games).
 */
const RIVALS_GAP_SHARE = 0.7;

export interface RivalsLine {
  /** Added to the first player's total (A + handicap vs B): x.5, or whole when ties are common (a tie voids). */
  handicap: number;
  /** The model's chance that the first, or the second, player wins. */
  first: number;
  second: number;
}

/**
 * The handicap that makes two players' totals on one stat a coin flip: the value h with
 * P(A + h > B) closest to P(A + h < B). Put the player projected lower first, so h ≥ 0.
 */
export function rivalsHandicap(stat: PickemStat, firstMean: number, secondMean: number): RivalsLine | null {
  if (!(firstMean > 0) || !(secondMean > 0)) return null;
  const middle = (firstMean + secondMean) / 2;
  const gap = ((secondMean - firstMean) * RIVALS_GAP_SHARE) / 2;
  const a = totalDistribution(middle - gap, stat.dispersion);
  const b = totalDistribution(middle + gap, stat.dispersion);
  // Distribution of B − A, offset so index 0 is −(a.length − 1).
  const shift = a.length - 1;
  const diff = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const pa = a[i] ?? 0;
    if (pa < 1e-12) continue;
    for (let j = 0; j < b.length; j++) diff[j - i + shift] = (diff[j - i + shift] ?? 0) + pa * (b[j] ?? 0);
  }
  let below = 0;
  let best: (RivalsLine & { score: number }) | null = null;
  for (let index = 0; index < diff.length; index++) {
    const at = diff[index] ?? 0;
    const d = index - shift;
    // h = d: the first wins when B − A < d, and B − A = d is a tie; h = d + 0.5: the first wins when B − A ≤ d.
    const candidates: RivalsLine[] = [
      { handicap: d, first: below, second: Math.max(0, 1 - below - at) },
      { handicap: d + 0.5, first: below + at, second: Math.max(0, 1 - below - at) },
    ];
    for (const candidate of candidates) {
      const decided = candidate.first + candidate.second;
      if (decided <= 0) continue;
      const whole = Number.isInteger(candidate.handicap);
      const score = Math.abs(candidate.first - candidate.second) / decided + (whole ? WHOLE_LINE_PENALTY : 0);
      if (!best || score < best.score) best = { ...candidate, score };
    }
    below += at;
  }
  if (!best) return null;
  const { score: _score, ...line } = best;
  // −0 reads as 0 on the wire.
  return { ...line, handicap: line.handicap || 0 };
}

export interface LineMultipliers {
  higher: number;
  lower: number;
}

const BOOSTS = [105, 110, 115, 120, 125];
const DISCOUNTS = [80, 85, 90, 95];

/**
 * The options' multipliers (hundredths) of one version of a prop: about one line in four has a
 * boosted (1.05–1.25×) or discounted (0.80–0.95×) side, drawn from the prop id and version so
 * every process prices the same line the same way.
 */
export function lineMultipliers(propId: string, version: number): LineMultipliers {
  const draw = hashSeed(`${propId}#${version}`);
  const kind = draw % 16;
  const amount = Math.floor(draw / 16);
  const boost = BOOSTS[amount % BOOSTS.length] as number;
  const discount = DISCOUNTS[amount % DISCOUNTS.length] as number;
  switch (kind) {
    case 0:
    case 1:
      return { higher: boost, lower: 100 };
    case 2:
      return { higher: 100, lower: boost };
    case 3:
      return { higher: discount, lower: 100 };
    default:
      return kind === 4 ? { higher: 100, lower: discount } : { higher: 100, lower: 100 };
  }
}
