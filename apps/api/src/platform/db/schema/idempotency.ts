import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './users.ts';

/**
 * Idempotency-Key records (Stripe's semantics, core wallet/idempotency.ts). The row is claimed
 * before the work starts and its response is written in the transaction that moves the money,
 * so a committed movement always has a response to replay.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /**
     * 'client:' and the sha256 of method, route and the canonical params and body as the client
     * sent them (before defaults); keys stored before that have the bare sha256 of the parsed ones.
     */
    fingerprint: text('fingerprint').notNull(),
    createdAt: instant('created_at').notNull(),
    /**
     * When this key's replay window began: set by a first claim and by a claim after the window
     * expired, kept by a retry that takes over a dead request. Rows keyed by the request (deposits,
     * withdrawals) carry it, so a key reused after expiry starts new rows instead of finding old ones.
     * Null for windows opened before the column existed (their rows carry the bare key).
     */
    windowStartedAt: instant('window_started_at'),
    /**
     * While the first request runs it renews this lease; once it lapses without a response the
     * request is known dead (crashed process), so a retry may run at once instead of waiting.
     */
    leaseExpiresAt: instant('lease_expires_at'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    completedAt: instant('completed_at'),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [table.userId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
