import type { DepositRow } from '../../../platform/db/schema/payments.ts';
import type { WalletUnit } from '../../wallet/service.ts';
import { createDepositRepo } from './repo.ts';

/**
 * Takes a deposit the bank returned back out of the player's cash and marks it failed, in the
 * caller's transaction: when the bank's notice arrives and the cash covers it, or when an operator
 * collects the shortfall later. The caller has checked the cash covers it (never below zero).
 */
export async function reverseReturnedDeposit(
  unit: WalletUnit,
  deposit: Pick<DepositRow, 'id'> & { transferId: string },
): Promise<void> {
  const reversalTransferId = await unit.cashier.reverseDeposit({
    depositId: deposit.id,
    transferId: deposit.transferId,
    description: 'Deposit returned by the bank',
  });
  await createDepositRepo(unit.tx).update(deposit.id, {
    status: 'failed',
    failureCode: 'deposit_declined',
    reversalTransferId,
  });
}
