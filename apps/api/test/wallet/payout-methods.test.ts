import type { PaymentMethod } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { again, PASSWORD, signInWithPassword } from '../responsible-gaming/helpers.ts';
import {
  APPROVED_VISA,
  bankDeposit,
  DECLINED_CARD,
  depositByCard,
  expectLedgerInvariants,
  type Player,
  postWithKey,
  RETRY_MERCHANT_CARD,
  signIn,
  tokenize,
  verifyIdentity,
  walletOf,
  withdrawalConfirmationToken,
} from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });

async function verifiedPlayer(): Promise<Player> {
  const player = await signIn(testApp.current.app);
  expect((await verifyIdentity(player)).json().data.status).toBe('approved');
  return player;
}

async function methods(player: Player, path: '/v1/payment-methods' | '/v1/payout-methods') {
  const response = await player.browser.get(path);
  expect(response.statusCode).toBe(200);
  return (response.json().data as PaymentMethod[]).map((method) => method.id);
}

function withdraw(player: Player, methodId: string, amountCents = 1_000) {
  return postWithKey(player, '/v1/withdrawals', { amount_cents: amountCents, payment_method_id: methodId });
}

async function withdrawAndConfirm(player: Player, methodId: string, amountCents: number) {
  const requested = await withdraw(player, methodId, amountCents);
  expect(requested.statusCode).toBe(201);
  const token = await withdrawalConfirmationToken(testApp.current.database.handle.db, player);
  return postWithKey(player, '/v1/withdrawals/confirm', { token });
}

describe('payout methods: withdrawals go back only to what funded the account', () => {
  it('never pays out to a declined card, saved or not, nor lists it', async () => {
    const { app } = testApp.current;
    const player = await verifiedPlayer();
    expect((await depositByCard(app, player, 5_000)).statusCode).toBe(201);
    for (const save of [false, true]) {
      const declined = await depositByCard(app, player, 2_000, {
        number: DECLINED_CARD,
        save_payment_method: save,
      });
      expect(declined.statusCode).toBe(402);
      const declinedMethod: string = declined.json().payment_method_id;
      expect(await methods(player, '/v1/payment-methods')).not.toContain(declinedMethod);
      expect(await methods(player, '/v1/payout-methods')).not.toContain(declinedMethod);
      expect((await withdraw(player, declinedMethod)).json()).toMatchObject({
        api_code: 'payment_method_not_found',
      });
    }
    expect(await walletOf(player)).toMatchObject({ cash_cents: 5_000, pending_withdrawal_cents: 0 });
  });

  it('lists a card once a charge through it succeeded (when asked to), and pays out to it either way', async () => {
    const { app } = testApp.current;
    const player = await verifiedPlayer();
    const unsaved = await depositByCard(app, player, 3_000, { save_payment_method: false });
    const unsavedMethod: string = unsaved.json().data.payment_method_id;
    expect(await methods(player, '/v1/payment-methods')).not.toContain(unsavedMethod);
    expect(await methods(player, '/v1/payout-methods')).toContain(unsavedMethod);
    expect((await withdrawAndConfirm(player, unsavedMethod, 1_000)).json().data.status).toBe('paid');

    // Declined at the first merchant with "save" asked, approved through the retry merchant.
    const first = await depositByCard(app, player, 2_000, { number: RETRY_MERCHANT_CARD });
    const retryMethod: string = first.json().payment_method_id;
    expect(await methods(player, '/v1/payment-methods')).not.toContain(retryMethod);
    const retried = await postWithKey(player, '/v1/deposits/card', {
      amount_cents: 2_000,
      payment_method_id: retryMethod,
      merchant_id: first.json().retry_merchant_id,
    });
    expect(retried.statusCode).toBe(201);
    expect(await methods(player, '/v1/payment-methods')).toContain(retryMethod);
    expect(await methods(player, '/v1/payout-methods')).toEqual([unsavedMethod, retryMethod]);
  });

  it('binds a card token to the player it was made for, and spends it once', async () => {
    const { app } = testApp.current;
    const owner = await verifiedPlayer();
    const thief = await verifiedPlayer();
    const { token } = await tokenize(owner, APPROVED_VISA);
    const stolen = await postWithKey(thief, '/v1/deposits/card', {
      amount_cents: 2_000,
      payment_token: token,
    });
    expect(stolen.json()).toMatchObject({ api_code: 'payment_token_not_yours', status: 403 });
    expect(await methods(thief, '/v1/payment-methods')).toEqual([]);
    expect(await methods(thief, '/v1/payout-methods')).toEqual([]);
    expect((await walletOf(thief)).cash_cents).toBe(0);

    const body = { amount_cents: 2_000, payment_token: token };
    const used = await postWithKey(owner, '/v1/deposits/card', body, 'first-use');
    expect(used.statusCode).toBe(201);
    // The same request again is the same deposit; a new request with the token is refused.
    expect((await postWithKey(owner, '/v1/deposits/card', body, 'first-use')).json()).toEqual(used.json());
    const again = await postWithKey(owner, '/v1/deposits/card', body);
    expect(again.json()).toMatchObject({ api_code: 'payment_token_used', status: 409 });
    expect((await postWithKey(thief, '/v1/deposits/card', body)).json()).toMatchObject({
      api_code: 'payment_token_not_yours',
    });
    expect((await walletOf(owner)).cash_cents).toBe(2_000);

    const anonymous = await app.inject({
      method: 'POST',
      url: '/processor/tokenize',
      payload: { number: APPROVED_VISA, exp_month: 12, exp_year: 2035, cvc: '123' },
    });
    expect(anonymous.json()).toMatchObject({ api_code: 'unauthenticated', status: 401 });
  });

  it('pays a player who deposited only by online banking back to that bank account', async () => {
    const { app, database } = testApp.current;
    const player = await verifiedPlayer();
    const depositId = await bankDeposit(app, player, 6_000);
    await bankDeposit(app, player, 1_000);
    const payout = await player.browser.get('/v1/payout-methods');
    const bankMethods = payout.json().data as PaymentMethod[];
    expect(bankMethods).toHaveLength(1);
    expect(bankMethods[0]).toMatchObject({ type: 'bank', bank_name: 'Online banking' });
    expect(await methods(player, '/v1/payment-methods')).toEqual([]);

    const confirmed = await withdrawAndConfirm(player, bankMethods[0]!.id, 4_000);
    expect(confirmed.json().data).toMatchObject({ status: 'paid', amount_cents: 4_000 });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 3_000, pending_withdrawal_cents: 0 });
    const paidOut = await selectRows<{ merchant_reference: string; amount_cents: string | number }>(
      database.handle.db,
      sql`select p.merchant_reference, p.amount_cents from sandbox_bank_payouts p
          join sandbox_bank_payments b on b.id = p.payment_id where b.merchant_reference = ${depositId}`,
    );
    expect(paidOut.map((row) => Number(row.amount_cents))).toEqual([4_000]);
    await expectLedgerInvariants(database.handle.db);
  });

  it('pays out during a time-out and during a self-exclusion, while deposits stay refused (RULES.md)', async () => {
    const { app, database } = testApp.current;
    let player = await signInWithPassword(app);
    expect((await verifyIdentity(player)).json().data.status).toBe('approved');
    const deposited = await depositByCard(app, player, 5_000);
    const methodId: string = deposited.json().data.payment_method_id;

    const timeOut = await player.browser.post('/v1/responsible-gaming/time-out', { duration: '7d' });
    expect(timeOut.statusCode, timeOut.body).toBe(201);
    expect((await depositByCard(app, player, 1_000)).json()).toMatchObject({ api_code: 'time_out_active' });
    expect((await withdrawAndConfirm(player, methodId, 1_000)).json().data).toMatchObject({ status: 'paid' });

    const excluded = await player.browser.post('/v1/responsible-gaming/self-exclusion', {
      duration: '1y',
      password: PASSWORD,
    });
    expect(excluded.statusCode, excluded.body).toBe(201);
    player = await again(app, player); // exclusion ended every session; signing in is still allowed
    expect((await depositByCard(app, player, 1_000)).json()).toMatchObject({ api_code: 'self_excluded' });
    expect((await withdrawAndConfirm(player, methodId, 1_500)).json().data).toMatchObject({ status: 'paid' });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 2_500, pending_withdrawal_cents: 0 });
    await expectLedgerInvariants(database.handle.db);
  });
});
