import { slateLabel } from '../common/slates-query.ts';

/** "Sprint $5.00" from "NFL · Week 15 · Tue Nov 24, 10:40 AM Sprint $5.00": the slate is picked above the cards. */
export function contestTitle(name: string, slateName: string | null): string {
  if (slateName && name.startsWith(`${slateName} `)) return name.slice(slateName.length + 1);
  return name;
}

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayClock = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** "Locks in 12 min", "Locks at 7:30 PM", "Locks Tue 7:30 PM". */
export function locksText(locksAt: string, now: Date): string {
  const at = new Date(locksAt);
  const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'Locking now';
  if (minutes < 60) return `Locks in ${minutes} min`;
  if (at.toDateString() === now.toDateString()) return `Locks at ${clock.format(at)}`;
  return `Locks ${dayClock.format(at).replace(',', '')}`;
}

const dateTimeWithZone = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Tue, Nov 24, 7:30 PM EST": an instant in the player's time zone, the zone named. */
export const dateTimeText = (at: string) => dateTimeWithZone.format(new Date(at));

/** "Entries close in 12 min", "Entries close at 7:30 PM", "Entries close Tue 7:30 PM"; "Entries closed" once past. */
export function entriesCloseText(entriesCloseAt: string, now: Date): string {
  const at = new Date(entriesCloseAt);
  const minutes = Math.ceil((at.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'Entries closed';
  if (minutes < 60) return `Entries close in ${minutes}\u00a0min`;
  if (at.toDateString() === now.toDateString()) return `Entries close at ${clock.format(at)}`;
  return `Entries close ${dayClock.format(at).replace(',', '')}`;
}

/** "7:30 PM" today, else "Tue 7:30 PM": when the slate's first game starts (every draft is done by then). */
export function firstGameText(locksAt: string, now: Date): string {
  const at = new Date(locksAt);
  return at.toDateString() === now.toDateString() ? clock.format(at) : dayClock.format(at).replace(',', '');
}

/** A slate picker's label: its name without the sport, or its lock time when the name is unknown. */
export function slateTabLabel(name: string | null, locksAt: string): string {
  return name ? slateLabel(name) : `Locks ${dayClock.format(new Date(locksAt)).replace(',', '')}`;
}

/** Where a guest goes to log in, coming back to this lobby address afterwards. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/login?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`;
}
