import type { RegistrationRequest } from '@kennel/core';
import { TERMS_VERSION } from '@kennel/core/accounts/security';
import { isoDateInTimeZone } from '@kennel/core/compliance/age';
import { registrationFormSchema } from '@kennel/core/contracts/accounts';
import { answered, type FieldErrors, fieldErrorsFromIssues } from '../forms/form-errors.ts';
import type { CodeKind } from './code-check.ts';

export const REGISTRATION_FIELDS = [
  'email',
  'username',
  'password',
  'date_of_birth',
  'state',
  'promo_code',
  'referral_code',
  'accept_terms',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export interface RegistrationValues {
  email: string;
  username: string;
  password: string;
  dateOfBirth: string;
  state: string;
  codeKind: CodeKind | null;
  code: string;
  acceptTerms: boolean;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  email: '',
  username: '',
  password: '',
  dateOfBirth: '',
  state: '',
  codeKind: null,
  code: '',
  acceptTerms: false,
};

/** The request the form would send: empty optional answers left out. */
export function registrationRequest(values: RegistrationValues): Record<string, unknown> {
  const code = values.code.trim();
  return {
    email: answered(values.email),
    username: answered(values.username),
    password: answered(values.password, { exact: true }),
    date_of_birth: values.dateOfBirth || undefined,
    state: values.state || undefined,
    promo_code: values.codeKind === 'promo' && code ? code : undefined,
    referral_code: values.codeKind === 'referral' && code ? code : undefined,
    accept_terms: values.acceptTerms,
    terms_version: TERMS_VERSION,
  };
}

/** Today where the day starts last (Hawaii), as the server judges ages. */
export function registrationToday(now: Date = new Date()): string {
  return isoDateInTimeZone(now);
}

/** Checks the form exactly as the API will (core's schema, with the age and state rules of `today`). */
export function validateRegistration(
  values: RegistrationValues,
  today: string,
): { ok: true; request: RegistrationRequest } | { ok: false; errors: FieldErrors<RegistrationField> } {
  const result = registrationFormSchema(today).safeParse(registrationRequest(values));
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, errors: fieldErrorsFromIssues(result.error.issues, REGISTRATION_FIELDS) };
}

/** Which form field each value feeds (the two codes share one input). */
export function fieldOfValue(key: keyof RegistrationValues, values: RegistrationValues): RegistrationField[] {
  switch (key) {
    case 'dateOfBirth':
      return ['date_of_birth'];
    case 'acceptTerms':
      return ['accept_terms'];
    case 'code':
    case 'codeKind':
      return values.codeKind === 'referral'
        ? ['referral_code', 'promo_code']
        : ['promo_code', 'referral_code'];
    default:
      return [key];
  }
}
