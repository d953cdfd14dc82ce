import { type Cents, cents } from '../money.ts';

// Sportsbook prices and payouts (RULES.md, Sportsbook). Prices are American odds: +A pays A for 100
// staked, −A pays 100 for A staked. A bet's payout (stake included) is the stake times its decimal
// odds, rounded down to the cent; a parlay's decimal odds are the product of its legs'. The maths is
// exact: each price is a fraction (decimal odds = numerator / denominator) and products are taken in
// BigInt, so twelve legs lose nothing to floating point.

/** The least a bet may stake. */
export const SPORTSBOOK_MIN_STAKE = cents(1_00);
/** The most one bet may pay out, stake included. */
export const SPORTSBOOK_MAX_PAYOUT = cents(100_000_00);
/** Legs in a parlay: at least two, at most twelve. */
export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 12;

/** An American price: a whole number, at least +100 or at most −100 (never between). */
export type AmericanOdds = number;

export function isAmericanOdds(value: number): value is AmericanOdds {
  return Number.isSafeInteger(value) && Math.abs(value) >= 100;
}

function checked(american: number): AmericanOdds {
  if (!isAmericanOdds(american)) throw new RangeError(`Not an American price: ${american}`);
  return american;
}

/** Decimal odds as an exact fraction: +150 is 250/100, −110 is 210/110. */
export interface OddsFraction {
  numerator: bigint;
  denominator: bigint;
}

export function oddsFraction(american: AmericanOdds): OddsFraction {
  const price = BigInt(checked(american));
  return price > 0n
    ? { numerator: 100n + price, denominator: 100n }
    : { numerator: 100n - price, denominator: -price };
}

/** Decimal odds (stake included) as a number, for display: +150 → 2.5, −110 → 1.909… */
export function decimalOdds(american: AmericanOdds): number {
  const { numerator, denominator } = oddsFraction(american);
  return Number(numerator) / Number(denominator);
}

/** The combined fraction of several prices (a parlay's); one price gives its own. */
export function combinedFraction(prices: readonly AmericanOdds[]): OddsFraction {
  let numerator = 1n;
  let denominator = 1n;
  for (const price of prices) {
    const one = oddsFraction(price);
    numerator *= one.numerator;
    denominator *= one.denominator;
  }
  return { numerator, denominator };
}

/** What a winning bet at these prices pays back, stake included, rounded down to the cent. */
export function payoutOf(stake: Cents, prices: readonly AmericanOdds[]): Cents {
  if (prices.length === 0) return stake;
  const { numerator, denominator } = combinedFraction(prices);
  return cents(Number((BigInt(stake) * numerator) / denominator));
}

/** The largest stake whose payout at these prices stays within the maximum payout. */
export function maxStakeFor(prices: readonly AmericanOdds[]): Cents {
  const { numerator, denominator } = combinedFraction(prices);
  // payout = floor(stake × n / d) ≤ MAX ⇔ stake × n < (MAX + 1) × d.
  const limit = (BigInt(SPORTSBOOK_MAX_PAYOUT + 1) * denominator - 1n) / numerator;
  return cents(Number(limit));
}

/**
 * The American price of a probability with the book's margin: the chance is raised by the margin
 * (so a fair coin at 4.5% prices both sides −110 rather than +100) and the price rounded toward
 * the book, to a whole number. `probability` is in (0, 1); the priced chance is capped below 1.
 */
export function americanOddsOf(probability: number, margin = 0): AmericanOdds {
  if (!(probability > 0 && probability < 1)) throw new RangeError(`Not a probability: ${probability}`);
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`Not a margin: ${margin}`);
  const priced = Math.min(probability * (1 + margin), 0.999);
  if (priced >= 0.5) return -Math.max(100, Math.ceil((100 * priced) / (1 - priced) - 1e-9));
  return Math.max(100, Math.floor((100 * (1 - priced)) / priced + 1e-9));
}

/** The chance a price implies (the book's margin included): −110 → 0.5238…, +150 → 0.4. */
export function impliedProbability(american: AmericanOdds): number {
  const { numerator, denominator } = oddsFraction(american);
  return Number(denominator) / Number(numerator);
}

/** How a leg ended. A push or a void drops out of its bet; a loss loses the whole bet. */
export type LegResult = 'won' | 'lost' | 'push' | 'void';

export interface GradedLeg {
  /** The price the bet was placed at for this leg. */
  price: AmericanOdds;
  result: LegResult;
}

export type BetOutcome =
  | { result: 'won'; payout: Cents; prices: AmericanOdds[] }
  | { result: 'lost'; payout: Cents }
  /** Every leg pushed or was void: the stake comes back. */
  | { result: 'push' | 'void'; payout: Cents };

/**
 * Settles a bet (a single is a bet of one leg) once every leg is graded: any lost leg loses it;
 * pushed and void legs drop out and the rest are re-priced (one left settles as a single at its
 * price); a bet with no leg left returns the stake (void if every leg was void, else push). The
 * payout is capped at the maximum payout.
 */
export function settleBet(stake: Cents, legs: readonly GradedLeg[]): BetOutcome {
  if (legs.length === 0) throw new RangeError('A bet has at least one leg');
  if (legs.some((leg) => leg.result === 'lost')) return { result: 'lost', payout: cents(0) };
  const prices = legs.filter((leg) => leg.result === 'won').map((leg) => leg.price);
  if (prices.length === 0)
    return { result: legs.every((leg) => leg.result === 'void') ? 'void' : 'push', payout: stake };
  const payout = payoutOf(stake, prices);
  return { result: 'won', payout: cents(Math.min(payout, SPORTSBOOK_MAX_PAYOUT)), prices };
}

/** Whether `offered` pays at least what `asked` does (a bettor who accepts better odds takes it). */
export function paysAtLeast(offered: AmericanOdds, asked: AmericanOdds): boolean {
  const a = oddsFraction(offered);
  const b = oddsFraction(asked);
  return a.numerator * b.denominator >= b.numerator * a.denominator;
}
