import { serverNow } from '../../shared/clock/index.ts';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const dated = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "just now", "5 minutes ago", "yesterday", then the date ("Nov 3"). */
export function noticeTime(at: string, now: Date = new Date(serverNow())): string {
  const seconds = Math.round((now.getTime() - Date.parse(at)) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds < 3_600) return relative.format(-Math.round(seconds / 60), 'minute');
  if (seconds < 86_400) return relative.format(-Math.round(seconds / 3_600), 'hour');
  if (seconds < 7 * 86_400) return relative.format(-Math.round(seconds / 86_400), 'day');
  return dated.format(new Date(at));
}
