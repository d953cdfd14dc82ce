import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPlayerSnapshot } from '../../shared/realtime/player-snapshots.ts';
import { notificationsQueryKey, unreadCountOfSnapshot, unreadCountQueryKey } from './unread-count.ts';

/** The snapshot the API pushes on connect and after each new notice or read (`notifications`). */
export const NOTIFICATIONS_SNAPSHOT = 'notifications';

/**
 * Keeps the bell live: each pushed snapshot sets the unread count, and a change of it (a new notice,
 * or one read in another tab) refreshes the panel's list.
 */
export function useLiveNotifications(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return onPlayerSnapshot(NOTIFICATIONS_SNAPSHOT, (data) => {
      const count = unreadCountOfSnapshot(data);
      if (count === null) return;
      const before = queryClient.getQueryData<number>(unreadCountQueryKey);
      // The pushed count is newer than any read still in flight: that read must not overwrite it.
      void queryClient.cancelQueries({ queryKey: unreadCountQueryKey });
      queryClient.setQueryData(unreadCountQueryKey, count);
      if (before !== count) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    });
  }, [enabled, queryClient]);
}
