const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'Mar 4, 2026, 9:41 PM' in the user's own time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** 'March 4, 2026'. */
export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}
