import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import { WALLET_SCHEDULE } from './limits.ts';
import {
  DEPOSIT_MATCH_PROMO_CODE,
  expiredPromoCents,
  findPromoCode,
  fundStake,
  promoExpiresAt,
  promoLeftForRefund,
  promotionOffers,
} from './promotions.ts';

describe('promotion offers', () => {
  it('words the terms from the schedule', () => {
    const [match, referral] = promotionOffers();
    expect(match).toMatchObject({
      id: 'deposit_match',
      matchPercent: 100,
      maxBonusCents: 10_000,
      promoCode: 'WELCOME100',
    });
    expect(match?.summary).toBe('Get 100% of your first deposit back as promo credit, up to $100.00.');
    expect(referral?.summary).toContain('you each get $25.00 in promo credit');
    expect(referral?.terms).toContain('Promo credit expires 60 days after it is granted.');
    const changed = promotionOffers({
      ...WALLET_SCHEDULE,
      referralBonusCents: 5_000,
      version: 'wallet-test',
    });
    expect(changed[1]).toMatchObject({ bonusCents: 5_000, scheduleVersion: 'wallet-test' });
  });

  it('finds promo codes case-insensitively', () => {
    expect(findPromoCode(' welcome100 ')).toBe('deposit_match');
    expect(findPromoCode(DEPOSIT_MATCH_PROMO_CODE)).toBe('deposit_match');
    expect(findPromoCode('FREEMONEY')).toBeNull();
  });
});

describe('promo expiry', () => {
  it('expires 60 days after the grant', () => {
    expect(promoExpiresAt('2026-01-01T12:00:00.000Z')).toBe('2026-03-02T12:00:00.000Z');
    expect(() => promoExpiresAt('yesterday')).toThrow(RangeError);
  });

  const grants = [
    { amount: cents(10_000), grantedAt: '2026-01-01T00:00:00.000Z' },
    { amount: cents(2_500), grantedAt: '2026-02-15T00:00:00.000Z' },
  ];

  it('expires only what is left of old grants, spending them first', () => {
    // All $125 unspent: the January $100 expires on 2 March, the February grant later.
    expect(expiredPromoCents(grants, cents(12_500), '2026-03-02T00:00:00.000Z')).toBe(10_000);
    expect(expiredPromoCents(grants, cents(12_500), '2026-03-01T23:59:59.000Z')).toBe(0);
    // $40 left: it is the February grant plus $15 of January's.
    expect(expiredPromoCents(grants, cents(4_000), '2026-03-02T00:00:00.000Z')).toBe(1_500);
    expect(expiredPromoCents(grants, cents(2_000), '2026-03-02T00:00:00.000Z')).toBe(0);
    expect(expiredPromoCents(grants, cents(12_500), '2026-05-01T00:00:00.000Z')).toBe(12_500);
  });

  it('never expires credit that no grant explains', () => {
    expect(expiredPromoCents(grants, cents(20_000), '2026-05-01T00:00:00.000Z')).toBe(12_500);
  });
});

describe("what a corrected refund's promo part may take back", () => {
  const january = { amount: cents(10_000), grantedAt: '2026-01-01T00:00:00.000Z' };
  const later = { amount: cents(2_500), grantedAt: '2026-02-15T00:00:00.000Z' };
  const refundedAt = '2026-02-01T00:00:00.000Z';

  it('leaves a grant made after the refund alone: its credit is allocated first', () => {
    expect(promoLeftForRefund([january, later], cents(4_000), refundedAt, '2026-02-20T00:00:00.000Z')).toBe(
      1_500,
    );
    expect(promoLeftForRefund([january, later], cents(2_000), refundedAt, '2026-02-20T00:00:00.000Z')).toBe(
      0,
    );
  });

  it('gives nothing of a grant past its expiry', () => {
    expect(promoLeftForRefund([january, later], cents(4_000), refundedAt, '2026-03-02T00:00:00.000Z')).toBe(
      0,
    );
  });

  it('counts credit no grant explains (a refunded stake), never below zero', () => {
    expect(promoLeftForRefund([], cents(700), refundedAt, '2026-02-20T00:00:00.000Z')).toBe(700);
    expect(promoLeftForRefund([january], cents(-5), refundedAt, '2026-02-20T00:00:00.000Z')).toBe(0);
  });
});

describe('fundStake', () => {
  const balances = { cashCents: cents(1_000), promoCents: cents(300) };

  it('uses promo credit first when the player opts to', () => {
    expect(fundStake(cents(500), balances, true)).toEqual({ fromPromo: 300, fromCash: 200 });
    expect(fundStake(cents(200), balances, true)).toEqual({ fromPromo: 200, fromCash: 0 });
  });

  it('uses cash only otherwise, and refuses what the balances cannot cover', () => {
    expect(fundStake(cents(500), balances, false)).toEqual({ fromPromo: 0, fromCash: 500 });
    expect(fundStake(cents(1_001), balances, false)).toBeNull();
    expect(fundStake(cents(1_300), balances, true)).toEqual({ fromPromo: 300, fromCash: 1_000 });
    expect(fundStake(cents(1_301), balances, true)).toBeNull();
  });
});
