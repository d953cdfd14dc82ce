import { BANK_NOTIFICATION_PATH, type BankNotification, bankDepositResponseSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { signBankNotification } from '../../src/features/payments/bank-signature.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, type Player, postWithKey, signIn, walletOf } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });

async function startBankDeposit(player: Player, amountCents: number) {
  const response = await postWithKey(player, '/v1/deposits/bank', { amount_cents: amountCents });
  expect(response.statusCode).toBe(201);
  return bankDepositResponseSchema.parse(response.json()).data;
}

/** The player at the bank: opens the authorisation page, as a browser would, and reads the form. */
async function openBankPage(player: Player, authorizationUrl: string) {
  const url = new URL(authorizationUrl);
  const page = await player.browser.request({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { accept: 'text/html' },
  });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  return { path: url.pathname, paymentId: /name="payment_id" value="([^"]+)"/.exec(page.body)?.[1] ?? '' };
}

/** Presses one of the bank page's buttons (a form post with no Kennel CSRF token). */
function pressBankButton(player: Player, path: string, paymentId: string, outcome: string) {
  return player.browser.request(
    {
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ payment_id: paymentId, outcome }).toString(),
    },
    { csrf: false },
  );
}

async function answerAtBank(
  player: Player,
  authorizationUrl: string,
  outcome: 'succeeded' | 'failed' | 'cancelled',
) {
  const { path, paymentId } = await openBankPage(player, authorizationUrl);
  expect(paymentId).toMatch(/^bp_/);
  return { path, paymentId, response: await pressBankButton(player, path, paymentId, outcome) };
}

function signed(fields: Omit<BankNotification, 'signature'>, secret: string): BankNotification {
  return { ...fields, signature: signBankNotification(fields, secret) };
}

describe('online banking deposits (sandbox bank)', () => {
  it('goes to the bank, back to the loading page, and credits the deposit from the signed notification', async () => {
    const { app, config } = testApp.current;
    const player = await signIn(app);
    const started = await startBankDeposit(player, 5_000);
    expect(started.authorization_url).toMatch(
      new RegExp(`^${config.publicUrl}/sandbox-bank/authorize\\?payment_id=bp_`),
    );
    expect((await player.browser.get(`/v1/deposits/${started.deposit_id}`)).json().data.status).toBe(
      'pending',
    );

    const {
      path,
      paymentId,
      response: back,
    } = await answerAtBank(player, started.authorization_url, 'succeeded');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `${config.publicUrl}/trustly-loading-deposit?deposit_id=${started.deposit_id}`,
    );
    const deposit = (await player.browser.get(`/v1/deposits/${started.deposit_id}`)).json().data;
    expect(deposit).toMatchObject({ method: 'bank', status: 'succeeded', amount_cents: 5_000 });
    expect(await walletOf(player)).toMatchObject({ cash_cents: 5_000, lifetime_deposit_cents: 5_000 });

    // A double click at the bank changes nothing; the page now says it was answered.
    expect((await pressBankButton(player, path, paymentId, 'succeeded')).statusCode).toBe(303);
    expect((await openBankPage(player, started.authorization_url)).paymentId).toBe('');
    expect((await walletOf(player)).cash_cents).toBe(5_000);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('sends a cancelled payment to the cancel page and charges nothing', async () => {
    const { app, config } = testApp.current;
    const player = await signIn(app);
    const started = await startBankDeposit(player, 2_000);
    const { response: back } = await answerAtBank(player, started.authorization_url, 'cancelled');
    expect(back.headers.location).toBe(
      `${config.publicUrl}/trustly-cancel-deposit?deposit_id=${started.deposit_id}`,
    );
    expect((await player.browser.get(`/v1/deposits/${started.deposit_id}`)).json().data.status).toBe(
      'cancelled',
    );
    expect((await walletOf(player)).cash_cents).toBe(0);
  });

  it('refuses forged notifications and treats a replayed one as a no-op', async () => {
    const { app, config } = testApp.current;
    const player = await signIn(app);
    const started = await startBankDeposit(player, 3_000);
    const fields = {
      event_id: `evt_replay_${player.id.slice(0, 8)}`,
      deposit_id: started.deposit_id,
      status: 'succeeded' as const,
      amount_cents: 3_000,
      occurred_at: new Date().toISOString(),
    };
    const post = (payload: BankNotification) =>
      app.inject({ method: 'POST', url: BANK_NOTIFICATION_PATH, payload });

    const forged = await post(signed(fields, 'not-the-shared-secret-at-all-000000'));
    expect(forged.json()).toMatchObject({ api_code: 'webhook_signature_invalid' });
    const tampered = await post({ ...signed(fields, config.bankWebhookSecret), amount_cents: 300_000 });
    expect(tampered.json()).toMatchObject({ api_code: 'webhook_signature_invalid' });
    expect((await walletOf(player)).cash_cents).toBe(0);

    const genuine = signed(fields, config.bankWebhookSecret);
    expect((await post(genuine)).json()).toEqual({ data: { received: true } });
    expect((await post(genuine)).json()).toEqual({ data: { received: true } });
    // Even a new event reporting success again credits nothing more.
    expect(
      (await post(signed({ ...fields, event_id: `${fields.event_id}_2` }, config.bankWebhookSecret)))
        .statusCode,
    ).toBe(200);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 3_000, lifetime_deposit_cents: 3_000 });
    // A later "failed" means the bank took the money back: the credit is reversed (bank-reversal.test.ts).
    await post(
      signed({ ...fields, event_id: `${fields.event_id}_3`, status: 'failed' }, config.bankWebhookSecret),
    );
    expect((await player.browser.get(`/v1/deposits/${started.deposit_id}`)).json().data.status).toBe(
      'failed',
    );
    expect(await walletOf(player)).toMatchObject({ cash_cents: 0, lifetime_deposit_cents: 0 });
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('shows another player’s deposit to no one but its owner', async () => {
    const { app } = testApp.current;
    const owner = await signIn(app);
    const started = await startBankDeposit(owner, 1_000);
    const stranger = await signIn(app);
    expect((await stranger.browser.get(`/v1/deposits/${started.deposit_id}`)).statusCode).toBe(404);
    // Not an id Kennel could have issued: refused by the path's contract (bad-input.test.ts).
    expect((await stranger.browser.get('/v1/deposits/not-a-uuid')).statusCode).toBe(400);
  });
});
