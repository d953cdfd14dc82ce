import { STATE_CODES } from '@kennel/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, oneOf, textEnum } from './columns.ts';
import { promoCodes } from './promotions.ts';

/** A person with a Kennel account. Email, username and referral code are unique regardless of letter case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** PHC-style scrypt string: the parameters travel with the hash so they can be raised later. */
    passwordHash: text('password_hash').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** State of residence (two-letter code) given at registration. */
    state: textEnum('state', STATE_CODES).notNull(),
    emailVerifiedAt: instant('email_verified_at'),
    termsVersion: text('terms_version').notNull(),
    termsAcceptedAt: instant('terms_accepted_at').notNull(),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedAt: instant('locked_at'),
    /** The TOTP secret, AES-256-GCM encrypted; set (and pending) from enrolment start, active once `mfaEnabledAt` is set. */
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: instant('mfa_enabled_at'),
    /** The last TOTP time step accepted, so a code cannot be used twice (RFC 6238 section 5.2). */
    mfaLastTimeStep: bigint('mfa_last_time_step', { mode: 'number' }),
    /** The login before the latest one, shown on the account page. */
    previousLoginAt: instant('previous_login_at'),
    previousLoginIp: text('previous_login_ip'),
    lastLoginAt: instant('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    /** The code in this user's invite link. */
    referralCode: text('referral_code').notNull(),
    referredByUserId: uuid('referred_by_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** The promo code entered at sign-up, for the wallet to honour at the first deposit. */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** A closed (or excluded) account can never get a session. */
    closedAt: instant('closed_at'),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_referral_code_lower_key').on(sql`lower(${table.referralCode})`),
    oneOf('users_state_check', table.state, STATE_CODES),
  ],
);

export type UserRow = typeof users.$inferSelect;
