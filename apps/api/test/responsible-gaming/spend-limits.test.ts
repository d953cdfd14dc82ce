import { randomUUID } from 'node:crypto';
import { contestPoolAccount, type PaidAction, userCashAccount, userPromoAccount } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { depositByCard, expectLedgerInvariants, type Player } from '../wallet/helpers.ts';
import {
  again,
  checkedAction,
  DAY_MS,
  limitOf,
  ok,
  putLimit,
  signInWithPassword,
  testClock,
} from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;
const wallet = () => app().walletModule.wallet;

/** An entry fee from the player's cash into a contest's pool, as a game will post it. */
function payEntry(player: Player, contestId: string, amountCents: number) {
  return wallet().transfer({
    key: `entry:${randomUUID()}`,
    kind: 'entry_fee',
    debit: userCashAccount(player.id),
    credit: contestPoolAccount(contestId),
    amountCents,
    description: 'Entry fee',
  });
}

const checked = (player: Player, action: PaidAction) => checkedAction(app(), player, action);

describe('spend limits, from the ledger', () => {
  it('count entry fees and stakes net of refunds; an open hold counts, a voided one not, a posted one as posted', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    const player = await signInWithPassword(app());
    expect((await depositByCard(app(), player, 100_00)).statusCode).toBe(201);
    const contest = randomUUID();
    await payEntry(player, contest, 30_00);
    await wallet().transfer({
      key: `refund:${randomUUID()}`,
      kind: 'refund',
      debit: contestPoolAccount(contest),
      credit: userCashAccount(player.id),
      amountCents: 10_00,
      description: 'Refund',
    });
    expect((await limitOf(player, 'spend_daily')).used_cents).toBe(20_00);

    const hold = await wallet().hold({
      key: `bet:${randomUUID()}`,
      kind: 'entry_fee',
      debit: userCashAccount(player.id),
      credit: contestPoolAccount(contest),
      amountCents: 5_00,
      description: 'Stake',
    });
    expect((await limitOf(player, 'spend_daily')).used_cents).toBe(25_00);
    await wallet().void({ key: `void:${hold.id}`, pendingId: hold.id, description: 'Stake returned' });
    expect((await limitOf(player, 'spend_daily')).used_cents).toBe(20_00);

    const posted = await wallet().hold({
      key: `bet:${randomUUID()}`,
      kind: 'entry_fee',
      debit: userCashAccount(player.id),
      credit: contestPoolAccount(contest),
      amountCents: 7_00,
      description: 'Stake',
    });
    expect((await limitOf(player, 'spend_daily')).used_cents).toBe(27_00);
    // Posting part of a hold gives the rest back.
    await wallet().post({
      key: `post:${posted.id}`,
      pendingId: posted.id,
      amountCents: 4_00,
      description: 'Stake taken',
    });
    expect(await limitOf(player, 'spend_daily')).toMatchObject({ used_cents: 24_00, remaining_cents: null });
    // Deposits are not spend, and spend is not deposits.
    expect((await limitOf(player, 'deposit_daily')).used_cents).toBe(100_00);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('counts promo credit spent too, over each rolling window to the millisecond', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    let player = await signInWithPassword(app());
    expect((await depositByCard(app(), player, 100_00)).statusCode).toBe(201);
    await wallet().transfer({
      key: `promo:${randomUUID()}`,
      kind: 'promo_credit',
      debit: 'promo_funding',
      credit: userPromoAccount(player.id),
      amountCents: 5_00,
      description: 'Promo',
    });
    const contest = randomUUID();
    await payEntry(player, contest, 40_00);
    await wallet().transfer({
      key: `entry:${randomUUID()}`,
      kind: 'entry_fee',
      debit: userPromoAccount(player.id),
      credit: contestPoolAccount(contest),
      amountCents: 5_00,
      description: 'Entry fee',
    });
    const used = async (type: 'spend_daily' | 'spend_weekly' | 'spend_monthly') => {
      player = await again(app(), player);
      return (await limitOf(player, type)).used_cents;
    };
    const start = Date.parse('2026-11-02T15:00:00.000Z');
    for (const [type, window] of [
      ['spend_daily', DAY_MS],
      ['spend_weekly', 7 * DAY_MS],
      ['spend_monthly', 30 * DAY_MS],
    ] as const) {
      time.set(new Date(start + window - 1));
      expect(await used(type)).toBe(45_00);
      time.set(new Date(start + window));
      expect(await used(type)).toBe(0);
    }
  });

  it('the check refuses an entry or bet over a spend limit or the maximum entry fee', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    const player = await signInWithPassword(app());
    expect((await depositByCard(app(), player, 100_00)).statusCode).toBe(201);
    await payEntry(player, randomUUID(), 25_00);
    ok(await putLimit(player, 'spend_daily', 30_00));
    ok(await putLimit(player, 'entry_fee_max', 10_00));

    const entry = (amountCents: number): PaidAction => ({
      type: 'entry',
      product: 'pickem_house',
      amountCents,
      quantity: 1,
    });
    expect(await checked(player, entry(5_00))).toBe('ok');
    expect(await checked(player, entry(5_01))).toBe(
      'spend_limit_exceeded: Your daily spend limit leaves $5.00 until Nov 3, 2026, 10:00 AM ET.',
    );
    expect(await checked(player, { type: 'bet', amountCents: 10_01 })).toBe(
      'entry_fee_limit_exceeded: Your maximum entry fee is $10.00. Choose a smaller entry or stake.',
    );
    // Spend limits do not cap deposits.
    expect(await checked(player, { type: 'deposit', amountCents: 500_00 })).toBe('ok');
  });
});
