import { formatUpcoming, formatWeekdayDateTime, formatWeekdayTime } from '@kennel/core';
import { contestNameWithoutSlate } from '../common/contest-name.ts';
import { slateLabel } from '../common/slates-query.ts';

/** "Sprint $5.00" from "NFL · Week 15 · Tue Nov 24, 10:40 AM ET · Sprint $5.00": the slate is picked above the cards. */
export function contestTitle(name: string, slateName: string | null): string {
  return contestNameWithoutSlate(name, slateName) ?? name;
}

/** "Locks in 12 min", "Locks at 7:30 PM ET", "Locks Tue 7:30 PM ET", "Locks Dec 20 1:00 PM ET". */
export function locksText(locksAt: string, now: Date): string {
  const at = new Date(locksAt);
  const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'Locking now';
  if (minutes < 60) return `Locks in ${minutes} min`;
  const when = formatUpcoming(at, now);
  return /^\d/.test(when) ? `Locks at ${when}` : `Locks ${when}`;
}

/** "Tue Nov 24, 7:30 PM ET": an instant in Eastern Time, the zone named. */
export const dateTimeText = (at: string) => formatWeekdayDateTime(at);

/** "Entries close in 12 min", "Entries close at 7:30 PM ET", "Entries close Tue 7:30 PM ET"; "Entries closed" once past. */
export function entriesCloseText(entriesCloseAt: string, now: Date): string {
  const at = new Date(entriesCloseAt);
  const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'Entries closed';
  if (minutes < 60) return `Entries close in ${minutes}\u00a0min`;
  const when = formatUpcoming(at, now);
  return /^\d/.test(when) ? `Entries close at ${when}` : `Entries close ${when}`;
}

/** "7:30 PM ET" today, else "Tue 7:30 PM ET": when the slate's first game starts (every draft is done by then). */
export function firstGameText(locksAt: string, now: Date): string {
  return formatUpcoming(locksAt, now);
}

/** A slate picker's label: its name without the sport, or its lock time when the name is unknown. */
export function slateTabLabel(name: string | null, locksAt: string): string {
  return name ? slateLabel(name) : `Locks ${formatWeekdayTime(locksAt)}`;
}

/** Where a guest goes to log in, coming back to this lobby address afterwards. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`;
}
