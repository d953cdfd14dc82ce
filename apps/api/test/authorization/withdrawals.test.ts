import { IDEMPOTENCY_KEY_HEADER, TEST_LOCATION_HEADER } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../src/platform/http/api-problem.ts';
import { useTestApp } from '../app.ts';
import { depositByCard, newKey, signIn, verifyIdentity, walletOf } from '../wallet/helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '100000' } });

describe('withdrawals, through the authorisation step', () => {
  it('ask for a verified identity before the first one, and hold nothing until then', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    const deposit = (await depositByCard(app, player, 5_000)).json().data;
    const before = await walletOf(player);
    const request = (headers: Record<string, string> = {}) =>
      player.browser.post(
        '/v1/withdrawals',
        { amount_cents: 2_000, payment_method_id: deposit.payment_method_id },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: newKey(), ...headers } },
      );
    expect((await request()).json()).toMatchObject({ api_code: 'identity_verification_required' });
    expect(await walletOf(player)).toEqual(before);

    expect((await verifyIdentity(player)).statusCode).toBe(202);
    // No location applies to taking money out: a player anywhere, or not located at all, may withdraw.
    expect((await request({ [TEST_LOCATION_HEADER]: 'HI' })).statusCode).toBe(201);
    expect((await request({ [TEST_LOCATION_HEADER]: 'nowhere' })).statusCode).toBe(201);
    expect((await walletOf(player)).pending_withdrawal_cents).toBe(4_000);
  });

  it('decide identity inside the transaction that holds the cash', async () => {
    const { app } = testApp.current;
    const { wallet, authorization } = app.walletModule;
    const player = await signIn(app);
    const attempt = () =>
      wallet
        .inTransaction((unit) =>
          authorization.authorizeWithdrawal(unit, { userId: player.id, amountCents: 1_000 }),
        )
        .then(
          () => 'ok',
          (error: unknown) => (error instanceof ApiProblem ? error.code : Promise.reject(error)),
        );
    expect(await attempt()).toBe('identity_verification_required');
    await verifyIdentity(player);
    expect(await attempt()).toBe('ok');
  });
});
