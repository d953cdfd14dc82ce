import {
  cents,
  DEPOSIT_MATCH_PROMO_CODE,
  FIRST_DEPOSIT_MATCH,
  promoCodeResponseSchema,
  promotionOffers,
  referralCodeResponseSchema,
} from '@kennel/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promoCodes } from '../../src/platform/db/schema/promotions.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import { AccountBrowser, expectError, registerUser, useAccountsApp } from './helpers.ts';

const ctx = useAccountsApp();

const check = async (path: string, code: string) => {
  const browser = await AccountBrowser.open(ctx.app);
  return browser.post(path, { code });
};

describe('promo codes', () => {
  it('seeds WELCOME100 with the wallet schedule’s first-deposit match', async () => {
    const [row] = await ctx.testApp.database.handle.db
      .select()
      .from(promoCodes)
      .where(sql`lower(${promoCodes.code}) = lower(${DEPOSIT_MATCH_PROMO_CODE})`);
    expect(row).toMatchObject({
      code: DEPOSIT_MATCH_PROMO_CODE,
      kind: 'deposit_match',
      matchPercent: FIRST_DEPOSIT_MATCH.percent,
      maxCents: FIRST_DEPOSIT_MATCH.maxCents,
      active: true,
      description: promotionOffers()[0]?.summary,
    });
  });

  it('POST /v1/promotions/promo_code says whether a code is valid, in any letter case', async () => {
    const valid = await check('/v1/promotions/promo_code', ' welcome100 ');
    expect(valid.statusCode).toBe(200);
    expect(promoCodeResponseSchema.parse(valid.json()).data).toEqual({
      code: DEPOSIT_MATCH_PROMO_CODE,
      valid: true,
      description: promotionOffers()[0]?.summary,
    });
    const invalid = promoCodeResponseSchema.parse((await check('/v1/promotions/promo_code', 'BONES')).json());
    expect(invalid.data).toMatchObject({ code: 'BONES', valid: false });
    expect(invalid.data.message).toMatch(/not valid/);
  });

  it('treats an ended or switched-off code as invalid', async () => {
    const db = ctx.testApp.database.handle.db;
    await db.insert(promoCodes).values([
      {
        code: 'ENDED10',
        description: 'old',
        kind: 'deposit_match',
        matchPercent: 10,
        maxCents: cents(1000),
        endsAt: new Date(ctx.clock.now.getTime() - 1000),
      },
      {
        code: 'PAUSED10',
        description: 'off',
        kind: 'deposit_match',
        matchPercent: 10,
        maxCents: cents(1000),
        active: false,
      },
    ]);
    for (const code of ['ENDED10', 'PAUSED10']) {
      expect((await check('/v1/promotions/promo_code', code)).json()).toMatchObject({
        data: { valid: false },
      });
    }
  });

  it('explains a malformed code', async () => {
    const response = await check('/v1/promotions/promo_code', 'no spaces!');
    expect(expectError(response, 400, 'invalid_request').fields).toEqual({
      code: 'A promo code has only letters, numbers, dashes and underscores.',
    });
  });
});

describe('POST /v1/promotions/user_referral', () => {
  it("names the referring player for their code, and says when a code isn't anyone's", async () => {
    const referrer = await registerUser(ctx);
    const [row] = await ctx.testApp.database.handle.db.select().from(users).where(eq(users.id, referrer.id));
    const valid = referralCodeResponseSchema.parse(
      (await check('/v1/promotions/user_referral', row?.referralCode.toLowerCase() ?? '')).json(),
    );
    expect(valid.data).toMatchObject({ valid: true, referrer_username: referrer.username });
    const invalid = referralCodeResponseSchema.parse(
      (await check('/v1/promotions/user_referral', 'NOBODY99')).json(),
    );
    expect(invalid.data).toMatchObject({ code: 'NOBODY99', valid: false });
  });

  it('needs the CSRF header', async () => {
    const browser = await AccountBrowser.open(ctx.app);
    expectError(
      await browser.post('/v1/promotions/user_referral', { code: 'NOBODY99' }, { csrf: false }),
      403,
      'csrf_invalid',
    );
  });
});
