import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './users.ts';

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a
 * leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Hex SHA-256 of the session token. */
    id: text('id').primaryKey(),
    /** The id shown on the account page's session list and used to end one; never the token. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    /** Moves forward on each use, never past `expiresAt`. */
    idleExpiresAt: instant('idle_expires_at').notNull(),
    /** Absolute end of the session, fixed at sign-in. */
    expiresAt: instant('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
    uniqueIndex('sessions_public_id_key').on(table.publicId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
