import {
  accountResponseSchema,
  DEPOSIT_MATCH_PROMO_CODE,
  PASSWORD_MESSAGES,
  registrationResponseSchema,
  TERMS_VERSION,
  usernameAvailabilityResponseSchema,
} from '@kennel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/platform/db/schema/users.ts';
import {
  AccountBrowser,
  expectError,
  newIdentity,
  registerUser,
  registration,
  useAccountsApp,
} from './helpers.ts';
import { linkIn, tokenIn } from './smtp.ts';

const ctx = useAccountsApp();

async function checkUsername(username: string) {
  const browser = new AccountBrowser(ctx.app);
  const response = await browser.get(`/v1/usernames?username=${encodeURIComponent(username)}`);
  expect(response.statusCode).toBe(200);
  return usernameAvailabilityResponseSchema.parse(response.json()).data;
}

describe('GET /v1/usernames', () => {
  it('says a free, well-formed name is available', async () => {
    expect(await checkUsername('good_boy_7')).toEqual({ username: 'good_boy_7', available: true });
  });

  it('says why a name cannot be taken: too short, bad characters, reserved', async () => {
    expect(await checkUsername('ab')).toMatchObject({ available: false, reason: 'too_short' });
    expect(await checkUsername('no spaces')).toMatchObject({
      available: false,
      reason: 'invalid_characters',
    });
    expect(await checkUsername('Kennel_Admin')).toMatchObject({
      available: false,
      reason: 'reserved',
      message: 'That username is reserved. Choose another one.',
    });
  });

  it('says a name is taken whatever its letter case', async () => {
    const user = await registerUser(ctx);
    expect(await checkUsername(user.username.toUpperCase())).toMatchObject({
      available: false,
      reason: 'taken',
      message: 'That username is taken. Choose another one.',
    });
  });
});

describe('POST /v1/accounts', () => {
  it('creates the account, signs the user in on a new session and emails a verification link', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    browser.setCookie('kennel_session', 'A'.repeat(43));
    const body = registration();
    const response = await browser.post('/v1/accounts', body);
    expect(response.statusCode, response.body).toBe(201);
    const account = registrationResponseSchema.parse(response.json()).data;
    expect(account).toMatchObject({
      username: body.username,
      email: body.email,
      state: 'NJ',
      email_verified_at: null,
      mfa_enabled: false,
      previous_login_at: null,
      terms_version: body.terms_version,
    });
    expect(account.referral_code).toMatch(/^[0-9A-Z]{8}$/);

    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'kennel_session');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie?.value).not.toBe('A'.repeat(43));
    const deviceCookie = response.cookies.find((cookie) => cookie.name === 'kennel_device');
    expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
    const session = await browser.get('/v1/session');
    expect(session.json()).toMatchObject({ data: { authenticated: true, user: { id: account.id } } });

    const mail = await ctx.smtp.waitFor(body.email, 'Confirm your email');
    const link = linkIn(mail, '/email-verified');
    expect(link.origin).toBe(ctx.testApp.config.publicUrl);
    expect(mail.body).toContain(`Hi ${body.username},`);
  });

  it('records the terms version, date of birth and state, and stores only a scrypt hash of the password', async () => {
    const user = await registerUser(ctx, { state: 'PA', date_of_birth: '1988-02-29' });
    const [row] = await ctx.testApp.database.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ state: 'PA', dateOfBirth: '1988-02-29', termsVersion: TERMS_VERSION });
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(row?.passwordHash).not.toContain(user.password);
    expect(row?.referralCode).toMatch(/^[0-9A-Z]{8}$/);
  });

  it('verifies the email with the emailed link, once', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    const body = registration();
    await browser.post('/v1/accounts', body);
    const token = tokenIn(await ctx.smtp.waitFor(body.email, 'Confirm your email'), '/email-verified');

    const confirmed = await new AccountBrowser(ctx.app).post('/v1/email-verifications/confirm', { token });
    // A fresh browser without a CSRF token is refused first: every POST needs it.
    expectError(confirmed, 403, 'csrf_invalid');
    const other = await AccountBrowser.open(ctx.app);
    const response = await other.post('/v1/email-verifications/confirm', { token });
    expect(response.statusCode, response.body).toBe(200);
    const verifiedAt = (response.json() as { data: { email_verified_at: string } }).data.email_verified_at;
    expect(new Date(verifiedAt).getTime()).toBe(ctx.clock.now.getTime());

    const account = accountResponseSchema.parse((await browser.get('/v1/account')).json()).data;
    expect(account.email_verified_at).toBe(verifiedAt);
    expectError(
      await other.post('/v1/email-verifications/confirm', { token }),
      400,
      'token_invalid_or_expired',
    );
  });

  it('resends the verification link at most once a minute, and the new link works', async () => {
    const user = await registerUser(ctx);
    const tooSoon = await user.browser.post('/v1/email-verifications/resend');
    expectError(tooSoon, 429, 'rate_limited');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    ctx.clock.advance(61_000);
    const resent = await user.browser.post('/v1/email-verifications/resend');
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toEqual({
      data: { message: 'We have sent you a new verification link. Check your inbox and your spam folder.' },
    });
    const token = tokenIn(await ctx.smtp.waitFor(user.email, 'Confirm your email'), '/email-verified');
    expect((await user.browser.post('/v1/email-verifications/confirm', { token })).statusCode).toBe(200);

    ctx.clock.advance(61_000);
    expectError(await user.browser.post('/v1/email-verifications/resend'), 409, 'email_already_verified');
  });

  it('refuses an expired verification link', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    const body = registration();
    await browser.post('/v1/accounts', body);
    const token = tokenIn(await ctx.smtp.waitFor(body.email, 'Confirm your email'), '/email-verified');
    ctx.clock.advance(24 * 60 * 60_000 + 1);
    expectError(
      await browser.post('/v1/email-verifications/confirm', { token }),
      400,
      'token_invalid_or_expired',
    );
  });

  it("enforces the state's minimum age on the API's today", async () => {
    const today = ctx.clock.now;
    const birthday = (yearsAgo: number, daysLater = 0) => {
      const date = new Date(
        Date.UTC(today.getUTCFullYear() - yearsAgo, today.getUTCMonth(), today.getUTCDate()),
      );
      date.setUTCDate(date.getUTCDate() + daysLater);
      return date.toISOString().slice(0, 10);
    };
    const browser = await AccountBrowser.open(ctx.app);
    const eighteenSoon = await browser.post('/v1/accounts', registration({ date_of_birth: birthday(18, 3) }));
    expect(expectError(eighteenSoon, 403, 'underage').fields).toEqual({
      date_of_birth: 'You must be at least 18 to play in New Jersey.',
    });
    const alabama = await browser.post(
      '/v1/accounts',
      registration({ state: 'AL', date_of_birth: birthday(18, -3) }),
    );
    expect(expectError(alabama, 403, 'underage').fields?.date_of_birth).toBe(
      'You must be at least 19 to play in Alabama.',
    );
    const arizona = await browser.post(
      '/v1/accounts',
      registration({ state: 'AZ', date_of_birth: birthday(20) }),
    );
    expectError(arizona, 403, 'underage');
    expect(
      (await browser.post('/v1/accounts', registration({ state: 'AZ', date_of_birth: birthday(21, -3) })))
        .statusCode,
    ).toBe(201);

    const unborn = await browser.post('/v1/accounts', registration({ date_of_birth: birthday(-1) }));
    expect(expectError(unborn, 400, 'invalid_request').fields).toEqual({
      date_of_birth: 'Enter your real date of birth.',
    });
  });

  it('refuses states where Kennel is not offered', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    const response = await browser.post('/v1/accounts', registration({ state: 'NV' }));
    expect(expectError(response, 403, 'state_not_supported').fields).toEqual({
      state: "Kennel isn't available in Nevada yet.",
    });
  });

  it('explains each bad field in words a person understands', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    const response = await browser.post('/v1/accounts', {
      email: 'not-an-email',
      username: 'a',
      password: 'short',
      date_of_birth: '17/05/1990',
      state: 'XX',
      accept_terms: false,
      terms_version: '2020-01-01',
    });
    expect(expectError(response, 400, 'invalid_request').fields).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      username: 'Usernames need at least 3 characters.',
      password: PASSWORD_MESSAGES.too_short,
      date_of_birth: 'Enter your date of birth as YYYY-MM-DD.',
      state: 'Choose your state of residence.',
      accept_terms: 'Accept the terms of use to create an account.',
      terms_version: 'Our terms have changed. Reload the page, review them and try again.',
    });
  });

  it('refuses common passwords and passwords made of the username', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    const common = await browser.post('/v1/accounts', registration({ password: 'Password2024!!' }));
    expect(expectError(common, 400, 'invalid_request').fields?.password).toBe(PASSWORD_MESSAGES.common);
    const identity = newIdentity('biscuit');
    const personal = await browser.post(
      '/v1/accounts',
      registration({ ...identity, password: `${identity.username} rules the yard` }),
    );
    expect(expectError(personal, 400, 'invalid_request').fields?.password).toBe(
      PASSWORD_MESSAGES.contains_personal_info,
    );
  });

  it('refuses a username or email already in use, in any letter case', async () => {
    const user = await registerUser(ctx);
    const browser = await AccountBrowser.open(ctx.app);
    const sameName = await browser.post(
      '/v1/accounts',
      registration({ username: user.username.toUpperCase() }),
    );
    expectError(sameName, 409, 'username_taken');
    const sameEmail = await browser.post('/v1/accounts', registration({ email: user.email.toUpperCase() }));
    expectError(sameEmail, 409, 'email_taken');
  });

  it('keeps a valid promo code with the account, and refuses an unknown one', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    const unknown = await browser.post('/v1/accounts', registration({ promo_code: 'NOPE2026' }));
    expectError(unknown, 422, 'promo_code_invalid');
    const user = await registerUser(ctx, { promo_code: DEPOSIT_MATCH_PROMO_CODE.toLowerCase() });
    const [row] = await ctx.testApp.database.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.promoCodeId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("records the referrer from a referral code, and refuses a code that isn't anyone's", async () => {
    const referrer = await registerUser(ctx);
    const db = ctx.testApp.database.handle.db;
    const [referrerRow] = await db.select().from(users).where(eq(users.id, referrer.id));
    const browser = await AccountBrowser.open(ctx.app);
    expectError(
      await browser.post('/v1/accounts', registration({ referral_code: 'NOBODY123' })),
      422,
      'referral_code_invalid',
    );
    const friend = await registerUser(ctx, { referral_code: referrerRow?.referralCode.toLowerCase() });
    const [friendRow] = await db.select().from(users).where(eq(users.id, friend.id));
    expect(friendRow?.referredByUserId).toBe(referrer.id);
  });

  it('needs the CSRF header', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    expectError(await browser.post('/v1/accounts', registration(), { csrf: false }), 403, 'csrf_invalid');
  });

  it('limits one address to 10 sign-up attempts an hour', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await browser.post('/v1/accounts', registration({ state: 'NV' }))).statusCode).toBe(403);
    }
    expectError(await browser.post('/v1/accounts', registration()), 429, 'rate_limited');
  });
});
