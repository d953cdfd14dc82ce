import { NOTIFICATION_TYPES, type NotificationType } from '@kennel/core';
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import {
  type NotificationRow,
  notificationPreferences,
  notifications,
} from '../../platform/db/schema/notifications.ts';
import { users } from '../../platform/db/schema/users.ts';

export type NewNotification = Omit<NotificationRow, 'id' | 'readAt'>;

/** Reads and writes notifications and their preferences; no rules here. */
export const notificationsRepo = {
  /** Inserts the notification unless its event already notified; answers the new row or undefined. */
  async insertOnce(tx: Database, row: NewNotification): Promise<NotificationRow | undefined> {
    const [inserted] = await tx
      .insert(notifications)
      .values(row)
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning();
    return inserted;
  },

  /** Inserts those whose event has not notified yet, in one statement; answers the dedupe keys written. */
  async insertEachOnce(tx: Database, rows: readonly NewNotification[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const inserted = await tx
      .insert(notifications)
      .values([...rows])
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning({ dedupeKey: notifications.dedupeKey });
    return new Set(inserted.map((row) => row.dedupeKey));
  },

  /** Newest first, older than `before` when given; one row more than `limit` tells whether more follow. */
  page(db: Database, userId: string, before: number | undefined, limit: number): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          before === undefined ? undefined : lt(notifications.id, before),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(limit + 1);
  },

  async newest(db: Database, userId: string): Promise<NotificationRow | undefined> {
    const [row] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(1);
    return row;
  },

  async unreadCount(db: Database, userId: string): Promise<number> {
    const [row] = await db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return Number(row?.unread ?? 0);
  },

  /** Marks one of the player's own notifications read; answers whether the player has it. */
  async markRead(db: Database, userId: string, id: number, at: Date): Promise<boolean> {
    const [row] = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${at})` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return row !== undefined;
  },

  async markAllRead(db: Database, userId: string, at: Date): Promise<void> {
    await db
      .update(notifications)
      .set({ readAt: at })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  },

  /** The player's email choice per type, defaults filled in. */
  async emailPreferences(db: Database, userId: string, fallback: boolean) {
    const rows = await db
      .select({ type: notificationPreferences.type, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    const chosen = new Map(rows.map((row) => [row.type, row.email]));
    return NOTIFICATION_TYPES.map((type) => ({ type, email: chosen.get(type) ?? fallback }));
  },

  async setEmailPreferences(
    tx: Database,
    userId: string,
    choices: readonly { type: NotificationType; email: boolean }[],
    at: Date,
  ): Promise<void> {
    await tx
      .insert(notificationPreferences)
      .values(choices.map((choice) => ({ userId, type: choice.type, email: choice.email, updatedAt: at })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { email: sql`excluded.email`, updatedAt: at },
      });
  },

  /**
   * The players' addresses and their email choices, for many players in one read: answers a lookup
   * of where to email `userId` about `type` (undefined when that email is off).
   */
  async emailRecipients(tx: Database, userIds: readonly string[], fallback: boolean) {
    if (userIds.length === 0) return () => undefined;
    const rows = await tx
      .select({
        userId: users.id,
        email: users.email,
        username: users.username,
        type: notificationPreferences.type,
        wanted: notificationPreferences.email,
      })
      .from(users)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(inArray(users.id, [...new Set(userIds)]));
    const players = new Map<string, { email: string; username: string }>();
    const choices = new Map<string, boolean>();
    for (const row of rows) {
      players.set(row.userId, { email: row.email, username: row.username });
      if (row.type !== null && row.wanted !== null) choices.set(`${row.userId}:${row.type}`, row.wanted);
    }
    return (userId: string, type: NotificationType) =>
      (choices.get(`${userId}:${type}`) ?? fallback) ? players.get(userId) : undefined;
  },
};
