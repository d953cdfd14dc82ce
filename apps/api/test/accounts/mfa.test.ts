import {
  mfaEnrollmentConfirmResponseSchema,
  mfaEnrollmentResponseSchema,
  RECOVERY_CODE_COUNT,
} from '@kennel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryCodes } from '../../src/platform/db/schema/accounts.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import {
  AccountBrowser,
  expectError,
  type RegisteredUser,
  registerUser,
  totpCode,
  useAccountsApp,
} from './helpers.ts';

const ctx = useAccountsApp();

interface MfaUser extends RegisteredUser {
  secret: string;
  recoveryCodes: string[];
}

async function enrol(user: RegisteredUser) {
  const response = await user.browser.post('/v1/account/mfa/enrollment');
  expect(response.statusCode, response.body).toBe(200);
  return mfaEnrollmentResponseSchema.parse(response.json()).data;
}

async function userWithMfa(): Promise<MfaUser> {
  const user = await registerUser(ctx);
  const { secret } = await enrol(user);
  const confirmed = await user.browser.post('/v1/account/mfa/enrollment/confirm', {
    code: totpCode(secret, ctx.clock.now),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recovery_codes } = mfaEnrollmentConfirmResponseSchema.parse(confirmed.json()).data;
  // Move past the enrolment code's time step, as a person would before logging in again.
  ctx.clock.advance(30_000);
  return { ...user, secret, recoveryCodes: recovery_codes };
}

/** Logs out, then the password step: answers the mfa_token. */
async function passwordStep(user: RegisteredUser): Promise<string> {
  await user.browser.delete('/v1/session');
  const response = await user.browser.post('/v1/sessions', { email: user.email, password: user.password });
  const error = expectError(response, 401, 'mfa_required');
  expect(error.mfa_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect((await user.browser.get('/v1/session')).json()).toMatchObject({ data: { authenticated: false } });
  return error.mfa_token ?? '';
}

const mfaStep = (user: RegisteredUser, mfaToken: string, code: string) =>
  user.browser.post('/v1/sessions/mfa', { mfa_token: mfaToken, code });

describe('MFA enrolment', () => {
  it('returns a secret, its otpauth URI and the QR code as an SVG data URL', async () => {
    const user = await registerUser(ctx);
    const enrollment = await enrol(user);
    const uri = new URL(enrollment.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(enrollment.secret);
    expect(uri.searchParams.get('issuer')).toBe('Kennel');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(enrollment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const svg = Buffer.from(enrollment.qr_code_data_url.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const [row] = await ctx.testApp.database.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mfaEnabledAt).toBeNull();
    expect(row?.mfaSecret).toMatch(/^v1\./);
    expect(row?.mfaSecret).not.toContain(enrollment.secret);
  });

  it('turns on with a current code and returns 10 recovery codes, stored only as hashes', async () => {
    const user = await registerUser(ctx);
    const { secret } = await enrol(user);
    expectError(
      await user.browser.post('/v1/account/mfa/enrollment/confirm', {
        code: totpCode(secret, ctx.clock.now, 5),
      }),
      422,
      'invalid_mfa_code',
    );
    const confirmed = await user.browser.post('/v1/account/mfa/enrollment/confirm', {
      code: totpCode(secret, ctx.clock.now),
    });
    const codes = mfaEnrollmentConfirmResponseSchema.parse(confirmed.json()).data.recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await ctx.smtp.waitFor(user.email, 'Two-step login is on');

    const stored = await ctx.testApp.database.handle.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const storedText = JSON.stringify(stored);
    for (const code of codes) {
      expect(storedText).not.toContain(code.replace('-', ''));
      expect(storedText).not.toContain(code);
    }
    const account = (await user.browser.get('/v1/account')).json() as { data: { mfa_enabled: boolean } };
    expect(account.data.mfa_enabled).toBe(true);
    expectError(await user.browser.post('/v1/account/mfa/enrollment'), 409, 'mfa_already_enabled');
  });

  it('cannot be confirmed before it is started', async () => {
    const user = await registerUser(ctx);
    expectError(
      await user.browser.post('/v1/account/mfa/enrollment/confirm', { code: '123456' }),
      409,
      'mfa_not_enabled',
    );
  });

  it('needs a signed-in user and the CSRF header', async () => {
    expectError(
      await (await AccountBrowser.open(ctx.app)).post('/v1/account/mfa/enrollment'),
      401,
      'unauthenticated',
    );
    const user = await registerUser(ctx);
    expectError(
      await user.browser.post('/v1/account/mfa/enrollment', undefined, { csrf: false }),
      403,
      'csrf_invalid',
    );
  });
});

describe('login with MFA', () => {
  it('answers 401 mfa_required with an mfa_token, then signs in with the authenticator code', async () => {
    const user = await userWithMfa();
    const mfaToken = await passwordStep(user);
    const response = await mfaStep(user, mfaToken, totpCode(user.secret, ctx.clock.now));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { user: { id: user.id } } });
    expect((await user.browser.get('/v1/session')).json()).toMatchObject({ data: { user: { id: user.id } } });
    // The token was spent by that login.
    expectError(
      await mfaStep(user, mfaToken, totpCode(user.secret, ctx.clock.now, 1)),
      401,
      'session_expired',
    );
  });

  it('never accepts the same code twice (replay), even in a new login', async () => {
    const user = await userWithMfa();
    const code = totpCode(user.secret, ctx.clock.now);
    expect((await mfaStep(user, await passwordStep(user), code)).statusCode).toBe(200);
    expectError(await mfaStep(user, await passwordStep(user), code), 422, 'invalid_mfa_code');
    ctx.clock.advance(30_000);
    expect(
      (await mfaStep(user, await passwordStep(user), totpCode(user.secret, ctx.clock.now))).statusCode,
    ).toBe(200);
  });

  it('accepts each recovery code once, typed in any case and with or without the dash', async () => {
    const user = await userWithMfa();
    const [first = '', second = ''] = user.recoveryCodes;
    expect(
      (await mfaStep(user, await passwordStep(user), first.toLowerCase().replace('-', ' '))).statusCode,
    ).toBe(200);
    expectError(await mfaStep(user, await passwordStep(user), first), 422, 'invalid_mfa_code');
    expect((await mfaStep(user, await passwordStep(user), second)).statusCode).toBe(200);
  });

  it('keeps the mfa_token usable after a wrong code, expires it after 5 minutes, and locks after 5 wrong codes', async () => {
    const user = await userWithMfa();
    let mfaToken = await passwordStep(user);
    expectError(await mfaStep(user, mfaToken, '000000'), 422, 'invalid_mfa_code');
    expect((await mfaStep(user, mfaToken, totpCode(user.secret, ctx.clock.now))).statusCode).toBe(200);

    mfaToken = await passwordStep(user);
    ctx.clock.advance(5 * 60_000 + 1);
    expectError(await mfaStep(user, mfaToken, totpCode(user.secret, ctx.clock.now)), 401, 'session_expired');

    mfaToken = await passwordStep(user);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectError(await mfaStep(user, mfaToken, '000000'), 422, 'invalid_mfa_code');
    }
    expectError(await mfaStep(user, mfaToken, '000000'), 403, 'account_locked');
    await ctx.smtp.waitFor(user.email, 'Your Kennel account is locked');
    expectError(
      await mfaStep(user, mfaToken, totpCode(user.secret, ctx.clock.now, 1)),
      403,
      'account_locked',
    );
  });
});

describe('turning MFA off', () => {
  it('needs the password and a current code', async () => {
    const user = await userWithMfa();
    const code = totpCode(user.secret, ctx.clock.now);
    expectError(
      await user.browser.delete('/v1/account/mfa', { password: 'not my password at all', code }),
      422,
      'current_password_incorrect',
    );
    expectError(
      await user.browser.delete('/v1/account/mfa', { password: user.password, code: '000000' }),
      422,
      'invalid_mfa_code',
    );
    const off = await user.browser.delete('/v1/account/mfa', { password: user.password, code });
    expect(off.statusCode, off.body).toBe(204);
    await ctx.smtp.waitFor(user.email, 'Two-step login is off');

    const [row] = await ctx.testApp.database.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ mfaEnabledAt: null, mfaSecret: null });
    const stored = await ctx.testApp.database.handle.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toEqual([]);
    await user.browser.delete('/v1/session');
    expect(
      (await user.browser.post('/v1/sessions', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    expectError(
      await user.browser.delete('/v1/account/mfa', { password: user.password, code }),
      409,
      'mfa_not_enabled',
    );
  });
});
