import { LIMIT_TYPES, type LimitWire } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../src/platform/audit/audit-log.ts';
import { useTestApp } from '../app.ts';
import {
  again,
  cancelLimit,
  confirmLimit,
  DAY_MS,
  limitOf,
  ok,
  overview,
  putLimit,
  refusal,
  signInWithPassword,
  testClock,
} from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

describe('responsible-gaming limits', () => {
  it('lists all seven limits, none set, and no restriction', async () => {
    const player = await signInWithPassword(app());
    const data = await overview(player);
    expect(data.restriction).toBeNull();
    expect(data.limits.map((limit) => limit.type)).toEqual([...LIMIT_TYPES]);
    for (const limit of data.limits) {
      expect(limit).toMatchObject({
        amount_cents: null,
        remaining_cents: null,
        pending: null,
        updated_at: null,
      });
      expect(limit.used_cents).toBe(limit.type === 'entry_fee_max' ? null : 0);
    }
    expect(data.limits.find((limit) => limit.type === 'spend_weekly')).toMatchObject({
      kind: 'spend',
      period: 'weekly',
    });
  });

  it.each(LIMIT_TYPES)(
    '%s: set and lower at once; raise and remove wait 24 hours and a confirmation',
    async (type) => {
      time.set('2026-11-02T15:00:00.000Z');
      let player = await signInWithPassword(app());

      const set = ok(await putLimit(player, type, 50_00));
      expect(set).toMatchObject({ type, amount_cents: 50_00, pending: null });
      const lowered = ok(await putLimit(player, type, 20_00));
      expect(lowered).toMatchObject({ amount_cents: 20_00, pending: null });

      const raised = ok(await putLimit(player, type, 80_00));
      expect(raised.amount_cents).toBe(20_00);
      expect(raised.pending).toEqual({
        amount_cents: 80_00,
        requested_at: '2026-11-02T15:00:00.000Z',
        confirmable_at: '2026-11-03T15:00:00.000Z',
        confirmable: false,
      });
      expect(refusal(await confirmLimit(player, type)).api_code).toBe('limit_change_not_ready');

      time.advance(DAY_MS - 1);
      player = await again(app(), player);
      expect((await limitOf(player, type)).amount_cents).toBe(20_00);
      expect(refusal(await confirmLimit(player, type))).toMatchObject({
        api_code: 'limit_change_not_ready',
        detail: expect.stringContaining('Nov 3, 2026, 10:00 AM ET'),
      });

      time.advance(1);
      player = await again(app(), player);
      // The wait has passed, but nothing changes until the player confirms.
      expect(await limitOf(player, type)).toMatchObject({
        amount_cents: 20_00,
        pending: { confirmable: true },
      });
      expect(ok(await confirmLimit(player, type))).toMatchObject({ amount_cents: 80_00, pending: null });
      expect(refusal(await confirmLimit(player, type)).api_code).toBe('no_pending_limit_change');

      const removal = ok(await putLimit(player, type, null));
      expect(removal).toMatchObject({ amount_cents: 80_00, pending: { amount_cents: null } });
      time.advance(DAY_MS);
      player = await again(app(), player);
      expect(ok(await confirmLimit(player, type))).toMatchObject({ amount_cents: null, pending: null });

      expect((await auditTrail(db(), player.id)).map((event) => [event.action, event.details])).toEqual([
        ['limit.set', { type, old_amount_cents: null, new_amount_cents: 50_00 }],
        ['limit.lowered', { type, old_amount_cents: 50_00, new_amount_cents: 20_00 }],
        [
          'limit.change_requested',
          {
            type,
            old_amount_cents: 20_00,
            new_amount_cents: 80_00,
            confirmable_at: '2026-11-03T15:00:00.000Z',
          },
        ],
        [
          'limit.change_confirmed',
          {
            type,
            old_amount_cents: 20_00,
            new_amount_cents: 80_00,
            requested_at: '2026-11-02T15:00:00.000Z',
          },
        ],
        [
          'limit.change_requested',
          {
            type,
            old_amount_cents: 80_00,
            new_amount_cents: null,
            confirmable_at: '2026-11-04T15:00:00.000Z',
          },
        ],
        [
          'limit.change_confirmed',
          { type, old_amount_cents: 80_00, new_amount_cents: null, requested_at: '2026-11-03T15:00:00.000Z' },
        ],
      ]);
    },
  );

  it('cancels a pending raise, keeping the limit in force', async () => {
    const player = await signInWithPassword(app());
    ok(await putLimit(player, 'deposit_daily', 100_00));
    ok(await putLimit(player, 'deposit_daily', 500_00));
    const cancelled = ok(await cancelLimit(player, 'deposit_daily'));
    expect(cancelled).toMatchObject({ amount_cents: 100_00, pending: null });
    expect(refusal(await cancelLimit(player, 'deposit_daily')).api_code).toBe('no_pending_limit_change');
    expect(refusal(await confirmLimit(player, 'deposit_daily')).api_code).toBe('no_pending_limit_change');
    const trail = await auditTrail(db(), player.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'limit.change_cancelled',
      actor: 'player',
      details: { type: 'deposit_daily', amount_cents: 100_00, cancelled_amount_cents: 500_00 },
    });
  });

  it('a new raise restarts the wait; lowering drops a pending raise; asking for the current amount changes nothing', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    let player = await signInWithPassword(app());
    ok(await putLimit(player, 'spend_daily', 10_00));
    ok(await putLimit(player, 'spend_daily', 20_00));
    time.advance(DAY_MS - 60_000);
    player = await again(app(), player);
    const second = ok(await putLimit(player, 'spend_daily', 900_00));
    expect(second.pending?.confirmable_at).toBe(new Date(time.now().getTime() + DAY_MS).toISOString());
    time.advance(60_000);
    player = await again(app(), player);
    expect(refusal(await confirmLimit(player, 'spend_daily')).api_code).toBe('limit_change_not_ready');

    const same = ok(await putLimit(player, 'spend_daily', 10_00));
    expect(same.pending?.amount_cents).toBe(900_00);
    const lowered = ok(await putLimit(player, 'spend_daily', 5_00));
    expect(lowered).toMatchObject({ amount_cents: 5_00, pending: null });
    expect((await auditTrail(db(), player.id)).at(-1)?.details).toEqual({
      type: 'spend_daily',
      old_amount_cents: 10_00,
      new_amount_cents: 5_00,
      dropped_pending_amount_cents: 900_00,
    });
  });

  it('allows a limit of zero and refuses amounts outside the range or unknown limits', async () => {
    const player = await signInWithPassword(app());
    expect(ok<LimitWire>(await putLimit(player, 'entry_fee_max', 0)).amount_cents).toBe(0);
    expect(refusal(await putLimit(player, 'deposit_daily', -1)).api_code).toBe('invalid_request');
    expect(refusal(await putLimit(player, 'deposit_daily', 1.5)).api_code).toBe('invalid_request');
    expect(refusal(await putLimit(player, 'deposit_daily', 100_000_001)).api_code).toBe('invalid_request');
    const unknown = await player.browser.request({
      method: 'PUT',
      url: '/v1/responsible-gaming/limits/bet_max',
      payload: { amount_cents: 1 },
    });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
  });

  it('keeps each player to their own limits', async () => {
    const first = await signInWithPassword(app());
    const second = await signInWithPassword(app());
    ok(await putLimit(first, 'deposit_weekly', 1_00));
    expect((await limitOf(second, 'deposit_weekly')).amount_cents).toBeNull();
  });
});
