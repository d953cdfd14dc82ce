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

// Each format is built on its first use: building them all at once was a long task on a page's load
// (Intl formats with a time zone are dear to make; most pages use two or three of them).
const FORMAT_OPTIONS = {
  dateTime: {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  weekdayTime: { weekday: 'short', hour: 'numeric', minute: '2-digit' },
  weekdayDateTime: {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  time: { hour: 'numeric', minute: '2-digit' },
  longDate: { dateStyle: 'long' },
  mediumDate: { month: 'short', day: 'numeric', year: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
  numericMonthDay: { month: 'numeric', day: 'numeric' },
  weekdayDate: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  calendarDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
  wallClock: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type FormatName = keyof typeof FORMAT_OPTIONS;
const formats = new Map<FormatName, Intl.DateTimeFormat>();

function formatOf(name: FormatName): Intl.DateTimeFormat {
  let made = formats.get(name);
  if (!made) {
    made = inKennelZone(FORMAT_OPTIONS[name]);
    formats.set(name, made);
  }
  return made;
}

const zoned = (text: string) => `${text} ${KENNEL_TIME_ZONE_LABEL}`;

/** "Nov 30, 2026, 3:00 PM ET". */
export function formatDateTime(at: Instant): string {
  return zoned(formatOf('dateTime').format(toDate(at)));
}

/** "Nov 30, 3:00 PM ET": within the year, where the year says nothing. */
export function formatMonthDayTime(at: Instant): string {
  return zoned(formatOf('monthDayTime').format(toDate(at)).replace(',', ''));
}

/** "Sun 1:00 PM ET": within the coming week. */
export function formatWeekdayTime(at: Instant): string {
  return zoned(formatOf('weekdayTime').format(toDate(at)).replace(',', ''));
}

/** "Tue Nov 24, 7:00 PM ET": a slate's start, in its name. */
export function formatWeekdayDateTime(at: Instant): string {
  const parts = formatOf('weekdayDateTime').formatToParts(toDate(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return zoned(
    `${part('weekday')} ${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`,
  );
}

/** "3:00 PM ET": today. */
export function formatTimeOfDay(at: Instant): string {
  return zoned(formatOf('time').format(toDate(at)));
}

/** "November 30, 2026": a day on Kennel's calendar (no time, so no zone to show). */
export function formatLongDate(at: Instant): string {
  return formatOf('longDate').format(toDate(at));
}

/** "Nov 30, 2026". */
export function formatMediumDate(at: Instant): string {
  return formatOf('mediumDate').format(toDate(at));
}

/** "Nov 30". */
export function formatMonthDay(at: Instant): string {
  return formatOf('monthDay').format(toDate(at));
}

/** "11/30": a game log's date column. */
export function formatNumericMonthDay(at: Instant): string {
  return formatOf('numericMonthDay').format(toDate(at));
}

/** "Sun, Dec 6, 2026": a day's heading in a list. */
export function formatWeekdayDate(at: Instant): string {
  return formatOf('weekdayDate').format(toDate(at));
}

// Lists ask for the day of the same few instants (a slate's kick-offs) once a row; formatting one
// to parts is dear on a phone, so the recent answers are kept.
const calendarDays = new Map<number, string>();
const CALENDAR_DAYS_KEPT = 512;

/** The day an instant falls on in Eastern Time, as 'YYYY-MM-DD', to group or compare days. */
export function kennelCalendarDay(at: Instant): string {
  const date = toDate(at);
  const ms = date.getTime();
  const known = calendarDays.get(ms);
  if (known !== undefined) return known;
  const parts = formatOf('calendarDay').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  if (calendarDays.size >= CALENDAR_DAYS_KEPT) calendarDays.clear();
  if (!Number.isNaN(ms)) calendarDays.set(ms, day);
  return day;
}

/** How far Eastern wall-clock time is from UTC at an instant, in ms (-5 h in winter, -4 h in summer). */
function easternOffsetMs(at: number): number {
  const parts = formatOf('wallClock').formatToParts(new Date(at));
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
