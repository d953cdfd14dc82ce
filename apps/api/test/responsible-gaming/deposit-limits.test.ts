import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { DECLINED_CARD, depositByCard, postWithKey, walletOf } from '../wallet/helpers.ts';
import {
  again,
  confirmLimit,
  DAY_MS,
  limitOf,
  ok,
  putLimit,
  refusal,
  signInWithPassword,
  testClock,
} from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;

describe('deposit limits on deposits', () => {
  it('refuses a deposit over the daily limit, saying what it leaves and until when', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    const player = await signInWithPassword(app());
    ok(await putLimit(player, 'deposit_daily', 100_00));
    expect((await depositByCard(app(), player, 60_00)).statusCode).toBe(201);
    expect(await limitOf(player, 'deposit_daily')).toMatchObject({
      used_cents: 60_00,
      remaining_cents: 40_00,
    });
    expect(await limitOf(player, 'deposit_weekly')).toMatchObject({
      used_cents: 60_00,
      remaining_cents: null,
    });

    expect(refusal(await depositByCard(app(), player, 40_01))).toEqual(
      expect.objectContaining({
        api_code: 'deposit_limit_exceeded',
        status: 403,
        detail: 'Your daily deposit limit leaves $40.00 until Nov 3, 2026, 10:00 AM ET.',
      }),
    );
    expect((await depositByCard(app(), player, 40_00)).statusCode).toBe(201);
    expect(refusal(await depositByCard(app(), player, 10_00)).api_code).toBe('deposit_limit_exceeded');
    expect((await walletOf(player)).cash_cents).toBe(100_00);
  });

  it('counts a deposit over a rolling window: until exactly 24 hours after it, not at that moment', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    let player = await signInWithPassword(app());
    expect((await depositByCard(app(), player, 80_00)).statusCode).toBe(201);
    ok(await putLimit(player, 'deposit_daily', 100_00));

    time.set(new Date(Date.parse('2026-11-03T15:00:00.000Z') - 1));
    player = await again(app(), player);
    expect(await limitOf(player, 'deposit_daily')).toMatchObject({
      used_cents: 80_00,
      remaining_cents: 20_00,
    });
    expect(refusal(await depositByCard(app(), player, 20_01)).api_code).toBe('deposit_limit_exceeded');

    time.set('2026-11-03T15:00:00.000Z');
    player = await again(app(), player);
    expect(await limitOf(player, 'deposit_daily')).toMatchObject({ used_cents: 0, remaining_cents: 100_00 });
    expect(await limitOf(player, 'deposit_weekly')).toMatchObject({ used_cents: 80_00 });
    expect((await depositByCard(app(), player, 100_00)).statusCode).toBe(201);
  });

  it('a raised limit does not apply until 24 hours have passed and the player confirmed it', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    let player = await signInWithPassword(app());
    ok(await putLimit(player, 'deposit_weekly', 100_00));
    expect((await depositByCard(app(), player, 100_00)).statusCode).toBe(201);
    ok(await putLimit(player, 'deposit_weekly', 300_00));
    expect(refusal(await depositByCard(app(), player, 50_00)).api_code).toBe('deposit_limit_exceeded');

    time.advance(DAY_MS);
    player = await again(app(), player);
    expect(refusal(await depositByCard(app(), player, 50_00))).toMatchObject({
      api_code: 'deposit_limit_exceeded',
      detail: 'Your weekly deposit limit leaves $0.00 until Nov 9, 2026, 10:00 AM ET.',
    });
    ok(await confirmLimit(player, 'deposit_weekly'));
    expect((await depositByCard(app(), player, 50_00)).statusCode).toBe(201);
    expect(await limitOf(player, 'deposit_weekly')).toMatchObject({
      amount_cents: 300_00,
      used_cents: 150_00,
      remaining_cents: 150_00,
    });
  });

  it('counts pending bank deposits, not failed card deposits; every limit applies', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    const player = await signInWithPassword(app());
    ok(await putLimit(player, 'deposit_monthly', 100_00));
    ok(await putLimit(player, 'deposit_weekly', 70_00));
    expect((await postWithKey(player, '/v1/deposits/bank', { amount_cents: 30_00 })).statusCode).toBe(201);
    expect((await depositByCard(app(), player, 20_00, { number: DECLINED_CARD })).statusCode).toBe(402);
    expect(await limitOf(player, 'deposit_monthly')).toMatchObject({
      used_cents: 30_00,
      remaining_cents: 70_00,
    });
    expect(refusal(await depositByCard(app(), player, 40_01))).toMatchObject({
      api_code: 'deposit_limit_exceeded',
      detail: expect.stringMatching(/^Your weekly deposit limit leaves \$40\.00 until/),
    });
    expect((await depositByCard(app(), player, 40_00)).statusCode).toBe(201);
  });

  it('a limit of zero stops deposits', async () => {
    const player = await signInWithPassword(app());
    ok(await putLimit(player, 'deposit_daily', 0));
    expect(refusal(await depositByCard(app(), player, 10_00))).toMatchObject({
      api_code: 'deposit_limit_exceeded',
      detail: 'Your daily deposit limit is $0.00.',
    });
  });
});
