import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/features/accounts/password-hashing.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { accountTokens } from '../../src/platform/db/schema/accounts.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import { AccountBrowser, registerUser, useAccountsApp } from './helpers.ts';
import { tokenIn } from './smtp.ts';

const ctx = useAccountsApp();

describe('secrets at rest', () => {
  it('emails tokens of 256 random bits and stores only their SHA-256', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    const user = await registerUser(ctx);
    await browser.post('/v1/password-resets', { email: user.email });
    const token = tokenIn(
      await ctx.smtp.waitFor(user.email, 'Reset your Kennel password'),
      '/forgot-password',
    );
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await ctx.testApp.database.handle.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    const reset = rows.find((row) => row.purpose === 'password_reset');
    expect(reset?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const everything = await selectRows<Record<string, unknown>>(
      ctx.testApp.database.handle.db,
      sql`select * from account_tokens`,
    );
    expect(JSON.stringify(everything)).not.toContain(token);
  });

  it('re-hashes a password made with a weaker cost at the next login', async () => {
    const user = await registerUser(ctx);
    const weaker = createPasswordHasher({ logN: 9 });
    const db = ctx.testApp.database.handle.db;
    await db
      .update(users)
      .set({ passwordHash: await weaker.hash(user.password) })
      .where(eq(users.id, user.id));
    await user.browser.delete('/v1/session');
    expect(
      (await user.browser.post('/v1/sessions', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
  });
});
