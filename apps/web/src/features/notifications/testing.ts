import type { NotificationPage, PlayerNotification } from '@kennel/core';

/** A notification as the API answers it; unread unless `read_at` is given. */
export function notice(overrides: Partial<PlayerNotification> = {}): PlayerNotification {
  return {
    id: '1',
    type: 'deposit_landed',
    title: 'Your deposit landed',
    body: '$25.00 is in your balance and ready to play. Good luck!',
    link: '/account/transactions',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    read_at: null,
    ...overrides,
  };
}

export function notificationPage(
  data: PlayerNotification[],
  next_before: string | null = null,
): NotificationPage {
  return { data, next_before, unread_count: data.filter((each) => each.read_at === null).length };
}
