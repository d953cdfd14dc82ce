import { type Cents, cents } from '../money.ts';

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

/** Standard: every pick must hit. Picks → base multiple in hundredths. */
export const STANDARD_PAYOUTS: Readonly<Record<number, number>> = { 2: 300, 3: 600, 4: 1_000, 5: 2_000 };

/** Flex: picks → base multiple in hundredths for 0, 1 and 2 misses (missing: no payout). */
export const FLEX_PAYOUTS: Readonly<Record<number, readonly number[]>> = {
  3: [300, 100],
  4: [600, 150],
  5: [1_000, 250],
  6: [2_500, 260, 25],
  7: [4_000, 275, 50],
  8: [8_000, 300, 100],
};

/** Whether an entry of this type can hold this many picks. */
export function isOfferedSize(type: PickemEntryType, picks: number): boolean {
  return type === 'standard' ? picks in STANDARD_PAYOUTS : picks in FLEX_PAYOUTS;
}

/** The base multiple (hundredths) for `picks` picks with `misses` misses; 0 when the entry loses. */
export function baseMultiple(type: PickemEntryType, picks: number, misses: number): number {
  if (type === 'standard') return misses === 0 ? (STANDARD_PAYOUTS[picks] ?? 0) : 0;
  return FLEX_PAYOUTS[picks]?.[misses] ?? 0;
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
): { misses: number; payoutCents: Cents }[] {
  const picks = multipliersHundredths.length;
  if (!isOfferedSize(type, picks)) return [];
  const bases = type === 'standard' ? [STANDARD_PAYOUTS[picks]!] : FLEX_PAYOUTS[picks]!;
  return bases.map((base, misses) => ({
    misses,
    payoutCents: payoutCents(feeCents, base, multipliersHundredths),
  }));
}
