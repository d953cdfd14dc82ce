import { type Cents, cents } from '@kennel/core/money';

/**
 * What the player typed in a dollar amount field, in cents; null when it is not an amount.
 * Accepts "50", "50.5", "1,250.00" and "$25"; never goes through floating point.
 */
export function parseDollars(input: string): Cents | null {
  const text = input.replace(/[\s,$]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text) ?? /^\.(\d{1,2})$/.exec(text);
  if (!match) return null;
  if (match.length === 2) return cents(Number(match[1]!.padEnd(2, '0')));
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return cents(whole * 100 + fraction);
}
