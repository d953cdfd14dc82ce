import { depositResponseSchema, withdrawalResponseSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import {
  depositByCard,
  expectLedgerInvariants,
  latestMailLink,
  type Player,
  postWithKey,
  signIn,
  verifyIdentity,
  walletOf,
} from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });

/** A verified player with $100 in cash from one card; returns the card's payment method id. */
async function fundedPlayer(): Promise<{ player: Player; methodId: string }> {
  const { app } = testApp.current;
  const player = await signIn(app);
  expect((await verifyIdentity(player)).json().data.status).toBe('approved');
  const deposit = depositResponseSchema.parse((await depositByCard(app, player, 10_000)).json()).data;
  return { player, methodId: deposit.payment_method_id! };
}

async function confirmationToken(player: Player): Promise<string> {
  const link = await latestMailLink(
    testApp.current.database.handle.db,
    `${player.username.toLowerCase()}@test.kennel.invalid`,
    'withdrawal_confirmation',
  );
  const url = new URL(link);
  expect(url.pathname).toBe('/withdrawal-confirmation');
  return url.searchParams.get('token')!;
}

describe('withdrawals', () => {
  it('holds the cash, emails a link, and pays out once the link is confirmed', async () => {
    const { player, methodId } = await fundedPlayer();
    const requested = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 4_000,
      payment_method_id: methodId,
    });
    expect(requested.statusCode).toBe(201);
    const withdrawal = withdrawalResponseSchema.parse(requested.json()).data;
    expect(withdrawal).toMatchObject({
      status: 'awaiting_confirmation',
      amount_cents: 4_000,
      payment_method_label: 'Visa •••• 4242',
    });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 6_000, pending_withdrawal_cents: 4_000 });

    const token = await confirmationToken(player);
    const confirmed = await postWithKey(player, '/v1/withdrawals/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ id: withdrawal.id, status: 'paid' });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 6_000, pending_withdrawal_cents: 0 });

    // The link works once.
    const reused = await postWithKey(player, '/v1/withdrawals/confirm', { token });
    expect(reused.json()).toMatchObject({ api_code: 'token_invalid_or_expired' });
    const cancelPaid = await postWithKey(player, `/v1/withdrawals/${withdrawal.id}/cancel`);
    expect(cancelPaid.json()).toMatchObject({ api_code: 'withdrawal_not_cancellable', status: 409 });

    const history = (await player.browser.get('/v1/transactions?type=withdrawal')).json().data;
    expect(history).toEqual([expect.objectContaining({ amount_cents: -4_000, balance_after_cents: 6_000 })]);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('returns the held cash when cancelled, and the link no longer works', async () => {
    const { player, methodId } = await fundedPlayer();
    const withdrawal = (
      await postWithKey(player, '/v1/withdrawals', { amount_cents: 2_500, payment_method_id: methodId })
    ).json().data;
    const token = await confirmationToken(player);
    const cancelled = await postWithKey(player, `/v1/withdrawals/${withdrawal.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 10_000, pending_withdrawal_cents: 0 });
    expect((await postWithKey(player, '/v1/withdrawals/confirm', { token })).json()).toMatchObject({
      api_code: 'token_invalid_or_expired',
    });
    const returned = (await player.browser.get('/v1/transactions?type=withdrawal_reversal')).json().data;
    expect(returned).toEqual([
      expect.objectContaining({ amount_cents: 2_500, description: 'Withdrawal cancelled' }),
    ]);
    const listed = (await player.browser.get('/v1/withdrawals')).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: withdrawal.id, status: 'cancelled' })]);
  });

  it('needs a verified identity, $10, enough cash and the player’s own card', async () => {
    const { app } = testApp.current;
    const unverified = await signIn(app);
    const deposit = (await depositByCard(app, unverified, 5_000)).json().data;
    const refused = await postWithKey(unverified, '/v1/withdrawals', {
      amount_cents: 2_000,
      payment_method_id: deposit.payment_method_id,
    });
    expect(refused.json()).toMatchObject({ api_code: 'identity_verification_required', status: 403 });

    const { player, methodId } = await fundedPlayer();
    const small = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 999,
      payment_method_id: methodId,
    });
    expect(small.json()).toMatchObject({ api_code: 'withdrawal_below_minimum' });
    const tooMuch = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 10_001,
      payment_method_id: methodId,
    });
    expect(tooMuch.json()).toMatchObject({ api_code: 'insufficient_funds' });
    const notTheirs = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 1_000,
      payment_method_id: deposit.payment_method_id,
    });
    expect(notTheirs.json()).toMatchObject({ api_code: 'payment_method_not_found' });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 10_000, pending_withdrawal_cents: 0 });
  });

  it('confirms only for the player who asked, within the link’s time limit', async () => {
    const { player, methodId } = await fundedPlayer();
    await postWithKey(player, '/v1/withdrawals', { amount_cents: 1_000, payment_method_id: methodId });
    const token = await confirmationToken(player);
    const stranger = await signIn(testApp.current.app);
    expect((await postWithKey(stranger, '/v1/withdrawals/confirm', { token })).json()).toMatchObject({
      api_code: 'token_invalid_or_expired',
    });
    expect((await walletOf(player)).pending_withdrawal_cents).toBe(1_000);
  });
});
