import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { instant, textEnum } from './columns.ts';
import { users } from './users.ts';

export const ACCOUNT_TOKEN_PURPOSES = [
  'email_verification',
  'password_reset',
  'account_unlock',
  'login_confirmation',
  'mfa_login',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens sent by email (or handed to the second login step). Only the SHA-256 of the
 * random token is stored, so a leaked table cannot be turned into working links.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: textEnum('purpose', ACCOUNT_TOKEN_PURPOSES).notNull(),
    /** The device a login confirmation or second login step is for (hashed device id). */
    deviceIdHash: text('device_id_hash'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    index('account_tokens_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
    check(
      'account_tokens_purpose_check',
      sql.raw(`purpose in (${ACCOUNT_TOKEN_PURPOSES.map((purpose) => `'${purpose}'`).join(', ')})`),
    ),
  ],
);

/** MFA recovery codes, each usable once; stored as a keyed hash (HMAC), never in clear. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/** Browsers a user has confirmed (by email link, registration or a second factor); others must confirm. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the `kennel_device` cookie's value. */
    deviceIdHash: text('device_id_hash').notNull(),
    confirmedAt: instant('confirmed_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.deviceIdHash] }),
    // The other accounts a browser signed in to: an unverified account sharing one with a
    // self-excluded person is held until verified (responsible-gaming/repo.ts).
    index('known_devices_device_id_hash_idx').on(table.deviceIdHash),
  ],
);

/**
 * Failed logins for emails that have no account, counted like real ones so that a lockout
 * answer never tells an attacker whether an account exists. Keyed by an HMAC of the email.
 */
export const unknownEmailLoginFailures = pgTable('unknown_email_login_failures', {
  emailKey: text('email_key').primaryKey(),
  failedCount: integer('failed_count').notNull(),
  lastFailedAt: instant('last_failed_at').notNull(),
});

export type AccountTokenRow = typeof accountTokens.$inferSelect;
