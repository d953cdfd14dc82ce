import { parseUnreadCount } from '@kennel/core/contracts/shell-checks';
import { SHELL_ENDPOINTS } from '@kennel/core/contracts/shell-endpoints';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../shared/api/index.ts';

// The bell is on every signed-in page: its count is read without zod (ADR 0014); the panel and the
// preferences load the zod contract only when opened.

/** The bell's badge; the realtime `notifications` snapshot writes into the same entry. */
export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;
/** Every page of the panel's list (and anything else under `notifications`). */
export const notificationsQueryKey = ['notifications', 'list'] as const;

export function unreadCountQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: async ({ signal }): Promise<number> =>
      (await http.call(SHELL_ENDPOINTS.unreadNotificationCount, {}, { signal })).data.unread_count,
    staleTime: 60_000,
  });
}

/** The count in a pushed `notifications` snapshot, or null when it has the wrong shape. */
export const unreadCountOfSnapshot = (data: unknown): number | null =>
  parseUnreadCount(data)?.unread_count ?? null;

/** "9+" past nine, so the badge stays one small circle. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));
