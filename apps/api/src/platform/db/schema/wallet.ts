import { LEDGER_ACCOUNT_KINDS, PROMOTION_KINDS, TRANSACTION_TYPES, TRANSFER_KINDS } from '@kennel/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, instant, NO_CENTS, oneOf, textEnum } from './columns.ts';
import { users } from './users.ts';

/**
 * One ledger account (TigerBeetle's model): four counters, all credit-normal. The CHECK is the
 * ledger's last line of defence: an account flagged debits_must_not_exceed_credits can never
 * hold more debits (posted or pending) than posted credits, whatever the code above it does.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** core ledgerAccountName: 'house', 'user_cash:<user id>', 'processor_clearing:sandbox_card'. */
    name: text('name').notNull(),
    kind: textEnum('kind', LEDGER_ACCOUNT_KINDS).notNull(),
    code: integer('code').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    ownerKey: text('owner_key'),
    currency: text('currency').notNull().default('USD'),
    debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull(),
    debitsPostedCents: cents('debits_posted_cents').notNull().default(NO_CENTS),
    creditsPostedCents: cents('credits_posted_cents').notNull().default(NO_CENTS),
    debitsPendingCents: cents('debits_pending_cents').notNull().default(NO_CENTS),
    creditsPendingCents: cents('credits_pending_cents').notNull().default(NO_CENTS),
    balanceCents: cents('balance_cents').generatedAlwaysAs(sql`credits_posted_cents - debits_posted_cents`),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_name_key').on(table.name),
    uniqueIndex('ledger_accounts_kind_user_key')
      .on(table.kind, table.userId)
      .where(sql`${table.userId} is not null`),
    oneOf('ledger_accounts_kind_check', table.kind, LEDGER_ACCOUNT_KINDS),
    check(
      'ledger_accounts_counters_not_negative',
      sql`${table.debitsPostedCents} >= 0 and ${table.creditsPostedCents} >= 0 and ${table.debitsPendingCents} >= 0 and ${table.creditsPendingCents} >= 0`,
    ),
    check(
      'ledger_accounts_debits_within_credits',
      sql`not ${table.debitsMustNotExceedCredits} or ${table.debitsPostedCents} + ${table.debitsPendingCents} <= ${table.creditsPostedCents}`,
    ),
  ],
);

export const TRANSFER_STATUSES = ['posted', 'pending', 'voided'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * Immutable (a trigger refuses UPDATE and DELETE). A two-phase move is a `pending` transfer,
 * later answered by exactly one `posted` or `voided` transfer naming it in pending_id;
 * a correction is a new transfer naming the original in reverses_id.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey(),
    /** The caller's idempotency key for this movement, e.g. 'deposit:<deposit id>'. */
    transferKey: text('transfer_key').notNull(),
    kind: textEnum('kind', TRANSFER_KINDS).notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: cents('amount_cents').notNull(),
    status: textEnum('status', TRANSFER_STATUSES).notNull(),
    pendingId: uuid('pending_id').references((): AnyPgColumn => transfers.id),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => transfers.id),
    /** What the player's history calls it; null for system-only movements. */
    type: textEnum('type', TRANSACTION_TYPES),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('transfers_transfer_key_key').on(table.transferKey),
    // Partial indexes: most transfers are neither resolutions, reversals, deposits nor holds, and
    // every index a hot-path insert skips is write work saved.
    uniqueIndex('transfers_pending_id_key').on(table.pendingId).where(sql`${table.pendingId} is not null`),
    uniqueIndex('transfers_reverses_id_key').on(table.reversesId).where(sql`${table.reversesId} is not null`),
    index('transfers_deposits_in_idx').on(table.creditAccountId).where(sql`${table.kind} = 'deposit'`),
    index('transfers_deposits_out_idx').on(table.debitAccountId).where(sql`${table.kind} = 'deposit'`),
    index('transfers_holds_idx').on(table.debitAccountId).where(sql`${table.status} = 'pending'`),
    check('transfers_amount_positive', sql`${table.amountCents} > 0`),
    oneOf('transfers_kind_check', table.kind, TRANSFER_KINDS),
    oneOf('transfers_type_check', table.type, TRANSACTION_TYPES),
    check('transfers_accounts_differ', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    check(
      'transfers_resolution_shape',
      sql`(${table.pendingId} is null and ${table.status} in ('posted', 'pending')) or (${table.pendingId} is not null and ${table.status} in ('posted', 'voided'))`,
    ),
  ],
);

/**
 * One row per account touched by a transfer, with the account's balances after it (pgledger).
 * amount_cents moves the posted balance; available_change_cents moves what can be spent, so a
 * hold shows in a player's history when placed and its post adds nothing new. The balances after
 * are null where the account was posted to without its row lock (ledgerDeltas): there is no one
 * "after" on an account many transactions move at once.
 */
export const entries = pgTable(
  'entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: cents('amount_cents').notNull(),
    availableChangeCents: cents('available_change_cents').notNull(),
    balanceAfterCents: cents('balance_after_cents'),
    availableAfterCents: cents('available_after_cents'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('entries_account_history_idx').on(table.accountId, table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * Counter changes of accounts posted to without their row lock (ADR 0030): the house and the
 * system accounts on either side, a contest pool when it is paid into. Every entry fee would
 * otherwise lock one row until its commit, queueing every player's entry behind the others. A
 * row's four changes add to the account's counters; `ledger_balances` sums both, and the fold
 * (the wallet job, or the ledger before it debits a pool) moves them into `ledger_accounts`.
 * Signed: resolving a hold lowers a pending counter.
 */
export const ledgerDeltas = pgTable(
  'ledger_deltas',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    debitsPostedCents: bigint('debits_posted_cents', { mode: 'number' }).notNull(),
    creditsPostedCents: bigint('credits_posted_cents', { mode: 'number' }).notNull(),
    debitsPendingCents: bigint('debits_pending_cents', { mode: 'number' }).notNull(),
    creditsPendingCents: bigint('credits_pending_cents', { mode: 'number' }).notNull(),
  },
  (table) => [index('ledger_deltas_account_id_idx').on(table.accountId)],
);

/** Every account's counters with its unfolded deltas: what reports and checks read as its balances. */
export const ledgerBalances = pgView('ledger_balances', {
  id: bigint('id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  kind: textEnum('kind', LEDGER_ACCOUNT_KINDS).notNull(),
  userId: uuid('user_id'),
  debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull(),
  debitsPostedCents: bigint('debits_posted_cents', { mode: 'number' }).notNull(),
  creditsPostedCents: bigint('credits_posted_cents', { mode: 'number' }).notNull(),
  debitsPendingCents: bigint('debits_pending_cents', { mode: 'number' }).notNull(),
  creditsPendingCents: bigint('credits_pending_cents', { mode: 'number' }).notNull(),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
}).as(
  sql`select a.id, a.name, a.kind, a.user_id, a.debits_must_not_exceed_credits,
    a.debits_posted_cents + coalesce(d.debits_posted_cents, 0) as debits_posted_cents,
    a.credits_posted_cents + coalesce(d.credits_posted_cents, 0) as credits_posted_cents,
    a.debits_pending_cents + coalesce(d.debits_pending_cents, 0) as debits_pending_cents,
    a.credits_pending_cents + coalesce(d.credits_pending_cents, 0) as credits_pending_cents,
    a.credits_posted_cents + coalesce(d.credits_posted_cents, 0)
      - a.debits_posted_cents - coalesce(d.debits_posted_cents, 0) as balance_cents
  from ledger_accounts a
  left join (
    select account_id, sum(debits_posted_cents)::bigint as debits_posted_cents,
      sum(credits_posted_cents)::bigint as credits_posted_cents,
      sum(debits_pending_cents)::bigint as debits_pending_cents,
      sum(credits_pending_cents)::bigint as credits_pending_cents
    from ledger_deltas group by account_id
  ) d on d.account_id = a.id`,
);

/** Promo credit granted to a player, so the expiry job knows what is due and when. */
export const promoGrants = pgTable(
  'promo_grants',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
    kind: textEnum('kind', PROMOTION_KINDS).notNull(),
    amountCents: cents('amount_cents').notNull(),
    scheduleVersion: text('schedule_version').notNull(),
    grantedAt: instant('granted_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** Set by the expiry run that reached this grant; such grants never expire again. */
    expiryHandledAt: instant('expiry_handled_at'),
  },
  (table) => [
    uniqueIndex('promo_grants_transfer_id_key').on(table.transferId),
    index('promo_grants_user_id_idx').on(table.userId),
    index('promo_grants_due_idx').on(table.expiresAt).where(sql`${table.expiryHandledAt} is null`),
    check('promo_grants_amount_positive', sql`${table.amountCents} > 0`),
    oneOf('promo_grants_kind_check', table.kind, PROMOTION_KINDS),
  ],
);

/**
 * What a player still owes back of a payment a correction reversed (a prize, pick'em payout or
 * bet's winnings they had already spent or withdrawn): the reversal took what their cash covered
 * then; the rest is kept here, one row per payment, with the game's reference. Later winnings and
 * refunds pay it down in their own transaction, and withdrawals leave it in the account. Only the
 * wallet writes it, under the player's cash account lock.
 */
export const owedReversals = pgTable(
  'owed_reversals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The payment being taken back (its reversal's parts are keyed from its key). */
    paymentTransferId: uuid('payment_transfer_id')
      .notNull()
      .references(() => transfers.id),
    /** The game's reference: the game, its stake (entry or bet) and the settlement reversed. */
    game: text('game').notNull(),
    stakeId: text('stake_id').notNull(),
    settlement: integer('settlement').notNull(),
    /** What the reversal could not take when it was made. */
    owedAtReversalCents: cents('owed_at_reversal_cents').notNull(),
    /** What is still owed; 0 once paid down. */
    owedCents: cents('owed_cents').notNull(),
    /** How many pay-downs it has had (the next one's key is made from it). */
    paidDowns: integer('paid_downs').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (table) => [
    uniqueIndex('owed_reversals_payment_transfer_id_key').on(table.paymentTransferId),
    index('owed_reversals_user_id_idx').on(table.userId).where(sql`${table.owedCents} > 0`),
    check(
      'owed_reversals_owed_within',
      sql`${table.owedCents} >= 0 and ${table.owedCents} <= ${table.owedAtReversalCents}`,
    ),
  ],
);

export type OwedReversalRow = typeof owedReversals.$inferSelect;
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof transfers.$inferSelect;
export type EntryRow = typeof entries.$inferSelect;
export type LedgerDeltaRow = typeof ledgerDeltas.$inferSelect;
export type PromoGrantRow = typeof promoGrants.$inferSelect;
