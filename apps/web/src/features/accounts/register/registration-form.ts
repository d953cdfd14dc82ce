import { TERMS_VERSION } from '@kennel/core/accounts/security';
import { isoDateInTimeZone } from '@kennel/core/compliance/age';
import { serverNow } from '../../../shared/clock/index.ts';
import { answered } from '../../../shared/forms/index.ts';
import type { CodeKind } from './code-check.ts';

/** The form's answers, under the wire names of core's registration contract (one input for either code). */
export interface RegistrationValues {
  email: string;
  username: string;
  password: string;
  date_of_birth: string;
  state: string;
  code: string;
  accept_terms: boolean;
  code_kind: CodeKind | null;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  email: '',
  username: '',
  password: '',
  date_of_birth: '',
  state: '',
  code: '',
  accept_terms: false,
  code_kind: null,
};

/** The request the form would send: empty optional answers left out. */
export function registrationRequest(values: RegistrationValues): Record<string, unknown> {
  const code = values.code.trim();
  return {
    email: answered(values.email),
    username: answered(values.username),
    password: answered(values.password, { exact: true }),
    date_of_birth: values.date_of_birth || undefined,
    state: values.state || undefined,
    promo_code: values.code_kind === 'promo' && code ? code : undefined,
    referral_code: values.code_kind === 'referral' && code ? code : undefined,
    accept_terms: values.accept_terms,
    terms_version: TERMS_VERSION,
  };
}

/** Today where the day starts last (Hawaii), as the server judges ages. */
export function registrationToday(now: Date = new Date(serverNow())): string {
  return isoDateInTimeZone(now);
}
