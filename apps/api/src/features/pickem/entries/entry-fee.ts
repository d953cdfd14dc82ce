import {
  availableBalance,
  cents,
  fundStake,
  HOUSE_ACCOUNT,
  userCashAccount,
  userPromoAccount,
} from '@kennel/core';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { WalletUnit } from '../../wallet/service.ts';

/**
 * A pick'em entry fee goes from the player to the house (house-banked), promo credit first and
 * the rest from cash, as two `entry_fee` transfers under keys made from the entry id. Both count
 * as spend for the responsible-gaming limits (they read entry fees and refunds out of and into the
 * player's cash and promo accounts), and a refund puts each part back where it came from, so the
 * count nets to zero after a cancel.
 */
const feeKey = (entryId: string, from: 'promo' | 'cash') => `pickem-entry:${entryId}:fee:${from}`;
const refundKey = (entryId: string, from: 'promo' | 'cash') => `pickem-entry:${entryId}:refund:${from}`;

/** Takes the fee; its first transfer gets `transferId` (the entry's `fee_transfer_id`). */
export async function chargeEntryFee(
  { ledger }: WalletUnit,
  {
    userId,
    entryId,
    transferId,
    feeCents,
    description,
  }: { userId: string; entryId: string; transferId: string; feeCents: number; description: string },
): Promise<void> {
  const promo = availableBalance(await ledger.balance(userPromoAccount(userId)));
  // The cash balance is checked by the ledger itself when the promo credit covers none of the fee.
  const cash = promo > 0 ? availableBalance(await ledger.balance(userCashAccount(userId))) : cents(feeCents);
  const funding = fundStake(cents(feeCents), { cashCents: cash, promoCents: promo }, true);
  if (!funding) throw new ApiProblem('insufficient_funds');
  const metadata = { pickem_entry_id: entryId };
  let first = true;
  for (const [from, amountCents] of [
    ['promo', funding.fromPromo],
    ['cash', funding.fromCash],
  ] as const) {
    if (amountCents === 0) continue;
    await ledger.transfer({
      ...(first ? { id: transferId } : {}),
      key: feeKey(entryId, from),
      kind: 'entry_fee',
      debit: from === 'promo' ? userPromoAccount(userId) : userCashAccount(userId),
      credit: HOUSE_ACCOUNT,
      amountCents,
      description,
      metadata,
    });
    first = false;
  }
  if (first) throw new Error('an entry fee moved no money');
}

/** Gives the whole fee back to the accounts it came from; answers the amount refunded. */
export async function refundEntryFee(
  { ledger }: WalletUnit,
  { entryId, description }: { entryId: string; description: string },
): Promise<number> {
  let refunded = 0;
  for (const from of ['promo', 'cash'] as const) {
    const fee = await ledger.transferByKey(feeKey(entryId, from));
    if (!fee) continue;
    await ledger.transfer({
      key: refundKey(entryId, from),
      kind: 'refund',
      debit: HOUSE_ACCOUNT,
      credit: fee.debitAccount,
      amountCents: fee.amountCents,
      description,
      metadata: { pickem_entry_id: entryId },
    });
    refunded += fee.amountCents;
  }
  return refunded;
}
