import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import {
  americanOddsOf,
  decimalOdds,
  impliedProbability,
  isAmericanOdds,
  maxStakeFor,
  payoutOf,
  paysAtLeast,
  SPORTSBOOK_MAX_PAYOUT,
  settleBet,
} from './odds.ts';

describe('American odds', () => {
  it('convert to decimal odds as RULES says: 1 + A/100 for +A, 1 + 100/|A| for −A', () => {
    expect(decimalOdds(150)).toBe(2.5);
    expect(decimalOdds(100)).toBe(2);
    expect(decimalOdds(-100)).toBe(2);
    expect(decimalOdds(-200)).toBe(1.5);
    expect(decimalOdds(-110)).toBeCloseTo(1.909_09, 5);
  });

  it('imply the book’s chance: −110 is 52.38%, +150 is 40%', () => {
    expect(impliedProbability(-110)).toBeCloseTo(0.5238, 4);
    expect(impliedProbability(150)).toBe(0.4);
    // The two sides of a −110/−110 market add up to the book's margin over 100%.
    expect(2 * impliedProbability(-110) - 1).toBeCloseTo(0.0476, 4);
  });

  it('are whole numbers at least 100 away from zero', () => {
    expect([100, -100, 250, -10_000].every(isAmericanOdds)).toBe(true);
    expect([0, 50, -99, 99, 110.5, Number.NaN].some(isAmericanOdds)).toBe(false);
    expect(() => payoutOf(cents(100), [99])).toThrow(RangeError);
  });

  it('are priced from a chance with the book’s margin, rounded toward the book', () => {
    expect(americanOddsOf(0.5)).toBe(-100);
    expect(americanOddsOf(0.5, 0.045)).toBe(-110);
    expect(americanOddsOf(0.4)).toBe(150);
    expect(americanOddsOf(0.2)).toBe(400);
    expect(americanOddsOf(0.75)).toBe(-300);
    // Rounded toward the book: never a better price than the fair one.
    for (let chance = 0.02; chance < 0.98; chance += 0.0137) {
      const price = americanOddsOf(chance, 0.05);
      expect(impliedProbability(price)).toBeGreaterThanOrEqual(Math.min(chance * 1.05, 0.999) - 1e-12);
    }
    expect(() => americanOddsOf(1)).toThrow(RangeError);
    expect(() => americanOddsOf(0.5, -0.1)).toThrow(RangeError);
  });
});

describe('payouts', () => {
  it('pay the stake times the decimal odds, stake included, rounded down to the cent', () => {
    expect(payoutOf(cents(110_00), [-110])).toBe(210_00);
    expect(payoutOf(cents(100_00), [150])).toBe(250_00);
    expect(payoutOf(cents(10_00), [-110])).toBe(19_09); // 19.0909…
    expect(payoutOf(cents(1_00), [-333])).toBe(1_30); // 1.3003…
  });

  it('multiply a parlay’s legs: a two-team −110 parlay pays 2.64 times the stake in winnings', () => {
    const payout = payoutOf(cents(100_00), [-110, -110]);
    expect(payout).toBe(364_46); // 100 × (21/11)² = 364.46…
    expect((payout - 100_00) / 100_00).toBeCloseTo(2.64, 2);
    // Three teams at −110 pay +596 (published parlay tables), +150 and −200 pay 3.75×.
    expect(payoutOf(cents(100_00), [-110, -110, -110]) - 100_00).toBe(595_79);
    expect(payoutOf(cents(10_00), [150, -200])).toBe(37_50);
  });

  it('are exact over twelve legs (no floating point drift)', () => {
    const twelve = Array.from({ length: 12 }, () => -110);
    // (21/11)^12 = 2,343.97…: 1 cent pays $23.43.
    expect(payoutOf(cents(1), twelve)).toBe(23_43);
    expect(payoutOf(cents(100_00), twelve)).toBe(Number((100_00n * 21n ** 12n) / 11n ** 12n));
  });

  it('allow a stake only as large as keeps the payout within $100,000', () => {
    const twelve = Array.from({ length: 12 }, () => 100);
    const most = maxStakeFor(twelve);
    expect(most).toBe(24_41); // 4,096× : $24.41 pays $99,983.36
    expect(payoutOf(most, twelve)).toBeLessThanOrEqual(SPORTSBOOK_MAX_PAYOUT);
    expect(payoutOf(cents(most + 1), twelve)).toBeGreaterThan(SPORTSBOOK_MAX_PAYOUT);
    expect(maxStakeFor([-110])).toBe(52_380_95);
    expect(payoutOf(maxStakeFor([-110]), [-110])).toBeLessThanOrEqual(SPORTSBOOK_MAX_PAYOUT);
    expect(payoutOf(cents(52_380_96), [-110])).toBeGreaterThan(SPORTSBOOK_MAX_PAYOUT);
  });
});

describe('settling a bet', () => {
  const stake = cents(100_00);

  it('pays a single that won and nothing for one that lost', () => {
    expect(settleBet(stake, [{ price: 150, result: 'won' }])).toEqual({
      result: 'won',
      payout: 250_00,
      prices: [150],
    });
    expect(settleBet(stake, [{ price: 150, result: 'lost' }])).toEqual({ result: 'lost', payout: 0 });
  });

  it('loses a parlay on any lost leg, whatever the others did', () => {
    expect(
      settleBet(stake, [
        { price: -110, result: 'won' },
        { price: -110, result: 'void' },
        { price: 200, result: 'lost' },
      ]),
    ).toEqual({ result: 'lost', payout: 0 });
  });

  it('re-prices a parlay on the legs left when legs push or are void', () => {
    const three = settleBet(stake, [
      { price: -110, result: 'won' },
      { price: -110, result: 'push' },
      { price: -110, result: 'won' },
    ]);
    expect(three).toEqual({ result: 'won', payout: 364_46, prices: [-110, -110] });
    // One leg left: it settles as a single at its price.
    expect(
      settleBet(stake, [
        { price: 150, result: 'won' },
        { price: -110, result: 'void' },
      ]),
    ).toEqual({ result: 'won', payout: 250_00, prices: [150] });
  });

  it('returns the stake when no leg is left: void if every leg was void, else push', () => {
    expect(settleBet(stake, [{ price: -110, result: 'push' }])).toEqual({ result: 'push', payout: 100_00 });
    expect(
      settleBet(stake, [
        { price: -110, result: 'void' },
        { price: 120, result: 'void' },
      ]),
    ).toEqual({ result: 'void', payout: 100_00 });
    expect(
      settleBet(stake, [
        { price: -110, result: 'void' },
        { price: 120, result: 'push' },
      ]),
    ).toEqual({ result: 'push', payout: 100_00 });
  });

  it('caps a winning payout at the maximum payout', () => {
    const huge = settleBet(
      cents(1_000_00),
      Array.from({ length: 12 }, () => ({ price: 100, result: 'won' as const })),
    );
    expect(huge).toMatchObject({ result: 'won', payout: SPORTSBOOK_MAX_PAYOUT });
  });

  it('never pays less than the stake on a win, nor more than the exact odds', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 500; round += 1) {
      const legs = Array.from({ length: 1 + Math.floor(random() * 12) }, () => {
        const magnitude = 100 + Math.floor(random() * 900);
        return random() < 0.5 ? -magnitude : magnitude;
      });
      const stake = cents(100 + Math.floor(random() * 50_000));
      const payout = payoutOf(stake, legs);
      const exact = legs.reduce((product, price) => product * decimalOdds(price), stake);
      expect(payout).toBeGreaterThan(stake);
      expect(payout).toBeLessThanOrEqual(exact * (1 + 1e-12));
      expect(payout).toBeGreaterThan(exact * (1 - 1e-9) - 1);
    }
  });
});

describe('a price that pays at least another', () => {
  it('compares what each pays, across the sign of American odds', () => {
    expect(paysAtLeast(120, 110)).toBe(true);
    expect(paysAtLeast(110, 120)).toBe(false);
    expect(paysAtLeast(-105, -110)).toBe(true);
    expect(paysAtLeast(-110, -105)).toBe(false);
    expect(paysAtLeast(100, -100)).toBe(true);
    expect(paysAtLeast(-110, -110)).toBe(true);
    expect(paysAtLeast(-120, 100)).toBe(false);
  });
});
