import { describe, expect, it } from 'vitest';
import { owedReasonOf, owedWithdrawalMessage, withdrawableCents } from './owed.ts';

describe('what a player who owes can withdraw', () => {
  it('is the cash less what is owed, never below zero', () => {
    expect(withdrawableCents(80_00, 50_00)).toBe(30_00);
    expect(withdrawableCents(20_00, 50_00)).toBe(0);
    expect(withdrawableCents(20_00, 0)).toBe(20_00);
  });

  it('says what is owed, what can be withdrawn and where the owed amount comes from', () => {
    expect(owedWithdrawalMessage(50_00, 30_00)).toBe(
      'You owe $50.00 from a corrected result, so you can withdraw up to $30.00. What you owe comes out of your next winnings, never your deposits.',
    );
    expect(owedWithdrawalMessage(50_00, 0)).toContain('nothing to withdraw yet');
  });

  it('names the reason by game, and a plain one for a game it does not know', () => {
    expect(owedReasonOf('sportsbook')).toBe('A bet was re-settled after a correction');
    expect(owedReasonOf('darts')).toBe('A result was corrected');
  });
});
