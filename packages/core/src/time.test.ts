import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatMonthDayTime,
  formatTimeOfDay,
  formatUpcoming,
  formatWeekdayDateTime,
  formatWeekdayTime,
  isSameKennelDay,
  kennelCalendarDay,
  kennelDayStart,
} from './time.ts';

// 01:30 UTC on Monday 7 December 2026 is 8:30 PM on Sunday 6 December in New York (EST, UTC-5).
const SUNDAY_NIGHT_ET = new Date('2026-12-07T01:30:00Z');

describe("Kennel's one rule for times: Eastern Time, labelled", () => {
  it('shows the zone with every time, in winter and in summer', () => {
    expect(formatDateTime(SUNDAY_NIGHT_ET)).toBe('Dec 6, 2026, 8:30 PM ET');
    expect(formatDateTime('2026-07-04T16:05:00Z')).toBe('Jul 4, 2026, 12:05 PM ET');
    expect(formatTimeOfDay(SUNDAY_NIGHT_ET)).toBe('8:30 PM ET');
    expect(formatWeekdayTime(SUNDAY_NIGHT_ET)).toBe('Sun 8:30 PM ET');
    expect(formatMonthDayTime(SUNDAY_NIGHT_ET)).toBe('Dec 6 8:30 PM ET');
    expect(formatWeekdayDateTime(SUNDAY_NIGHT_ET)).toBe('Sun Dec 6, 8:30 PM ET');
  });

  it('puts days on the Eastern calendar, not the UTC one or the machine’s', () => {
    expect(kennelCalendarDay(SUNDAY_NIGHT_ET)).toBe('2026-12-06');
    expect(formatLongDate(SUNDAY_NIGHT_ET)).toBe('December 6, 2026');
    expect(isSameKennelDay(SUNDAY_NIGHT_ET, '2026-12-06T05:00:00Z')).toBe(true);
    expect(isSameKennelDay(SUNDAY_NIGHT_ET, '2026-12-07T05:00:00Z')).toBe(false);
  });

  it('starts a day at midnight Eastern, in standard and in daylight time', () => {
    expect(kennelDayStart('2026-12-06').toISOString()).toBe('2026-12-06T05:00:00.000Z');
    expect(kennelDayStart('2026-07-04').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    // The days daylight saving starts and ends.
    expect(kennelDayStart('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(kennelDayStart('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(kennelDayStart('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('says an upcoming moment as short as reads clearly', () => {
    const now = new Date('2026-12-06T15:00:00Z'); // Sunday 10:00 AM ET
    expect(formatUpcoming(SUNDAY_NIGHT_ET, now)).toBe('8:30 PM ET');
    expect(formatUpcoming('2026-12-09T00:00:00Z', now)).toBe('Tue 7:00 PM ET');
    expect(formatUpcoming('2026-12-20T18:00:00Z', now)).toBe('Dec 20 1:00 PM ET');
  });
});
