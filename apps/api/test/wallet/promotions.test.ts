import { promotionsResponseSchema, userPromoAccount, WALLET_SCHEDULE } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { depositByCard, expectLedgerInvariants, type Player, signIn, walletOf } from './helpers.ts';

const DAY_MS = 86_400_000;
let now = new Date('2026-06-01T09:00:00.000Z');
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: () => now });

const db = () => testApp.current.database.handle.db;

/** What registration records for a player who signed up with a promo code or a friend's link. */
async function signedUpWith(player: Player, offer: { promoCode?: string; referredBy?: string }) {
  if (offer.promoCode) {
    await db().execute(
      sql`update users set promo_code_id = (select id from promo_codes where lower(code) = lower(${offer.promoCode})) where id = ${player.id}`,
    );
  }
  if (offer.referredBy) {
    await db().execute(
      sql`update users set referred_by_user_id = ${offer.referredBy} where id = ${player.id}`,
    );
  }
}

describe('promotions', () => {
  it('lists the active offers with their terms, for guests too', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: '/v1/promotions' });
    const offers = promotionsResponseSchema.parse(response.json()).data;
    expect(offers.map((offer) => offer.id)).toEqual(['deposit_match', 'referral_bonus']);
    expect(offers[0]).toMatchObject({
      promo_code: 'WELCOME100',
      match_percent: 100,
      max_bonus_cents: 10_000,
      expiry_days: 60,
    });
    expect(offers[1]?.terms.length).toBeGreaterThan(0);
  });

  it('matches the first deposit made with a promo code, once', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const first = await depositByCard(app, player, 2_500, { promo_code: 'welcome100' });
    expect(first.json().data).toMatchObject({ status: 'succeeded', promo_credit_cents: 2_500 });
    const second = await depositByCard(app, player, 5_000, { promo_code: 'WELCOME100' });
    expect(second.json().data.promo_credit_cents).toBe(0);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 7_500, promo_cents: 2_500 });
    const credits = (await player.browser.get('/v1/transactions?type=promo_credit')).json().data;
    expect(credits).toEqual([expect.objectContaining({ account: 'promo', amount_cents: 2_500 })]);
  });

  it('honours the code given at sign-up, up to the cap, and refuses unknown codes before charging', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const refused = await depositByCard(app, player, 2_000, { promo_code: 'NOTACODE' });
    expect(refused.json()).toMatchObject({
      api_code: 'promo_code_invalid',
      fields: { promo_code: expect.any(String) },
    });
    expect((await walletOf(player)).cash_cents).toBe(0);

    await signedUpWith(player, { promoCode: 'WELCOME100' });
    const deposit = await depositByCard(app, player, 15_000);
    expect(deposit.json().data.promo_credit_cents).toBe(WALLET_SCHEDULE.firstDepositMatch.maxCents);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 15_000, promo_cents: 10_000 });
  });

  it('pays the referral bonus to both players after the friend’s first $10 deposit, once', async () => {
    const { app } = testApp.current;
    const referrer = await signIn(app);
    const friend = await signIn(app);
    await signedUpWith(friend, { referredBy: referrer.id });
    await depositByCard(app, friend, 1_000);
    await depositByCard(app, friend, 1_000);
    const bonus = WALLET_SCHEDULE.referralBonusCents;
    expect((await walletOf(friend)).promo_cents).toBe(bonus);
    expect((await walletOf(referrer)).promo_cents).toBe(bonus);
    const referrerHistory = (await referrer.browser.get('/v1/transactions?type=referral_bonus')).json().data;
    expect(referrerHistory).toEqual([
      expect.objectContaining({
        amount_cents: bonus,
        description: `Referral bonus: ${friend.username} made their first deposit`,
      }),
    ]);
  });

  it('expires what is left of promo credit after 60 days, through the worker, once', async () => {
    const { app } = testApp.current;
    const { wallet, worker } = app.walletModule;
    now = new Date('2026-06-01T09:00:00.000Z');
    const player = await signIn(app);
    await depositByCard(app, player, 4_000, { promo_code: 'WELCOME100' });
    // Spend part of the promo credit on an entry.
    await wallet.transfer({
      key: `promo-spend-${player.id}`,
      kind: 'entry_fee',
      debit: userPromoAccount(player.id),
      credit: 'house',
      amountCents: 1_500,
      description: 'Entry fee',
    });

    now = new Date(Date.parse('2026-06-01T09:00:00.000Z') + 59 * DAY_MS);
    await worker.runOnce();
    expect((await wallet.getWallet(player.id)).promo_cents).toBe(2_500);

    now = new Date(Date.parse('2026-06-01T09:00:00.000Z') + 60 * DAY_MS);
    const handled = await worker.runOnce();
    expect(handled.promo_expiry).toBeGreaterThanOrEqual(1);
    expect(await wallet.getWallet(player.id)).toMatchObject({ promo_cents: 0, cash_cents: 4_000 });
    await worker.runOnce();
    expect((await wallet.getWallet(player.id)).promo_cents).toBe(0);

    const session = await signIn(app, player.username);
    const expired = (await session.browser.get('/v1/transactions?type=promo_expiry')).json().data;
    expect(expired).toEqual([
      expect.objectContaining({ amount_cents: -2_500, balance_after_cents: 0, account: 'promo' }),
    ]);
    await expectLedgerInvariants(db());
  });
});
