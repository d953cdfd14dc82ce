import { type Cents, cents, formatCents } from '../money.ts';
import { WALLET_SCHEDULE, type WalletSchedule } from './limits.ts';

export const PROMOTION_KINDS = ['deposit_match', 'referral_bonus'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The code a new player enters (at sign-up or with the first deposit) for the first-deposit match. */
export const DEPOSIT_MATCH_PROMO_CODE = 'WELCOME100';

/** Promo codes Kennel honours, by upper-case code. */
export const PROMO_CODES: Readonly<Record<string, PromotionKind>> = {
  [DEPOSIT_MATCH_PROMO_CODE]: 'deposit_match',
};

/** Codes compare case-insensitively and ignore surrounding spaces. */
export function findPromoCode(code: string): PromotionKind | null {
  return PROMO_CODES[code.trim().toUpperCase()] ?? null;
}

export interface PromotionOffer {
  readonly id: PromotionKind;
  readonly title: string;
  readonly summary: string;
  readonly terms: readonly string[];
  readonly promoCode: string | null;
  readonly matchPercent: number | null;
  readonly maxBonusCents: number | null;
  readonly bonusCents: number | null;
  readonly qualifyingDepositCents: number;
  readonly expiryDays: number;
  readonly scheduleVersion: string;
}

const usd = (amount: number) => formatCents(cents(amount));

/** The offers `/promos` and `GET /v1/promotions` show, worded from the schedule so the terms never drift. */
export function promotionOffers(schedule: WalletSchedule = WALLET_SCHEDULE): PromotionOffer[] {
  const { percent, maxCents } = schedule.firstDepositMatch;
  const expiry = `Promo credit expires ${schedule.promoExpiryDays} days after it is granted.`;
  const notWithdrawable =
    'Promo credit can pay entry fees but cannot be withdrawn; winnings from it are cash.';
  return [
    {
      id: 'deposit_match',
      title: `${percent}% first-deposit match`,
      summary: `Get ${percent}% of your first deposit back as promo credit, up to ${usd(maxCents)}.`,
      terms: [
        `Enter promo code ${DEPOSIT_MATCH_PROMO_CODE} when you sign up or make your first deposit.`,
        `The match is ${percent}% of your first deposit of at least ${usd(schedule.depositMinCents)}, up to ${usd(maxCents)}, paid as promo credit.`,
        notWithdrawable,
        expiry,
      ],
      promoCode: DEPOSIT_MATCH_PROMO_CODE,
      matchPercent: percent,
      maxBonusCents: maxCents,
      bonusCents: null,
      qualifyingDepositCents: schedule.depositMinCents,
      expiryDays: schedule.promoExpiryDays,
      scheduleVersion: schedule.version,
    },
    {
      id: 'referral_bonus',
      title: `Refer a friend, you both get ${usd(schedule.referralBonusCents)}`,
      summary: `When a friend joins with your link and deposits ${usd(schedule.referralQualifyingDepositCents)} or more, you each get ${usd(schedule.referralBonusCents)} in promo credit.`,
      terms: [
        'Share your referral link from your account page; your friend signs up with it.',
        `The bonus is paid to both of you after your friend's first deposit of at least ${usd(schedule.referralQualifyingDepositCents)}.`,
        notWithdrawable,
        expiry,
      ],
      promoCode: null,
      matchPercent: null,
      maxBonusCents: null,
      bonusCents: schedule.referralBonusCents,
      qualifyingDepositCents: schedule.referralQualifyingDepositCents,
      expiryDays: schedule.promoExpiryDays,
      scheduleVersion: schedule.version,
    },
  ];
}

const DAY_MS = 86_400_000;

/** When promo credit granted at `grantedAt` (ISO 8601) expires. */
export function promoExpiresAt(grantedAt: string, schedule: WalletSchedule = WALLET_SCHEDULE): string {
  const granted = Date.parse(grantedAt);
  if (Number.isNaN(granted)) throw new RangeError(`Not an ISO timestamp: ${grantedAt}`);
  return new Date(granted + schedule.promoExpiryDays * DAY_MS).toISOString();
}

export interface PromoGrant {
  readonly amount: Cents;
  readonly grantedAt: string;
}

/**
 * How much of a player's promo balance has expired by `now`. Promo credit is spent soonest-expiring
 * first, so the balance left is made of the newest grants; whatever part of it lies in grants past
 * their expiry is what expires. `grants` are those not yet handled by an earlier expiry run; credit
 * not traceable to a grant (a refunded promo stake) never expires.
 */
export function expiredPromoCents(
  grants: readonly PromoGrant[],
  promoBalance: Cents,
  now: string,
  schedule: WalletSchedule = WALLET_SCHEDULE,
): Cents {
  const nowMs = Date.parse(now);
  const newestFirst = [...grants].sort((a, b) => Date.parse(b.grantedAt) - Date.parse(a.grantedAt));
  let unallocated = Math.max(0, promoBalance);
  let expired = 0;
  for (const grant of newestFirst) {
    const part = Math.min(grant.amount, unallocated);
    unallocated -= part;
    if (Date.parse(promoExpiresAt(grant.grantedAt, schedule)) <= nowMs) expired += part;
  }
  return cents(expired);
}

/**
 * How much of a player's promo balance may still be taken back for promo credit a refund returned
 * at `refundedAt` (its correction reversed later): the balance is allocated newest grant first, as
 * expiry does, so grants made after the refund (unrelated to it) keep theirs; grants past their
 * expiry give nothing; what is left, of grants made by then or untraceable to any, may be taken.
 */
export function promoLeftForRefund(
  grants: readonly PromoGrant[],
  promoBalance: Cents,
  refundedAt: string,
  now: string,
  schedule: WalletSchedule = WALLET_SCHEDULE,
): Cents {
  const refundedMs = Date.parse(refundedAt);
  const nowMs = Date.parse(now);
  const newestFirst = [...grants].sort((a, b) => Date.parse(b.grantedAt) - Date.parse(a.grantedAt));
  let unallocated = Math.max(0, promoBalance);
  let left = 0;
  for (const grant of newestFirst) {
    const part = Math.min(grant.amount, unallocated);
    unallocated -= part;
    const later = Date.parse(grant.grantedAt) > refundedMs;
    const expired = Date.parse(promoExpiresAt(grant.grantedAt, schedule)) <= nowMs;
    if (!later && !expired) left += part;
  }
  return cents(left + unallocated);
}

export interface StakeFunding {
  readonly fromPromo: Cents;
  readonly fromCash: Cents;
}

/**
 * Splits a stake between promo credit and cash: promo first when the player opts to use it,
 * otherwise cash only. Null when the balances cannot cover it.
 */
export function fundStake(
  stake: Cents,
  balances: { readonly cashCents: Cents; readonly promoCents: Cents },
  usePromo: boolean,
): StakeFunding | null {
  const fromPromo = usePromo ? Math.min(stake, Math.max(0, balances.promoCents)) : 0;
  const fromCash = stake - fromPromo;
  if (fromCash > balances.cashCents) return null;
  return { fromPromo: cents(fromPromo), fromCash: cents(fromCash) };
}
