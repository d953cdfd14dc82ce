/**
 * Responsible-gaming limits a player sets for themselves (RULES.md "Responsible gaming"), after
 * Pennsylvania's player-limit rule (58 Pa. Code 814a.2): lowering a limit is immediate; raising or
 * removing one waits LIMIT_INCREASE_WAIT_MS and then applies only when the player confirms it.
 * Product data in one versioned place, like the wallet's schedule.
 */
import { formatDateTime } from '../time.ts';

export const RESPONSIBLE_GAMING_VERSION = 'rg-2026-11';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The money a limit caps: deposits, or spend (entry fees and stakes, net of refunds). */
export const LIMIT_KINDS = ['deposit', 'spend', 'entry_fee'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Rolling windows: a day is the last 24 hours, a week the last 7 days, a month the last 30 days. */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const LIMIT_WINDOW_MS: Readonly<Record<LimitPeriod, number>> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};

/** Every limit a player can set; `entry_fee_max` caps one entry's fee (or one bet's stake). */
export const LIMIT_TYPES = [
  'deposit_daily',
  'deposit_weekly',
  'deposit_monthly',
  'spend_daily',
  'spend_weekly',
  'spend_monthly',
  'entry_fee_max',
] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

export interface LimitTypeInfo {
  readonly kind: LimitKind;
  /** The rolling window the limit counts over; null for a per-entry cap. */
  readonly period: LimitPeriod | null;
  readonly label: string;
  /** One line under the limit's name. */
  readonly description: string;
}

export const LIMIT_TYPE_INFO: Readonly<Record<LimitType, LimitTypeInfo>> = {
  deposit_daily: {
    kind: 'deposit',
    period: 'daily',
    label: 'Daily deposit limit',
    description: 'The most you can deposit in any 24 hours.',
  },
  deposit_weekly: {
    kind: 'deposit',
    period: 'weekly',
    label: 'Weekly deposit limit',
    description: 'The most you can deposit in any 7 days.',
  },
  deposit_monthly: {
    kind: 'deposit',
    period: 'monthly',
    label: 'Monthly deposit limit',
    description: 'The most you can deposit in any 30 days.',
  },
  spend_daily: {
    kind: 'spend',
    period: 'daily',
    label: 'Daily spend limit',
    description: 'The most you can spend on entry fees and bets in any 24 hours.',
  },
  spend_weekly: {
    kind: 'spend',
    period: 'weekly',
    label: 'Weekly spend limit',
    description: 'The most you can spend on entry fees and bets in any 7 days.',
  },
  spend_monthly: {
    kind: 'spend',
    period: 'monthly',
    label: 'Monthly spend limit',
    description: 'The most you can spend on entry fees and bets in any 30 days.',
  },
  entry_fee_max: {
    kind: 'entry_fee',
    period: null,
    label: 'Maximum entry fee',
    description: 'The most you can pay for one entry or stake on one bet.',
  },
};

export function isLimitType(value: string): value is LimitType {
  return (LIMIT_TYPES as ReadonlyArray<string>).includes(value);
}

/** A limit's smallest and largest amount (a limit of $0 is allowed: it stops that money entirely). */
export const LIMIT_MIN_CENTS = 0;
export const LIMIT_MAX_CENTS = 100_000_000;

/** How long a raise or removal waits before the player can confirm it. */
export const LIMIT_INCREASE_WAIT_MS = DAY_MS;

/**
 * What a requested change does. A limit of `null` means no limit. Lowering (or setting a first
 * limit) applies at once and drops any pending raise; raising or removing waits, then needs the
 * player's confirmation; asking for the current amount changes nothing.
 */
export type LimitChangePlan =
  | { readonly effect: 'unchanged' }
  | { readonly effect: 'immediate'; readonly amountCents: number }
  | { readonly effect: 'pending'; readonly amountCents: number | null; readonly confirmableAt: Date };

export function planLimitChange(
  current: number | null,
  requested: number | null,
  now: Date,
): LimitChangePlan {
  if (requested === current) return { effect: 'unchanged' };
  if (requested !== null && (current === null || requested < current)) {
    return { effect: 'immediate', amountCents: requested };
  }
  return {
    effect: 'pending',
    amountCents: requested,
    confirmableAt: new Date(now.getTime() + LIMIT_INCREASE_WAIT_MS),
  };
}

/** A pending raise can be confirmed once its wait has passed (at `confirmableAt` exactly, or after). */
export function canConfirmLimitChange(confirmableAt: Date, now: Date): boolean {
  return now.getTime() >= confirmableAt.getTime();
}

/**
 * The start of a rolling window ending at `now`: money moved at or before this instant no longer
 * counts (an amount deposited at 12:00 counts until 12:00 the next day, not at it).
 */
export function windowStart(period: LimitPeriod, now: Date): Date {
  return new Date(now.getTime() - LIMIT_WINDOW_MS[period]);
}

/** Whether money moved at `at` counts in the window ending at `now`. */
export function countsInWindow(at: Date, period: LimitPeriod, now: Date): boolean {
  return at.getTime() > windowStart(period, now).getTime() && at.getTime() <= now.getTime();
}

/** What a limit leaves after what has been used in its window; never below zero. */
export function limitRemainingCents(limitCents: number, usedCents: number): number {
  return Math.max(0, limitCents - usedCents);
}

/** Time-outs (a break the player chooses) and their lengths. */
export const TIME_OUT_DURATIONS = ['24h', '3d', '7d', '30d', '90d'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];

export const TIME_OUT_MS: Readonly<Record<TimeOutDuration, number>> = {
  '24h': DAY_MS,
  '3d': 3 * DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
};

export const TIME_OUT_LABELS: Readonly<Record<TimeOutDuration, string>> = {
  '24h': '24 hours',
  '3d': '3 days',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

/** Self-exclusion lengths; permanent cannot be undone. */
export const SELF_EXCLUSION_DURATIONS = ['1y', '3y', '5y', 'permanent'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];

export const SELF_EXCLUSION_YEARS: Readonly<Record<Exclude<SelfExclusionDuration, 'permanent'>, number>> = {
  '1y': 1,
  '3y': 3,
  '5y': 5,
};

export const SELF_EXCLUSION_LABELS: Readonly<Record<SelfExclusionDuration, string>> = {
  '1y': '1 year',
  '3y': '3 years',
  '5y': '5 years',
  permanent: 'Permanently',
};

export const RESTRICTION_KINDS = ['time_out', 'self_exclusion'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** When a time-out started at `now` ends. */
export function timeOutEndsAt(duration: TimeOutDuration, now: Date): Date {
  return new Date(now.getTime() + TIME_OUT_MS[duration]);
}

/**
 * When a self-exclusion started at `now` ends (null: never). Calendar years in UTC; an exclusion
 * from 29 February ends on 1 March of a common year, never a day early.
 */
export function selfExclusionEndsAt(duration: SelfExclusionDuration, now: Date): Date | null {
  if (duration === 'permanent') return null;
  const end = new Date(now.getTime());
  end.setUTCFullYear(now.getUTCFullYear() + SELF_EXCLUSION_YEARS[duration]);
  if (end.getUTCDate() !== now.getUTCDate()) end.setUTCDate(1); // rolled past a missing 29 February
  return end;
}

/** Whether a restriction (time-out or exclusion) is in force at `now`; `endsAt` null never ends. */
export function isRestrictionActive(startsAt: Date, endsAt: Date | null, now: Date): boolean {
  return startsAt.getTime() <= now.getTime() && (endsAt === null || now.getTime() < endsAt.getTime());
}

/** A moment as players read it, by Kennel's one rule for times (time.ts): "Nov 30, 2026, 3:00 PM ET". */
export const formatEasternTime = (at: Date): string => formatDateTime(at);

/** How long a restriction lasts, for a sentence: "until Nov 30, 2026, 3:00 PM ET" or "permanently". */
export function restrictionUntil(endsAt: Date | null): string {
  return endsAt === null ? 'permanently' : `until ${formatEasternTime(endsAt)}`;
}
