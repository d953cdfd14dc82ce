import type { Cents } from '../money.ts';
import { DEFAULT_PAYOUT_SCHEDULE } from './default-payout-schedule.ts';
import type { PayoutSchedule } from './payout-schedule.ts';
import { baseMultiple, MAX_PAYOUT_CENTS, type PickemEntryType, payoutCents } from './payouts.ts';

export const PICK_RESULTS = ['hit', 'miss', 'void'] as const;
export type PickResult = (typeof PICK_RESULTS)[number];

export interface GradedPick {
  teamId: string;
  /** The option's multiplier in hundredths (100 = 1.00×). */
  multiplierHundredths: number;
  result: PickResult;
}

export type EntryOutcome =
  /** Paid `payoutCents` (which may be 0: a lost entry). */
  | { kind: 'settled'; type: PickemEntryType; picks: number; misses: number; payoutCents: Cents }
  /** Refunded in full: voids left one pick, or picks from one team only. */
  | { kind: 'refunded'; payoutCents: Cents };

/**
 * Grades a higher/lower pick: void when the player did not play or the stat lands exactly on the
 * line (RULES.md, Voids); otherwise hit when the chosen side is right.
 */
export function gradePick(side: 'higher' | 'lower', line: number, finalStat: number | null): PickResult {
  if (finalStat === null || finalStat === line) return 'void';
  return finalStat > line === (side === 'higher') ? 'hit' : 'miss';
}

/**
 * Settles an entry once every pick is graded. Voids are removed and the entry is re-priced at its
 * smaller size (a Flex entry left with 2 picks becomes a Standard 2-pick); an entry left with one
 * pick, or picks from only one team, is refunded. The payout uses the remaining picks' multipliers
 * and the schedule that priced the entry.
 */
export function settleEntry(
  type: PickemEntryType,
  feeCents: Cents,
  picks: readonly GradedPick[],
  maxPayoutCents: Cents = MAX_PAYOUT_CENTS,
  schedule: PayoutSchedule = DEFAULT_PAYOUT_SCHEDULE,
): EntryOutcome {
  const live = picks.filter((pick) => pick.result !== 'void');
  const teams = new Set(live.map((pick) => pick.teamId));
  if (live.length < 2 || teams.size < 2) return { kind: 'refunded', payoutCents: feeCents };
  // Voids only shrink an entry, so a Standard entry stays within its sizes; a Flex one left with 2 picks becomes Standard.
  const repricedType: PickemEntryType = type === 'flex' && live.length < 3 ? 'standard' : type;
  const misses = live.filter((pick) => pick.result === 'miss').length;
  const base = baseMultiple(repricedType, live.length, misses, schedule);
  const payout = payoutCents(
    feeCents,
    base,
    live.map((pick) => pick.multiplierHundredths),
    maxPayoutCents,
  );
  return { kind: 'settled', type: repricedType, picks: live.length, misses, payoutCents: payout };
}
