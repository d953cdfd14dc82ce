import type { ErrorEntries } from './error-entry.ts';

/** The notification centre's own errors. */
export const NOTIFICATION_ERRORS = {
  notification_not_found: {
    status: 404,
    title: 'Notification not found',
    detail: 'That notification no longer exists. Close the list and open it again.',
  },
} as const satisfies ErrorEntries;
