import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/platform/db/schema/sessions.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import {
  AccountBrowser,
  expectError,
  type RegisteredUser,
  registerUser,
  totpCode,
  useAccountsApp,
} from './helpers.ts';
import { tokenIn } from './smtp.ts';

const ctx = useAccountsApp();

/** Where the right password goes among nine wrong ones sent at once. */
const RIGHT_ANSWER_POSITIONS = [0, 4, 9, 2, 7];

async function accountState(userId: string) {
  const db = ctx.testApp.database.handle.db;
  const [user] = await db.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, userId));
  const live = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return { locked: user?.lockedAt != null, sessionCount: live.length };
}

async function isSignedIn(browser: AccountBrowser) {
  const body = (await browser.get('/v1/session')).json() as { data: { authenticated: boolean } };
  return body.data.authenticated;
}

/** A user signed in on a second browser too, so locking has an existing session to end. */
async function userWithTwoDevices(): Promise<RegisteredUser & { tablet: AccountBrowser }> {
  const user = await registerUser(ctx);
  const tablet = await AccountBrowser.open(ctx.app);
  // The tablet is made a known device by the emailed link, then signs in.
  expect((await tablet.post('/v1/sessions', { email: user.email, password: user.password })).statusCode).toBe(
    403,
  );
  const mail = await ctx.smtp.waitFor(user.email, 'Confirm your new device');
  const token = tokenIn(mail, '/login-confirmation');
  expect((await tablet.post('/v1/login-confirmations/confirm', { token })).statusCode).toBe(200);
  expect((await tablet.post('/v1/sessions', { email: user.email, password: user.password })).statusCode).toBe(
    200,
  );
  expect((await user.browser.delete('/v1/session')).statusCode).toBe(204);
  return { ...user, tablet };
}

/** After a race: a locked account has no session at all, and none of the answers' cookies works. */
async function expectNoSessionIfLocked(
  user: RegisteredUser & { tablet: AccountBrowser },
  answers: LightMyRequestResponse[],
) {
  const state = await accountState(user.id);
  const issued = answers.filter((answer) => answer.statusCode === 200).length;
  expect(issued).toBeLessThanOrEqual(1);
  if (state.locked) {
    expect(state.sessionCount).toBe(0);
    expect(await isSignedIn(user.browser)).toBe(false);
    expect(await isSignedIn(user.tablet)).toBe(false);
  } else {
    expect(issued).toBe(1);
    expect(await isSignedIn(user.browser)).toBe(true);
  }
  for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
  return state;
}

describe('lockout decided atomically with sign-in', () => {
  it.each(RIGHT_ANSWER_POSITIONS)(
    'ten concurrent logins, the right password at position %i: never a session on a locked account',
    async (rightAt) => {
      const user = await userWithTwoDevices();
      const attempts = Array.from({ length: 10 }, (_, index) =>
        user.browser.post('/v1/sessions', {
          email: user.email,
          password: index === rightAt ? user.password : `wrong guess number ${index}`,
        }),
      );
      await expectNoSessionIfLocked(user, await Promise.all(attempts));
    },
  );

  it('ends every existing session when the account locks, and gives a locked account none', async () => {
    const user = await userWithTwoDevices();
    expect(await isSignedIn(user.tablet)).toBe(true);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.browser.post('/v1/sessions', { email: user.email, password: `wrong guess ${attempt}` });
    }
    expect(await accountState(user.id)).toEqual({ locked: true, sessionCount: 0 });
    expect(await isSignedIn(user.tablet)).toBe(false);
    expectError(
      await user.tablet.post('/v1/sessions', { email: user.email, password: user.password }),
      403,
      'account_locked',
    );
  });

  it('refuses the MFA step of an account locked after its password step, and races codes atomically', async () => {
    const user = await userWithTwoDevices();
    const tabletLogin = user.tablet;
    await tabletLogin.get('/v1/session');
    const enrol = await tabletLogin.post('/v1/account/mfa/enrollment');
    const secret = (enrol.json() as { data: { secret: string } }).data.secret;
    const confirmed = await tabletLogin.post('/v1/account/mfa/enrollment/confirm', {
      code: totpCode(secret, ctx.clock.now),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    ctx.clock.advance(30_000);

    const passwordStep = await user.browser.post('/v1/sessions', {
      email: user.email,
      password: user.password,
    });
    const mfaToken = expectError(passwordStep, 401, 'mfa_required').mfa_token ?? '';
    // Eight wrong codes and the right one at once (the tenth try is the per-token limit's).
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        user.browser.post('/v1/sessions/mfa', {
          mfa_token: mfaToken,
          code: index === 4 ? totpCode(secret, ctx.clock.now) : String(100000 + index),
        }),
      ),
    );
    const state = await expectNoSessionIfLocked(user, answers);
    if (!state.locked) return;
    // Locked: neither the password step nor its token (if still unused) signs in, even with a right code.
    ctx.clock.advance(30_000);
    const late = await user.browser.post('/v1/sessions/mfa', {
      mfa_token: mfaToken,
      code: totpCode(secret, ctx.clock.now),
    });
    expect([401, 403]).toContain(late.statusCode);
    expect(await isSignedIn(user.browser)).toBe(false);
    expectError(
      await user.browser.post('/v1/sessions', { email: user.email, password: user.password }),
      403,
      'account_locked',
    );
  });
});
