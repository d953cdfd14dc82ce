import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { w9RequestSchema } from '../contracts/tax.ts';
import {
  maskTin,
  reachesReportingThreshold,
  reportingThresholdCents,
  taxYearOf,
  taxYearStart,
  tinProblem,
  w9RequiredFor,
} from './tax.ts';

describe('reporting thresholds', () => {
  it('are $600 up to tax year 2025 and $2,000 from 2026', () => {
    expect(reportingThresholdCents(2019)).toBe(60_000);
    expect(reportingThresholdCents(2025)).toBe(60_000);
    expect(reportingThresholdCents(2026)).toBe(200_000);
    expect(reportingThresholdCents(2031)).toBe(200_000);
  });

  it('are reached at exactly the threshold, not a cent under', () => {
    expect(reachesReportingThreshold(2025, 59_999)).toBe(false);
    expect(reachesReportingThreshold(2025, 60_000)).toBe(true);
    expect(reachesReportingThreshold(2026, 199_999)).toBe(false);
    expect(reachesReportingThreshold(2026, 200_000)).toBe(true);
    expect(reachesReportingThreshold(2026, -500_000)).toBe(false);
  });
});

describe('the tax year of an instant', () => {
  it('follows New York: 23:59:59.999 on December 31 is the old year, midnight the new one', () => {
    expect(taxYearOf(new Date('2026-01-01T04:59:59.999Z'))).toBe(2025);
    expect(taxYearOf(new Date('2026-01-01T05:00:00.000Z'))).toBe(2026);
    expect(taxYearOf(new Date('2025-01-01T04:59:59.999Z'))).toBe(2024);
    expect(taxYearOf(new Date('2025-01-01T05:00:00.000Z'))).toBe(2025);
  });

  it('starts every year at New York midnight, and every instant falls in the year it follows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 0, max: 366 * 86_400_000 - 1 }),
        (year, offset) => {
          const start = taxYearStart(year);
          expect(taxYearOf(new Date(start.getTime() - 1))).toBe(year - 1);
          expect(taxYearOf(start)).toBe(year);
          const instant = new Date(start.getTime() + offset);
          const expected = instant.getTime() < taxYearStart(year + 1).getTime() ? year : year + 1;
          expect(taxYearOf(instant)).toBe(expected);
        },
      ),
    );
  });
});

describe('whether a W-9 is required now', () => {
  const january2026 = new Date('2026-01-10T15:00:00.000Z');

  it('is when the current or the last tax year reached its threshold', () => {
    expect(w9RequiredFor([{ taxYear: 2025, netWinningsCents: 60_000 }], january2026)).toBe(true);
    expect(w9RequiredFor([{ taxYear: 2026, netWinningsCents: 200_000 }], january2026)).toBe(true);
    expect(w9RequiredFor([{ taxYear: 2026, netWinningsCents: 199_999 }], january2026)).toBe(false);
    expect(w9RequiredFor([{ taxYear: 2025, netWinningsCents: 59_999 }], january2026)).toBe(false);
  });

  it('is not for a year two or more years back, nor for no play at all', () => {
    expect(w9RequiredFor([{ taxYear: 2024, netWinningsCents: 1_000_000 }], january2026)).toBe(false);
    expect(w9RequiredFor([], january2026)).toBe(false);
  });
});

describe('TINs', () => {
  it('accept real SSN and ITIN shapes and explain the rest', () => {
    expect(tinProblem('ssn', '123456789')).toBeNull();
    expect(tinProblem('itin', '912701234')).toBeNull();
    expect(tinProblem('itin', '900941234')).toBeNull();
    expect(tinProblem('ssn', '12345678')).toMatch(/all 9 digits/);
    for (const bad of ['000123456', '666123456', '912701234', '123006789', '123450000']) {
      expect(tinProblem('ssn', bad), bad).toMatch(/not a valid Social Security number/);
    }
    for (const bad of ['123456789', '912931234', '912491234']) {
      expect(tinProblem('itin', bad), bad).toMatch(/An ITIN starts with 9/);
    }
  });

  it('show only the last 4 digits', () => {
    expect(maskTin('6789')).toBe('***-**-6789');
  });

  it('are typed with or without dashes and spaces, and the W-9 needs its certification', () => {
    const form = {
      legal_name: 'Rex Barker',
      tax_classification: 'individual',
      address_line1: '1 Kennel Way',
      city: 'Albany',
      state: 'NY',
      postal_code: '12207',
      tin_type: 'ssn',
      tin: '123-45 6789',
      certified: true,
    } as const;
    expect(w9RequestSchema.parse(form)).toMatchObject({ tin: '123456789' });
    const uncertified = w9RequestSchema.safeParse({ ...form, certified: false });
    expect(uncertified.success).toBe(false);
    expect(uncertified.error?.issues[0]?.path).toEqual(['certified']);
    // A number that cannot be an ITIN is said alongside the other problems, once, on the TIN.
    const unfinished = w9RequestSchema.safeParse({ ...form, city: '', tin_type: 'itin', certified: false });
    expect(unfinished.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'city',
      'certified',
      'tin',
    ]);
    const short = w9RequestSchema.safeParse({ ...form, city: '', tin: '123' });
    expect(short.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['city', expect.any(String)],
      ['tin', 'Enter all 9 digits, like 123-45-6789.'],
    ]);
  });
});
