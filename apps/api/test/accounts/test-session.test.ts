import { accountResponseSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { AccountBrowser, expectError, newIdentity, useAccountsApp } from './helpers.ts';

const withTestRoutes = useAccountsApp({ KENNEL_TEST_ROUTES: 'true' });

describe('POST /v1/test/session (KENNEL_TEST_ROUTES only)', () => {
  it('creates a full, verified user that can log in with the password it was given', async () => {
    const browser = await AccountBrowser.open(withTestRoutes.app);
    const { username } = newIdentity('tester');
    const created = await browser.post('/v1/test/session', { username, password: 'test user phrase 2026' });
    expect(created.statusCode, created.body).toBe(201);
    const account = accountResponseSchema.parse((await browser.get('/v1/account')).json()).data;
    expect(account).toMatchObject({ username, state: 'NJ' });
    expect(account.email_verified_at).not.toBeNull();

    await browser.delete('/v1/session');
    const login = await browser.post('/v1/sessions', {
      email: account.email,
      password: 'test user phrase 2026',
    });
    expectError(login, 403, 'login_confirmation_required');
  });
});
