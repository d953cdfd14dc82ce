import { type Cents, cents } from '@kennel/core/money';

// Whole dollars: plain ("1250") or in thousands groups ("1,250", never led by a zero); a comma
// anywhere else is refused, so "10,50" (a decimal comma) is not read as $1,050.
const AMOUNT = /^(\d{1,9}|[1-9]\d{0,2}(?:,\d{3}){1,2})(?:\.(\d{0,2}))?$/;
// Spaces around the amount and one dollar sign before it (with spaces after it); nothing inside.
const AROUND = /^\s*(?:\$\s*)?(.*?)\s*$/;

/**
 * What the player typed in a dollar amount field, in cents; null when it is not an amount.
 * Accepts "50", "50.5", "1,250.00" and "$25"; never goes through floating point.
 */
export function parseDollars(input: string): Cents | null {
  // Only what is around the amount is dropped: a space or "$" inside it ran the digits together,
  // so "10 50" read as $1,050.
  const text = AROUND.exec(input)?.[1] ?? '';
  const fractionOnly = /^\.(\d{1,2})$/.exec(text);
  if (fractionOnly) return cents(Number(fractionOnly[1]!.padEnd(2, '0')));
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return cents(whole * 100 + fraction);
}

/**
 * What to tell a player whose typed amount is not one (`parseDollars` null), with an `example` of
 * the field's own ("12.50"): a decimal comma ("10,50") is named, as the reason it was refused.
 */
export function notAnAmountMessage(input: string, what: string, example: string): string {
  if (/\d,\d{1,2}\s*$/.test(input)) return `Use a period for cents, like ${example}.`;
  return `Enter ${what} in dollars and cents, like ${example}.`;
}
