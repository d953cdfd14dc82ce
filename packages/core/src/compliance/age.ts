import { minimumAge, type Product, type StateCode } from './states.ts';

/** A calendar date as written on the wire: 'YYYY-MM-DD'. */
export type IsoDate = string;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses a strict 'YYYY-MM-DD' that names a real calendar day; null otherwise. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function requireDate(value: string, label: string): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`${label} is not a real date in YYYY-MM-DD form: ${value}`);
  return date;
}

/**
 * Whole years completed between a birth date and `today` (negative when born after today).
 * Someone born on 29 February has a birthday on 1 March in common years: the conservative
 * reading for a minimum-age check.
 */
export function ageOn(dateOfBirth: IsoDate, today: IsoDate): number {
  const born = requireDate(dateOfBirth, 'Date of birth');
  const now = requireDate(today, 'Today');
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

export function meetsMinimumAge(
  dateOfBirth: IsoDate,
  today: IsoDate,
  state: StateCode,
  product?: Product,
): boolean {
  return ageOn(dateOfBirth, today) >= minimumAge(state, product);
}

/** Hawaii is the last US state to reach any date, so a birthday counts once it has begun everywhere. */
export const AGE_CHECK_TIME_ZONE = 'Pacific/Honolulu';

/** One formatter per time zone: making one costs far more than using it (every paid action asks). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** Each zone's date in the last minute asked about: zones' offsets are whole minutes, so it holds for all of that minute. */
const lastDates = new Map<string, { minute: number; date: IsoDate }>();

/** The calendar date of an instant in a time zone, as 'YYYY-MM-DD'. */
export function isoDateInTimeZone(instant: Date, timeZone: string = AGE_CHECK_TIME_ZONE): IsoDate {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const parts = dateFormatIn(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date: IsoDate = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  lastDates.set(timeZone, { minute, date });
  return date;
}
