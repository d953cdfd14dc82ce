import type { Deposit } from '@kennel/core';
import type { DepositRow } from '../../../platform/db/schema/payments.ts';

export function depositToWire(row: DepositRow): Deposit {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    amount_cents: row.amountCents,
    promo_credit_cents: row.promoCreditCents,
    payment_method_id: row.paymentMethodId,
    failure_code: row.failureCode,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
