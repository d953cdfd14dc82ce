import { PASSWORD_MESSAGES, PASSWORD_RESET_REQUESTED_MESSAGE } from '@kennel/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/platform/db/schema/mail.ts';
import { AccountBrowser, expectError, newIdentity, registerUser, useAccountsApp } from './helpers.ts';
import { linkIn, tokenIn } from './smtp.ts';

const ctx = useAccountsApp();

const requestReset = (browser: AccountBrowser, email: string) =>
  browser.post('/v1/password-resets', { email });

describe('forgot password', () => {
  it('emails a single-use reset link that sets a new password, unlocks, and ends every session', async () => {
    const user = await registerUser(ctx);
    const stranger = await AccountBrowser.open(ctx.app);
    const response = await requestReset(stranger, user.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { message: PASSWORD_RESET_REQUESTED_MESSAGE } });

    const mail = await ctx.smtp.waitFor(user.email, 'Reset your Kennel password');
    expect(linkIn(mail, '/forgot-password').origin).toBe(ctx.testApp.config.publicUrl);
    const token = tokenIn(mail, '/forgot-password');
    const newPassword = 'meadow copper lantern 3';
    const reset = await stranger.post('/v1/password-resets/confirm', { token, new_password: newPassword });
    expect(reset.statusCode, reset.body).toBe(204);
    await ctx.smtp.waitFor(user.email, 'Your Kennel password was changed');

    expect((await user.browser.get('/v1/session')).json()).toEqual({
      data: { authenticated: false, user: null },
    });
    expect(
      (await user.browser.post('/v1/sessions', { email: user.email, password: newPassword })).statusCode,
    ).toBe(200);
    expectError(
      await stranger.post('/v1/password-resets/confirm', { token, new_password: 'yet another phrase 88' }),
      400,
      'token_invalid_or_expired',
    );
  });

  it('spends a reset link mailed before the password was changed from the account page', async () => {
    const user = await registerUser(ctx);
    const stranger = await AccountBrowser.open(ctx.app);
    await requestReset(stranger, user.email);
    const token = tokenIn(
      await ctx.smtp.waitFor(user.email, 'Reset your Kennel password'),
      '/forgot-password',
    );

    const changed = await user.browser.post('/v1/account/password', {
      current_password: user.password,
      new_password: 'brand new phrase here 5',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(
      await stranger.post('/v1/password-resets/confirm', { token, new_password: 'meadow copper lantern 3' }),
      400,
      'token_invalid_or_expired',
    );
    // The link's password never took.
    expectError(
      await stranger.post('/v1/sessions', { email: user.email, password: 'meadow copper lantern 3' }),
      401,
      'invalid_credentials',
    );
  });

  it('unlocks a locked account too', async () => {
    const user = await registerUser(ctx);
    await user.browser.delete('/v1/session');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.browser.post('/v1/sessions', {
        email: user.email,
        password: `wrong guess number ${attempt}`,
      });
    }
    await ctx.smtp.waitFor(user.email, 'Your Kennel account is locked');
    expectError(
      await user.browser.post('/v1/sessions', { email: user.email, password: user.password }),
      403,
      'account_locked',
    );
    await requestReset(user.browser, user.email);
    const token = tokenIn(
      await ctx.smtp.waitFor(user.email, 'Reset your Kennel password'),
      '/forgot-password',
    );
    await user.browser.post('/v1/password-resets/confirm', {
      token,
      new_password: 'meadow copper lantern 3',
    });
    const loggedIn = await user.browser.post('/v1/sessions', {
      email: user.email,
      password: 'meadow copper lantern 3',
    });
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const user = await registerUser(ctx);
    const browser = await AccountBrowser.open(ctx.app);
    const { email: unknown } = newIdentity();
    const known = await requestReset(browser, user.email);
    const missing = await requestReset(browser, unknown);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.json()).toEqual(known.json());
    await ctx.smtp.waitFor(user.email, 'Reset your Kennel password');
    expect(ctx.smtp.mailsTo(unknown)).toEqual([]);
    const outbox = await ctx.testApp.database.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, unknown));
    expect(outbox).toEqual([]);
  });

  it('answers before any account work, so a known and an unknown email cannot be told apart by time', async () => {
    const user = await registerUser(ctx);
    const { email: unknown } = newIdentity();
    const db = ctx.testApp.database.handle.db;
    // While nothing can read or write accounts, both requests must still be answered: the answer
    // does no work that depends on whether the account exists (the work runs after it).
    const answers = await db.transaction(async (tx) => {
      await tx.execute(sql`lock table users, account_tokens, mail_outbox in access exclusive mode`);
      return Promise.all([
        requestReset(await AccountBrowser.open(ctx.app), user.email),
        requestReset(await AccountBrowser.open(ctx.app), unknown),
      ]);
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    await ctx.smtp.waitFor(user.email, 'Reset your Kennel password');
    expect(ctx.smtp.mailsTo(unknown)).toEqual([]);
  }, 15_000);

  it('expires the link after 30 minutes', async () => {
    const user = await registerUser(ctx);
    await requestReset(user.browser, user.email);
    const token = tokenIn(
      await ctx.smtp.waitFor(user.email, 'Reset your Kennel password'),
      '/forgot-password',
    );
    ctx.clock.advance(30 * 60_000 + 1);
    expectError(
      await user.browser.post('/v1/password-resets/confirm', {
        token,
        new_password: 'meadow copper lantern 3',
      }),
      400,
      'token_invalid_or_expired',
    );
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const user = await registerUser(ctx);
    await requestReset(user.browser, user.email);
    const token = tokenIn(
      await ctx.smtp.waitFor(user.email, 'Reset your Kennel password'),
      '/forgot-password',
    );
    const withUsername = await user.browser.post('/v1/password-resets/confirm', {
      token,
      new_password: `${user.username} forever and ever`,
    });
    expect(expectError(withUsername, 422, 'weak_password').fields).toEqual({
      new_password: PASSWORD_MESSAGES.contains_personal_info,
    });
    expect(
      (
        await user.browser.post('/v1/password-resets/confirm', {
          token,
          new_password: 'meadow copper lantern 3',
        })
      ).statusCode,
    ).toBe(204);
  });

  it('sends at most 3 reset emails an hour to one account, answering the same', async () => {
    const user = await registerUser(ctx);
    for (let request = 0; request < 4; request += 1) {
      const browser = await AccountBrowser.open(ctx.app);
      expect((await requestReset(browser, user.email)).statusCode).toBe(202);
    }
    for (let mail = 0; mail < 3; mail += 1) await ctx.smtp.waitFor(user.email, 'Reset your Kennel password');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.smtp.mailsTo(user.email)).toEqual([]);
  });

  it('limits one address to 5 requests in 15 minutes', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    for (let request = 0; request < 5; request += 1) {
      expect((await requestReset(browser, newIdentity().email)).statusCode).toBe(202);
    }
    expectError(await requestReset(browser, newIdentity().email), 429, 'rate_limited');
  });

  it('needs the CSRF header', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    const response = await browser.post(
      '/v1/password-resets',
      { email: newIdentity().email },
      { csrf: false },
    );
    expectError(response, 403, 'csrf_invalid');
  });
});
