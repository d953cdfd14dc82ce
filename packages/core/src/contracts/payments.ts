import { z } from 'zod';
import { emailTokenField, promoCodeField } from '../accounts/fields.ts';
import {
  CARD_BRANDS,
  cardBrand,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  normalizeCardNumber,
} from '../payments/cards.ts';
import { DEPOSIT_METHODS, DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '../payments/lifecycle.ts';
import type { Endpoint } from './endpoint.ts';
import { recordIdParamsSchema } from './platform.ts';
import { timestampField } from './timestamp-field.ts';
import { amountCentsField, centsField, walletIdField } from './wallet.ts';

/** Wire contracts of deposits, payment methods and withdrawals, and of the processor's side. */

/** Outside /v1: the card number goes from the browser straight here and never reaches Kennel's API. */
export const PROCESSOR_TOKENIZE_PATH = '/processor/tokenize';
/** The payment sandbox's list of test cards: served only where the sandbox takes the deposits. */
export const SANDBOX_TEST_CARDS_PATH = '/processor/test-cards';
/** The sandbox bank's page where the player approves or cancels an online-banking deposit. */
export const SANDBOX_BANK_AUTHORIZE_PATH = '/sandbox-bank/authorize';
export const BANK_NOTIFICATION_PATH = '/v1/webhooks/bank';

export const paymentTokenField = z
  .string({ error: 'Enter your card details again.' })
  .regex(/^tok_[A-Za-z0-9]{8,64}$/, { error: 'Your card details have expired. Enter them again.' });
export const merchantIdField = z
  .string({ error: 'Refresh the page and try again.' })
  .regex(/^\d{1,12}$/, { error: 'The merchant id must be digits only.' });
const lastFourField = z.string().regex(/^\d{4}$/);

// GET /v1/payment-methods, DELETE /v1/payment-methods/:id
export const paymentMethodSchema = z
  .object({
    id: z.string(),
    type: z.enum(DEPOSIT_METHODS),
    /** Card brand for the icon; null for bank accounts. */
    brand: z.enum(CARD_BRANDS).nullable(),
    last4: lastFourField,
    exp_month: z.number().int().nullable(),
    exp_year: z.number().int().nullable(),
    bank_name: z.string().nullable(),
    /** Ready to show, e.g. 'Visa •••• 4242'. */
    label: z.string(),
    created_at: timestampField,
  })
  .meta({ id: 'PaymentMethod' });
export const paymentMethodsResponseSchema = z.object({ data: z.array(paymentMethodSchema) });
export const paymentMethodParamsSchema = recordIdParamsSchema;

export const depositSchema = z
  .object({
    id: z.string(),
    method: z.enum(DEPOSIT_METHODS),
    status: z.enum(DEPOSIT_STATUSES),
    amount_cents: centsField,
    /** Promo credit this deposit earned (the first-deposit match); 0 when none. */
    promo_credit_cents: centsField,
    payment_method_id: z.string().nullable(),
    /** An api_code from the error catalogue when the deposit failed. */
    failure_code: z.string().nullable(),
    created_at: timestampField,
    completed_at: timestampField.nullable(),
  })
  .meta({ id: 'Deposit' });
export const depositResponseSchema = z.object({ data: depositSchema });
export const depositParamsSchema = recordIdParamsSchema;

// POST /v1/deposits/card. A failure answers the catalogue error with failed_deposit_id,
// payment_method_id and, when another merchant may succeed, retry_merchant_id.
export const cardDepositRequestSchema = z
  .object({
    amount_cents: amountCentsField('deposit'),
    payment_token: paymentTokenField.optional(),
    payment_method_id: walletIdField.optional(),
    merchant_id: merchantIdField.optional(),
    promo_code: promoCodeField.optional(),
    /** Keep a new card for next time; ignored for a saved method. */
    save_payment_method: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.payment_token) === Boolean(value.payment_method_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment_method_id'],
        message: 'Choose a saved card or enter a new one.',
      });
    }
  });

// POST /v1/deposits/bank: the player approves the transfer at their bank, then the bank notifies us.
export const bankDepositRequestSchema = z.object({
  amount_cents: amountCentsField('deposit'),
  promo_code: promoCodeField.optional(),
});
export const bankDepositResponseSchema = z
  .object({ data: z.object({ deposit_id: z.string(), authorization_url: z.string() }) })
  .meta({ id: 'BankDepositStarted' });

// POST /processor/tokenize (the sandbox processor, outside /v1)
const tokenizeFields = z.object({
  number: z.string({ error: 'Enter your card number.' }).max(32, { error: "This card number isn't valid." }),
  exp_month: z
    .number({ error: 'Enter the expiry month.' })
    .int({ error: 'Enter the expiry month as a number from 1 to 12.' })
    .min(1, { error: 'Enter the expiry month as a number from 1 to 12.' })
    .max(12, { error: 'Enter the expiry month as a number from 1 to 12.' }),
  exp_year: z
    .number({ error: 'Enter the expiry year.' })
    .int({ error: 'Enter the expiry year.' })
    .min(0, { error: 'Enter the expiry year.' })
    .max(9999, { error: 'Enter the expiry year.' }),
  cvc: z.string({ error: 'Enter the security code.' }),
  postal_code: z
    .string()
    .regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code.' })
    .optional(),
});

/** The card form's checks as of `today` ('YYYY-MM-DD'): number, brand, security code and expiry. */
export function tokenizeRequestSchema(today: string) {
  return tokenizeFields.superRefine((value, ctx) => {
    const card = checkCardNumber(value.number);
    if (!card.ok) ctx.addIssue({ code: 'custom', path: ['number'], message: card.message });
    const cvcProblem = checkCvc(value.cvc, cardBrand(normalizeCardNumber(value.number) ?? ''));
    if (cvcProblem) ctx.addIssue({ code: 'custom', path: ['cvc'], message: cvcProblem });
    const expiryProblem = checkExpiry(value.exp_month, value.exp_year, today);
    if (expiryProblem) ctx.addIssue({ code: 'custom', path: ['exp_year'], message: expiryProblem });
  });
}
export const tokenizeResponseSchema = z
  .object({
    token: paymentTokenField,
    brand: z.enum(CARD_BRANDS),
    last4: lastFourField,
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  })
  .meta({ id: 'CardToken' });

// POST /v1/webhooks/bank: sent by the bank, idempotent by event_id, signed (see bankNotificationSigningText).
export const bankNotificationSchema = z
  .object({
    event_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    deposit_id: walletIdField,
    status: z.enum(['succeeded', 'failed', 'cancelled']),
    amount_cents: centsField.positive(),
    occurred_at: timestampField,
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .meta({ id: 'BankNotification' });
export const bankNotificationResponseSchema = z.object({ data: z.object({ received: z.literal(true) }) });

// Withdrawals: requested (cash held at once), confirmed by the emailed link, then paid to the method.
export const withdrawalSchema = z
  .object({
    id: z.string(),
    status: z.enum(WITHDRAWAL_STATUSES),
    amount_cents: centsField,
    payment_method_id: z.string(),
    payment_method_label: z.string(),
    created_at: timestampField,
    confirmation_expires_at: timestampField.nullable(),
    confirmed_at: timestampField.nullable(),
    paid_at: timestampField.nullable(),
    cancelled_at: timestampField.nullable(),
  })
  .meta({ id: 'Withdrawal' });
export const withdrawalResponseSchema = z.object({ data: withdrawalSchema });
export const withdrawalsResponseSchema = z.object({ data: z.array(withdrawalSchema) });
export const withdrawalRequestSchema = z.object({
  amount_cents: amountCentsField('withdrawal'),
  payment_method_id: walletIdField,
});
export const withdrawalConfirmSchema = z.object({ token: emailTokenField });
export const withdrawalParamsSchema = recordIdParamsSchema;

export const PAYMENT_ENDPOINTS = {
  listPaymentMethods: {
    method: 'GET',
    path: '/v1/payment-methods',
    summary: "The player's saved cards, oldest first, with brand and last four.",
    playerBudget: 'payment_methods',
    auth: true,
    idempotent: false,
    status: 200,
    response: paymentMethodsResponseSchema,
  },
  /** Where withdrawals may go: the cards and bank accounts that funded the account (closed loop). */
  listPayoutMethods: {
    method: 'GET',
    path: '/v1/payout-methods',
    summary:
      'Where withdrawals may go: the cards and bank accounts a deposit succeeded through, oldest first.',
    playerBudget: 'payment_methods',
    auth: true,
    idempotent: false,
    status: 200,
    response: paymentMethodsResponseSchema,
  },
  removePaymentMethod: {
    method: 'DELETE',
    path: '/v1/payment-methods/:id',
    summary: 'Stops offering a saved card; past deposits and withdrawals keep pointing at it.',
    playerBudget: 'payment_methods',
    auth: true,
    idempotent: false,
    params: paymentMethodParamsSchema,
    status: 204,
    response: null,
  },
  depositByCard: {
    method: 'POST',
    path: '/v1/deposits/card',
    summary:
      'Charges a card token or saved card. Needs an Idempotency-Key header. A failure names failed_deposit_id, payment_method_id and, when another merchant may work, retry_merchant_id.',
    rateLimitPerMinute: 20,
    playerBudget: 'deposits',
    auth: true,
    idempotent: true,
    paidAction: 'deposit',
    body: cardDepositRequestSchema,
    status: 201,
    response: depositResponseSchema,
  },
  depositByBank: {
    method: 'POST',
    path: '/v1/deposits/bank',
    summary:
      'Starts an online-banking deposit; send the player to authorization_url to approve it at their bank. Needs an Idempotency-Key header.',
    rateLimitPerMinute: 20,
    playerBudget: 'deposits',
    auth: true,
    idempotent: true,
    paidAction: 'deposit',
    body: bankDepositRequestSchema,
    status: 201,
    response: bankDepositResponseSchema,
  },
  getDeposit: {
    method: 'GET',
    path: '/v1/deposits/:id',
    summary: 'One of the player’s deposits; the online-banking loading page polls it.',
    auth: true,
    idempotent: false,
    params: depositParamsSchema,
    status: 200,
    response: depositResponseSchema,
  },
  receiveBankNotification: {
    method: 'POST',
    path: BANK_NOTIFICATION_PATH,
    summary: 'The bank’s signed notification of a deposit’s result; idempotent by event_id.',
    auth: false,
    idempotent: false,
    external: true,
    body: bankNotificationSchema,
    status: 200,
    response: bankNotificationResponseSchema,
  },
  requestWithdrawal: {
    method: 'POST',
    path: '/v1/withdrawals',
    summary:
      'Holds cash for a withdrawal to a saved card and emails a confirmation link. Needs a verified identity and an Idempotency-Key header.',
    rateLimitPerMinute: 20,
    playerBudget: 'withdrawals',
    auth: true,
    idempotent: true,
    body: withdrawalRequestSchema,
    status: 201,
    response: withdrawalResponseSchema,
  },
  confirmWithdrawal: {
    method: 'POST',
    path: '/v1/withdrawals/confirm',
    summary:
      'Confirms a withdrawal with the emailed token and pays it out. Needs an Idempotency-Key header. A retry after a failure answers the withdrawal as it stands.',
    rateLimitPerMinute: 20,
    playerBudget: 'withdrawals',
    auth: true,
    idempotent: true,
    body: withdrawalConfirmSchema,
    status: 200,
    response: withdrawalResponseSchema,
  },
  cancelWithdrawal: {
    method: 'POST',
    path: '/v1/withdrawals/:id/cancel',
    summary: 'Cancels an unconfirmed withdrawal; the held cash returns. Needs an Idempotency-Key header.',
    rateLimitPerMinute: 20,
    playerBudget: 'withdrawals',
    auth: true,
    idempotent: true,
    params: withdrawalParamsSchema,
    status: 200,
    response: withdrawalResponseSchema,
  },
  listWithdrawals: {
    method: 'GET',
    path: '/v1/withdrawals',
    summary: "The player's latest withdrawals, newest first.",
    auth: true,
    idempotent: false,
    status: 200,
    response: withdrawalsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

/**
 * The card processor's own endpoint, served by the sandbox processor in this process (outside /v1):
 * the browser posts the card here and gets a one-time token for the signed-in player. It takes a
 * TokenizeRequest body, which the processor checks itself as of its own date
 * (`tokenizeRequestSchema(today)`), answering card_invalid with the field problems as a processor would.
 */
export const sandboxTestCardsResponseSchema = z
  .object({
    cards: z.array(z.object({ number: z.string(), brand: z.enum(CARD_BRANDS), description: z.string() })),
  })
  .meta({ id: 'SandboxTestCards' });
export type SandboxTestCardsResponse = z.infer<typeof sandboxTestCardsResponseSchema>;

export const PARTNER_ENDPOINTS = {
  /**
   * The sandbox processor's test cards (the number decides the outcome). The route exists only
   * where PAYMENT_SANDBOX is on, never in production: elsewhere it is a 404, and the deposit page
   * shows no test cards.
   */
  listSandboxTestCards: {
    method: 'GET',
    path: SANDBOX_TEST_CARDS_PATH,
    summary: "The payment sandbox's test cards and what each does (sandbox only).",
    auth: false,
    idempotent: false,
    partner: true,
    status: 200,
    response: sandboxTestCardsResponseSchema,
  },
  tokenizeCard: {
    method: 'POST',
    path: PROCESSOR_TOKENIZE_PATH,
    summary: 'The card processor turns a card into a one-time token for the signed-in player.',
    auth: true,
    idempotent: false,
    partner: true,
    rateLimitPerMinute: 30,
    status: 200,
    response: tokenizeResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type Deposit = z.infer<typeof depositSchema>;
export type CardDepositRequest = z.input<typeof cardDepositRequestSchema>;
export type BankDepositRequest = z.input<typeof bankDepositRequestSchema>;
export type TokenizeRequest = z.input<typeof tokenizeFields>;
export type TokenizeResponse = z.infer<typeof tokenizeResponseSchema>;
export type BankNotification = z.infer<typeof bankNotificationSchema>;
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;
