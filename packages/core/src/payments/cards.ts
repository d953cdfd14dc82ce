import { parseIsoDate } from '../compliance/age.ts';

/**
 * Card checks the browser runs before tokenising and the sandbox processor runs again. The card
 * number itself only ever travels from the browser to the processor's tokenize endpoint.
 */

/** Brand names match the web app's card-brand icon set. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export type AcceptedCardBrand = Exclude<CardBrand, 'unknown'>;

export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

interface BrandRule {
  /** Inclusive IIN ranges, each bound written with the same number of digits. */
  readonly ranges: ReadonlyArray<readonly [string, string]>;
  readonly lengths: readonly number[];
  readonly cvcLength: number;
  /** Digit groups for display, e.g. 4-6-5 for American Express. */
  readonly groups: readonly number[];
}

const BRAND_RULES: Readonly<Record<AcceptedCardBrand, BrandRule>> = {
  visa: { ranges: [['4', '4']], lengths: [13, 16, 19], cvcLength: 3, groups: [4, 4, 4, 4, 3] },
  mastercard: {
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
    cvcLength: 3,
    groups: [4, 4, 4, 4],
  },
  amex: {
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
    cvcLength: 4,
    groups: [4, 6, 5],
  },
  discover: {
    ranges: [
      ['6011', '6011'],
      ['622126', '622925'],
      ['644', '649'],
      ['65', '65'],
    ],
    lengths: [16, 17, 18, 19],
    cvcLength: 3,
    groups: [4, 4, 4, 4, 3],
  },
};

const ACCEPTED_BRANDS = Object.keys(BRAND_RULES) as AcceptedCardBrand[];

/** Digits only, with the spaces and dashes people type removed; null if anything else is in it. */
export function normalizeCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function inRange(digits: string, [low, high]: readonly [string, string]): boolean {
  if (digits.length < low.length) return false;
  const prefix = digits.slice(0, low.length);
  return prefix >= low && prefix <= high;
}

/** The brand from the number's first digits; works on a partly typed number to show the icon early. */
export function cardBrand(digits: string): CardBrand {
  return (
    ACCEPTED_BRANDS.find((brand) => BRAND_RULES[brand].ranges.some((r) => inRange(digits, r))) ?? 'unknown'
  );
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'unknown' ? 3 : BRAND_RULES[brand].cvcLength;
}

export function maxCardNumberLength(brand: CardBrand): number {
  return brand === 'unknown' ? 19 : Math.max(...BRAND_RULES[brand].lengths);
}

export function lastFour(digits: string): string {
  return digits.slice(-4);
}

/** Groups digits as printed on the card ('4242 4242 4242 4242', '3782 822463 10005'). */
export function formatCardNumber(digits: string): string {
  const brand = cardBrand(digits);
  const groups = brand === 'unknown' ? [4, 4, 4, 4, 3] : BRAND_RULES[brand].groups;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

export type CardNumberCheck =
  | { readonly ok: true; readonly number: string; readonly brand: AcceptedCardBrand; readonly last4: string }
  | { readonly ok: false; readonly message: string };

export function checkCardNumber(input: string): CardNumberCheck {
  const digits = normalizeCardNumber(input);
  if (digits === '') return { ok: false, message: 'Enter your card number.' };
  if (digits === null) return { ok: false, message: 'A card number has only digits.' };
  const brand = cardBrand(digits);
  if (brand === 'unknown') {
    return {
      ok: false,
      message: "We don't take this card. Use a Visa, Mastercard, American Express or Discover card.",
    };
  }
  if (!BRAND_RULES[brand].lengths.includes(digits.length) || !passesLuhn(digits)) {
    return { ok: false, message: "This card number isn't valid. Check it and try again." };
  }
  return { ok: true, number: digits, brand, last4: lastFour(digits) };
}

export function checkCvc(cvc: string, brand: CardBrand): string | null {
  const length = cvcLength(brand);
  if (new RegExp(`^\\d{${length}}$`).test(cvc)) return null;
  return brand === 'amex'
    ? 'Enter the 4-digit security code from the front of your card.'
    : 'Enter the 3-digit security code from the back of your card.';
}

/** Cards are valid through the last day of their expiry month; we accept expiries up to 20 years ahead. */
const MAX_YEARS_AHEAD = 20;

/** A two-digit year means 20YY. */
export function fullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Reads 'MM/YY', 'MM / YY' or 'MM/YYYY'. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: fullExpiryYear(Number(match[2])) };
}

/** Null when the card has not expired as of `today` ('YYYY-MM-DD'); otherwise what to fix. */
export function checkExpiry(month: number, year: number, today: string): string | null {
  const now = parseIsoDate(today);
  if (!now) throw new RangeError(`Today is not a YYYY-MM-DD date: ${today}`);
  const fullYear = fullExpiryYear(year);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(fullYear)) {
    return 'Enter the expiry date as MM/YY.';
  }
  if (fullYear < now.year || (fullYear === now.year && month < now.month)) {
    return 'This card has expired. Use another card.';
  }
  if (fullYear > now.year + MAX_YEARS_AHEAD) return 'Check the expiry date on your card.';
  return null;
}
