import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, isIsoDate, isoDateInTimeZone, meetsMinimumAge, parseIsoDate } from './age.ts';

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('parseIsoDate', () => {
  it('accepts real calendar days only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('1900-02-29')).toBeNull();
    expect(parseIsoDate('2000-02-29')).not.toBeNull();
    expect(parseIsoDate('2024-04-31')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('2024-1-01')).toBeNull();
    expect(parseIsoDate('01/02/2000')).toBeNull();
    expect(isIsoDate('2024-12-31')).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts a year only once the birthday is reached', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-06-15', '2018-12-31')).toBe(18);
  });

  it('treats a 29 February birthday as 1 March in common years', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('is negative for a birth date after today', () => {
    expect(ageOn('2030-01-01', '2026-01-01')).toBeLessThan(0);
  });

  it('rejects dates that are not real', () => {
    expect(() => ageOn('2001-02-29', '2026-01-01')).toThrow(RangeError);
  });

  it('is zero on the day of birth and never goes down as days pass', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (dateOfBirth, today) => {
        expect(ageOn(dateOfBirth, dateOfBirth)).toBe(0);
        const age = ageOn(dateOfBirth, today);
        const tomorrow = ageOn(dateOfBirth, nextDay(today));
        return tomorrow === age || tomorrow === age + 1;
      }),
    );
  });

  it('goes up by exactly the years between the same day in two years', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 120 }), (dateOfBirth, years) => {
        if (dateOfBirth.endsWith('-02-29')) return true;
        const later = `${String(Number(dateOfBirth.slice(0, 4)) + years).padStart(4, '0')}${dateOfBirth.slice(4)}`;
        return ageOn(dateOfBirth, later) === years;
      }),
    );
  });
});

describe('meetsMinimumAge', () => {
  it('applies the state age, and 21 for the sportsbook', () => {
    expect(meetsMinimumAge('2008-01-01', '2026-06-01', 'NY')).toBe(true);
    expect(meetsMinimumAge('2008-01-01', '2026-06-01', 'AL')).toBe(false);
    expect(meetsMinimumAge('2007-01-01', '2026-06-01', 'AL')).toBe(true);
    expect(meetsMinimumAge('2006-01-01', '2026-06-01', 'AZ')).toBe(false);
    expect(meetsMinimumAge('2006-01-01', '2026-06-01', 'NC', 'sportsbook')).toBe(false);
    expect(meetsMinimumAge('2005-06-01', '2026-06-01', 'NC', 'sportsbook')).toBe(true);
  });
});

describe('isoDateInTimeZone', () => {
  it('gives the calendar date in Hawaii by default', () => {
    expect(isoDateInTimeZone(new Date('2026-01-01T09:59:00Z'))).toBe('2025-12-31');
    expect(isoDateInTimeZone(new Date('2026-01-01T10:00:00Z'))).toBe('2026-01-01');
    expect(isoDateInTimeZone(new Date('2026-01-01T04:00:00Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('answers each zone and each instant on its own, asked in any order', () => {
    const zones = ['Pacific/Honolulu', 'America/New_York', 'Asia/Kolkata', 'UTC'];
    fc.assert(
      fc.property(
        fc.array(
          fc.date({
            min: new Date('1950-01-01T00:00:00Z'),
            max: new Date('2100-01-01T00:00:00Z'),
            noInvalidDate: true,
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (instants) => {
          // Every zone asked about the same minute in turn, then the next instant.
          for (const instant of instants) {
            for (const zone of zones) {
              const fresh = new Intl.DateTimeFormat('en-CA', {
                timeZone: zone,
                year: 'numeric',
                month: '2-digit',
                day: '2-digit',
              });
              expect(isoDateInTimeZone(instant, zone)).toBe(fresh.format(instant));
            }
          }
        },
      ),
    );
    // The last second of a Hawaiian day, then the first of the next, in the same UTC minute's neighbours.
    expect(isoDateInTimeZone(new Date('2026-03-01T09:59:59Z'))).toBe('2026-02-28');
    expect(isoDateInTimeZone(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01');
    expect(isoDateInTimeZone(new Date('2026-03-01T09:59:30Z'))).toBe('2026-02-28');
  });
});
