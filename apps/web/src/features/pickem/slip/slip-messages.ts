import {
  type EntryRuleBreach,
  MAX_ENTRY_FEE_CENTS,
  MAX_PICKS,
  MIN_ENTRY_FEE_CENTS,
  MIN_PICKS,
} from '@kennel/core';
import { formatMoney } from '../../../shared/ui/index.ts';

/** What the player can do about each entry rule (RULES.md), shown before and after submitting. */
export const BREACH_MESSAGES: Record<EntryRuleBreach, string> = {
  too_few_picks: `Add at least ${MIN_PICKS} picks to make an entry.`,
  too_many_picks: `An entry holds at most ${MAX_PICKS} picks. Remove one.`,
  size_not_offered: 'Standard takes 2 to 5 picks and Flex 3 to 8. Switch type or change your picks.',
  one_team_only: 'Pick players from at least two different teams.',
  player_picked_twice: 'One pick per player: remove the second pick on the same player.',
  fee_below_minimum: `The entry fee is at least ${formatMoney(MIN_ENTRY_FEE_CENTS, { wholeDollars: true })}.`,
  fee_above_maximum: `The entry fee is at most ${formatMoney(MAX_ENTRY_FEE_CENTS, { wholeDollars: true })}, or lower if your state or your own limit says so.`,
};

export function isEntryRuleBreach(code: string | undefined): code is EntryRuleBreach {
  return code !== undefined && code in BREACH_MESSAGES;
}

/** "Flex: 4/4 correct", "3/4 correct"… for each miss level a preview row stands for. */
export function hitsLabel(picks: number, misses: number): string {
  return `${picks - misses}/${picks} correct`;
}
