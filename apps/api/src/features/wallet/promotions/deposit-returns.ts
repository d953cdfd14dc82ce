import { availableBalance, type Cents, cents, userPromoAccount } from '@kennel/core';
import { and, eq } from 'drizzle-orm';
import { promoGrants } from '../../../platform/db/schema/wallet.ts';
import { ledgerOf } from '../ledger-unit.ts';
import type { WalletUnit } from '../service.ts';

export interface ReturnedDeposit {
  userId: string;
  depositId: string;
  /** The first-deposit match this deposit earned when it was credited (0: none). */
  promoCreditCents: number;
}

/**
 * A deposit the bank took back takes back the first-deposit match it earned: the match's grant is
 * reversed in the ledger (its own kind, so it counts back as it counted) and leaves the player's
 * grants, so no expiry reaches it again. When the player has already played some of it, nothing is
 * taken (a balance never goes negative) and the match is answered as owed: the caller holds the
 * account for review. Answers the promo credit still owed (0 when none was earned, or it was taken).
 */
export async function takeBackDepositMatch(unit: WalletUnit, deposit: ReturnedDeposit): Promise<Cents> {
  if (deposit.promoCreditCents <= 0) return cents(0);
  const [grant] = await unit.tx
    .select()
    .from(promoGrants)
    .where(and(eq(promoGrants.userId, deposit.userId), eq(promoGrants.kind, 'deposit_match')))
    .for('update');
  if (!grant) return cents(0);
  const ledger = ledgerOf(unit);
  const available = availableBalance(await ledger.balance(userPromoAccount(deposit.userId)));
  if (available < grant.amountCents) return cents(grant.amountCents);
  await ledger.reverse({
    key: `promo_reversal:${deposit.depositId}`,
    transferId: grant.transferId,
    description: 'Promo credit taken back: its deposit was returned by the bank',
    metadata: { deposit_id: deposit.depositId },
  });
  await unit.tx.delete(promoGrants).where(eq(promoGrants.id, grant.id));
  return cents(0);
}
