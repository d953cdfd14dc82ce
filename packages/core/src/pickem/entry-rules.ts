import type { Cents } from '../money.ts';
import type { PayoutSchedule } from './payout-schedule.ts';
import {
  isOfferedSize,
  MAX_ENTRY_FEE_CENTS,
  MAX_PICKS,
  MIN_ENTRY_FEE_CENTS,
  MIN_PICKS,
  type PickemEntryType,
} from './payouts.ts';

export type EntryRuleBreach =
  | 'too_few_picks'
  | 'too_many_picks'
  | 'size_not_offered'
  | 'one_team_only'
  | 'player_picked_twice'
  | 'fee_below_minimum'
  | 'fee_above_maximum';

export interface EntryDraft {
  type: PickemEntryType;
  feeCents: Cents;
  picks: readonly { playerId: string; teamId: string }[];
  /** A lower cap than $1,000 from the state or the player's own entry-fee limit. */
  maxFeeCents?: Cents;
  /** The payout schedule in force (the default one unless told). */
  schedule?: PayoutSchedule;
}

/** Every entry rule of RULES.md an entry breaks (empty when it may be submitted). */
export function entryRuleBreaches({
  type,
  feeCents,
  picks,
  maxFeeCents,
  schedule,
}: EntryDraft): EntryRuleBreach[] {
  const breaches: EntryRuleBreach[] = [];
  if (picks.length < MIN_PICKS) breaches.push('too_few_picks');
  else if (picks.length > MAX_PICKS) breaches.push('too_many_picks');
  else if (!isOfferedSize(type, picks.length, schedule)) breaches.push('size_not_offered');
  if (picks.length >= MIN_PICKS && new Set(picks.map((pick) => pick.teamId)).size < 2)
    breaches.push('one_team_only');
  if (new Set(picks.map((pick) => pick.playerId)).size < picks.length) breaches.push('player_picked_twice');
  if (feeCents < MIN_ENTRY_FEE_CENTS) breaches.push('fee_below_minimum');
  const cap =
    maxFeeCents !== undefined && maxFeeCents < MAX_ENTRY_FEE_CENTS ? maxFeeCents : MAX_ENTRY_FEE_CENTS;
  if (feeCents > cap) breaches.push('fee_above_maximum');
  return breaches;
}
