import { z } from 'zod';
import { parseIsoDate } from '../compliance/age.ts';
import { STATE_CODES } from '../compliance/states.ts';
import { checkPassword, PASSWORD_MAX_LENGTH } from './password.ts';
import { classifySecondFactorCode } from './recovery-codes.ts';
import { EMAIL_TOKEN_PATTERN, TOTP_DIGITS } from './security.ts';
import { checkUsername } from './username.ts';

/** A field error that says what to enter when the field is missing, and what type otherwise. */
function required(whenMissing: string, whenWrongType = whenMissing) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? whenMissing : whenWrongType) };
}

export const EMAIL_MAX_LENGTH = 254;

export const emailField = z
  .string(required('Enter your email address.'))
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: `Email addresses have at most ${EMAIL_MAX_LENGTH} characters.` })
  .pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));

export const usernameField = z
  .string(required('Choose a username.'))
  .trim()
  .superRefine((value, ctx) => {
    const check = checkUsername(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message, params: { reason: check.reason } });
  });

/** A password being set. The server re-checks it with the account's username and email. */
export const newPasswordField = z.string(required('Choose a password.')).superRefine((value, ctx) => {
  const check = checkPassword(value);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message, params: { reason: check.reason } });
});

/** A password being presented: never policy-checked, so old passwords still work; bounded against abuse. */
export const existingPasswordField = z
  .string(required('Enter your password.'))
  .min(1, { error: 'Enter your password.' })
  .max(PASSWORD_MAX_LENGTH * 4, { error: 'That password is too long. Check it and try again.' });

export const EARLIEST_BIRTH_YEAR = 1900;

export const dateOfBirthField = z.string(required('Enter your date of birth.')).superRefine((value, ctx) => {
  const date = parseIsoDate(value);
  if (!date) ctx.addIssue({ code: 'custom', message: 'Enter your date of birth as YYYY-MM-DD.' });
  else if (date.year < EARLIEST_BIRTH_YEAR)
    ctx.addIssue({ code: 'custom', message: 'Enter your real date of birth.' });
});

export const stateField = z.enum(STATE_CODES, { error: 'Choose your state of residence.' });

export const PROMO_CODE_MAX_LENGTH = 32;

function codeField(kind: string) {
  return z
    .string(required(`Enter a ${kind}.`))
    .trim()
    .min(3, { error: `That ${kind} is too short. Check it and try again.` })
    .max(PROMO_CODE_MAX_LENGTH, { error: `That ${kind} is too long. Check it and try again.` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `A ${kind} has only letters, numbers, dashes and underscores.` });
}

/** Compared case-insensitively by the server. */
export const promoCodeField = codeField('promo code');
/** A referral code is the referring player's code from their invite link. */
export const referralCodeField = codeField('referral code');

/** A 6-digit authenticator code; spaces inside are allowed ('123 456'). */
export const totpCodeField = z
  .string(required('Enter the 6-digit code from your authenticator app.'))
  .refine((value) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(value.replace(/\s+/g, '')), {
    error: 'Enter the 6-digit code from your authenticator app.',
  });

/** Either a 6-digit authenticator code or a recovery code: see classifySecondFactorCode. */
export const secondFactorCodeField = z
  .string(required('Enter the code from your authenticator app or a recovery code.'))
  .refine((value) => classifySecondFactorCode(value) !== null, {
    error: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  });

/** A token from an emailed link (base64url). */
export const emailTokenField = z
  .string(required('This link is incomplete. Open the link from your email again.'))
  .regex(EMAIL_TOKEN_PATTERN, {
    error: 'This link is incomplete. Open the link from your email again.',
  });

/** The short-lived token a password step hands to the second-factor step. */
export const mfaTokenField = z
  .string(required('Your login step has expired. Log in again.'))
  .regex(EMAIL_TOKEN_PATTERN, { error: 'Your login step has expired. Log in again.' });

/** A random id the browser keeps to recognise a device it has logged in from before. */
export const deviceIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, { error: 'The device id is not valid. Refresh the page and try again.' });

export { timestampField } from '../contracts/timestamp-field.ts';
