import { describe, expect, it } from 'vitest';
import { expectError, registerUser, useAccountsApp } from './helpers.ts';

const ctx = useAccountsApp();

describe('after closing an account', () => {
  it('login answers account_closed on the device the player used, and the goodbye email arrives', async () => {
    const user = await registerUser(ctx);
    const response = await user.browser.post('/v1/account/close', {
      password: user.password,
      reason: 'privacy',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await ctx.smtp.waitFor(user.email, 'Your Kennel account is closed');
    expect(mail.body).toContain('logged out everywhere');

    expect((await user.browser.get('/v1/account')).statusCode).toBe(401);
    const refused = expectError(
      await user.browser.post('/v1/sessions', { email: user.email, password: user.password }),
      403,
      'account_closed',
    );
    expect(refused.detail).toContain('closed');
    // A wrong password does not reveal that the account is closed.
    expectError(
      await user.browser.post('/v1/sessions', { email: user.email, password: 'a wrong guess entirely' }),
      401,
      'invalid_credentials',
    );
  });
});
