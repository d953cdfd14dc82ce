import type { RestrictionWire } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { auditTrail } from '../../src/platform/audit/audit-log.ts';
import { useTestApp } from '../app.ts';
import { TestBrowser } from '../browser.ts';
import { depositByCard, type Player, postWithKey, walletOf } from '../wallet/helpers.ts';
import { again, DAY_MS, ok, overview, PASSWORD, refusal, signInWithPassword, testClock } from './helpers.ts';

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

const timeOut = (player: Player, duration: string) =>
  player.browser.post('/v1/responsible-gaming/time-out', { duration });
const exclude = (player: Player, duration: string, password = PASSWORD) =>
  player.browser.post('/v1/responsible-gaming/self-exclusion', { duration, password });

describe('time-outs', () => {
  it('pauses deposits until it ends, cannot be shortened, and can be extended', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    let player = await signInWithPassword(app());
    const started = ok<RestrictionWire>(await timeOut(player, '24h'), 201);
    expect(started).toEqual({
      kind: 'time_out',
      started_at: '2026-11-02T15:00:00.000Z',
      ends_at: '2026-11-03T15:00:00.000Z',
    });
    expect((await overview(player)).restriction).toEqual(started);
    expect(refusal(await depositByCard(app(), player, 10_00))).toMatchObject({
      api_code: 'time_out_active',
      detail: expect.stringContaining('until Nov 3, 2026, 10:00 AM ET'),
    });

    // The same length again ends no later: refused. A longer one replaces it.
    time.advance(60_000);
    player = await again(app(), player);
    const sameEnd = await player.browser.post('/v1/responsible-gaming/time-out', { duration: '24h' });
    expect(sameEnd.statusCode).toBe(201); // a minute later, 24 hours ends a minute later
    expect(refusal(await timeOut(player, '24h')).api_code).toBe('restriction_already_active');
    expect(ok<RestrictionWire>(await timeOut(player, '7d'), 201).ends_at).toBe('2026-11-09T15:01:00.000Z');
    expect(refusal(await timeOut(player, '3d'))).toMatchObject({
      api_code: 'restriction_already_active',
      detail: expect.stringContaining('until Nov 9, 2026, 10:01 AM ET'),
    });
    expect((await overview(player)).restriction?.ends_at).toBe('2026-11-09T15:01:00.000Z');

    // The player still signs in, sees their wallet, and plays again once it ends.
    time.set('2026-11-09T15:00:59.999Z');
    player = await again(app(), player);
    expect((await walletOf(player)).cash_cents).toBe(0);
    expect(refusal(await depositByCard(app(), player, 10_00)).api_code).toBe('time_out_active');
    time.set('2026-11-09T15:01:00.000Z');
    player = await again(app(), player);
    expect((await overview(player)).restriction).toBeNull();
    expect((await depositByCard(app(), player, 10_00)).statusCode).toBe(201);

    const actions = (await auditTrail(db(), player.id)).map((event) => [event.action, event.details]);
    expect(actions).toEqual([
      ['time_out.started', { duration: '24h', ends_at: '2026-11-03T15:00:00.000Z' }],
      [
        'time_out.started',
        {
          duration: '24h',
          ends_at: '2026-11-03T15:01:00.000Z',
          replaces_ends_at: '2026-11-03T15:00:00.000Z',
        },
      ],
      [
        'time_out.started',
        { duration: '7d', ends_at: '2026-11-09T15:01:00.000Z', replaces_ends_at: '2026-11-03T15:01:00.000Z' },
      ],
    ]);
  });

  it('refuses an unknown length', async () => {
    const player = await signInWithPassword(app());
    expect(refusal(await timeOut(player, '2h')).api_code).toBe('invalid_request');
  });
});

describe('self-exclusion', () => {
  it('asks for the password', async () => {
    const player = await signInWithPassword(app());
    expect(refusal(await exclude(player, '1y', 'not my password'))).toMatchObject({
      api_code: 'current_password_incorrect',
      fields: { password: expect.any(String) },
    });
    expect((await overview(player)).restriction).toBeNull();
  });

  it('starts during a time-out, ends every session, and the player can still sign in', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    const player = await signInWithPassword(app());
    const otherDevice = await again(app(), player);
    ok(await timeOut(player, '30d'), 201);

    const excluded = ok<RestrictionWire>(await exclude(player, '1y'), 201);
    expect(excluded).toEqual({
      kind: 'self_exclusion',
      started_at: '2026-11-02T15:00:00.000Z',
      ends_at: '2027-11-02T15:00:00.000Z',
    });
    for (const device of [player, otherDevice]) {
      expect((await device.browser.get('/v1/responsible-gaming')).statusCode).toBe(401);
    }
    const back = await again(app(), player);
    expect((await overview(back)).restriction).toEqual(excluded);
    expect(refusal(await depositByCard(app(), back, 10_00))).toMatchObject({
      api_code: 'self_excluded',
      detail: expect.stringContaining('until Nov 2, 2027, 11:00 AM ET'),
    });
    expect(refusal(await timeOut(back, '90d')).api_code).toBe('restriction_already_active');
    expect((await auditTrail(db(), player.id)).at(-1)).toMatchObject({
      action: 'self_exclusion.started',
      actor: 'player',
      details: { duration: '1y', ends_at: '2027-11-02T15:00:00.000Z', refunded_cents: 0, sessions_ended: 2 },
    });
  });

  it('during an exclusion only a longer one, up to permanent, which nothing follows', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    let player = await signInWithPassword(app());
    ok(await exclude(player, '3y'), 201);
    player = await again(app(), player);
    // Five tries in 15 minutes is the endpoint's budget: an exclusion ending no later is refused.
    expect(refusal(await exclude(player, '3y')).api_code).toBe('restriction_already_active');
    ok(await exclude(player, '5y'), 201);
    player = await again(app(), player);
    const permanent = ok<RestrictionWire>(await exclude(player, 'permanent'), 201);
    expect(permanent.ends_at).toBeNull();
    player = await again(app(), player);
    expect(refusal(await exclude(player, 'permanent'))).toMatchObject({
      api_code: 'restriction_already_active',
      detail: expect.stringContaining('lasts permanently'),
    });
    time.advance(20 * 365 * DAY_MS);
    player = await again(app(), player);
    expect((await overview(player)).restriction).toEqual(permanent);
    // (The test card has expired by then: a bank deposit.)
    expect(refusal(await postWithKey(player, '/v1/deposits/bank', { amount_cents: 10_00 }))).toMatchObject({
      api_code: 'self_excluded',
      detail: expect.stringContaining('permanently'),
    });
  });

  it('drops the browser’s session cookie with its answer', async () => {
    const player = await signInWithPassword(app());
    const response = await exclude(player, '1y');
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((cookie) => cookie.name.endsWith('kennel_session'))?.value).toBe('');
    const guest = new TestBrowser(app());
    expect((await guest.get('/v1/responsible-gaming')).statusCode).toBe(401);
  });
});
