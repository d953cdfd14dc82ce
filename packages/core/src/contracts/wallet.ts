import { z } from 'zod';
import { isIsoDate } from '../compliance/age.ts';
import { CURRENCY } from '../constants.ts';
import { decodeHistoryCursor } from '../wallet/history.ts';
import { OWED_GAMES, TRANSACTION_CORRECTIONS } from '../wallet/owed.ts';
import { PROMOTION_KINDS, type PromotionOffer } from '../wallet/promotions.ts';
import { MAX_TRANSFER_CENTS } from '../wallet/transfer.ts';
import { TRANSACTION_TYPES } from '../wallet/transfer-kinds.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/** Wire contracts of the wallet (snake_case, integer cents). Success bodies are `{data: ...}`; errors use apiErrorSchema. */

// IDEMPOTENCY_KEY_HEADER lives in constants.ts (zod-free) so the web shell's client can name it.
export { IDEMPOTENCY_KEY_HEADER } from '../constants.ts';
/** Set on a response replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

export const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header with this request.' })
  .regex(/^[\x21-\x7e]{8,255}$/, {
    error: 'An Idempotency-Key is 8 to 255 visible ASCII characters, such as a UUID.',
  });

/** An id Kennel issued (deposit, withdrawal, payment method, transaction). */
export const walletIdField = z
  .string({ error: 'This link or request is missing an id.' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'That id is not valid. Refresh the page and try again.' });

/** An amount the player types, in whole cents; the wallet's own minimums are checked by the service. */
export function amountCentsField(what: string) {
  return z
    .number({ error: `Enter the ${what} amount.` })
    .int({ error: `Enter the ${what} amount in whole cents.` })
    .positive({ error: `Enter a ${what} amount above $0.` })
    .max(MAX_TRANSFER_CENTS, { error: `That ${what} amount is too large.` });
}

export const centsField = z.number().int();

/** A calendar day 'YYYY-MM-DD'. */
const isoDateField = z
  .string()
  .refine((value) => isIsoDate(value), { error: 'Enter the date as YYYY-MM-DD.' });

// GET /v1/wallet
export const walletSchema = z
  .object({
    cash_cents: centsField,
    promo_cents: centsField,
    /** Cash held for withdrawals not yet paid out (already left cash_cents). */
    pending_withdrawal_cents: centsField,
    lifetime_deposit_cents: centsField,
    /** Owed back of payments a correction reversed (ADR 0039); withdrawals leave it in cash_cents. */
    owed_cents: centsField,
    currency: z.literal(CURRENCY),
  })
  .meta({ id: 'Wallet' });
export const walletResponseSchema = z.object({ data: walletSchema });

export const TRANSACTION_ACCOUNTS = ['cash', 'promo'] as const;
export const TRANSACTIONS_PAGE_DEFAULT = 25;
export const TRANSACTIONS_PAGE_MAX = 100;

/** History filter days: real dates in years 1900 to 9998, so the day after `to` is still a timestamp PostgreSQL takes. */
const historyDateField = isoDateField.refine((value) => value >= '1900-01-01' && value <= '9998-12-31', {
  error: 'Choose a date between 1900 and 9998.',
});

const transactionFilters = {
  type: z.enum(TRANSACTION_TYPES, { error: 'Choose a transaction type from the list.' }).optional(),
  /** Inclusive, as calendar days in UTC. */
  from: historyDateField.optional(),
  to: historyDateField.optional(),
};

function datesInOrder(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date must be on or after the start date.',
    });
  }
}

// GET /v1/transactions
export const transactionsQuerySchema = z
  .object({
    ...transactionFilters,
    // Only a cursor this API issued (an entry number at an instant in range) reaches a query.
    cursor: z
      .string()
      .max(128, { error: 'That page link is not valid. Start from the first page.' })
      .refine((value) => /^\d{1,15}$/.test(decodeHistoryCursor(value)?.id ?? ''), {
        error: 'That page link is not valid. Start from the first page.',
      })
      .optional(),
    limit: z.coerce
      .number({ error: 'The page size must be a number.' })
      .int({ error: 'The page size must be a whole number.' })
      .min(1, { error: 'The page size must be at least 1.' })
      .max(TRANSACTIONS_PAGE_MAX, { error: `The page size can be at most ${TRANSACTIONS_PAGE_MAX}.` })
      .default(TRANSACTIONS_PAGE_DEFAULT),
  })
  .superRefine(datesInOrder);

export const transactionSchema = z
  .object({
    id: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    /** Signed from the player's side: money in is positive, money out negative. */
    amount_cents: centsField,
    balance_after_cents: centsField,
    account: z.enum(TRANSACTION_ACCOUNTS),
    description: z.string(),
    /**
     * A payment taken back after a correction (`reversal`, with what it left owed) or a part of
     * what was owed paid from later money (`owed_paid_down`, with what that reversal left owed).
     */
    correction: z.object({ kind: z.enum(TRANSACTION_CORRECTIONS), owed_cents: centsField }).nullable(),
    created_at: timestampField,
  })
  .meta({ id: 'Transaction' });

export const transactionsResponseSchema = z
  .object({ data: z.array(transactionSchema), next_cursor: z.string().nullable() })
  .meta({ id: 'TransactionPage' });

// GET /v1/transactions.csv: the same filters, every matching row, newest first.
export const transactionsCsvQuerySchema = z.object(transactionFilters).superRefine(datesInOrder);

// GET /v1/wallet/owed
export const owedReversalSchema = z
  .object({
    id: z.string(),
    game: z.enum(OWED_GAMES),
    /** Why it was taken back, in words. */
    reason: z.string(),
    /** What the reversal could not take when it was made. */
    owed_at_reversal_cents: centsField,
    /** What is still owed (0 once paid down). */
    owed_cents: centsField,
    created_at: timestampField,
    paid_at: timestampField.nullable(),
  })
  .meta({ id: 'OwedReversal' });
export const OWED_LIST_MAX = 50;
export const owedResponseSchema = z
  .object({
    data: z.object({
      /** The total still owed. */
      owed_cents: centsField,
      /** What is or was owed, still owed first then newest first (at most OWED_LIST_MAX). */
      items: z.array(owedReversalSchema),
    }),
  })
  .meta({ id: 'Owed' });

// GET /v1/promotions
export const promotionOfferSchema = z
  .object({
    id: z.enum(PROMOTION_KINDS),
    title: z.string(),
    summary: z.string(),
    terms: z.array(z.string()),
    promo_code: z.string().nullable(),
    match_percent: z.number().int().nullable(),
    max_bonus_cents: centsField.nullable(),
    bonus_cents: centsField.nullable(),
    qualifying_deposit_cents: centsField,
    expiry_days: z.number().int(),
    schedule_version: z.string(),
  })
  .meta({ id: 'PromotionOffer' });
export const promotionsResponseSchema = z.object({ data: z.array(promotionOfferSchema) });

export function promotionOfferToWire(offer: PromotionOffer): z.infer<typeof promotionOfferSchema> {
  return {
    id: offer.id,
    title: offer.title,
    summary: offer.summary,
    terms: [...offer.terms],
    promo_code: offer.promoCode,
    match_percent: offer.matchPercent,
    max_bonus_cents: offer.maxBonusCents,
    bonus_cents: offer.bonusCents,
    qualifying_deposit_cents: offer.qualifyingDepositCents,
    expiry_days: offer.expiryDays,
    schedule_version: offer.scheduleVersion,
  };
}

export const WALLET_ENDPOINTS = {
  getWallet: {
    method: 'GET',
    path: '/v1/wallet',
    summary: 'Cash, promo credit, cash held for withdrawals, and lifetime deposits, in cents.',
    auth: true,
    idempotent: false,
    status: 200,
    response: walletResponseSchema,
  },
  getOwed: {
    method: 'GET',
    path: '/v1/wallet/owed',
    summary: 'What the player owes back of payments a correction reversed, and why.',
    auth: true,
    idempotent: false,
    status: 200,
    response: owedResponseSchema,
  },
  listTransactions: {
    method: 'GET',
    path: '/v1/transactions',
    summary: 'Every movement of the player’s cash and promo credit, newest first, by type and date.',
    auth: true,
    idempotent: false,
    query: transactionsQuerySchema,
    status: 200,
    response: transactionsResponseSchema,
  },
  exportTransactions: {
    method: 'GET',
    path: '/v1/transactions.csv',
    summary: 'The same history as CSV (every matching row).',
    auth: true,
    idempotent: false,
    query: transactionsCsvQuerySchema,
    status: 200,
    response: z.string(),
    contentType: 'text/csv',
  },
  listPromotions: {
    method: 'GET',
    path: '/v1/promotions',
    summary: 'Active promotions with their terms.',
    auth: false,
    idempotent: false,
    status: 200,
    response: promotionsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type Wallet = z.infer<typeof walletSchema>;
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;
export type Transaction = z.infer<typeof transactionSchema>;
export type TransactionCorrection = NonNullable<Transaction['correction']>;
export type OwedReversal = z.infer<typeof owedReversalSchema>;
export type Owed = z.infer<typeof owedResponseSchema>['data'];
export type TransactionPage = z.infer<typeof transactionsResponseSchema>;
export type PromotionOfferWire = z.infer<typeof promotionOfferSchema>;
