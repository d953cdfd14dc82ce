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
