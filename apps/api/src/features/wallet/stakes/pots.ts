import {
  contestPoolAccount,
  HOUSE_ACCOUNT,
  type LedgerAccountName,
  parseLedgerAccountName,
  userCashAccount,
  userPromoAccount,
} from '@kennel/core';
import type { StakePart } from './keys.ts';

/**
 * Where a game keeps the stakes it takes: the house banks pick'em (it takes lost stakes and pays
 * winnings), a contest's pool holds its entry fees until its prizes are paid.
 */
export type Pot = { readonly kind: 'house' } | { readonly kind: 'contest'; readonly contestId: string };

export const HOUSE_POT: Pot = { kind: 'house' };
export const contestPot = (contestId: string): Pot => ({ kind: 'contest', contestId });

/** The only place a pot becomes a ledger account. */
export function potAccount(pot: Pot): LedgerAccountName {
  return pot.kind === 'house' ? HOUSE_ACCOUNT : contestPoolAccount(pot.contestId);
}

export const houseAccount = (): LedgerAccountName => HOUSE_ACCOUNT;

export function playerAccount(userId: string, part: StakePart): LedgerAccountName {
  return part === 'promo' ? userPromoAccount(userId) : userCashAccount(userId);
}

/** Which part of a player's money an account is (a stake taken from promo credit refunds there). */
export function partOf(account: LedgerAccountName): StakePart {
  return parseLedgerAccountName(account)?.kind === 'user_promo' ? 'promo' : 'cash';
}
