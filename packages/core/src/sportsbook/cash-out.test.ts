import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import { cashOutOffer, chanceBeyond, fairChances } from './cash-out.ts';
import { OUTCOME_QUANTILES, quantilesOf, SPORTSBOOK_MARGIN } from './markets.ts';
import { payoutOf, SPORTSBOOK_MAX_PAYOUT } from './odds.ts';

describe('fair chances from prices', () => {
  it('take the margin out: −110 / −110 is a coin flip, and the chances always sum to one', () => {
    expect(fairChances([-110, -110])).toEqual([0.5, 0.5]);
    // −200 implies 2/3, +170 implies 100/270: normalised over their sum.
    const [favourite, underdog] = fairChances([-200, 170]);
    const sum = 2 / 3 + 100 / 270;
    expect(favourite).toBeCloseTo(2 / 3 / sum, 12);
    expect(underdog).toBeCloseTo(100 / 270 / sum, 12);
    expect(fairChances([150, 240, 180]).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe('the cash out offer', () => {
  it('is what the bet pays times its chance of winning now, less the margin, rounded down', () => {
    // $10 on +150 (pays $25), now a 60% chance: 25 × 0.6 × (1 − 0.045) = $14.325 → $14.32.
    expect(cashOutOffer(cents(10_00), [{ price: 150, chance: 0.6 }])).toBe(14_32);
    expect(cashOutOffer(cents(10_00), [{ price: 150, chance: 0.6 }], 0)).toBe(15_00);
    expect(SPORTSBOOK_MARGIN).toBe(0.045);
  });

  it('counts a parlay’s won legs as certain and drops pushed and void legs, as settlement would', () => {
    const legs = [
      { price: -110, result: 'won' as const },
      { price: 200, result: 'void' as const },
      { price: -110, chance: 0.5 },
    ];
    const pays = payoutOf(cents(20_00), [-110, -110]);
    expect(cashOutOffer(cents(20_00), legs)).toBe(Math.floor(pays * 0.5 * (1 - SPORTSBOOK_MARGIN)));
    // Two open legs: their chances multiply.
    const two = cashOutOffer(cents(20_00), [
      { price: -110, chance: 0.5 },
      { price: -110, chance: 0.4 },
    ]);
    expect(two).toBe(Math.floor(pays * 0.2 * (1 - SPORTSBOOK_MARGIN)));
  });

  it('is capped like the payout, and offered only while a leg is still to play and none has lost', () => {
    const capped = cashOutOffer(cents(5_000_00), [{ price: 10_000, chance: 0.9 }]);
    expect(capped).toBe(Math.floor(SPORTSBOOK_MAX_PAYOUT * 0.9 * (1 - SPORTSBOOK_MARGIN)));
    expect(
      cashOutOffer(cents(10_00), [
        { price: 150, result: 'lost' },
        { price: 150, chance: 0.9 },
      ]),
    ).toBeNull();
    expect(cashOutOffer(cents(10_00), [{ price: 150, result: 'won' }])).toBeNull();
    expect(cashOutOffer(cents(1_00), [{ price: -110, chance: 0.001 }])).toBeNull();
  });
});

describe('a leg on a line the market moved from', () => {
  it('is valued by the share of the market’s outcome quantiles beyond its line', () => {
    // 200 totals: 0 to 199. Quantiles every 2.5%, from the least to the most.
    const outcomes = quantilesOf(Array.from({ length: 200 }, (_, index) => index));
    expect(outcomes).toHaveLength(OUTCOME_QUANTILES);
    expect([outcomes[0], outcomes[20], outcomes[40]]).toEqual([0, 100, 199]);
    expect(chanceBeyond(outcomes, 99.5, 'above')).toBeCloseTo(21 / 41, 12);
    expect(chanceBeyond(outcomes, 99.5, 'below')).toBeCloseTo(20 / 41, 12);
    // A line every outcome is already past: certain (an over already hit), or lost (its under).
    expect(chanceBeyond(outcomes, -0.5, 'above')).toBe(1);
    expect(chanceBeyond(outcomes, -0.5, 'below')).toBe(0);
    expect(chanceBeyond([], 10.5, 'above')).toBe(0);
  });
});
