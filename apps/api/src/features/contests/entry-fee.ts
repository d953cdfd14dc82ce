import {
  availableBalance,
  cents,
  contestPoolAccount,
  fundStake,
  userCashAccount,
  userPromoAccount,
} from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { WalletUnit } from '../wallet/service.ts';

/**
 * A best ball entry fee goes from the player to the contest's pool, promo credit first and the rest
 * from cash (as pick'em takes its fees), as up to two `entry_fee` transfers keyed by the entry id; a
 * refund puts each part back where it came from.
 */
const feeKey = (entryId: string, from: 'promo' | 'cash') => `contest-entry:${entryId}:fee:${from}`;
const refundKey = (entryId: string, from: 'promo' | 'cash') => `contest-entry:${entryId}:refund:${from}`;

/** Takes the fee; its first transfer gets `transferId` (the entry's `fee_transfer_id`). */
export async function chargeContestFee(
  { ledger }: WalletUnit,
  fee: {
    userId: string;
    contestId: string;
    entryId: string;
    transferId: string;
    feeCents: number;
    description: string;
  },
): Promise<void> {
  const { userId, contestId, entryId, transferId, feeCents, description } = fee;
  if (feeCents === 0) return;
  const promo = availableBalance(await ledger.balance(userPromoAccount(userId)));
  // The cash balance is checked by the ledger itself when the promo credit covers none of the fee.
  const cash = promo > 0 ? availableBalance(await ledger.balance(userCashAccount(userId))) : cents(feeCents);
  const funding = fundStake(cents(feeCents), { cashCents: cash, promoCents: promo }, true);
  if (!funding) throw new ApiProblem('insufficient_funds');
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
      credit: contestPoolAccount(contestId),
      amountCents,
      description,
      metadata: { contest_id: contestId, contest_entry_id: entryId },
    });
    first = false;
  }
}

/** Gives the whole fee back from the pool to the accounts it came from; answers the amount refunded. */
export async function refundContestFee(
  { ledger }: WalletUnit,
  { contestId, entryId, description }: { contestId: string; entryId: string; description: string },
): Promise<number> {
  let refunded = 0;
  for (const from of ['promo', 'cash'] as const) {
    const fee = await ledger.transferByKey(feeKey(entryId, from));
    if (!fee) continue;
    await ledger.transfer({
      key: refundKey(entryId, from),
      kind: 'refund',
      debit: contestPoolAccount(contestId),
      credit: fee.debitAccount,
      amountCents: fee.amountCents,
      description,
      metadata: { contest_id: contestId, contest_entry_id: entryId },
    });
    refunded += fee.amountCents;
  }
  return refunded;
}
