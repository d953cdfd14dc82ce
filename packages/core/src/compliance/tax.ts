import { type Cents, cents } from '../money.ts';
import { KENNEL_TIME_ZONE } from '../time.ts';
import { isoDateInTimeZone } from './age.ts';

/** Tax years follow the calendar in Kennel's home time zone, like every other day boundary. */
export const TAX_TIME_ZONE = KENNEL_TIME_ZONE;

/** The form Kennel files for a player's net winnings (other income, box 3). */
export const TAX_FORM_NAME = '1099-MISC';

/**
 * The reporting threshold on a year's net winnings, newest first: $2,000 from tax year 2026
 * (One Big Beautiful Bill Act), $600 before.
 */
export const REPORTING_THRESHOLDS: ReadonlyArray<{ readonly fromTaxYear: number; readonly cents: Cents }> = [
  { fromTaxYear: 2026, cents: cents(200_000) },
  { fromTaxYear: Number.NEGATIVE_INFINITY, cents: cents(60_000) },
];

export function reportingThresholdCents(taxYear: number): Cents {
  const threshold = REPORTING_THRESHOLDS.find((entry) => taxYear >= entry.fromTaxYear);
  if (!threshold) throw new RangeError(`No reporting threshold for tax year ${taxYear}`);
  return threshold.cents;
}

/** A year's net winnings reach the threshold at exactly the threshold ("$600 or more"). */
export function reachesReportingThreshold(taxYear: number, netWinningsCents: number): boolean {
  return netWinningsCents >= reportingThresholdCents(taxYear);
}

/** The tax year an instant falls in, on New York's calendar. */
export function taxYearOf(instant: Date): number {
  return Number(isoDateInTimeZone(instant, TAX_TIME_ZONE).slice(0, 4));
}

/** Midnight of January 1 in New York: always 05:00 UTC, since daylight saving never applies in January. */
export function taxYearStart(taxYear: number): Date {
  return new Date(Date.UTC(taxYear, 0, 1, 5));
}

/**
 * When a tax year's 1099s are issued: midnight of 31 January of the next year in New York (05:00 UTC),
 * the date forms go to recipients. Until then a stake of the year may still be refunded (a refund
 * counts in its stake's year), so the year's figure is an estimate and no form is fixed.
 */
export function formIssueDate(taxYear: number): Date {
  return new Date(Date.UTC(taxYear + 1, 0, 31, 5));
}

/** The year's figure may still change before its forms are issued (`formIssueDate`). */
export const isEstimateAt = (taxYear: number, now: Date): boolean =>
  now.getTime() < formIssueDate(taxYear).getTime();

export interface YearNetWinnings {
  readonly taxYear: number;
  readonly netWinningsCents: number;
}

/**
 * A W-9 is due before the next withdrawal when the current or the last tax year reached the
 * threshold: last year's form is filed early in this one, so it cannot wait for a new year.
 */
export function w9RequiredFor(years: ReadonlyArray<YearNetWinnings>, now: Date): boolean {
  const current = taxYearOf(now);
  return years.some(
    (year) =>
      (year.taxYear === current || year.taxYear === current - 1) &&
      reachesReportingThreshold(year.taxYear, year.netWinningsCents),
  );
}

export const TIN_TYPES = ['ssn', 'itin'] as const;
export type TinType = (typeof TIN_TYPES)[number];

export const TIN_TYPE_LABELS: Readonly<Record<TinType, string>> = {
  ssn: 'Social Security number (SSN)',
  itin: 'Individual taxpayer identification number (ITIN)',
};

/** Kennel pays individuals; the W-9's other classifications (corporations, trusts) do not play. */
export const TAX_CLASSIFICATIONS = ['individual'] as const;
export type TaxClassification = (typeof TAX_CLASSIFICATIONS)[number];

export const TAX_CLASSIFICATION_LABELS: Readonly<Record<TaxClassification, string>> = {
  individual: 'Individual / sole proprietor',
};

/** Why a 9-digit TIN cannot be a real SSN or ITIN (the SSA's and IRS's published shapes); null when it can. */
export function tinProblem(type: TinType, digits: string): string | null {
  if (!/^\d{9}$/.test(digits)) return 'Enter all 9 digits, like 123-45-6789.';
  const area = digits.slice(0, 3);
  const group = Number(digits.slice(3, 5));
  if (type === 'itin') {
    const itinGroup =
      (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || [90, 91, 92].includes(group);
    if (!digits.startsWith('9') || !(itinGroup || group >= 94)) {
      return 'An ITIN starts with 9 and has 50–65, 70–88, 90–92 or 94–99 as its 4th and 5th digits. Check the number on your IRS letter.';
    }
    return null;
  }
  if (area === '000' || area === '666' || area.startsWith('9') || group === 0 || digits.endsWith('0000')) {
    return 'That is not a valid Social Security number. Check the number on your card; if you have an ITIN, choose ITIN.';
  }
  return null;
}

/** Only the last 4 digits are ever shown, in the usual `***-**-1234` shape. */
export function maskTin(last4: string): string {
  return `***-**-${last4}`;
}
