import { OPERATOR_ROLES } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, oneOf, textEnum } from './columns.ts';

/**
 * A person who runs Kennel from the operator console: apart from players (their own table, their own
 * sessions), with one role, a password and an authenticator (TOTP) that every sign-in needs.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: textEnum('role', OPERATOR_ROLES).notNull(),
    /** PHC-style scrypt string, as players' passwords. */
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret, AES-256-GCM sealed to the operator's id; set when the operator is created. */
    mfaSecret: text('mfa_secret').notNull(),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    mfaLastTimeStep: bigint('mfa_last_time_step', { mode: 'number' }),
    createdAt: instant('created_at').notNull(),
    /** A disabled operator cannot sign in; their sessions end. */
    disabledAt: instant('disabled_at'),
  },
  (table) => [
    uniqueIndex('operators_email_lower_key').on(sql`lower(${table.email})`),
    oneOf('operators_role_check', table.role, OPERATOR_ROLES),
  ],
);

export type OperatorRow = typeof operators.$inferSelect;

/** A signed-in console browser; only the SHA-256 of its cookie's token is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    idleExpiresAt: instant('idle_expires_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);
