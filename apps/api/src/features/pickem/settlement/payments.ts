import { HOUSE_ACCOUNT, type PickemEntryResult, userCashAccount } from '@kennel/core';
import type { TransferRequest } from '../../wallet/ledger/ledger.ts';
import type { LockedEntry } from './repo.ts';

/**
 * The ledger keys of a settlement version's payments: one per entry, version and part, so a re-run
 * pays nothing twice. A refund has a part per account the fee came from (promo, then cash).
 */
export const settlementKey = (
  entryId: string,
  version: number,
  what: 'payout' | 'refund' | 'reversal',
  part = 0,
) => `pickem:${entryId}:v${version}:${what}${part > 0 ? `:${part}` : ''}`;

/** Every key a version's payments may have been written under, in part order. */
export const paymentKeys = (entryId: string, version: number) => [
  settlementKey(entryId, version, 'payout'),
  settlementKey(entryId, version, 'refund'),
  settlementKey(entryId, version, 'refund', 1),
];

/** The reversal key of the payment written under `key`. */
export const reversalKeyOf = (key: string) => key.replace(/:(payout|refund)(:\d+)?$/, ':reversal$2');

/**
 * What a settlement version pays: winnings to the player's cash, or the fee back to where each
 * part of it came from; nothing for a lost entry.
 */
export function paymentRequests(
  entry: LockedEntry,
  step: { version: number; result: PickemEntryResult; payoutCents: number },
  corrected = false,
): TransferRequest[] {
  if (step.payoutCents === 0) return [];
  const metadata = { product: 'pickem', entry_id: entry.id, settlement_version: step.version };
  const house = { debit: HOUSE_ACCOUNT, metadata } as const;
  if (step.result !== 'refunded') {
    return [
      {
        ...house,
        key: settlementKey(entry.id, step.version, 'payout'),
        kind: 'payout',
        credit: userCashAccount(entry.userId),
        amountCents: step.payoutCents,
        description: corrected ? "Pick'em winnings (corrected)" : "Pick'em winnings",
      },
    ];
  }
  const paid = entry.feeParts.reduce((sum, part) => sum + part.amountCents, 0);
  // Parts that do not add up to the fee (never expected) refund it whole to where it started.
  const parts =
    paid === step.payoutCents
      ? entry.feeParts
      : [
          {
            account: entry.feeParts[0]?.account ?? userCashAccount(entry.userId),
            amountCents: step.payoutCents,
          },
        ];
  return parts.map((part, index) => ({
    ...house,
    key: settlementKey(entry.id, step.version, 'refund', index),
    kind: 'refund',
    credit: part.account,
    amountCents: part.amountCents,
    description: corrected ? "Pick'em entry refunded (corrected)" : "Pick'em entry refunded",
  }));
}
