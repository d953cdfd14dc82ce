import {
  DEFAULT_EMAIL_PREFERENCE,
  type NotificationPage,
  type NotificationPreference,
  type NotificationsSnapshot,
  type NotificationType,
  type PlayerNotification,
} from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { NotificationRow } from '../../platform/db/schema/notifications.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { EventBus } from '../../platform/realtime/bus.ts';
import { NOTIFICATIONS_CHANGED } from './port.ts';
import { notificationsRepo } from './repo.ts';

export function notificationToWire(row: NotificationRow): PlayerNotification {
  return {
    id: String(row.id),
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** The notification centre: a player reads and marks only their own notifications. */
export function createNotificationCentre({ db, clock, bus }: { db: Database; clock: Clock; bus: EventBus }) {
  const changed = (userId: string) => bus.publish([{ type: NOTIFICATIONS_CHANGED, userId }]);

  return {
    async page(userId: string, before: string | undefined, limit: number): Promise<NotificationPage> {
      const rows = await notificationsRepo.page(
        db,
        userId,
        before === undefined ? undefined : Number(before),
        limit,
      );
      const shown = rows.slice(0, limit);
      return {
        data: shown.map(notificationToWire),
        next_before: rows.length > limit ? String(shown.at(-1)!.id) : null,
        unread_count: await notificationsRepo.unreadCount(db, userId),
      };
    },

    unreadCount: (userId: string) => notificationsRepo.unreadCount(db, userId),

    async snapshot(userId: string): Promise<NotificationsSnapshot> {
      const latest = await notificationsRepo.newest(db, userId);
      return {
        unread_count: await notificationsRepo.unreadCount(db, userId),
        latest: latest ? notificationToWire(latest) : null,
      };
    },

    /** Another player's notification answers as one that does not exist. */
    async markRead(userId: string, id: string): Promise<number> {
      if (!(await notificationsRepo.markRead(db, userId, Number(id), clock()))) {
        throw new ApiProblem('notification_not_found');
      }
      changed(userId);
      return notificationsRepo.unreadCount(db, userId);
    },

    async markAllRead(userId: string): Promise<number> {
      await notificationsRepo.markAllRead(db, userId, clock());
      changed(userId);
      return 0;
    },

    preferences: (userId: string): Promise<NotificationPreference[]> =>
      notificationsRepo.emailPreferences(db, userId, DEFAULT_EMAIL_PREFERENCE),

    async setPreferences(
      userId: string,
      choices: readonly { type: NotificationType; email: boolean }[],
    ): Promise<NotificationPreference[]> {
      await inTransaction(db, (tx) => notificationsRepo.setEmailPreferences(tx, userId, choices, clock()));
      return notificationsRepo.emailPreferences(db, userId, DEFAULT_EMAIL_PREFERENCE);
    },
  };
}

export type NotificationCentre = ReturnType<typeof createNotificationCentre>;
