import { cents } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { ok, putLimit, testClock } from '../responsible-gaming/helpers.ts';
import { walletOf } from '../wallet/helpers.ts';
import { enter, fundedPlayer, insertContest } from './fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

describe('responsible-gaming limits on best ball entries bought together', () => {
  it('caps each entry’s fee with the maximum entry fee, never the fee times the quantity', async () => {
    const player = await fundedPlayer(app(), 100_00);
    ok(await putLimit(player, 'entry_fee_max', 10_00));
    const five = await insertContest(db(), time.now(), { entryFeeCents: cents(5_00), maxPerUser: 10 });
    const fifteen = await insertContest(db(), time.now(), { entryFeeCents: cents(15_00) });

    const three = await enter(player, five.id, 3);
    expect(three.statusCode, three.body).toBe(201);
    const overCap = await enter(player, fifteen.id, 1);
    expect(overCap.statusCode).toBe(403);
    expect(overCap.json()).toMatchObject({
      api_code: 'entry_fee_limit_exceeded',
      detail: 'Your maximum entry fee is $10.00. Choose a smaller entry or stake.',
    });
    expect((await walletOf(player)).cash_cents).toBe(100_00 - 3 * 5_00);
  });

  it('counts every entry of the purchase against a spend limit', async () => {
    const player = await fundedPlayer(app(), 100_00);
    ok(await putLimit(player, 'spend_daily', 20_00));
    const contest = await insertContest(db(), time.now(), { entryFeeCents: cents(5_00), maxPerUser: 10 });

    expect((await enter(player, contest.id, 3)).statusCode).toBe(201);
    const over = await enter(player, contest.id, 2);
    expect(over.statusCode).toBe(403);
    expect(over.json().api_code).toBe('spend_limit_exceeded');
    expect((await enter(player, contest.id, 1)).statusCode).toBe(201);
    expect((await walletOf(player)).cash_cents).toBe(100_00 - 4 * 5_00);
  });
});
