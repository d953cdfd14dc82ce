import { z } from 'zod';
import {
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
} from '../notifications/types.ts';
import type { Endpoint } from './endpoint.ts';
import { timestampField } from './timestamp-field.ts';

const notificationIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, {
  error: 'That notification id is not valid. Close the list and open it again.',
});

export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    body: z.string(),
    /** A page of the app (one of the spec's routes) the notice opens. */
    link: z.string(),
    created_at: timestampField,
    read_at: timestampField.nullable(),
  })
  .meta({ id: 'Notification' });
export type PlayerNotification = z.infer<typeof notificationSchema>;

// GET /v1/notifications
export const notificationsQuerySchema = z.object({
  /** The id of the last notification already shown: the page holds older ones. */
  before: notificationIdSchema.optional(),
  limit: z.coerce
    .number({ error: 'The page size must be a number.' })
    .int({ error: 'The page size must be a whole number.' })
    .min(1, { error: 'The page size must be at least 1.' })
    .max(NOTIFICATIONS_PAGE_MAX, { error: `The page size can be at most ${NOTIFICATIONS_PAGE_MAX}.` })
    .default(NOTIFICATIONS_PAGE_DEFAULT),
});

export const notificationPageSchema = z
  .object({
    data: z.array(notificationSchema),
    /** Pass as `before` for the next (older) page; null on the last page. */
    next_before: z.string().nullable(),
    unread_count: z.number().int().min(0),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ data: z.object({ unread_count: z.number().int().min(0) }) });

/** What the realtime socket pushes as `{type: 'notifications', data}` on connect and after each new notice. */
export const notificationsSnapshotSchema = z.object({
  unread_count: z.number().int().min(0),
  /** The newest notification, so a tab can show it as it arrives. */
  latest: notificationSchema.nullable(),
});
export type NotificationsSnapshot = z.infer<typeof notificationsSnapshotSchema>;

export const notificationPreferenceSchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES),
    /** In-app notices are always on; email is the player's choice per type. */
    email: z.boolean(),
  })
  .meta({ id: 'NotificationPreference' });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({ data: z.array(notificationPreferenceSchema) });

export const notificationPreferencesUpdateSchema = z
  .object({
    preferences: z
      .array(
        z.object({
          type: z.enum(NOTIFICATION_TYPES, { error: 'Choose one of the listed notification types.' }),
          email: z.boolean({ error: 'Email must be on or off.' }),
        }),
      )
      .min(1, { error: 'Change at least one notification type.' })
      .max(NOTIFICATION_TYPES.length, { error: 'Each notification type can be set once.' })
      .refine((list) => new Set(list.map((item) => item.type)).size === list.length, {
        error: 'Each notification type can be set once.',
      }),
  })
  .meta({ id: 'NotificationPreferencesUpdate' });

/** The notification centre (the shell's bell) and the account page's email switches. */
export const NOTIFICATION_ENDPOINTS = {
  listNotifications: {
    method: 'GET',
    path: '/v1/notifications',
    summary: "The player's notifications, newest first, a page at a time, with the unread count.",
    auth: true,
    idempotent: false,
    query: notificationsQuerySchema,
    status: 200,
    response: notificationPageSchema,
  },
  unreadNotificationCount: {
    method: 'GET',
    path: '/v1/notifications/unread-count',
    summary: 'How many of the player’s notifications are unread (the bell’s badge).',
    auth: true,
    idempotent: false,
    status: 200,
    response: unreadCountSchema,
  },
  markNotificationRead: {
    method: 'POST',
    path: '/v1/notifications/:id/read',
    summary: 'Marks one of the player’s notifications read (again is harmless).',
    auth: true,
    idempotent: false,
    params: z.object({ id: notificationIdSchema }),
    status: 200,
    response: unreadCountSchema,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/v1/notifications/read',
    summary: 'Marks every notification of the player read.',
    auth: true,
    idempotent: false,
    status: 200,
    response: unreadCountSchema,
  },
  notificationPreferences: {
    method: 'GET',
    path: '/v1/notification-preferences',
    summary: 'Per notification type, whether the player also gets it by email.',
    auth: true,
    idempotent: false,
    status: 200,
    response: notificationPreferencesSchema,
  },
  updateNotificationPreferences: {
    method: 'PUT',
    path: '/v1/notification-preferences',
    summary: 'Turns email on or off for the listed notification types; answers every type.',
    auth: true,
    idempotent: false,
    rateLimitPerMinute: 30,
    body: notificationPreferencesUpdateSchema,
    status: 200,
    response: notificationPreferencesSchema,
  },
} as const satisfies Record<string, Endpoint>;
