import { CLOSURE_WITHDRAW_PATH } from '@kennel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../src/platform/audit/audit-log.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import { useTestApp } from '../app.ts';
import { TestBrowser } from '../browser.ts';
import {
  again,
  ok,
  PASSWORD,
  refusal,
  signInWithPassword,
  testClock,
} from '../responsible-gaming/helpers.ts';
import { latestSentMail } from '../sent-mails.ts';
import {
  depositByCard,
  expectLedgerInvariants,
  type Player,
  postWithKey,
  verifyIdentity,
  walletOf,
} from '../wallet/helpers.ts';
import { closeAccount, closed, closedAt, closureOf, grantPromo } from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const emailOf = (player: Player) => `${player.username.toLowerCase()}@test.kennel.invalid`;

describe('closing an account', () => {
  it('asks for the password, and a wrong one leaves the account open', async () => {
    const player = await signInWithPassword(app());
    expect(refusal(await closeAccount(player, { password: 'not my password' }))).toMatchObject({
      api_code: 'current_password_incorrect',
      fields: { password: expect.any(String) },
    });
    expect(await closedAt(db(), player)).toBeNull();
    expect((await player.browser.get('/v1/account')).statusCode).toBe(200);
  });

  it('refuses while cash remains, pointing to the withdraw section', async () => {
    const player = await signInWithPassword(app());
    expect((await depositByCard(app(), player, 25_67)).statusCode).toBe(201);
    expect(await closureOf(player)).toEqual({
      cash_cents: 25_67,
      owed_cents: 0,
      promo_cents: 0,
      pending_deposits: 0,
      pending_withdrawals: 0,
      in_play: { pickem: 0, best_ball: 0, sportsbook: 0 },
      blockers: ['cash_balance'],
      can_close: false,
    });
    const refused = await closeAccount(player, { password: PASSWORD, reason: 'not_using' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      api_code: 'account_has_balance',
      detail: expect.stringContaining('$25.67'),
      cta_url: CLOSURE_WITHDRAW_PATH,
    });
    expect(await closedAt(db(), player)).toBeNull();
    expect((await auditTrail(db(), player.id)).map((event) => event.action)).not.toContain('account.closed');
  });

  it('refuses while a withdrawal is pending', async () => {
    const player = await signInWithPassword(app());
    expect((await verifyIdentity(player)).json().data.status).toBe('approved');
    const deposited = await depositByCard(app(), player, 40_00);
    expect(deposited.statusCode).toBe(201);
    const requested = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 40_00,
      payment_method_id: deposited.json().data.payment_method_id,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    expect((await closureOf(player)).blockers).toContain('pending_withdrawal');
    expect(refusal(await closeAccount(player))).toMatchObject({
      api_code: 'account_has_pending_payments',
      detail: expect.stringContaining('withdrawal'),
    });
    expect(await closedAt(db(), player)).toBeNull();
  });

  it('forfeits promo credit to the cent, ends every session, audits and emails', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    const player = await signInWithPassword(app());
    const otherDevice = await again(app(), player);
    await grantPromo(app(), player, 12_34);
    expect(await closureOf(player)).toMatchObject({ cash_cents: 0, promo_cents: 12_34, can_close: true });

    const response = await closeAccount(player, {
      password: PASSWORD,
      reason: 'too_much_time_or_money',
      reason_text: '  Need a break  ',
    });
    expect(closed(response)).toEqual({
      closed_at: '2026-11-02T15:00:00.000Z',
      promo_forfeited_cents: 12_34,
      owed_paid_cents: 0,
      owed_kept_cents: 0,
    });
    expect(response.cookies.find((cookie) => cookie.name.endsWith('kennel_session'))?.value).toBe('');
    for (const device of [player, otherDevice]) {
      expect((await device.browser.get('/v1/account')).statusCode).toBe(401);
    }
    expect(await closedAt(db(), player)).toEqual(new Date('2026-11-02T15:00:00.000Z'));

    // The promo account is empty and the forfeit is in the ledger, back to promo funding.
    const wallet = await app().walletModule.wallet.getWallet(player.id);
    expect(wallet).toMatchObject({ cash_cents: 0, promo_cents: 0 });
    await expectLedgerInvariants(db());

    expect((await auditTrail(db(), player.id)).at(-1)).toMatchObject({
      action: 'account.closed',
      actor: 'player',
      details: {
        reason: 'too_much_time_or_money',
        reason_text: 'Need a break',
        promo_forfeited_cents: 12_34,
        sessions_ended: 2,
      },
    });
    const mail = await latestSentMail(db(), emailOf(player), 'account_closed');
    expect(mail.subject).toBe('Your Kennel account is closed');
    expect(mail.text).toContain('$12.34');

    // Never a session again: even the test sign-in's session answers as signed out.
    const browser = new TestBrowser(app());
    await browser.get('/v1/csrf');
    await browser.post('/v1/test/session', { username: player.username, password: PASSWORD });
    expect((await browser.get('/v1/account')).statusCode).toBe(401);
  });

  it('closes with nothing to forfeit and no reason given', async () => {
    const player = await signInWithPassword(app());
    expect(closed(await closeAccount(player)).promo_forfeited_cents).toBe(0);
    expect((await auditTrail(db(), player.id)).at(-1)?.details).toMatchObject({
      reason: null,
      promo_forfeited_cents: 0,
    });
  });

  it('lets a self-excluded player close, and the exclusion stays', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    let player = await signInWithPassword(app());
    ok(
      await player.browser.post('/v1/responsible-gaming/self-exclusion', {
        duration: '5y',
        password: PASSWORD,
      }),
      201,
    );
    player = await again(app(), player);
    expect(closed(await closeAccount(player)).closed_at).toBe('2026-11-02T15:00:00.000Z');
    const restrictions = await app().walletModule.responsibleGaming.overview(player.id);
    expect(restrictions.restriction).toMatchObject({
      kind: 'self_exclusion',
      ends_at: '2031-11-02T15:00:00.000Z',
    });
    expect((await auditTrail(db(), player.id)).map((event) => event.action)).toEqual([
      'self_exclusion.started',
      'account.closed',
    ]);
  });

  it('a referral bonus never reaches a referrer who has closed', async () => {
    const referrer = await signInWithPassword(app());
    const friend = await signInWithPassword(app());
    await db().update(users).set({ referredByUserId: referrer.id }).where(eq(users.id, friend.id));
    closed(await closeAccount(referrer));
    expect((await depositByCard(app(), friend, 20_00)).statusCode).toBe(201);
    expect(await app().walletModule.wallet.getWallet(referrer.id)).toMatchObject({
      cash_cents: 0,
      promo_cents: 0,
    });
    // The friend still gets theirs.
    expect((await walletOf(friend)).promo_cents).toBe(25_00);
    await expectLedgerInvariants(db());
  });

  it('checks the reason', async () => {
    const player = await signInWithPassword(app());
    expect(refusal(await closeAccount(player, { password: PASSWORD, reason: 'bored' })).api_code).toBe(
      'invalid_request',
    );
    expect(
      refusal(
        await closeAccount(player, { password: PASSWORD, reason: 'other', reason_text: 'x'.repeat(501) }),
      ).api_code,
    ).toBe('invalid_request');
    expect((await walletOf(player)).cash_cents).toBe(0);
    expect(await closedAt(db(), player)).toBeNull();
  });
});
