import type { PaymentMethodRow, WithdrawalRow } from '../../../platform/db/schema/payments.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { BankGateway, CardProcessor, PayoutResult } from '../gateway.ts';
import { isPaymentId } from '../ids.ts';
import type { createPaymentMethodRepo } from '../payment-methods/repo.ts';

/** Where a withdrawal may go, and the partner that pays it there. */
export function createPayouts({
  methods,
  processor,
  bank,
  merchantId,
}: {
  methods: ReturnType<typeof createPaymentMethodRepo>;
  processor: CardProcessor;
  bank: BankGateway;
  merchantId: string;
}) {
  /** Withdrawals go back only to a card or bank account a deposit succeeded through (closed loop). */
  async function methodFor(userId: string, id: string) {
    const method = isPaymentId(id) ? await methods.findLive(userId, id) : undefined;
    const payable =
      method?.fundedAt &&
      ((method.type === 'card' && method.processor === processor.name) ||
        (method.type === 'bank' && method.processor === bank.name));
    if (!method || !payable) throw new ApiProblem('payment_method_not_found');
    return method;
  }

  function sendPayout(row: WithdrawalRow, method: PaymentMethodRow): Promise<PayoutResult> {
    if (method.type === 'bank') {
      return bank.payout({
        reference: row.id,
        paymentReference: method.processorReference,
        amountCents: row.amountCents,
      });
    }
    return processor.payout({
      reference: row.id,
      cardReference: method.processorReference,
      amountCents: row.amountCents,
      merchantId,
    });
  }

  return { methodFor, sendPayout };
}
