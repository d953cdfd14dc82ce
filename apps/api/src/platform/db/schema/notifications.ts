import { NOTIFICATION_TYPES } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant, oneOf, textEnum } from './columns.ts';
import { users } from './users.ts';

/**
 * A player's notices (the shell's bell). `dedupe_key` names the event (`deposit_landed:<id>`), so an
 * event retried or replayed still notifies once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: textEnum('type', NOTIFICATION_TYPES).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_key_idx').on(table.dedupeKey),
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    oneOf('notifications_type_check', table.type, NOTIFICATION_TYPES),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** A player's email choice for one notification type; no row means the default (on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: textEnum('type', NOTIFICATION_TYPES).notNull(),
    email: boolean('email').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.type] }),
    oneOf('notification_preferences_type_check', table.type, NOTIFICATION_TYPES),
  ],
);
