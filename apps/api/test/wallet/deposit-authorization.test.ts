import { IDEMPOTENCY_KEY_HEADER, VERIFICATION_DEPOSIT_THRESHOLD_CENTS } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import {
  depositByCard,
  expectLedgerInvariants,
  postWithKey,
  RETRY_MERCHANT_CARD,
  signIn,
  tokenize,
  verifyIdentity,
} from './helpers.ts';
import { HttpClient, listen } from './http-client.ts';

// Every request has its own client address: only the per-player rules below may refuse it.
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true', TRUST_PROXY: 'true', RATE_LIMIT_MAX: '100000' },
});
const THOUSAND = 100_000;
const FIT = VERIFICATION_DEPOSIT_THRESHOLD_CENTS / THOUSAND;

async function apiCodes(responses: Response[]) {
  return Promise.all(
    responses.map(async (response) =>
      response.status === 201 ? 'ok' : ((await response.json()) as { api_code: string }).api_code,
    ),
  );
}

describe('the identity-verification threshold, checked in the money transaction', () => {
  it('lets concurrent card deposits of an unverified player pass it only as far as it allows', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const client = new HttpClient(await listen(app));
    await client.signIn(player.username);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => tokenize(player)));
    const responses = await Promise.all(
      tokens.map(({ token }, i) =>
        client.fetch('/v1/deposits/card', {
          method: 'POST',
          headers: {
            [IDEMPOTENCY_KEY_HEADER]: `auth-card-${i}-${player.id}`,
            'x-forwarded-for': `10.7.0.${i}`,
          },
          json: { amount_cents: THOUSAND, payment_token: token },
        }),
      ),
    );
    const codes = await apiCodes(responses);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(FIT);
    expect(codes.filter((code) => code !== 'ok')).toEqual(
      Array(20 - FIT).fill('identity_verification_required'),
    );
    const wallet = (await (await client.fetch('/v1/wallet')).json()) as {
      data: { lifetime_deposit_cents: number };
    };
    expect(wallet.data.lifetime_deposit_cents).toBe(VERIFICATION_DEPOSIT_THRESHOLD_CENTS);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('counts online-banking deposits, pending ones included', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await postWithKey(player, '/v1/deposits/bank', { amount_cents: THOUSAND });
      codes.push(response.statusCode === 201 ? 'ok' : response.json().api_code);
    }
    expect(codes).toEqual([
      ...Array(FIT).fill('ok'),
      ...Array(5 - FIT).fill('identity_verification_required'),
    ]);
    // A card deposit counts the pending bank money too.
    expect((await depositByCard(app, player, 1_000)).json()).toMatchObject({
      api_code: 'identity_verification_required',
    });
  });

  it('runs for a retry through the other merchant too', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const declined = await depositByCard(app, player, THOUSAND, { number: RETRY_MERCHANT_CARD });
    expect(declined.json()).toMatchObject({ api_code: 'deposit_retry_other_merchant' });
    for (let i = 0; i < FIT; i += 1)
      expect((await depositByCard(app, player, THOUSAND)).statusCode).toBe(201);
    const retry = await postWithKey(player, '/v1/deposits/card', {
      amount_cents: THOUSAND,
      payment_method_id: declined.json().payment_method_id,
      merchant_id: declined.json().retry_merchant_id,
    });
    expect(retry.json()).toMatchObject({ api_code: 'identity_verification_required' });
  });

  it('counts bank and card deposits together, concurrently, and lets a verified player past', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const client = new HttpClient(await listen(app));
    await client.signIn(player.username);
    const tokens = await Promise.all(Array.from({ length: 5 }, () => tokenize(player)));
    const send = (i: number) =>
      client.fetch(i % 2 === 0 ? '/v1/deposits/card' : '/v1/deposits/bank', {
        method: 'POST',
        headers: {
          [IDEMPOTENCY_KEY_HEADER]: `auth-mixed-${i}-${player.id}`,
          'x-forwarded-for': `10.8.0.${i}`,
        },
        json:
          i % 2 === 0
            ? { amount_cents: THOUSAND, payment_token: tokens[i / 2]?.token }
            : { amount_cents: THOUSAND },
      });
    const codes = await apiCodes(await Promise.all(Array.from({ length: 10 }, (_, i) => send(i))));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(FIT);

    expect((await verifyIdentity(player)).statusCode).toBe(202);
    expect((await depositByCard(app, player, THOUSAND)).statusCode).toBe(201);
  });
});
