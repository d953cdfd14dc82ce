import { currentTermsVersion } from '../legal/documents.ts';

/** Account-security settings of RULES.md "Accounts"; the API enforces them, the web app explains them. */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The terms a new account accepts (terms of use, membership agreement and privacy policy together,
 * from the documents' index); registration must send this exact version.
 */
export const TERMS_VERSION = currentTermsVersion();

export const MAX_FAILED_LOGINS = 5;
export const SESSION_IDLE_MS = 30 * MINUTE_MS;
export const SESSION_ABSOLUTE_MS = 12 * HOUR_MS;

export const RESET_TOKEN_TTL_MS = 30 * MINUTE_MS;
export const EMAIL_VERIFICATION_TTL_MS = 24 * HOUR_MS;
export const LOGIN_CONFIRMATION_TTL_MS = 30 * MINUTE_MS;
export const ACCOUNT_UNLOCK_TTL_MS = 24 * HOUR_MS;
/** How long the `mfa_token` from a password step stays good for the second step. */
export const MFA_TOKEN_TTL_MS = 5 * MINUTE_MS;
export const VERIFICATION_RESEND_COOLDOWN_MS = 60_000;

/** Random bytes in every emailed token, session id and mfa_token: 256 bits, above the 128 required. */
export const TOKEN_BYTES = 32;

/** TOTP per RFC 6238. One step of clock drift is accepted either side. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ALLOWED_DRIFT_STEPS = 1;
export const TOTP_ISSUER = 'Kennel';

/** Said whether or not an account uses the email, so the answer reveals nothing. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses that email, we have sent it a link to reset the password. The link works for 30 minutes.';
export const VERIFICATION_EMAIL_SENT_MESSAGE =
  'We have sent you a new verification link. Check your inbox and your spam folder.';

/** A token from an emailed link (base64url); zod-free so a page can check a link before loading zod. */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;
