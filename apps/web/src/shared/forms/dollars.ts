import { type Cents, cents } from '@kennel/core/money';

// Whole dollars: plain ("1250") or in thousands groups ("1,250"); a comma anywhere else is refused,
// so "10,50" (a decimal comma) is not read as $1,050.
const AMOUNT = /^(\d{1,9}|\d{1,3}(?:,\d{3}){1,2})(?:\.(\d{0,2}))?$/;

/**
 * What the player typed in a dollar amount field, in cents; null when it is not an amount.
 * Accepts "50", "50.5", "1,250.00" and "$25"; never goes through floating point.
 */
export function parseDollars(input: string): Cents | null {
  const text = input.replace(/[\s$]/g, '');
  const fractionOnly = /^\.(\d{1,2})$/.exec(text);
  if (fractionOnly) return cents(Number(fractionOnly[1]!.padEnd(2, '0')));
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return cents(whole * 100 + fraction);
}
