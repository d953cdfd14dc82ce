import type { Withdrawal } from '@kennel/core';
import type { PaymentMethodRow, WithdrawalRow } from '../../../platform/db/schema/payments.ts';
import { paymentMethodLabel } from '../payment-methods/wire.ts';

export function withdrawalToWire(row: WithdrawalRow, method: PaymentMethodRow | undefined): Withdrawal {
  return {
    id: row.id,
    status: row.status,
    amount_cents: row.amountCents,
    payment_method_id: row.paymentMethodId,
    payment_method_label: method ? paymentMethodLabel(method) : 'Card',
    created_at: row.createdAt.toISOString(),
    confirmation_expires_at:
      row.status === 'awaiting_confirmation' ? row.confirmationExpiresAt.toISOString() : null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}
