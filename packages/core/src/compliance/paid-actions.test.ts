import { describe, expect, it } from 'vitest';
import { isSpend, stakePerEntryCents } from './paid-actions.ts';

describe('paid actions', () => {
  it('stakes each entry’s fee, whatever the number of entries bought together', () => {
    expect(stakePerEntryCents({ type: 'entry', product: 'best_ball', amountCents: 15_00, quantity: 3 })).toBe(
      5_00,
    );
    expect(
      stakePerEntryCents({ type: 'entry', product: 'pickem_house', amountCents: 15_00, quantity: 1 }),
    ).toBe(15_00);
    expect(stakePerEntryCents({ type: 'bet', amountCents: 7_50 })).toBe(7_50);
  });

  it('counts entries and bets as spend, never deposits', () => {
    expect(isSpend({ type: 'entry', product: 'best_ball', amountCents: 500, quantity: 1 })).toBe(true);
    expect(isSpend({ type: 'bet', amountCents: 500 })).toBe(true);
    expect(isSpend({ type: 'deposit', amountCents: 500 })).toBe(false);
  });
});
