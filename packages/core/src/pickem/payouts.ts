import { type Cents, cents } from '../money.ts';
import { DEFAULT_PAYOUT_SCHEDULE } from './default-payout-schedule.ts';
import type { PayoutSchedule } from './payout-schedule.ts';

/**
 * Pick'em payouts (RULES.md, Pick'em): the base multiple of the entry fee by entry type, size and
 * misses, times the product of the picks' option multipliers, capped at the max payout, rounded
 * down to the cent. Multiples are kept in hundredths (300 = 3×) so no float touches money.
 */

export const PICKEM_ENTRY_TYPES = ['standard', 'flex'] as const;
export type PickemEntryType = (typeof PICKEM_ENTRY_TYPES)[number];

export const MIN_PICKS = 2;
export const MAX_PICKS = 8;
export const MIN_ENTRY_FEE_CENTS = cents(100);
export const MAX_ENTRY_FEE_CENTS = cents(100_000);
export const MAX_PAYOUT_CENTS = cents(10_000_000);

/** Standard: every pick must hit. Picks → base multiple in hundredths (the default schedule's). */
export const STANDARD_PAYOUTS: Readonly<Record<number, number>> = DEFAULT_PAYOUT_SCHEDULE.standard;

/** Flex: picks → base multiple in hundredths for 0, 1 and 2 misses (missing: no payout). */
export const FLEX_PAYOUTS: Readonly<Record<number, readonly number[]>> = DEFAULT_PAYOUT_SCHEDULE.flex;

/** Whether an entry of this type can hold this many picks under `schedule`. */
export function isOfferedSize(
  type: PickemEntryType,
  picks: number,
  schedule: PayoutSchedule = DEFAULT_PAYOUT_SCHEDULE,
): boolean {
  return picks in schedule[type];
}

/** The base multiple (hundredths) for `picks` picks with `misses` misses; 0 when the entry loses. */
export function baseMultiple(
  type: PickemEntryType,
  picks: number,
  misses: number,
  schedule: PayoutSchedule = DEFAULT_PAYOUT_SCHEDULE,
): number {
  if (type === 'standard') return misses === 0 ? (schedule.standard[picks] ?? 0) : 0;
  return schedule.flex[picks]?.[misses] ?? 0;
}

/**
 * fee × base × Π multipliers, capped, rounded down to the cent. Option multipliers are in
 * hundredths too (105 = 1.05×, a boost; 90 = 0.90×, a discount); BigInt keeps the product exact.
 */
export function payoutCents(
  feeCents: Cents,
  baseHundredths: number,
  multipliersHundredths: readonly number[],
  maxPayoutCents: Cents = MAX_PAYOUT_CENTS,
): Cents {
  if (baseHundredths <= 0) return cents(0);
  let numerator = BigInt(feeCents) * BigInt(baseHundredths);
  let denominator = 100n;
  for (const multiplier of multipliersHundredths) {
    numerator *= BigInt(multiplier);
    denominator *= 100n;
  }
  const raw = numerator / denominator;
  return cents(Number(raw < BigInt(maxPayoutCents) ? raw : BigInt(maxPayoutCents)));
}

/** What the slip shows before submission: the payout for each number of misses the entry survives. */
export function payoutPreview(
  type: PickemEntryType,
  feeCents: Cents,
  multipliersHundredths: readonly number[],
  schedule: PayoutSchedule = DEFAULT_PAYOUT_SCHEDULE,
): { misses: number; payoutCents: Cents }[] {
  const picks = multipliersHundredths.length;
  if (!isOfferedSize(type, picks, schedule)) return [];
  const bases = type === 'standard' ? [schedule.standard[picks]!] : schedule.flex[picks]!;
  return bases.map((base, misses) => ({
    misses,
    payoutCents: payoutCents(feeCents, base, multipliersHundredths),
  }));
}
