import { apiErrorSchema, depositResponseSchema, IDEMPOTENT_REPLAYED_HEADER } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import {
  APPROVED_VISA,
  DECLINED_CARD,
  depositByCard,
  expectLedgerInvariants,
  INSUFFICIENT_FUNDS_CARD,
  newKey,
  postWithKey,
  RETRY_MERCHANT_CARD,
  signIn,
  tokenize,
  walletOf,
} from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });

describe('card deposits', () => {
  it('credits an approved card, saves the card and counts it in lifetime deposits', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const response = await depositByCard(app, player, 2_500);
    expect(response.statusCode).toBe(201);
    const deposit = depositResponseSchema.parse(response.json()).data;
    expect(deposit).toMatchObject({
      method: 'card',
      status: 'succeeded',
      amount_cents: 2_500,
      failure_code: null,
    });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 2_500, lifetime_deposit_cents: 2_500 });

    const methods = (await player.browser.get('/v1/payment-methods')).json().data;
    expect(methods).toEqual([
      expect.objectContaining({
        id: deposit.payment_method_id,
        brand: 'visa',
        last4: '4242',
        label: 'Visa •••• 4242',
      }),
    ]);
    const again = await postWithKey(player, '/v1/deposits/card', {
      amount_cents: 1_000,
      payment_method_id: deposit.payment_method_id,
    });
    expect(again.statusCode).toBe(201);
    expect((await walletOf(player)).cash_cents).toBe(3_500);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('answers a declined card with the failed deposit and the card, and charges nothing', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    for (const [number, code] of [
      [DECLINED_CARD, 'deposit_declined'],
      [INSUFFICIENT_FUNDS_CARD, 'deposit_insufficient_funds'],
    ] as const) {
      const response = await depositByCard(app, player, 5_000, { number });
      expect(response.statusCode).toBe(402);
      const error = apiErrorSchema.parse(response.json());
      expect(error).toMatchObject({ api_code: code, status: 402 });
      expect(error.failed_deposit_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(error.payment_method_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(error.retry_merchant_id).toBeUndefined();
      const failed = (await player.browser.get(`/v1/deposits/${error.failed_deposit_id}`)).json().data;
      expect(failed).toMatchObject({ status: 'failed', failure_code: code });
    }
    expect((await walletOf(player)).cash_cents).toBe(0);
  });

  it('offers the retry merchant when the processor asks, and the retry through it succeeds', async () => {
    const { app, config } = testApp.current;
    const player = await signIn(app);
    const first = await depositByCard(app, player, 4_000, { number: RETRY_MERCHANT_CARD });
    expect(first.statusCode).toBe(402);
    const error = apiErrorSchema.parse(first.json());
    expect(error).toMatchObject({
      api_code: 'deposit_retry_other_merchant',
      retry_merchant_id: config.paymentRetryMerchantId,
    });
    const retry = await postWithKey(player, '/v1/deposits/card', {
      amount_cents: 4_000,
      payment_method_id: error.payment_method_id,
      merchant_id: error.retry_merchant_id,
    });
    expect(retry.statusCode).toBe(201);
    expect((await walletOf(player)).cash_cents).toBe(4_000);
    // A merchant Kennel does not use is refused before anything is charged.
    const unknown = await postWithKey(player, '/v1/deposits/card', {
      amount_cents: 4_000,
      payment_method_id: error.payment_method_id,
      merchant_id: '999',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses deposits under $10, stale tokens and other players’ cards', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const small = await depositByCard(app, player, 999);
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({
      api_code: 'deposit_below_minimum',
      detail: 'The minimum deposit is $10.00. Enter a larger amount.',
    });
    const stale = await postWithKey(player, '/v1/deposits/card', {
      amount_cents: 1_000,
      payment_token: 'tok_doesnotexist1',
    });
    expect(stale.json()).toMatchObject({ api_code: 'card_invalid' });

    const other = await signIn(app);
    const theirs = depositResponseSchema.parse((await depositByCard(app, other, 1_000)).json()).data;
    const borrowed = await postWithKey(player, '/v1/deposits/card', {
      amount_cents: 1_000,
      payment_method_id: theirs.payment_method_id,
    });
    expect(borrowed.json()).toMatchObject({ api_code: 'payment_method_not_found', status: 404 });
  });

  it('refuses a deposit until the email address is verified', async () => {
    const { app, database } = testApp.current;
    const player = await signIn(app);
    const { sql } = await import('drizzle-orm');
    await database.handle.db.execute(sql`update users set email_verified_at = null where id = ${player.id}`);
    const response = await depositByCard(app, player, 1_000);
    expect(response.json()).toMatchObject({ api_code: 'email_not_verified', status: 403 });
    expect((await walletOf(player)).cash_cents).toBe(0);
  });

  it('needs an Idempotency-Key and replays the first answer for the same key', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const { token } = await tokenize(player, APPROVED_VISA);
    const missing = await player.browser.post('/v1/deposits/card', {
      amount_cents: 1_000,
      payment_token: token,
    });
    expect(missing.json()).toMatchObject({ api_code: 'idempotency_key_required', status: 400 });

    const key = newKey();
    const body = { amount_cents: 1_500, payment_token: token };
    const first = await postWithKey(player, '/v1/deposits/card', body, key);
    const replay = await postWithKey(
      player,
      '/v1/deposits/card',
      { payment_token: token, amount_cents: 1_500 },
      key,
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await walletOf(player)).cash_cents).toBe(1_500);

    const reused = await postWithKey(player, '/v1/deposits/card', { ...body, amount_cents: 2_000 }, key);
    expect(reused.json()).toMatchObject({ api_code: 'idempotency_key_reused', status: 422 });
    expect((await walletOf(player)).cash_cents).toBe(1_500);

    // A declined answer is stored and replayed too, so a retry never charges.
    const declinedKey = newKey();
    const declinedBody = {
      amount_cents: 1_000,
      payment_token: (await tokenize(player, DECLINED_CARD)).token,
    };
    const declined = await postWithKey(player, '/v1/deposits/card', declinedBody, declinedKey);
    const declinedReplay = await postWithKey(player, '/v1/deposits/card', declinedBody, declinedKey);
    expect(declinedReplay.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(declinedReplay.json()).toEqual(declined.json());
    expect(declinedReplay.statusCode).toBe(402);
  });
});
