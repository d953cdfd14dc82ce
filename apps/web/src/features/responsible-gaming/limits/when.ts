import { formatEasternTime } from '@kennel/core';

const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

/** 'Mar 4, 2026, 9:41 PM ET': Eastern time, as the API's own messages say it. */
export function formatWhen(iso: string): string {
  return formatEasternTime(new Date(iso));
}

/** 'March 4, 2026'. */
export function formatDay(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** What is left of a wait, as a player reads it: "23 h 59 min", "4 min", "less than a minute". */
export function formatWait(ms: number): string {
  if (ms < 60_000) return 'less than a minute';
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return `${hours} h ${minutes % 60} min`;
}
