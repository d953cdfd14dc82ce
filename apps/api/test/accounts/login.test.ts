import { accountResponseSchema, loginResponseSchema } from '@kennel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/platform/db/schema/mail.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import {
  AccountBrowser,
  comparableError,
  expectError,
  GOOD_PASSWORD,
  newIdentity,
  type RegisteredUser,
  registerUser,
  totpCode,
  useAccountsApp,
} from './helpers.ts';
import { tokenIn } from './smtp.ts';

const ctx = useAccountsApp();

const logIn = (browser: AccountBrowser, email: string, password: string) =>
  browser.post('/v1/sessions', { email, password });

/** A registered user, logged out, whose browser (device) is known. */
async function loggedOutUser(): Promise<RegisteredUser> {
  const user = await registerUser(ctx);
  expect((await user.browser.delete('/v1/session')).statusCode).toBe(204);
  return user;
}

/** The mails queued to this address (the outbox row is written in the login's own transaction). */
const outboxFor = (email: string) =>
  ctx.testApp.database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

async function signedInAs(browser: AccountBrowser) {
  return (await browser.get('/v1/session')).json() as {
    data: { authenticated: boolean; user: { id: string } | null };
  };
}

describe('POST /v1/sessions (log in)', () => {
  it('logs in on a known device with a new session and tells when the previous login was', async () => {
    const user = await loggedOutUser();
    ctx.clock.advance(60_000);
    const response = await logIn(user.browser, user.email.toUpperCase(), user.password);
    expect(response.statusCode, response.body).toBe(200);
    const body = loginResponseSchema.parse(response.json()).data;
    expect(body.user).toEqual({ id: user.id, username: user.username, email: user.email });
    expect(body.previous_login_at).not.toBeNull();

    ctx.clock.advance(60_000);
    const secondLogin = loginResponseSchema.parse(
      (await logIn(user.browser, user.email, user.password)).json(),
    );
    const account = accountResponseSchema.parse((await user.browser.get('/v1/account')).json()).data;
    expect(account.previous_login_at).toBe(secondLogin.data.previous_login_at);
    expect(new Date(account.previous_login_at ?? '').getTime()).toBe(ctx.clock.now.getTime() - 60_000);
  });

  it('asks to confirm a new device by email, then lets that device in', async () => {
    const user = await loggedOutUser();
    const phone = await AccountBrowser.open(ctx.app);
    const first = await logIn(phone, user.email, user.password);
    expectError(first, 403, 'login_confirmation_required');
    expect(phone.cookie('kennel_device')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await signedInAs(phone)).data.authenticated).toBe(false);

    const mail = await ctx.smtp.waitFor(user.email, 'Confirm your new device');
    expect(mail.body).toContain(phone.ip);
    const token = tokenIn(mail, '/login-confirmation');
    // The link can be opened anywhere (e.g. the mail app on a laptop); it trusts the phone.
    const laptop = await AccountBrowser.open(ctx.app);
    const confirmed = await laptop.post('/v1/login-confirmations/confirm', { token });
    expect(confirmed.json()).toEqual({ data: { confirmed: true } });
    expect((await signedInAs(laptop)).data.authenticated).toBe(false);

    expect((await logIn(phone, user.email, user.password)).statusCode).toBe(200);
    expect((await signedInAs(phone)).data.user?.id).toBe(user.id);
    expectError(
      await laptop.post('/v1/login-confirmations/confirm', { token }),
      400,
      'token_invalid_or_expired',
    );
  });

  it('says a wrong password is wrong on every device, alike for an unknown email, and mails nothing', async () => {
    const user = await loggedOutUser();
    const mailsBefore = (await outboxFor(user.email)).length;
    expectError(await logIn(user.browser, user.email, 'not the password at all'), 401, 'invalid_credentials');
    const stranger = await AccountBrowser.open(ctx.app);
    const wrongPassword = await logIn(stranger, user.email, 'not the password at all');
    const unknownEmail = await logIn(await AccountBrowser.open(ctx.app), newIdentity().email, 'not it');
    expectError(wrongPassword, 401, 'invalid_credentials');
    expect(comparableError(unknownEmail)).toEqual(comparableError(wrongPassword));
    expect(unknownEmail.cookies.map((cookie) => cookie.name)).toEqual(
      wrongPassword.cookies.map((cookie) => cookie.name),
    );
    expect((await signedInAs(stranger)).data.authenticated).toBe(false);
    // No "check your email" without a mail: a wrong password queues none.
    expect(await outboxFor(user.email)).toHaveLength(mailsBefore);

    // Only the right password on a new device asks for the emailed confirmation.
    const rightPassword = await logIn(await AccountBrowser.open(ctx.app), user.email, user.password);
    expectError(rightPassword, 403, 'login_confirmation_required');
    await ctx.smtp.waitFor(user.email, 'Confirm your new device');
  });

  it('asks a new device of an account with two-step login to confirm by email only for the right password', async () => {
    const user = await registerUser(ctx);
    const enrolled = await user.browser.post('/v1/account/mfa/enrollment');
    const secret = (enrolled.json() as { data: { secret: string } }).data.secret;
    const confirmed = await user.browser.post('/v1/account/mfa/enrollment/confirm', {
      code: totpCode(secret, ctx.clock.now),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const right = await logIn(await AccountBrowser.open(ctx.app), user.email, user.password);
    const wrong = await logIn(await AccountBrowser.open(ctx.app), user.email, 'not the password at all');
    // The device is confirmed before the second step is asked for.
    expectError(right, 403, 'login_confirmation_required');
    expectError(wrong, 401, 'invalid_credentials');
    // On the account's own device the second step is asked for as before.
    await user.browser.delete('/v1/session');
    expectError(await logIn(user.browser, user.email, user.password), 401, 'mfa_required');
  });

  it('issues a new session id at login, so a session id planted in the browser is never adopted', async () => {
    const attacker = await registerUser(ctx);
    const plantedToken = attacker.browser.cookie('kennel_session') ?? '';
    const victim = await loggedOutUser();
    victim.browser.setCookie('kennel_session', plantedToken);

    expect((await logIn(victim.browser, victim.email, victim.password)).statusCode).toBe(200);
    const newToken = victim.browser.cookie('kennel_session');
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(plantedToken);
    // The planted id does not lead into the victim's account (it was ended on login).
    const withPlanted = new AccountBrowser(ctx.app);
    withPlanted.setCookie('kennel_session', plantedToken);
    expect((await signedInAs(withPlanted)).data.user?.id).not.toBe(victim.id);
    expect((await signedInAs(victim.browser)).data.user?.id).toBe(victim.id);
  });

  it('needs the CSRF header', async () => {
    const user = await loggedOutUser();
    const response = await user.browser.post(
      '/v1/sessions',
      { email: user.email, password: user.password },
      { csrf: false },
    );
    expectError(response, 403, 'csrf_invalid');
  });

  it('never gives a closed account a session, and ends the sessions it had', async () => {
    const user = await registerUser(ctx);
    const db = ctx.testApp.database.handle.db;
    await db.update(users).set({ closedAt: ctx.clock.now }).where(eq(users.id, user.id));
    expect((await signedInAs(user.browser)).data.authenticated).toBe(false);
    expectError(await logIn(user.browser, user.email, user.password), 403, 'account_closed');
    // A new device hears the same, with no confirmation mail for an account that cannot log in.
    expectError(
      await logIn(await AccountBrowser.open(ctx.app), user.email, user.password),
      403,
      'account_closed',
    );
    // A wrong password does not reveal that the account is closed.
    expectError(await logIn(user.browser, user.email, 'a wrong guess entirely'), 401, 'invalid_credentials');
  });
});

describe('lockout after 5 failed logins', () => {
  it('locks the account, emails an unlock link, and refuses even the right password until unlocked', async () => {
    const user = await loggedOutUser();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectError(
        await logIn(user.browser, user.email, `wrong guess number ${attempt}`),
        401,
        'invalid_credentials',
      );
    }
    expectError(await logIn(user.browser, user.email, 'wrong guess number 5'), 403, 'account_locked');
    expectError(await logIn(user.browser, user.email, user.password), 403, 'account_locked');

    const mail = await ctx.smtp.waitFor(user.email, 'Your Kennel account is locked');
    const token = tokenIn(mail, '/account-unlock');
    const weak = await user.browser.post('/v1/account-unlocks/confirm', {
      token,
      new_password: 'password123456',
    });
    expectError(weak, 400, 'invalid_request');
    const newPassword = 'quiet harbour kettle 9';
    const unlocked = await user.browser.post('/v1/account-unlocks/confirm', {
      token,
      new_password: newPassword,
    });
    expect(unlocked.statusCode, unlocked.body).toBe(204);
    await ctx.smtp.waitFor(user.email, 'Your Kennel password was changed');

    expectError(await logIn(user.browser, user.email, user.password), 401, 'invalid_credentials');
    expect((await logIn(user.browser, user.email, newPassword)).statusCode).toBe(200);
    expectError(
      await user.browser.post('/v1/account-unlocks/confirm', {
        token,
        new_password: 'another fine phrase 77',
      }),
      400,
      'token_invalid_or_expired',
    );
  });

  it('counts wrong passwords from new devices too: the fifth locks the account and mails the unlock link', async () => {
    const user = await loggedOutUser();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const stranger = await AccountBrowser.open(ctx.app);
      expectError(
        await logIn(stranger, user.email, `wrong guess number ${attempt}`),
        401,
        'invalid_credentials',
      );
    }
    const fifth = await AccountBrowser.open(ctx.app);
    expectError(await logIn(fifth, user.email, 'wrong guess number 5'), 403, 'account_locked');
    await ctx.smtp.waitFor(user.email, 'Your Kennel account is locked');
    // Locked for everyone: the right password on the known device, and no device confirmation mail.
    expectError(await logIn(user.browser, user.email, user.password), 403, 'account_locked');
    expectError(await logIn(fifth, user.email, user.password), 403, 'account_locked');
    expect((await outboxFor(user.email)).map((mail) => mail.kind)).not.toContain('login_confirmation');
  });

  it('answers an unknown email the same way at the fifth failure, so lockout reveals no account', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    const user = await loggedOutUser();
    const { email: unknown } = newIdentity();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const real = await logIn(browser, user.email, `wrong guess number ${attempt}`);
      const fake = await logIn(browser, unknown, `wrong guess number ${attempt}`);
      expect(comparableError(fake)).toEqual(comparableError(real));
    }
    expectError(await logIn(browser, unknown, 'wrong guess number 6'), 403, 'account_locked');
  });

  it('resets the count after a successful login', async () => {
    const user = await loggedOutUser();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await logIn(user.browser, user.email, `wrong guess number ${attempt}`);
    }
    expect((await logIn(user.browser, user.email, user.password)).statusCode).toBe(200);
    expectError(await logIn(user.browser, user.email, 'wrong guess number 5'), 401, 'invalid_credentials');
  });
});

describe('rate limits on login', () => {
  it('limits one address to 20 attempts a minute', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expectError(
        await logIn(browser, newIdentity().email, 'a wrong guess entirely'),
        401,
        'invalid_credentials',
      );
    }
    expectError(await logIn(browser, newIdentity().email, 'a wrong guess entirely'), 429, 'rate_limited');
  });

  it('limits one account to 10 attempts in 15 minutes, whatever the addresses', async () => {
    const { email } = newIdentity();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const browser = await AccountBrowser.open(ctx.app);
      expect((await logIn(browser, email, 'a wrong guess entirely')).statusCode).not.toBe(429);
    }
    const response = await logIn(await AccountBrowser.open(ctx.app), email, GOOD_PASSWORD);
    expectError(response, 429, 'rate_limited');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
