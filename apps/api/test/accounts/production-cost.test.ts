import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_SCRYPT_LOG_N } from '../../src/platform/config.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import { registerUser, useAccountsApp } from './helpers.ts';

// The other account tests lower the scrypt cost for speed; this one runs the production setting.
const ctx = useAccountsApp({ PASSWORD_SCRYPT_LOG_N: String(DEFAULT_PASSWORD_SCRYPT_LOG_N) });

describe('password hashing at the production cost', () => {
  it('registers and logs in with scrypt N=2^15, r=8, p=1 recorded in the hash', async () => {
    const user = await registerUser(ctx);
    const [row] = await ctx.testApp.database.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    await user.browser.delete('/v1/session');
    const wrong = await user.browser.post('/v1/sessions', {
      email: user.email,
      password: 'a wrong guess entirely',
    });
    expect(wrong.statusCode).toBe(401);
    const right = await user.browser.post('/v1/sessions', { email: user.email, password: user.password });
    expect(right.statusCode).toBe(200);
    // NFKC: the same password typed with a full-width digit is the same password.
    const fullWidth = user.password.replace('42', '４２');
    await user.browser.delete('/v1/session');
    expect(
      (await user.browser.post('/v1/sessions', { email: user.email, password: fullWidth })).statusCode,
    ).toBe(200);
  });
});
