import { finalStatValue } from '../pickem/grading.ts';
import { offeredPreGameLine } from '../pickem/line-offers.ts';
import { remainingShare } from '../pickem/line-pricing.ts';
import { PICKEM_STATS, pickemStatOf, pickemStatValue } from '../pickem/line-stats.ts';
import type { SportId, StatLine } from '../sports/catalog.ts';
import {
  evenLine,
  inAscendingOrder,
  type Market,
  type PropStat,
  priced,
  quantilesOf,
  SPORTSBOOK_MARGIN,
} from './markets.ts';
import type { LegResult } from './odds.ts';

// Player props (RULES.md, Sportsbook): over/under on one player's stat in a game. The players and
// stats are pick'em's (a player the pick'em board gives a pre-game line on that stat, from the
// game's projection); the line and prices come from the same simulated plays that price the
// game's other markets, so the book's props and its moneyline agree about how the game goes.

/** A player's projection in a game (the world's `projections`). */
export interface ProjectedLine {
  player_id: string;
  stats: StatLine;
}

/** The props a game offers: each player and stat pick'em puts a pre-game line on, in board order. */
export function offeredProps(sport: SportId, projections: readonly ProjectedLine[]): PropStat[] {
  const props: PropStat[] = [];
  for (const stat of PICKEM_STATS[sport]) {
    for (const projection of projections) {
      if (offeredPreGameLine(sport, stat, projection.stats) !== null)
        props.push({ playerId: projection.player_id, stat: stat.key });
    }
  }
  return props;
}

/** A prop's total in a simulated or played stat line (fantasy points are derived from the line). */
export const propValueOf =
  (sport: SportId) =>
  (stat: string, line: StatLine): number =>
    pickemStatValue(sport, stat, line);

/**
 * The over/under market of a prop from the totals the plays gave: the half-point line next to
 * their median that splits them most evenly, each side priced from its count with the margin.
 * Null when there is nothing to bet on: every play gave the same total (a starting pitcher's
 * strikeouts once he has left), or the line would be under the stat's lowest (pick'em's floor).
 */
export function propMarketOf(
  sport: SportId,
  prop: PropStat,
  totals: readonly number[],
  margin = SPORTSBOOK_MARGIN,
): Market | null {
  if (totals.length === 0) return null;
  const first = totals[0]!;
  // Ascending (a prop's totals are): all the same when the last is the first.
  if (inAscendingOrder(totals) ? totals.at(-1) === first : totals.every((total) => total === first))
    return null;
  const stat = pickemStatOf(sport, prop.stat);
  const { line, above } = evenLine(totals);
  if (line < (stat?.minLine ?? 0.5)) return null;
  return {
    kind: 'player_prop',
    prop,
    line,
    selections: priced({ over: above, under: totals.length - above }, margin),
    outcomes: quantilesOf(totals),
  };
}

/**
 * The totals a prop can still end on in a game under way: the player's total so far plus each
 * play's total scaled to the share of the stat still to come (a pitcher's strikeouts accrue over
 * the part of the game he pitches). Counts stay whole; fantasy points keep their decimals.
 */
export function liveTotals(
  sport: SportId,
  stat: string,
  totals: readonly number[],
  current: number,
  progress: number,
): number[] {
  const known = pickemStatOf(sport, stat);
  const left = known ? remainingShare(known, progress) : Math.max(0, 1 - progress);
  return totals.map((total) =>
    known?.continuous ? current + total * left : current + Math.round(total * left),
  );
}

/**
 * The line and the count of plays above it that `propMarketOf` gives a prop whose totals are
 * `liveTotals(sport, prop.stat, totals, current, progress)` (or the totals as played, `progress`
 * null: before the game), without building those totals: each is mapped as liveTotals maps it,
 * where a binary search looks. Its prices are `priced` of that count. A live game's props are
 * decided every few seconds and most stay where they stand; only one that moves needs its whole
 * market (its quantiles). Null where propMarketOf is null; undefined where it cannot tell
 * without the whole market (totals not ascending, a total or time left not finite).
 */
export function propLineOf(
  sport: SportId,
  prop: PropStat,
  totals: readonly number[],
  current: number,
  progress: number | null,
): { line: number; above: number } | null | undefined {
  const count = totals.length;
  if (count === 0) return null;
  if (!inAscendingOrder(totals) || !Number.isFinite(totals[0]) || !Number.isFinite(totals[count - 1]))
    return undefined;
  const stat = pickemStatOf(sport, prop.stat);
  let left = 1;
  if (progress !== null) {
    left = stat ? remainingShare(stat, progress) : Math.max(0, 1 - progress);
    if (!Number.isFinite(left) || !Number.isFinite(current)) return undefined;
  }
  const whole = progress !== null && !stat?.continuous;
  // The live total of play `index`, exactly as liveTotals makes it (ascending, as the totals are).
  const at = (index: number): number => {
    const total = totals[index] as number;
    if (progress === null) return total;
    return whole ? current + Math.round(total * left) : current + total * left;
  };
  if (at(count - 1) === at(0)) return null;
  const middle = Math.floor(at(Math.floor((count - 1) / 2)));
  const above = (line: number) => {
    let low = 0;
    let high = count;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (at(mid) > line) high = mid;
      else low = mid + 1;
    }
    return count - low;
  };
  // As evenLine: the half-point line next to the median that splits the plays most evenly.
  const lower = { line: middle - 0.5, above: above(middle - 0.5) };
  const upper = { line: middle + 0.5, above: above(middle + 0.5) };
  const half = count / 2;
  const even = Math.abs(upper.above - half) < Math.abs(lower.above - half) ? upper : lower;
  if (even.line < (stat?.minLine ?? 0.5)) return null;
  return even;
}

/**
 * Grades a prop leg on the player's final stat line: over or under the line, a total on a whole
 * line pushes, and a player who did not play (no line, or a line of zeros) voids the leg, as a
 * pick'em pick is void (RULES.md, Pick'em: Voids).
 */
export function gradeProp(
  sport: SportId,
  leg: { stat: string; line: number; selection: 'over' | 'under' },
  line: StatLine | null | undefined,
): LegResult {
  const value = finalStatValue(sport, leg.stat, line);
  if (value === null) return 'void';
  if (value === leg.line) return 'push';
  return value > leg.line === (leg.selection === 'over') ? 'won' : 'lost';
}
