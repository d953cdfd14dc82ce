import { CARD_BRAND_NAMES, type PaymentMethod } from '@kennel/core';
import type { PaymentMethodRow } from '../../../platform/db/schema/payments.ts';

/** 'Visa •••• 4242', as shown beside the brand icon. */
export function paymentMethodLabel(
  row: Pick<PaymentMethodRow, 'type' | 'brand' | 'bankName' | 'last4'>,
): string {
  const name = row.type === 'card' ? CARD_BRAND_NAMES[row.brand ?? 'unknown'] : (row.bankName ?? 'Bank');
  return `${name} •••• ${row.last4}`;
}

export function paymentMethodToWire(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    type: row.type,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    bank_name: row.bankName,
    label: paymentMethodLabel(row),
    created_at: row.createdAt.toISOString(),
  };
}
