import { type Cents, cents, formatCents } from '../money.ts';

/**
 * The wallet's money schedule (RULES.md "Money", "Accounts"; promotions are Kennel's). Product data
 * in one versioned place: a deposit or promo grant records the version it was priced with.
 */
export const SCHEDULE_VERSION = 'wallet-2026-01';

export const DEPOSIT_MIN_CENTS = 1_000;
/** One deposit's ceiling; responsible-gaming deposit limits can only lower what a player may add. */
export const DEPOSIT_MAX_CENTS = 1_000_000;
export const DEPOSIT_PRESETS_CENTS = [2_500, 5_000, 10_000, 25_000, 50_000] as const;
export const WITHDRAWAL_MIN_CENTS = 1_000;

/** First-deposit match as promo credit: percent of the deposit, up to a cap per player. */
export const FIRST_DEPOSIT_MATCH = { percent: 100, maxCents: 10_000 } as const;
/** Paid as promo credit to both players once the referred player's first qualifying deposit lands. */
export const REFERRAL_BONUS_CENTS = 2_500;
export const REFERRAL_QUALIFYING_DEPOSIT_CENTS = 1_000;
export const PROMO_EXPIRY_DAYS = 60;

/** Identity must be verified before lifetime deposits pass this, and before any withdrawal. */
export const VERIFICATION_DEPOSIT_THRESHOLD_CENTS = 200_000;

export interface WalletSchedule {
  readonly version: string;
  readonly depositMinCents: number;
  readonly depositMaxCents: number;
  readonly depositPresetsCents: readonly number[];
  readonly withdrawalMinCents: number;
  readonly firstDepositMatch: { readonly percent: number; readonly maxCents: number };
  readonly referralBonusCents: number;
  readonly referralQualifyingDepositCents: number;
  readonly promoExpiryDays: number;
  readonly verificationDepositThresholdCents: number;
}

export const WALLET_SCHEDULE: WalletSchedule = {
  version: SCHEDULE_VERSION,
  depositMinCents: DEPOSIT_MIN_CENTS,
  depositMaxCents: DEPOSIT_MAX_CENTS,
  depositPresetsCents: DEPOSIT_PRESETS_CENTS,
  withdrawalMinCents: WITHDRAWAL_MIN_CENTS,
  firstDepositMatch: FIRST_DEPOSIT_MATCH,
  referralBonusCents: REFERRAL_BONUS_CENTS,
  referralQualifyingDepositCents: REFERRAL_QUALIFYING_DEPOSIT_CENTS,
  promoExpiryDays: PROMO_EXPIRY_DAYS,
  verificationDepositThresholdCents: VERIFICATION_DEPOSIT_THRESHOLD_CENTS,
};

/**
 * Promo credit a deposit earns under the match: the percent of the deposit, rounded down to the
 * cent, never more than what is left of the cap after earlier matched deposits.
 */
export function depositMatchCents(
  depositCents: Cents,
  alreadyMatchedCents: Cents,
  schedule: WalletSchedule = WALLET_SCHEDULE,
): Cents {
  const { percent, maxCents } = schedule.firstDepositMatch;
  const capLeft = Math.max(0, maxCents - alreadyMatchedCents);
  const matched = Math.floor((Math.max(0, depositCents) * percent) / 100);
  return cents(Math.min(matched, capLeft));
}

export type AmountProblem = {
  readonly code: 'deposit_below_minimum' | 'deposit_above_maximum' | 'withdrawal_below_minimum';
  readonly message: string;
};

/** The wallet's own bounds on a deposit amount (not the player's responsible-gaming limits). */
export function depositAmountProblem(
  amount: Cents,
  schedule: WalletSchedule = WALLET_SCHEDULE,
): AmountProblem | null {
  if (amount < schedule.depositMinCents) {
    return {
      code: 'deposit_below_minimum',
      message: `The minimum deposit is ${formatCents(cents(schedule.depositMinCents))}.`,
    };
  }
  if (amount > schedule.depositMaxCents) {
    return {
      code: 'deposit_above_maximum',
      message: `You can deposit at most ${formatCents(cents(schedule.depositMaxCents))} at a time.`,
    };
  }
  return null;
}

export function withdrawalAmountProblem(
  amount: Cents,
  schedule: WalletSchedule = WALLET_SCHEDULE,
): AmountProblem | null {
  if (amount < schedule.withdrawalMinCents) {
    return {
      code: 'withdrawal_below_minimum',
      message: `The minimum withdrawal is ${formatCents(cents(schedule.withdrawalMinCents))}.`,
    };
  }
  return null;
}

/** Whether this deposit is the referred player's first qualifying one, so both players earn the bonus. */
export function depositQualifiesReferral(
  depositCents: Cents,
  earlierQualifyingDeposits: number,
  schedule: WalletSchedule = WALLET_SCHEDULE,
): boolean {
  return earlierQualifyingDeposits === 0 && depositCents >= schedule.referralQualifyingDepositCents;
}

/** Whether identity verification must come first: it would take lifetime deposits past the threshold. */
export function depositNeedsVerification(
  lifetimeDepositCents: Cents,
  depositCents: Cents,
  schedule: WalletSchedule = WALLET_SCHEDULE,
): boolean {
  return lifetimeDepositCents + depositCents > schedule.verificationDepositThresholdCents;
}
