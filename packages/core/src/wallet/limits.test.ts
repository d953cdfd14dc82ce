import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors.ts';
import { cents, formatCents } from '../money.ts';
import {
  DEPOSIT_MAX_CENTS,
  DEPOSIT_MIN_CENTS,
  DEPOSIT_PRESETS_CENTS,
  depositAmountProblem,
  depositMatchCents,
  depositNeedsVerification,
  depositQualifiesReferral,
  WALLET_SCHEDULE,
  WITHDRAWAL_MIN_CENTS,
  withdrawalAmountProblem,
} from './limits.ts';

describe('wallet schedule', () => {
  it('offers presets that are themselves valid deposits', () => {
    for (const preset of DEPOSIT_PRESETS_CENTS) expect(depositAmountProblem(cents(preset))).toBeNull();
  });

  it('keeps the error catalogue in step with the schedule', () => {
    expect(ERROR_CATALOGUE.deposit_below_minimum.detail).toContain(formatCents(cents(DEPOSIT_MIN_CENTS)));
    expect(ERROR_CATALOGUE.deposit_above_maximum.detail).toContain(formatCents(cents(DEPOSIT_MAX_CENTS)));
    expect(ERROR_CATALOGUE.withdrawal_below_minimum.detail).toContain(
      formatCents(cents(WITHDRAWAL_MIN_CENTS)),
    );
  });
});

describe('depositAmountProblem', () => {
  it('holds deposits to $10 … $10,000', () => {
    expect(depositAmountProblem(cents(999))).toEqual({
      code: 'deposit_below_minimum',
      message: 'The minimum deposit is $10.00.',
    });
    expect(depositAmountProblem(cents(1_000))).toBeNull();
    expect(depositAmountProblem(cents(1_000_000))).toBeNull();
    expect(depositAmountProblem(cents(1_000_001))?.code).toBe('deposit_above_maximum');
  });

  it('reads a changed schedule', () => {
    const schedule = { ...WALLET_SCHEDULE, depositMinCents: 500 };
    expect(depositAmountProblem(cents(600), schedule)).toBeNull();
    expect(withdrawalAmountProblem(cents(999))?.code).toBe('withdrawal_below_minimum');
    expect(withdrawalAmountProblem(cents(1_000))).toBeNull();
  });
});

describe('depositMatchCents', () => {
  it('matches 100% up to $100 in total', () => {
    expect(depositMatchCents(cents(2_500), cents(0))).toBe(2_500);
    expect(depositMatchCents(cents(25_000), cents(0))).toBe(10_000);
    expect(depositMatchCents(cents(5_000), cents(7_500))).toBe(2_500);
    expect(depositMatchCents(cents(5_000), cents(10_000))).toBe(0);
  });

  it('rounds a partial percentage down to the cent', () => {
    const schedule = { ...WALLET_SCHEDULE, firstDepositMatch: { percent: 50, maxCents: 10_000 } };
    expect(depositMatchCents(cents(1_001), cents(0), schedule)).toBe(500);
  });

  it('never passes the cap, never exceeds the deposit, never goes negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (deposit, already) => {
          const match = depositMatchCents(cents(deposit), cents(already));
          return match >= 0 && match <= deposit && match + Math.min(already, 10_000) <= 10_000;
        },
      ),
    );
  });
});

describe('referral and verification thresholds', () => {
  it('pays the referral on the first deposit of at least $10 only', () => {
    expect(depositQualifiesReferral(cents(1_000), 0)).toBe(true);
    expect(depositQualifiesReferral(cents(999), 0)).toBe(false);
    expect(depositQualifiesReferral(cents(5_000), 1)).toBe(false);
  });

  it('asks for verification once lifetime deposits would pass the threshold', () => {
    expect(depositNeedsVerification(cents(150_000), cents(50_000))).toBe(false);
    expect(depositNeedsVerification(cents(150_000), cents(50_001))).toBe(true);
  });
});
