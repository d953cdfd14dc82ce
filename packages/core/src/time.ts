/**
 * Every time Kennel shows, on every screen and in every server message, is Eastern Time and says so
 * ("Sun 1:00 PM ET"). Kennel's day boundaries are Eastern already (tax years, the limits' waits in
 * the API's messages, support hours), US sports publish their schedules in ET, and one zone means a
 * time in a limit's refusal, a lobby card and an email reads the same for a player in any state;
 * a page rendered at build time or on the server also shows what the browser will.
 */
export const KENNEL_TIME_ZONE = 'America/New_York';
export const KENNEL_TIME_ZONE_LABEL = 'ET';

type Instant = Date | string | number;

const toDate = (at: Instant): Date => (at instanceof Date ? at : new Date(at));

const inKennelZone = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: KENNEL_TIME_ZONE, ...options });

const FORMATS = {
  dateTime: inKennelZone({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  monthDayTime: inKennelZone({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
  weekdayTime: inKennelZone({ weekday: 'short', hour: 'numeric', minute: '2-digit' }),
  weekdayDateTime: inKennelZone({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  time: inKennelZone({ hour: 'numeric', minute: '2-digit' }),
  longDate: inKennelZone({ dateStyle: 'long' }),
  mediumDate: inKennelZone({ month: 'short', day: 'numeric', year: 'numeric' }),
  monthDay: inKennelZone({ month: 'short', day: 'numeric' }),
  numericMonthDay: inKennelZone({ month: 'numeric', day: 'numeric' }),
  weekdayDate: inKennelZone({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
  calendarDay: inKennelZone({ year: 'numeric', month: '2-digit', day: '2-digit' }),
  wallClock: inKennelZone({
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }),
} as const;

const zoned = (text: string) => `${text} ${KENNEL_TIME_ZONE_LABEL}`;

/** "Nov 30, 2026, 3:00 PM ET". */
export function formatDateTime(at: Instant): string {
  return zoned(FORMATS.dateTime.format(toDate(at)));
}

/** "Nov 30, 3:00 PM ET": within the year, where the year says nothing. */
export function formatMonthDayTime(at: Instant): string {
  return zoned(FORMATS.monthDayTime.format(toDate(at)).replace(',', ''));
}

/** "Sun 1:00 PM ET": within the coming week. */
export function formatWeekdayTime(at: Instant): string {
  return zoned(FORMATS.weekdayTime.format(toDate(at)).replace(',', ''));
}

/** "Tue Nov 24, 7:00 PM ET": a slate's start, in its name. */
export function formatWeekdayDateTime(at: Instant): string {
  const parts = FORMATS.weekdayDateTime.formatToParts(toDate(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return zoned(
    `${part('weekday')} ${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`,
  );
}

/** "3:00 PM ET": today. */
export function formatTimeOfDay(at: Instant): string {
  return zoned(FORMATS.time.format(toDate(at)));
}

/** "November 30, 2026": a day on Kennel's calendar (no time, so no zone to show). */
export function formatLongDate(at: Instant): string {
  return FORMATS.longDate.format(toDate(at));
}

/** "Nov 30, 2026". */
export function formatMediumDate(at: Instant): string {
  return FORMATS.mediumDate.format(toDate(at));
}

/** "Nov 30". */
export function formatMonthDay(at: Instant): string {
  return FORMATS.monthDay.format(toDate(at));
}

/** "11/30": a game log's date column. */
export function formatNumericMonthDay(at: Instant): string {
  return FORMATS.numericMonthDay.format(toDate(at));
}

/** "Sun, Dec 6, 2026": a day's heading in a list. */
export function formatWeekdayDate(at: Instant): string {
  return FORMATS.weekdayDate.format(toDate(at));
}

/** The day an instant falls on in Eastern Time, as 'YYYY-MM-DD', to group or compare days. */
export function kennelCalendarDay(at: Instant): string {
  const parts = FORMATS.calendarDay.formatToParts(toDate(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** How far Eastern wall-clock time is from UTC at an instant, in ms (-5 h in winter, -4 h in summer). */
function easternOffsetMs(at: number): number {
  const parts = FORMATS.wallClock.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a day on Kennel's calendar ('YYYY-MM-DD') begins: midnight Eastern Time. */
export function kennelDayStart(day: string): Date {
  const [year = Number.NaN, month = Number.NaN, date = Number.NaN] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  // Midnight is never inside a daylight-saving jump (those happen at 2 AM): two steps settle it.
  const first = midnightUtc - easternOffsetMs(midnightUtc);
  return new Date(midnightUtc - easternOffsetMs(first));
}

/** Whether two instants fall on the same Eastern day. */
export function isSameKennelDay(a: Instant, b: Instant): boolean {
  return kennelCalendarDay(a) === kennelCalendarDay(b);
}

/**
 * A coming (or just past) moment, as short as it reads clearly: "3:00 PM ET" today, "Sun 1:00 PM ET"
 * within six days, else "Nov 30, 3:00 PM ET".
 */
export function formatUpcoming(at: Instant, now: Date): string {
  const date = toDate(at);
  if (isSameKennelDay(date, now)) return formatTimeOfDay(date);
  if (Math.abs(date.getTime() - now.getTime()) < 6 * 86_400_000) return formatWeekdayTime(date);
  return formatMonthDayTime(date);
}
