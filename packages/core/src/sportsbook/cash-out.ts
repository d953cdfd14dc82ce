import { type Cents, cents } from '../money.ts';
import { SPORTSBOOK_MARGIN } from './markets.ts';
import { type AmericanOdds, impliedProbability, payoutOf, SPORTSBOOK_MAX_PAYOUT } from './odds.ts';

// Cash out (issue 22; RULES.md says nothing of it, so Kennel does it as the big books do): an
// open bet can be settled early at the book's offer, what the bet is worth now at the live prices
// less the margin. The book prices every market with a margin, so a market's prices imply chances
// adding to more than one; the fair chance of a side is its implied chance over their sum.

/** The fair chances of a market's sides from their prices (the margin taken out): they sum to 1. */
export function fairChances(prices: readonly AmericanOdds[]): number[] {
  const implied = prices.map(impliedProbability);
  const total = implied.reduce((sum, chance) => sum + chance, 0);
  return implied.map((chance) => chance / total);
}

/**
 * The chance, from a market's outcome quantiles (markets.ts), that what it is decided on ends
 * above (or below) a half-point line: the share of the quantiles on that side, so a leg taken at
 * a line the market has since moved from is valued at the market's own view of the game.
 */
export function chanceBeyond(outcomes: readonly number[], line: number, side: 'above' | 'below'): number {
  if (outcomes.length === 0) return 0;
  const beyond = outcomes.filter((value) => (side === 'above' ? value > line : value < line)).length;
  return beyond / outcomes.length;
}

/**
 * A leg as cash out sees it: the price it was taken at, and either its grade (its game is over)
 * or the fair chance, now, that it wins.
 */
export type CashOutLeg =
  | { price: AmericanOdds; result: 'won' | 'lost' | 'push' | 'void' }
  | { price: AmericanOdds; chance: number };

/**
 * What the book offers to settle a bet now: what it would pay (the legs that pushed or were void
 * drop out, as at settlement, capped at the maximum payout) times the chance that every leg still
 * to play wins, less the margin, rounded down to the cent. Null when there is nothing to offer: a
 * leg has lost, no leg is still to play (settlement pays it), or the offer is under a cent.
 */
export function cashOutOffer(
  stake: Cents,
  legs: readonly CashOutLeg[],
  margin = SPORTSBOOK_MARGIN,
): Cents | null {
  if (legs.some((leg) => 'result' in leg && leg.result === 'lost')) return null;
  const open = legs.filter((leg): leg is { price: AmericanOdds; chance: number } => 'chance' in leg);
  if (open.length === 0) return null;
  const counted = legs.filter((leg) => 'chance' in leg || leg.result === 'won').map((leg) => leg.price);
  const payout = Math.min(payoutOf(stake, counted), SPORTSBOOK_MAX_PAYOUT);
  const chance = open.reduce((product, leg) => product * Math.min(1, Math.max(0, leg.chance)), 1);
  const offer = Math.floor(payout * chance * (1 - margin) + 1e-9);
  return offer >= 1 ? cents(offer) : null;
}
