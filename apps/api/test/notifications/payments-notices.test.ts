import { depositResponseSchema, withdrawalResponseSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import {
  again,
  confirmLimit,
  DAY_MS,
  ok,
  putLimit,
  signInWithPassword,
  testClock,
} from '../responsible-gaming/helpers.ts';
import {
  depositByCard,
  latestMailLink,
  newKey,
  postWithKey,
  signIn,
  tokenize,
  verifyIdentity,
} from '../wallet/helpers.ts';
import { deliverNotices, noticeMails, noticesOfType } from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

describe('notices of money and account events', () => {
  it('a deposit that lands notifies once, in the app and by email, however often it is replayed', async () => {
    const player = await signIn(app());
    const key = newKey();
    const body = { amount_cents: 25_00, payment_token: (await tokenize(player)).token };
    const deposited = await postWithKey(player, '/v1/deposits/card', body, key);
    expect(deposited.statusCode).toBe(201);
    const deposit = depositResponseSchema.parse(deposited.json()).data;
    await deliverNotices(app());

    // The same request retried, and the stale-deposit sweep, find it settled: nothing new.
    const replayed = await postWithKey(player, '/v1/deposits/card', body, key);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    await app().walletModule.worker.runOnce();
    await deliverNotices(app());

    const notices = await noticesOfType(player, 'deposit_landed');
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Your deposit landed',
        body: expect.stringContaining('$25.00'),
        link: '/account/transactions',
        read_at: null,
      }),
    ]);
    expect(deposit.status).toBe('succeeded');
    expect(await noticeMails(db(), player, 'deposit_landed')).toBe(1);
  });

  it('a declined deposit notifies nothing', async () => {
    const player = await signIn(app());
    expect((await depositByCard(app(), player, 25_00, { number: '4000000000000002' })).statusCode).toBe(402);
    await deliverNotices(app());
    expect(await noticesOfType(player, 'deposit_landed')).toEqual([]);
  });

  it('an identity decision and a withdrawal paid out each notify once', async () => {
    const player = await signIn(app());
    expect((await verifyIdentity(player)).json().data.status).toBe('approved');
    const deposit = depositResponseSchema.parse((await depositByCard(app(), player, 100_00)).json()).data;
    const requested = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 40_00,
      payment_method_id: deposit.payment_method_id,
    });
    const withdrawal = withdrawalResponseSchema.parse(requested.json()).data;
    await deliverNotices(app());
    // Asked for, not yet paid: no "sent" notice.
    expect(await noticesOfType(player, 'withdrawal_sent')).toEqual([]);

    const link = await latestMailLink(
      db(),
      `${player.username.toLowerCase()}@test.kennel.invalid`,
      'withdrawal_confirmation',
    );
    const token = new URL(link).searchParams.get('token');
    const confirmKey = newKey();
    expect((await postWithKey(player, '/v1/withdrawals/confirm', { token }, confirmKey)).statusCode).toBe(
      200,
    );
    await postWithKey(player, '/v1/withdrawals/confirm', { token }, confirmKey);
    await app().walletModule.worker.runOnce();
    await deliverNotices(app());

    expect(await noticesOfType(player, 'identity_decision')).toEqual([
      expect.objectContaining({ title: 'Your identity is verified', link: '/account/verification' }),
    ]);
    expect(await noticesOfType(player, 'withdrawal_sent')).toEqual([
      expect.objectContaining({ body: expect.stringContaining('$40.00'), link: '/account/wallet' }),
    ]);
    expect(withdrawal.status).toBe('awaiting_confirmation');
    expect(await noticeMails(db(), player, 'withdrawal_sent')).toBe(1);
  });

  it('each identity decision notifies: the document request, then the operator’s answer (emailed once)', async () => {
    const player = await signIn(app());
    expect((await verifyIdentity(player, '1111')).json().data.status).toBe('needs_document');
    const sent = await player.browser.post('/v1/verification/document', {
      document_type: 'drivers_license',
      front_image: 'data:image/png;base64,iVBORw0KGgo=',
      back_image: 'data:image/png;base64,iVBORw0KGgo=',
      front_file_name: 'front.png',
    });
    expect(sent.statusCode).toBe(202);
    await deliverNotices(app());
    expect(await noticeMails(db(), player, 'identity_decision')).toBe(1);
    await app().walletModule.verification.review.decide({
      player: player.id,
      status: 'rejected',
      reason: 'The photo is too blurred to read.',
      operator: 'ops-alice',
    });
    await deliverNotices(app());

    const notices = await noticesOfType(player, 'identity_decision');
    expect(notices.map((notice) => notice.title)).toEqual([
      "We couldn't verify your identity",
      'We need a photo of your ID',
    ]);
    expect(notices[0]!.body).toContain('Reason: The photo is too blurred to read.');
    // The operator's decision has its own email (verification_decision); the notice sends no second one.
    expect(await noticeMails(db(), player, 'identity_decision')).toBe(1);
  });

  it('a raised limit notifies when it takes effect, not when it is asked for', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    let player = await signInWithPassword(app());
    ok(await putLimit(player, 'deposit_daily', 50_00));
    ok(await putLimit(player, 'deposit_daily', 80_00));
    await deliverNotices(app());
    expect(await noticesOfType(player, 'limit_in_effect')).toEqual([]);

    time.advance(DAY_MS);
    player = await again(app(), player);
    ok(await confirmLimit(player, 'deposit_daily'));
    await deliverNotices(app());
    ok(await putLimit(player, 'deposit_daily', null));
    time.advance(DAY_MS);
    player = await again(app(), player);
    ok(await confirmLimit(player, 'deposit_daily'));
    await deliverNotices(app());

    const notices = await noticesOfType(player, 'limit_in_effect');
    expect(notices.map((notice) => notice.body)).toEqual([
      'Your daily deposit limit is removed from now on.',
      'Your daily deposit limit is now $80.00.',
    ]);
    expect(notices[0]!.created_at).toBe(time.now().toISOString());
  });
});
