import {
  availableBalance,
  type Cents,
  cents,
  expiredPromoCents,
  PROMO_FUNDING_ACCOUNT,
  userPromoAccount,
  WALLET_SCHEDULE,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import type { PromoGrantRow } from '../../../platform/db/schema/wallet.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { PromoReturned } from '../stakes/index.ts';
import { createPromotionGrantRepo } from './repo.ts';

/**
 * Expires the part of the player's promo balance that belongs to grants past their expiry, and
 * marks those grants handled. The balance is allocated to the newest grants first (spending uses
 * the oldest first), across every grant, handled or not: promo credit a refund returns after its
 * grant's expiry run was spent from that grant, so it expires here rather than staying spendable.
 * Locks the promo account, then the grants (the order every caller takes); answers the cents expired.
 * `keyOf` names the expiry's transfer from the grants now due; null: nothing to do.
 */
export async function expirePastPromo(
  tx: Database,
  ledger: Ledger,
  {
    userId,
    now,
    keyOf,
  }: { userId: string; now: Date; keyOf: (due: readonly PromoGrantRow[]) => string | null },
): Promise<Cents> {
  const promo = userPromoAccount(userId);
  const balance = await ledger.balance(promo);
  const repo = createPromotionGrantRepo(tx);
  const grants = await repo.lockGrants(userId);
  const due = grants.filter((grant) => grant.expiryHandledAt === null && grant.expiresAt <= now);
  const key = keyOf(due);
  if (key === null) return cents(0);
  const amount = expiredPromoCents(
    grants.map((grant) => ({ amount: grant.amountCents, grantedAt: grant.grantedAt.toISOString() })),
    availableBalance(balance),
    now.toISOString(),
  );
  if (amount > 0) {
    await ledger.transfer({
      key,
      kind: 'promo_expiry',
      debit: promo,
      credit: PROMO_FUNDING_ACCOUNT,
      amountCents: amount,
      description: `Promo credit expired after ${WALLET_SCHEDULE.promoExpiryDays} days`,
    });
  }
  await repo.markHandled(
    due.map((grant) => grant.id),
    now,
  );
  return cents(amount);
}

/** Expires what refunds returned of grants already past their expiry, once per player. */
export async function expireReturnedPromo(
  tx: Database,
  ledger: Ledger,
  returns: readonly PromoReturned[],
  now: Date,
): Promise<void> {
  const firstKeyOf = new Map<string, string>();
  for (const { userId, refundKey } of returns) if (!firstKeyOf.has(userId)) firstKeyOf.set(userId, refundKey);
  // One player after another in id order: the same order as any other batch that locks them.
  for (const userId of [...firstKeyOf.keys()].sort()) {
    const key = `promo_expiry:${firstKeyOf.get(userId)}`;
    await expirePastPromo(tx, ledger, { userId, now, keyOf: () => key });
  }
}
