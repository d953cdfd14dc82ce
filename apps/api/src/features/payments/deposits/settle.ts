import { formatCents } from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import type { DepositRow } from '../../../platform/db/schema/payments.ts';
import type { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Notices } from '../../notifications/port.ts';
import type { Promotions } from '../../wallet/promotions/service.ts';
import type { WalletUnit } from '../../wallet/service.ts';
import { createPaymentMethodRepo } from '../payment-methods/repo.ts';
import { createDepositRepo } from './repo.ts';

export type DepositSettlement =
  | { ok: true; deposit: DepositRow }
  | { ok: false; deposit: DepositRow; problem: ApiProblem };

/** Called inside the transaction that settles a deposit (the HTTP layer stores its response there). */
export type OnSettled = (tx: Database, settlement: DepositSettlement) => Promise<void>;

/** What crediting a deposit uses beyond the ledger: promo credit it earns, and the player's notice. */
export interface DepositCredit {
  promotions: Promotions;
  notices: Notices;
}

/**
 * Credits a succeeded deposit: processor clearing → player's cash, then any promo credit it earns.
 * Its payment method becomes a payout method (and is listed if the player asked to save it).
 */
export async function creditDeposit(
  unit: WalletUnit,
  { promotions, notices }: DepositCredit,
  deposit: DepositRow,
  {
    processor,
    description,
    processorReference,
  }: { processor: string; description: string; processorReference: string | null },
): Promise<DepositRow> {
  const transferId = await unit.cashier.creditDeposit({
    depositId: deposit.id,
    userId: deposit.userId,
    processor,
    amountCents: deposit.amountCents,
    description,
  });
  const promoCreditCents = await promotions.onDepositSucceeded(unit, {
    userId: deposit.userId,
    depositId: deposit.id,
    transferId,
    amountCents: deposit.amountCents,
    promoCodeId: deposit.promoCodeId,
  });
  if (deposit.paymentMethodId) {
    await createPaymentMethodRepo(unit.tx).markFunded(
      deposit.paymentMethodId,
      deposit.savePaymentMethod,
      unit.now,
    );
  }
  const amount = formatCents(deposit.amountCents);
  await notices.send(unit.tx, {
    userId: deposit.userId,
    type: 'deposit_landed',
    event: deposit.id,
    title: 'Your deposit landed',
    body:
      promoCreditCents > 0
        ? `${amount} is in your balance, with ${formatCents(promoCreditCents)} in promo credit. Good luck!`
        : `${amount} is in your balance and ready to play. Good luck!`,
    link: '/account/transactions',
  });
  return createDepositRepo(unit.tx).update(deposit.id, {
    status: 'succeeded',
    transferId,
    promoCreditCents,
    processorReference,
    completedAt: unit.now,
  });
}
