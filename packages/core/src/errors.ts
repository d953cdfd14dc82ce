import { ACCOUNT_CLOSURE_ERRORS } from './contracts/account-closure-errors.ts';
import { ACCOUNT_ERRORS } from './contracts/accounts-errors.ts';
import { CONSOLE_ERRORS } from './contracts/console-errors.ts';
import { CONTEST_ERRORS } from './contracts/contests-errors.ts';
import { DRAFT_ERRORS } from './contracts/drafts-errors.ts';
import { LOCATION_ERRORS } from './contracts/location-errors.ts';
import { NOTIFICATION_ERRORS } from './contracts/notifications-errors.ts';
import { PAYMENT_ERRORS } from './contracts/payments-errors.ts';
import { PICKEM_ERRORS } from './contracts/pickem-errors.ts';
import { PLATFORM_ERRORS } from './contracts/platform-errors.ts';
import { RESPONSIBLE_GAMING_ERRORS } from './contracts/responsible-gaming-errors.ts';
import { SPORTSBOOK_ERRORS } from './contracts/sportsbook-errors.ts';
import { SUPPORT_ERRORS } from './contracts/support-errors.ts';
import { TAX_ERRORS } from './contracts/tax-errors.ts';
import { TERMS_ERRORS } from './contracts/terms-errors.ts';
import { VERIFICATION_ERRORS } from './contracts/verification-errors.ts';
import { WALLET_ERRORS } from './contracts/wallet-errors.ts';

/**
 * Kennel's error catalogue: every error a user can see has a code here, an HTTP status, a title and
 * a message that says what to do next. Each feature owns its codes (contracts/<feature>-errors.ts);
 * a code is given by one feature only (a test checks), so the merge never hides one.
 */
export const ERROR_CATALOGUE = {
  ...PLATFORM_ERRORS,
  ...ACCOUNT_ERRORS,
  ...WALLET_ERRORS,
  ...PAYMENT_ERRORS,
  ...VERIFICATION_ERRORS,
  ...RESPONSIBLE_GAMING_ERRORS,
  ...LOCATION_ERRORS,
  ...TAX_ERRORS,
  ...TERMS_ERRORS,
  ...ACCOUNT_CLOSURE_ERRORS,
  ...PICKEM_ERRORS,
  ...DRAFT_ERRORS,
  ...CONTEST_ERRORS,
  ...NOTIFICATION_ERRORS,
  ...SPORTSBOOK_ERRORS,
  ...SUPPORT_ERRORS,
  ...CONSOLE_ERRORS,
} as const;

/** The features' catalogues, as merged above (for the test that no code is given twice). */
export const FEATURE_ERROR_CATALOGUES = {
  platform: PLATFORM_ERRORS,
  accounts: ACCOUNT_ERRORS,
  wallet: WALLET_ERRORS,
  payments: PAYMENT_ERRORS,
  verification: VERIFICATION_ERRORS,
  'responsible-gaming': RESPONSIBLE_GAMING_ERRORS,
  location: LOCATION_ERRORS,
  tax: TAX_ERRORS,
  terms: TERMS_ERRORS,
  'account-closure': ACCOUNT_CLOSURE_ERRORS,
  pickem: PICKEM_ERRORS,
  drafts: DRAFT_ERRORS,
  contests: CONTEST_ERRORS,
  notifications: NOTIFICATION_ERRORS,
  sportsbook: SPORTSBOOK_ERRORS,
  support: SUPPORT_ERRORS,
  console: CONSOLE_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, value);
}
