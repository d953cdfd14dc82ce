import { z } from 'zod';
import {
  dateOfBirthField,
  deviceIdField,
  emailField,
  emailTokenField,
  existingPasswordField,
  mfaTokenField,
  newPasswordField,
  promoCodeField,
  referralCodeField,
  secondFactorCodeField,
  stateField,
  timestampField,
  totpCodeField,
  usernameField,
} from '../accounts/fields.ts';
import { checkPassword } from '../accounts/password.ts';
import { RECOVERY_CODE_COUNT } from '../accounts/recovery-codes.ts';
import { TERMS_VERSION } from '../accounts/security.ts';
import { ageOn, type IsoDate, isIsoDate, meetsMinimumAge } from '../compliance/age.ts';
import { isRegistrationOpen, isStateCode, minimumAge, stateName } from '../compliance/states.ts';
import { locationCheckSchema } from './location.ts';
import { recordIdParamsSchema, sessionUserSchema } from './platform.ts';
import { ALONGSIDE_FIELD_PROBLEMS } from './whole-form-check.ts';

/** Wire contracts of the accounts endpoints (snake_case). Success bodies are `{data: ...}`; errors use apiErrorSchema. */

// GET /v1/usernames?username=
export const usernameAvailabilityQuerySchema = z.object({
  username: z
    .string({ error: 'Enter a username to check.' })
    .trim()
    .max(64, { error: 'Usernames can be at most 20 characters.' }),
});
export const usernameUnavailableReasonSchema = z.enum([
  'too_short',
  'too_long',
  'invalid_characters',
  'reserved',
  'taken',
]);
export const usernameAvailabilityResponseSchema = z
  .object({
    data: z.object({
      username: z.string(),
      available: z.boolean(),
      reason: usernameUnavailableReasonSchema.optional(),
      message: z.string().optional(),
    }),
  })
  .meta({ id: 'UsernameAvailability' });

// POST /v1/promotions/promo_code
export const promoCodeRequestSchema = z.object({ code: promoCodeField });
export const promoCodeResponseSchema = z
  .object({
    data: z.object({
      code: z.string(),
      valid: z.boolean(),
      description: z.string().optional(),
      message: z.string().optional(),
    }),
  })
  .meta({ id: 'PromoCodeCheck' });

// POST /v1/promotions/user_referral
export const referralCodeRequestSchema = z.object({ code: referralCodeField });
export const referralCodeResponseSchema = z
  .object({
    data: z.object({
      code: z.string(),
      valid: z.boolean(),
      referrer_username: z.string().optional(),
      message: z.string().optional(),
    }),
  })
  .meta({ id: 'ReferralCodeCheck' });

export const accountSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    email_verified_at: timestampField.nullable(),
    state: stateField,
    mfa_enabled: z.boolean(),
    /** When the user last logged in before the current session, shown so they can spot misuse. */
    previous_login_at: timestampField.nullable(),
    created_at: timestampField,
    terms_version: z.string(),
    /** The player's own invite code, shared as `/register?ref=CODE`. */
    referral_code: z.string(),
  })
  .meta({ id: 'Account' });

// POST /v1/accounts
export const registrationRequestSchema = z
  .object({
    email: emailField,
    username: usernameField,
    password: newPasswordField,
    date_of_birth: dateOfBirthField,
    state: stateField,
    promo_code: promoCodeField.optional(),
    referral_code: referralCodeField.optional(),
    accept_terms: z.literal(true, { error: 'Accept the terms of use to create an account.' }),
    terms_version: z
      .string({ error: 'Reload the page and review our terms.' })
      .refine((v) => v === TERMS_VERSION, {
        error: 'Our terms have changed. Reload the page, review them and try again.',
      }),
    device_id: deviceIdField.optional(),
  })
  .superRefine((value, ctx) => {
    // The field already reported any other problem; only the account's own details are new here.
    if (typeof value.password === 'string' && checkPassword(value.password).ok) {
      const check = checkPassword(value.password, {
        username: typeof value.username === 'string' ? value.username : undefined,
        email: typeof value.email === 'string' ? value.email : undefined,
      });
      if (!check.ok) {
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message: check.message,
          params: { reason: check.reason },
        });
      }
    }
    if (value.promo_code && value.referral_code) {
      ctx.addIssue({
        code: 'custom',
        path: ['referral_code'],
        message: 'Use a promo code or a referral code, not both.',
      });
    }
  }, ALONGSIDE_FIELD_PROBLEMS)
  .meta({ id: 'Registration' });
export const registrationResponseSchema = z.object({ data: accountSchema });

/**
 * The registration form's schema: the request schema plus the age and state rules as of `today`
 * ('YYYY-MM-DD'), so the form can say what is wrong before sending. The API answers the same cases
 * with `underage` and `state_not_supported`.
 */
export function registrationFormSchema(today: IsoDate) {
  return registrationRequestSchema.superRefine((value, ctx) => {
    if (typeof value.state !== 'string' || !isStateCode(value.state)) return;
    if (!isRegistrationOpen(value.state)) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: `Kennel isn't available in ${stateName(value.state)} yet.`,
      });
      return;
    }
    if (typeof value.date_of_birth !== 'string' || !isIsoDate(value.date_of_birth)) return;
    if (ageOn(value.date_of_birth, today) < 0) {
      ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: 'Enter your real date of birth.' });
    } else if (!meetsMinimumAge(value.date_of_birth, today, value.state)) {
      ctx.addIssue({
        code: 'custom',
        path: ['date_of_birth'],
        message: `You must be at least ${minimumAge(value.state)} to play in ${stateName(value.state)}.`,
      });
    }
  }, ALONGSIDE_FIELD_PROBLEMS);
}

// POST /v1/sessions (log in). A second factor answers 401 `mfa_required` with `mfa_token`;
// a new device answers 403 `login_confirmation_required`.
export const loginRequestSchema = z.object({
  email: emailField,
  password: existingPasswordField,
  device_id: deviceIdField.optional(),
});
export const loginResponseSchema = z
  .object({
    data: z.object({
      user: sessionUserSchema,
      previous_login_at: timestampField.nullable(),
      /** The location check made at login (the web keeps it under its location storage key). */
      location: locationCheckSchema.optional(),
    }),
  })
  .meta({ id: 'Login' });

// POST /v1/sessions/mfa: the second step; `code` is an authenticator code or a recovery code.
export const mfaLoginRequestSchema = z.object({
  mfa_token: mfaTokenField,
  code: secondFactorCodeField,
  device_id: deviceIdField.optional(),
});

// POST /v1/session/refresh
export const sessionRefreshResponseSchema = z.object({
  data: z.object({ idle_expires_at: timestampField, absolute_expires_at: timestampField }),
});

// GET /v1/account
export const accountResponseSchema = z.object({ data: accountSchema });

// GET /v1/account/sessions. `id` is the session's public id, never the cookie's secret.
export const accountSessionSchema = z
  .object({
    id: z.string(),
    current: z.boolean(),
    device_label: z.string(),
    ip_address: z.string().nullable(),
    created_at: timestampField,
    last_seen_at: timestampField,
    expires_at: timestampField,
  })
  .meta({ id: 'AccountSession' });
export const accountSessionsResponseSchema = z.object({ data: z.array(accountSessionSchema) });
export const accountSessionParamsSchema = recordIdParamsSchema;
export const endOtherSessionsResponseSchema = z.object({
  data: z.object({ ended: z.number().int().min(0) }),
});

// POST /v1/account/password: ends every other session.
export const passwordChangeRequestSchema = z
  .object({ current_password: existingPasswordField, new_password: newPasswordField })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    error: 'Choose a password different from your current one.',
  });
export const passwordChangeResponseSchema = z.object({
  data: z.object({ other_sessions_ended: z.number().int().min(0) }),
});

/** Every "we sent an email" answer: the same text whether or not the account exists. */
export const emailSentResponseSchema = z.object({ data: z.object({ message: z.string() }) });

// POST /v1/password-resets → 202 emailSentResponseSchema
export const passwordResetRequestSchema = z.object({ email: emailField });
// POST /v1/password-resets/confirm → 204; ends every session.
export const passwordResetConfirmSchema = z.object({
  token: emailTokenField,
  new_password: newPasswordField,
});

// POST /v1/email-verifications/confirm
export const emailVerificationConfirmSchema = z.object({ token: emailTokenField });
export const emailVerificationConfirmResponseSchema = z.object({
  data: z.object({ email_verified_at: timestampField }),
});

// POST /v1/login-confirmations/confirm: trusts the device; the user then logs in on it.
export const loginConfirmationConfirmSchema = z.object({ token: emailTokenField });
export const loginConfirmationConfirmResponseSchema = z.object({
  data: z.object({ confirmed: z.literal(true) }),
});

// POST /v1/account-unlocks/confirm → 204
export const accountUnlockConfirmSchema = z.object({
  token: emailTokenField,
  new_password: newPasswordField,
});

// POST /v1/account/mfa/enrollment
export const mfaEnrollmentResponseSchema = z
  .object({
    data: z.object({
      /** otpauth://totp/... for the QR code. */
      otpauth_uri: z.string(),
      /** The same secret in base32, for typing into an app by hand. */
      secret: z.string().regex(/^[A-Z2-7]+=*$/),
      /** The otpauth URI drawn as a QR code, an SVG data URL ready for an <img src>. */
      qr_code_data_url: z.string().startsWith('data:image/svg+xml;base64,'),
    }),
  })
  .meta({ id: 'MfaEnrollment' });
// POST /v1/account/mfa/enrollment/confirm: recovery codes are shown once and never again.
export const mfaEnrollmentConfirmSchema = z.object({ code: totpCodeField });
export const mfaEnrollmentConfirmResponseSchema = z.object({
  data: z.object({ recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT) }),
});
// DELETE /v1/account/mfa → 204
export const mfaDisableRequestSchema = z.object({
  password: existingPasswordField,
  code: secondFactorCodeField,
});

export type UsernameAvailability = z.infer<typeof usernameAvailabilityResponseSchema>['data'];
export type PromoCodeCheck = z.infer<typeof promoCodeResponseSchema>['data'];
export type ReferralCodeCheck = z.infer<typeof referralCodeResponseSchema>['data'];
export type Account = z.infer<typeof accountSchema>;
export type AccountSession = z.infer<typeof accountSessionSchema>;
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
