import type { Database } from '../../../platform/db/database.ts';
import type { DepositRow } from '../../../platform/db/schema/payments.ts';
import type { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Promotions } from '../../wallet/promotions/service.ts';
import type { WalletUnit } from '../../wallet/service.ts';
import { createPaymentMethodRepo } from '../payment-methods/repo.ts';
import { createDepositRepo } from './repo.ts';

export type DepositSettlement =
  | { ok: true; deposit: DepositRow }
  | { ok: false; deposit: DepositRow; problem: ApiProblem };

/** Called inside the transaction that settles a deposit (the HTTP layer stores its response there). */
export type OnSettled = (tx: Database, settlement: DepositSettlement) => Promise<void>;

/**
 * Credits a succeeded deposit: processor clearing → player's cash, then any promo credit it earns.
 * Its payment method becomes a payout method (and is listed if the player asked to save it).
 */
export async function creditDeposit(
  unit: WalletUnit,
  promotions: Promotions,
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
  return createDepositRepo(unit.tx).update(deposit.id, {
    status: 'succeeded',
    transferId,
    promoCreditCents,
    processorReference,
    completedAt: unit.now,
  });
}
