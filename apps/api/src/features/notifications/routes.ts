import { NOTIFICATION_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { NOTIFICATIONS_CHANGED } from './port.ts';
import type { NotificationCentre } from './service.ts';

const {
  listNotifications,
  unreadNotificationCount,
  markNotificationRead,
  markAllNotificationsRead,
  notificationPreferences,
  updateNotificationPreferences,
} = NOTIFICATION_ENDPOINTS;

export function notificationRoutes(
  app: App,
  { centre, realtime }: { centre: NotificationCentre; realtime: RealtimeHub },
) {
  // The bell: its count (and the newest notice) on connect, and again after every change.
  realtime.publishSnapshots(NOTIFICATIONS_CHANGED, async (userId) => ({
    type: 'notifications',
    data: await centre.snapshot(userId),
  }));

  route(app, listNotifications, async ({ user, query }) => centre.page(user.id, query.before, query.limit));

  route(app, unreadNotificationCount, async ({ user }) => ({
    data: { unread_count: await centre.unreadCount(user.id) },
  }));

  route(app, markNotificationRead, async ({ user, params }) => ({
    data: { unread_count: await centre.markRead(user.id, params.id) },
  }));

  route(app, markAllNotificationsRead, async ({ user }) => ({
    data: { unread_count: await centre.markAllRead(user.id) },
  }));

  route(app, notificationPreferences, async ({ user }) => ({ data: await centre.preferences(user.id) }));

  route(app, updateNotificationPreferences, async ({ user, body }) => ({
    data: await centre.setPreferences(user.id, body.preferences),
  }));
}
