import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionIdFor } from '../../src/features/sessions/service.ts';
import { sessions } from '../../src/platform/db/schema/sessions.ts';
import { AccountBrowser, expectError, type RegisteredUser, registerUser, useAccountsApp } from './helpers.ts';
import { tokenIn } from './smtp.ts';

const ctx = useAccountsApp();

const logIn = (browser: AccountBrowser, email: string, password: string) =>
  browser.post('/v1/sessions', { email, password });

async function loggedOutUser(): Promise<RegisteredUser> {
  const user = await registerUser(ctx);
  expect((await user.browser.delete('/v1/session')).statusCode).toBe(204);
  return user;
}

async function signedInAs(browser: AccountBrowser) {
  return (await browser.get('/v1/session')).json() as {
    data: { authenticated: boolean; user: { id: string } | null };
  };
}

/** Logs a new browser in to the user's account, confirming the new device through the emailed link first. */
async function logInOnNewDevice(user: RegisteredUser, headers: Record<string, string> = {}) {
  const browser = await AccountBrowser.open(ctx.app);
  await logIn(browser, user.email, user.password);
  const token = tokenIn(await ctx.smtp.waitFor(user.email, 'Confirm your new device'), '/login-confirmation');
  await browser.post('/v1/login-confirmations/confirm', { token });
  const response = await browser.post(
    '/v1/sessions',
    { email: user.email, password: user.password },
    { headers },
  );
  expect(response.statusCode, response.body).toBe(200);
  return browser;
}

describe('sessions', () => {
  it('logs out with DELETE /v1/session and the old cookie is dead', async () => {
    const user = await registerUser(ctx);
    const token = user.browser.cookie('kennel_session') ?? '';
    expect((await user.browser.delete('/v1/session')).statusCode).toBe(204);
    expect(user.browser.cookie('kennel_session')).toBeUndefined();
    const replay = new AccountBrowser(ctx.app);
    replay.setCookie('kennel_session', token);
    expect((await signedInAs(replay)).data.authenticated).toBe(false);
  });

  it('refreshes the session and reports when it ends; an ended one answers session_expired', async () => {
    const user = await registerUser(ctx);
    ctx.clock.advance(10 * 60_000);
    const response = await user.browser.post('/v1/session/refresh');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: { idle_expires_at: string; absolute_expires_at: string } };
    expect(new Date(data.idle_expires_at).getTime()).toBe(ctx.clock.now.getTime() + 30 * 60_000);
    expect(new Date(data.absolute_expires_at).getTime()).toBe(
      ctx.clock.now.getTime() + (12 * 60 - 10) * 60_000,
    );

    ctx.clock.advance(31 * 60_000);
    expectError(await user.browser.post('/v1/session/refresh'), 401, 'session_expired');
    expectError(
      await new AccountBrowser(ctx.app).request({ method: 'GET', url: '/v1/account' }),
      401,
      'unauthenticated',
    );
  });

  it('lists the live sessions with the current one flagged, and ends one or all others', async () => {
    const user = await loggedOutUser();
    const chromeOnMac = {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    };
    expect(
      (
        await user.browser.post(
          '/v1/sessions',
          { email: user.email, password: user.password },
          { headers: chromeOnMac },
        )
      ).statusCode,
    ).toBe(200);
    const devices = [
      user.browser,
      await logInOnNewDevice(user, chromeOnMac),
      await logInOnNewDevice(user, chromeOnMac),
    ];
    const [main, second, third] = devices as [AccountBrowser, AccountBrowser, AccountBrowser];
    const listed = (await main.get('/v1/account/sessions')).json() as {
      data: { id: string; current: boolean; device_label: string; ip_address: string | null }[];
    };
    expect(listed.data).toHaveLength(3);
    expect(listed.data.filter((session) => session.current)).toHaveLength(1);
    expect(listed.data.every((session) => session.device_label === 'Chrome on macOS')).toBe(true);
    expect(listed.data.map((session) => session.ip_address).sort()).toEqual(devices.map((d) => d.ip).sort());
    const db = ctx.testApp.database.handle.db;
    const secondId = sessionIdFor(second.cookie('kennel_session') ?? '');
    const [secondRow] = await db.select().from(sessions).where(eq(sessions.id, secondId));
    expect(listed.data.map((session) => session.id)).not.toContain(secondId);

    expect((await main.delete(`/v1/account/sessions/${secondRow?.publicId}`)).statusCode).toBe(204);
    expect((await signedInAs(second)).data.authenticated).toBe(false);
    expectError(await main.delete(`/v1/account/sessions/${secondRow?.publicId}`), 404, 'not_found');

    const ended = await main.delete('/v1/account/sessions');
    expect(ended.json()).toEqual({ data: { ended: 1 } });
    expect((await signedInAs(third)).data.authenticated).toBe(false);
    expect((await signedInAs(main)).data.user?.id).toBe(user.id);
  });

  it("cannot end another account's session", async () => {
    const owner = await registerUser(ctx);
    const stranger = await registerUser(ctx);
    const [row] = await ctx.testApp.database.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFor(owner.browser.cookie('kennel_session') ?? '')));
    expectError(await stranger.browser.delete(`/v1/account/sessions/${row?.publicId}`), 404, 'not_found');
    expect((await signedInAs(owner.browser)).data.authenticated).toBe(true);
  });

  it('changing the password ends every other session and keeps this one', async () => {
    const user = await registerUser(ctx);
    const other = await logInOnNewDevice(user);

    const wrong = await user.browser.post('/v1/account/password', {
      current_password: 'not my password at all',
      new_password: 'brand new phrase here 5',
    });
    expectError(wrong, 422, 'current_password_incorrect');
    const changed = await user.browser.post('/v1/account/password', {
      current_password: user.password,
      new_password: 'brand new phrase here 5',
    });
    expect(changed.json()).toEqual({ data: { other_sessions_ended: 1 } });
    await ctx.smtp.waitFor(user.email, 'Your Kennel password was changed');
    expect((await signedInAs(other)).data.authenticated).toBe(false);
    expect((await signedInAs(user.browser)).data.user?.id).toBe(user.id);
    expect((await logIn(other, user.email, 'brand new phrase here 5')).statusCode).toBe(200);
  });
});
