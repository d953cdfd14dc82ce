import {
  cardBrand,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  cvcLength,
  formatCardNumber,
  maxCardNumberLength,
  normalizeCardNumber,
  parseExpiry,
  type TokenizeRequest,
} from '@kennel/core';
import { serverNow } from '../../../shared/clock/index.ts';

export interface CardFields {
  number: string;
  /** As typed, 'MM/YY'. */
  expiry: string;
  cvc: string;
  postalCode: string;
}

export const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '', postalCode: '' };

export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

/** Today as 'YYYY-MM-DD' in the player's own time zone, which is what the card's expiry means to them. */
export function localToday(now = new Date(serverNow())): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Digits grouped as on the card while typing, never longer than the brand allows. */
export function formatCardInput(input: string): string {
  const digits = input.replace(/\D/g, '');
  return formatCardNumber(digits.slice(0, maxCardNumberLength(cardBrand(digits))));
}

/** 'MM/YY' while typing: "4" → "04/" is too eager, so only a typed third digit adds the slash. */
export function formatExpiryInput(input: string, previous: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  const deleting = input.length < previous.length;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  return digits;
}

export function brandOf(fields: Pick<CardFields, 'number'>) {
  return cardBrand(normalizeCardNumber(fields.number) ?? '');
}

export function checkCardFields(
  fields: CardFields,
  today: string,
): { ok: true; card: TokenizeRequest } | { ok: false; errors: CardFieldErrors } {
  const errors: CardFieldErrors = {};
  const number = checkCardNumber(fields.number);
  if (!number.ok) errors.number = number.message;
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY.';
  else {
    const problem = checkExpiry(expiry.month, expiry.year, today);
    if (problem) errors.expiry = problem;
  }
  const cvcProblem = checkCvc(fields.cvc, brandOf(fields));
  if (cvcProblem) errors.cvc = cvcProblem;
  if (!/^\d{5}$/.test(fields.postalCode)) errors.postalCode = 'Enter the 5-digit billing ZIP code.';
  if (!number.ok || !expiry || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: {
      number: number.number,
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: fields.cvc,
      postal_code: fields.postalCode,
    },
  };
}

/** The processor's field names mapped onto the form's. */
export function processorFieldErrors(fields: Record<string, string> | undefined): CardFieldErrors {
  if (!fields) return {};
  const errors: CardFieldErrors = {};
  if (fields.number) errors.number = fields.number;
  if (fields.exp_month || fields.exp_year) errors.expiry = fields.exp_month ?? fields.exp_year;
  if (fields.cvc) errors.cvc = fields.cvc;
  if (fields.postal_code) errors.postalCode = fields.postal_code;
  return errors;
}

export { cvcLength };
