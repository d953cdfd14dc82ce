import {
  NOTIFICATION_ENDPOINTS,
  type NotificationPage,
  type NotificationPreference,
  type NotificationType,
} from '@kennel/core';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../shared/api/index.ts';
import { serverNow } from '../../shared/clock/index.ts';
import { notificationsQueryKey, unreadCountQueryKey } from './unread-count.ts';

const E = NOTIFICATION_ENDPOINTS;

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** The panel's list, newest first, a page at a time. */
export function notificationsQueryOptions(http: HttpClient) {
  return infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }): Promise<NotificationPage> =>
      http.call(E.listNotifications, { query: pageParam ? { before: pageParam } : {} }, { signal }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** Marks one read (null: all); the answer's count goes straight to the bell. */
export async function markRead(http: HttpClient, queryClient: QueryClient, id: string | null) {
  const answer = id
    ? await http.call(E.markNotificationRead, { params: { id } })
    : await http.call(E.markAllNotificationsRead);
  const readAt = new Date(serverNow()).toISOString();
  queryClient.setQueryData(unreadCountQueryKey, answer.data.unread_count);
  queryClient.setQueryData<{ pages: NotificationPage[]; pageParams: unknown[] }>(
    notificationsQueryKey,
    (list) =>
      list
        ? {
            ...list,
            pages: list.pages.map((page) => ({
              ...page,
              unread_count: answer.data.unread_count,
              data: page.data.map((notice) =>
                (id === null || notice.id === id) && notice.read_at === null
                  ? { ...notice, read_at: readAt }
                  : notice,
              ),
            })),
          }
        : list,
  );
}

export function notificationPreferencesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: async ({ signal }): Promise<NotificationPreference[]> =>
      (await http.call(E.notificationPreferences, {}, { signal })).data,
  });
}

export async function setEmailPreference(http: HttpClient, type: NotificationType, email: boolean) {
  return (await http.call(E.updateNotificationPreferences, { body: { preferences: [{ type, email }] } }))
    .data;
}
