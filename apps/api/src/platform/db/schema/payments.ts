import {
  ACCOUNT_REVIEW_REASONS,
  ACCOUNT_REVIEW_RESOLUTIONS,
  CARD_BRANDS,
  CARD_CHARGE_OUTCOMES,
  DEPOSIT_METHODS,
  DEPOSIT_STATUSES,
  type ReconciliationFinding,
  SANDBOX_BANK_OUTCOMES,
  WITHDRAWAL_STATUSES,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, instant, NO_CENTS, oneOf, textEnum } from './columns.ts';
import { operators } from './operators.ts';
import { promoCodes } from './promotions.ts';
import { users } from './users.ts';
import { transfers } from './wallet.ts';

/** What the sandbox bank's payment is until the payer decides. */
export const SANDBOX_BANK_PAYMENT_STATUSES = ['awaiting_authorization', ...SANDBOX_BANK_OUTCOMES] as const;
export const SANDBOX_OPERATION_KINDS = ['charge', 'payout'] as const;
export const SANDBOX_OPERATION_OUTCOMES = [...CARD_CHARGE_OUTCOMES, 'paid'] as const;

/** A card or bank account a player paid with. Only what a processor may share: never the card number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: textEnum('type', DEPOSIT_METHODS).notNull(),
    processor: text('processor').notNull(),
    /** The processor's id for the card (its vault), used to charge and pay out again. */
    processorReference: text('processor_reference').notNull(),
    brand: textEnum('brand', CARD_BRANDS),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    bankName: text('bank_name'),
    /** Listed for reuse: the player asked to save it and a deposit through it succeeded. */
    saved: boolean('saved').notNull(),
    /** When a deposit through it first succeeded: only such methods receive withdrawals (closed loop). */
    fundedAt: instant('funded_at'),
    createdAt: instant('created_at').notNull(),
    removedAt: instant('removed_at'),
  },
  (table) => [
    index('payment_methods_user_id_idx').on(table.userId),
    uniqueIndex('payment_methods_user_reference_key').on(
      table.userId,
      table.processor,
      table.processorReference,
    ),
    oneOf('payment_methods_type_check', table.type, DEPOSIT_METHODS),
    oneOf('payment_methods_brand_check', table.brand, CARD_BRANDS),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The Idempotency-Key of the request that started it, within its replay window: a retry resumes this deposit. */
    requestKey: text('request_key').notNull(),
    method: textEnum('method', DEPOSIT_METHODS).notNull(),
    status: textEnum('status', DEPOSIT_STATUSES).notNull(),
    amountCents: cents('amount_cents').notNull(),
    promoCreditCents: cents('promo_credit_cents').notNull().default(NO_CENTS),
    /** A promo code entered with this deposit (checked live when entered); else sign-up's applies. */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    merchantId: text('merchant_id'),
    /** The player asked to keep the card; it is listed only once this deposit succeeds. */
    savePaymentMethod: boolean('save_payment_method').notNull().default(false),
    /** The ledger transfer that took a succeeded deposit back when the bank later reported it failed. */
    reversalTransferId: uuid('reversal_transfer_id').references(() => transfers.id),
    /** The processor's charge id or the bank's payment id. */
    processorReference: text('processor_reference'),
    failureCode: text('failure_code'),
    transferId: uuid('transfer_id').references(() => transfers.id),
    createdAt: instant('created_at').notNull(),
    completedAt: instant('completed_at'),
  },
  (table) => [
    index('deposits_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('deposits_user_request_key').on(table.userId, table.requestKey),
    index('deposits_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('deposits_amount_positive', sql`${table.amountCents} > 0`),
    oneOf('deposits_method_check', table.method, DEPOSIT_METHODS),
    oneOf('deposits_status_check', table.status, DEPOSIT_STATUSES),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The Idempotency-Key of the request that started it, within its replay window: a retry resumes this withdrawal. */
    requestKey: text('request_key').notNull(),
    status: textEnum('status', WITHDRAWAL_STATUSES).notNull(),
    amountCents: cents('amount_cents').notNull(),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** The ledger hold on the player's cash, posted on payout and voided on cancel. */
    holdTransferId: uuid('hold_transfer_id')
      .notNull()
      .references(() => transfers.id),
    /** Hex SHA-256 of the emailed confirmation token; the token itself is never stored. */
    confirmationTokenHash: text('confirmation_token_hash').notNull(),
    confirmationExpiresAt: instant('confirmation_expires_at').notNull(),
    payoutReference: text('payout_reference'),
    /**
     * Set when its payout is (last) sent to the processor or bank, under the player's money lock in
     * the transaction that found no hold: a pending withdrawal with it set has a payout in flight,
     * which an operator's hold cannot stop, so the hold is refused until it settles.
     */
    sendingAt: instant('sending_at'),
    createdAt: instant('created_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    paidAt: instant('paid_at'),
    cancelledAt: instant('cancelled_at'),
    failedAt: instant('failed_at'),
  },
  (table) => [
    index('withdrawals_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('withdrawals_user_request_key').on(table.userId, table.requestKey),
    index('withdrawals_payout_due_idx').on(table.confirmedAt).where(sql`${table.status} = 'pending'`),
    uniqueIndex('withdrawals_confirmation_token_hash_key').on(table.confirmationTokenHash),
    check('withdrawals_amount_positive', sql`${table.amountCents} > 0`),
    oneOf('withdrawals_status_check', table.status, WITHDRAWAL_STATUSES),
  ],
);

/**
 * Accounts held for an operator's review, e.g. a deposit the bank took back after the cash was
 * spent: the part the balance could not cover is the shortfall. No withdrawals while open.
 */
export const accountReviews = pgTable(
  'account_reviews',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: textEnum('reason', ACCOUNT_REVIEW_REASONS).notNull(),
    depositId: uuid('deposit_id').references(() => deposits.id),
    shortfallCents: cents('shortfall_cents').notNull().default(NO_CENTS),
    createdAt: instant('created_at').notNull(),
    /** The operator who held the account; null when the bank's notification opened the review. */
    openedByOperatorId: uuid('opened_by_operator_id').references(() => operators.id),
    resolvedAt: instant('resolved_at'),
    resolution: textEnum('resolution', ACCOUNT_REVIEW_RESOLUTIONS),
    resolvedByOperatorId: uuid('resolved_by_operator_id').references(() => operators.id),
  },
  (table) => [
    index('account_reviews_open_idx').on(table.userId).where(sql`${table.resolvedAt} is null`),
    index('account_reviews_resolved_idx').on(table.resolvedAt).where(sql`${table.resolvedAt} is not null`),
    uniqueIndex('account_reviews_deposit_key').on(table.depositId),
    oneOf('account_reviews_reason_check', table.reason, ACCOUNT_REVIEW_REASONS),
    oneOf('account_reviews_resolution_check', table.resolution, ACCOUNT_REVIEW_RESOLUTIONS),
    check(
      'account_reviews_resolved_together',
      sql`(${table.resolvedAt} is null) = (${table.resolution} is null)`,
    ),
  ],
);

/** Every bank notification received, by the bank's event id: a replayed event is a no-op. */
export const bankNotifications = pgTable(
  'bank_notifications',
  {
    eventId: text('event_id').primaryKey(),
    depositId: uuid('deposit_id').notNull(),
    status: textEnum('status', SANDBOX_BANK_OUTCOMES).notNull(),
    amountCents: cents('amount_cents').notNull(),
    occurredAt: instant('occurred_at').notNull(),
    receivedAt: instant('received_at').notNull(),
    /** 'applied', 'duplicate' or 'conflict' (core depositStatusChange). */
    outcome: text('outcome').notNull(),
  },
  (table) => [oneOf('bank_notifications_status_check', table.status, SANDBOX_BANK_OUTCOMES)],
);

// The sandbox payment partners' own records. They stand in for a third party's systems and keep
// what a real processor would show a merchant: brand, last four, expiry, the test outcome class.

export const sandboxProcessorCards = pgTable(
  'sandbox_processor_cards',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    /** The merchant's customer (Kennel's user id) the token was made for: nobody else may use it. */
    customerId: text('customer_id'),
    /** The merchant's reference of the one exchange the token was spent on (single use). */
    usedReference: text('used_reference'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** core sandboxChargeOutcome of the test card number through the primary merchant... */
    primaryMerchantOutcome: textEnum('primary_merchant_outcome', CARD_CHARGE_OUTCOMES).notNull(),
    /** ...and through the retry merchant. */
    retryMerchantOutcome: textEnum('retry_merchant_outcome', CARD_CHARGE_OUTCOMES).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('sandbox_processor_cards_token_key').on(table.token),
    oneOf(
      'sandbox_processor_cards_primary_outcome_check',
      table.primaryMerchantOutcome,
      CARD_CHARGE_OUTCOMES,
    ),
    oneOf('sandbox_processor_cards_retry_outcome_check', table.retryMerchantOutcome, CARD_CHARGE_OUTCOMES),
  ],
);

export const sandboxProcessorOperations = pgTable(
  'sandbox_processor_operations',
  {
    id: text('id').primaryKey(),
    kind: textEnum('kind', SANDBOX_OPERATION_KINDS).notNull(),
    cardId: text('card_id')
      .notNull()
      .references(() => sandboxProcessorCards.id),
    merchantId: text('merchant_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The merchant's idempotency reference: the same reference is answered with the same result. */
    reference: text('reference').notNull(),
    outcome: textEnum('outcome', SANDBOX_OPERATION_OUTCOMES).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('sandbox_processor_operations_reference_key').on(table.kind, table.reference),
    oneOf('sandbox_processor_operations_kind_check', table.kind, SANDBOX_OPERATION_KINDS),
    oneOf('sandbox_processor_operations_outcome_check', table.outcome, SANDBOX_OPERATION_OUTCOMES),
  ],
);

export const sandboxBankPayments = pgTable(
  'sandbox_bank_payments',
  {
    id: text('id').primaryKey(),
    /** The merchant's reference (Kennel's deposit id). */
    merchantReference: text('merchant_reference').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: textEnum('status', SANDBOX_BANK_PAYMENT_STATUSES).notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: instant('created_at').notNull(),
    decidedAt: instant('decided_at'),
    /** The notification of the decision; resent with the same event id until the merchant acknowledges it. */
    eventId: text('event_id'),
    eventOccurredAt: instant('event_occurred_at'),
    notifiedAt: instant('notified_at'),
  },
  (table) => [
    uniqueIndex('sandbox_bank_payments_reference_key').on(table.merchantReference),
    index('sandbox_bank_payments_unnotified_idx')
      .on(table.decidedAt)
      .where(sql`${table.decidedAt} is not null and ${table.notifiedAt} is null`),
    oneOf('sandbox_bank_payments_status_check', table.status, SANDBOX_BANK_PAYMENT_STATUSES),
  ],
);

/** The sandbox bank's payouts to the account a payer paid from, idempotent by the merchant's reference. */
export const sandboxBankPayouts = pgTable(
  'sandbox_bank_payouts',
  {
    id: text('id').primaryKey(),
    merchantReference: text('merchant_reference').notNull(),
    /** The bank payment whose account receives the money. */
    paymentId: text('payment_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('sandbox_bank_payouts_reference_key').on(table.merchantReference)],
);

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type AccountReviewRow = typeof accountReviews.$inferSelect;

/**
 * The daily ledger reconciliation (a job, and the console on request): per UTC day, the payment
 * references it checked and what did not match between the sandbox partners' records and the ledger.
 */
export const ledgerReconciliations = pgTable('ledger_reconciliations', {
  /** YYYY-MM-DD (UTC). */
  day: text('day').primaryKey(),
  ranAt: instant('ran_at').notNull(),
  checked: integer('checked').notNull(),
  findings: jsonb('findings').$type<ReconciliationFinding[]>().notNull(),
});

export type LedgerReconciliationRow = typeof ledgerReconciliations.$inferSelect;
