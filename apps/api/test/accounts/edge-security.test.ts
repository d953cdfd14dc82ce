import { CSRF_HEADER_NAME } from '@kennel/core/contracts/csrf';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';
import { AccountBrowser, expectError, registerUser, useAccountsApp } from './helpers.ts';

const ctx = useAccountsApp();

describe('security headers', () => {
  it.each(['/v1/csrf', '/v1/session', '/v1/no-such-route'])(
    '%s forbids framing in both headers and turns off browser features the app does not use',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      const policy = String(response.headers['permissions-policy']);
      const features = Object.fromEntries(
        policy.split(',').map((entry) => entry.trim().split('=') as [string, string]),
      );
      expect(features).toMatchObject({
        camera: '()',
        microphone: '()',
        geolocation: '()',
        payment: '()',
        usb: '()',
        'clipboard-read': '()',
        'clipboard-write': '(self)',
      });
      // Nothing is allowed to every origin, and only the clipboard write is allowed at all.
      expect(policy).not.toContain('*');
      expect(Object.entries(features).filter(([, allow]) => allow !== '()')).toEqual([
        ['clipboard-write', '(self)'],
      ]);
    },
  );
});

/** Sends a POST with an explicitly chosen CSRF token and the browser's cookies. */
function postWithToken(browser: AccountBrowser, url: string, token: string, body?: unknown) {
  return browser.post(url, body, { csrf: false, headers: { [CSRF_HEADER_NAME]: token } });
}

describe('the CSRF token is rotated when who is signed in changes', () => {
  it('at login and logout, and a token from before no longer passes', async () => {
    const user = await registerUser(ctx);
    const tokenSignedIn = user.browser.cookie('kennel_csrf') ?? '';
    expect((await user.browser.delete('/v1/session')).statusCode).toBe(204);
    const tokenSignedOut = user.browser.cookie('kennel_csrf') ?? '';
    expect(tokenSignedOut).not.toBe(tokenSignedIn);
    expectError(await postWithToken(user.browser, '/v1/session/refresh', tokenSignedIn), 403, 'csrf_invalid');

    const login = await user.browser.post('/v1/sessions', { email: user.email, password: user.password });
    expect(login.statusCode, login.body).toBe(200);
    const tokenAfterLogin = user.browser.cookie('kennel_csrf') ?? '';
    expect(tokenAfterLogin).not.toBe(tokenSignedOut);
    // The token a page (or an attacker who saw it) had before login is dead after it.
    expectError(
      await postWithToken(user.browser, '/v1/session/refresh', tokenSignedOut),
      403,
      'csrf_invalid',
    );
    expect((await postWithToken(user.browser, '/v1/session/refresh', tokenAfterLogin)).statusCode).toBe(200);
  });

  it('a token put back in the cookie and sent as the header too still fails after the secret changed', async () => {
    // The header is checked once when it equals the cookie's token: only a cookie token that passed
    // the check against this browser's secret may skip the second check.
    const user = await registerUser(ctx);
    const stale = user.browser.cookie('kennel_csrf') ?? '';
    expect((await user.browser.delete('/v1/session')).statusCode).toBe(204);
    user.browser.setCookie('kennel_csrf', stale);
    expectError(await postWithToken(user.browser, '/v1/session/refresh', stale), 403, 'csrf_invalid');
    // The answer gave the browser a good token again; it passes as the header, cookie and header equal.
    const fresh = user.browser.cookie('kennel_csrf') ?? '';
    expect(fresh).not.toBe(stale);
    expect(
      (
        await postWithToken(user.browser, '/v1/sessions', fresh, {
          email: user.email,
          password: user.password,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('at registration and when two-step login is turned on', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    const before = browser.cookie('kennel_csrf');
    const user = await registerUser(ctx);
    expect(user.browser.cookie('kennel_csrf')).not.toBe(before);
    const enrolled = await user.browser.post('/v1/account/mfa/enrollment');
    expect(enrolled.statusCode).toBe(200);
    const beforeMfa = user.browser.cookie('kennel_csrf');
    const { TOTP, Secret } = await import('otpauth');
    const secret = (enrolled.json() as { data: { secret: string } }).data.secret;
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: ctx.clock.now.getTime(),
    });
    const confirmed = await user.browser.post('/v1/account/mfa/enrollment/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(user.browser.cookie('kennel_csrf')).not.toBe(beforeMfa);
  });
});

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

describe('cookies on an https site', () => {
  it('are __Host- prefixed, Secure, Path=/ and without Domain; unprefixed ones are ignored', async () => {
    const https = await createTestApp({
      settings: {
        PUBLIC_URL: 'https://kennel.example',
        KENNEL_TEST_ROUTES: 'true',
        PASSWORD_SCRYPT_LOG_N: '10',
      },
    });
    try {
      const first = await https.app.inject({ method: 'GET', url: '/v1/csrf' });
      const cookies = setCookies(first);
      expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
        '__Host-kennel_csrf',
        '__Host-kennel_csrf_secret',
      ]);
      const jar = new Map<string, string>();
      for (const cookie of cookies) {
        expect(cookie).toMatch(/; Secure/);
        expect(cookie).toMatch(/; Path=\//);
        expect(cookie).not.toMatch(/Domain=/i);
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        jar.set(name, value);
      }
      const token = jar.get('__Host-kennel_csrf') ?? '';
      const signIn = await https.app.inject({
        method: 'POST',
        url: '/v1/test/session',
        payload: {},
        cookies: Object.fromEntries(jar),
        headers: { [CSRF_HEADER_NAME]: token },
      });
      expect(signIn.statusCode, signIn.body).toBe(201);
      const session = setCookies(signIn).find((cookie) => cookie.startsWith('__Host-kennel_session='));
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/; Secure/);
      expect(session).not.toMatch(/Domain=/i);
      const sessionToken = session?.split(';')[0]?.split('=')[1] ?? '';

      // The same values under the unprefixed names (as a sibling subdomain could plant) count for nothing.
      const planted = await https.app.inject({
        method: 'POST',
        url: '/v1/session/refresh',
        cookies: {
          kennel_session: sessionToken,
          kennel_csrf: token,
          kennel_csrf_secret: jar.get('__Host-kennel_csrf_secret') ?? '',
        },
        headers: { [CSRF_HEADER_NAME]: token },
      });
      expectError(planted, 403, 'csrf_invalid');
      const who = await https.app.inject({
        method: 'GET',
        url: '/v1/session',
        cookies: { kennel_session: sessionToken },
      });
      expect((who.json() as { data: { authenticated: boolean } }).data.authenticated).toBe(false);
      const real = await https.app.inject({
        method: 'GET',
        url: '/v1/session',
        cookies: { '__Host-kennel_session': sessionToken },
      });
      expect((real.json() as { data: { authenticated: boolean } }).data.authenticated).toBe(true);
    } finally {
      await https.close();
    }
  });
});
