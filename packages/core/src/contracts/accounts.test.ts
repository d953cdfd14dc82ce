import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TERMS_VERSION } from '../accounts/security.ts';
import { ERROR_CATALOGUE, isErrorCode } from '../errors.ts';
import {
  loginRequestSchema,
  mfaDisableRequestSchema,
  mfaLoginRequestSchema,
  passwordChangeRequestSchema,
  passwordResetConfirmSchema,
  promoCodeRequestSchema,
  registrationFormSchema,
  registrationRequestSchema,
  usernameAvailabilityQuerySchema,
  usernameAvailabilityResponseSchema,
} from './accounts.ts';
import { ACCOUNT_ENDPOINTS } from './accounts-endpoints.ts';

const registration = {
  email: '  Pat.Player@Example.COM ',
  username: 'Pat_Player',
  password: 'glitter unicorn taxes',
  date_of_birth: '2000-04-02',
  state: 'NY',
  accept_terms: true,
  terms_version: TERMS_VERSION,
};

function fieldMessages(result: { success: boolean; error?: z.ZodError }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('registration request', () => {
  it('accepts a complete registration and normalises the email', () => {
    const parsed = registrationRequestSchema.parse(registration);
    expect(parsed.email).toBe('pat.player@example.com');
    expect(parsed.username).toBe('Pat_Player');
  });

  it('says in words what is missing', () => {
    const messages = fieldMessages(registrationRequestSchema.safeParse({}));
    expect(messages).toMatchObject({
      email: 'Enter your email address.',
      username: 'Choose a username.',
      password: 'Choose a password.',
      date_of_birth: 'Enter your date of birth.',
      state: 'Choose your state of residence.',
      accept_terms: 'Accept the terms of use to create an account.',
    });
  });

  it('applies the username and password rules field by field', () => {
    const messages = fieldMessages(
      registrationRequestSchema.safeParse({
        ...registration,
        email: 'not-an-email',
        username: 'admin',
        password: 'Password2024!',
        date_of_birth: '2001-02-29',
        state: 'PR',
        accept_terms: false,
      }),
    );
    expect(messages).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      username: 'That username is reserved. Choose another one.',
      password: 'That password is too common and easy to guess. Try a few unrelated words instead.',
      date_of_birth: 'Enter your date of birth as YYYY-MM-DD.',
      state: 'Choose your state of residence.',
      accept_terms: 'Accept the terms of use to create an account.',
    });
  });

  it('refuses a password built on the username or email, once', () => {
    const result = registrationRequestSchema.safeParse({
      ...registration,
      password: 'pat_player is the best',
    });
    expect(result.error?.issues).toHaveLength(1);
    expect(fieldMessages(result).password).toBe("Don't use your username or email address in your password.");
  });

  it('takes a promo code or a referral code, not both', () => {
    expect(registrationRequestSchema.safeParse({ ...registration, promo_code: 'WELCOME100' }).success).toBe(
      true,
    );
    const both = registrationRequestSchema.safeParse({
      ...registration,
      promo_code: 'WELCOME100',
      referral_code: 'pat',
    });
    expect(fieldMessages(both).referral_code).toBe('Use a promo code or a referral code, not both.');
  });

  it('requires the current terms version', () => {
    const stale = registrationRequestSchema.safeParse({ ...registration, terms_version: '2001-01-01' });
    expect(fieldMessages(stale).terms_version).toBe(
      'Our terms have changed. Reload the page, review them and try again.',
    );
  });
});

describe('registration form', () => {
  const today = '2026-06-01';

  it('enforces the state minimum age as of today', () => {
    const alabama = { ...registration, state: 'AL', date_of_birth: '2007-06-02' };
    expect(fieldMessages(registrationFormSchema(today).safeParse(alabama)).date_of_birth).toBe(
      'You must be at least 19 to play in Alabama.',
    );
    expect(registrationFormSchema(today).safeParse({ ...alabama, date_of_birth: '2007-06-01' }).success).toBe(
      true,
    );
  });

  it('says a player is too young alongside the other problems, not once they are fixed', () => {
    const teen = {
      ...registration,
      password: 'short',
      accept_terms: false,
      date_of_birth: '2010-03-08',
      state: 'NJ',
    };
    expect(fieldMessages(registrationFormSchema(today).safeParse(teen))).toMatchObject({
      password: expect.any(String),
      accept_terms: 'Accept the terms of use to create an account.',
      date_of_birth: 'You must be at least 18 to play in New Jersey.',
    });
    // So is a password made of the username, and a state Kennel does not serve.
    const named = { ...registration, password: 'pat_player pat_player', email: 'not an email', state: 'WA' };
    expect(fieldMessages(registrationFormSchema(today).safeParse(named))).toMatchObject({
      email: expect.any(String),
      password: expect.stringMatching(/username|email|name/i),
      state: "Kennel isn't available in Washington yet.",
    });
  });

  it('refuses states where Kennel is not offered and birth dates in the future', () => {
    expect(
      fieldMessages(registrationFormSchema(today).safeParse({ ...registration, state: 'WA' })).state,
    ).toBe("Kennel isn't available in Washington yet.");
    expect(
      fieldMessages(registrationFormSchema(today).safeParse({ ...registration, date_of_birth: '2030-01-01' }))
        .date_of_birth,
    ).toBe('Enter your real date of birth.');
  });
});

describe('login and second factor', () => {
  it('never applies the new-password policy to a password being presented', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'old' }).success).toBe(true);
    expect(fieldMessages(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' })).password).toBe(
      'Enter your password.',
    );
  });

  it('takes an authenticator code or a recovery code in one field', () => {
    const token = 'A'.repeat(43);
    expect(mfaLoginRequestSchema.safeParse({ mfa_token: token, code: '123 456' }).success).toBe(true);
    expect(mfaLoginRequestSchema.safeParse({ mfa_token: token, code: 'abcde-fghjk' }).success).toBe(true);
    expect(fieldMessages(mfaLoginRequestSchema.safeParse({ mfa_token: token, code: '12345' })).code).toBe(
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    );
    expect(mfaDisableRequestSchema.safeParse({ password: 'x', code: '654321' }).success).toBe(true);
  });
});

describe('password change and reset', () => {
  it('requires a new password that differs from the current one and meets the policy', () => {
    const same = passwordChangeRequestSchema.safeParse({
      current_password: 'glitter unicorn taxes',
      new_password: 'glitter unicorn taxes',
    });
    expect(fieldMessages(same).new_password).toBe('Choose a password different from your current one.');
    expect(
      passwordResetConfirmSchema.safeParse({ token: 'short', new_password: 'glitter unicorn taxes' }).success,
    ).toBe(false);
  });
});

describe('code checks', () => {
  it('validates the username query and promo code shape', () => {
    expect(usernameAvailabilityQuerySchema.parse({ username: ' Pat ' })).toEqual({ username: 'Pat' });
    expect(fieldMessages(promoCodeRequestSchema.safeParse({ code: 'no spaces!' })).code).toBe(
      'A promo code has only letters, numbers, dashes and underscores.',
    );
    const taken = { data: { username: 'pat', available: false, reason: 'taken', message: 'Taken.' } };
    expect(usernameAvailabilityResponseSchema.parse(taken)).toEqual(taken);
  });
});

describe('accounts endpoints', () => {
  it('lists each method and path once, all under /v1', () => {
    const routes = Object.values(ACCOUNT_ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(route).toMatch(/^(GET|POST|DELETE) \/v1\//);
  });

  it('has a response schema exactly when the status carries a body', () => {
    for (const endpoint of Object.values(ACCOUNT_ENDPOINTS)) {
      expect(endpoint.response === null).toBe(endpoint.status === 204);
    }
  });

  it('turns every schema into JSON Schema for the OpenAPI document', () => {
    for (const endpoint of Object.values(ACCOUNT_ENDPOINTS)) {
      for (const schema of [
        'query' in endpoint ? endpoint.query : undefined,
        'params' in endpoint ? endpoint.params : undefined,
        'body' in endpoint ? endpoint.body : undefined,
        endpoint.response,
      ]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      }
    }
  });
});

describe('accounts error catalogue', () => {
  it('has a code, status and next step for every accounts error', () => {
    const codes = [
      'invalid_credentials',
      'account_locked',
      'mfa_required',
      'invalid_mfa_code',
      'email_not_verified',
      'username_taken',
      'email_taken',
      'underage',
      'state_not_supported',
      'weak_password',
      'token_invalid_or_expired',
      'login_confirmation_required',
      'session_expired',
      'self_excluded',
    ];
    for (const code of codes) {
      expect(isErrorCode(code), code).toBe(true);
    }
    expect(ERROR_CATALOGUE.invalid_credentials).toEqual({
      status: 401,
      title: 'Check your details',
      detail: "That email and password don't match. Try again or reset your password.",
    });
    expect(ERROR_CATALOGUE.mfa_required.status).toBe(401);
  });
});
