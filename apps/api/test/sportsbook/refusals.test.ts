import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { setPlayer } from '../authorization/helpers.ts';
import { setGame } from '../pickem/entry-fixtures.ts';
import { again, PASSWORD, putLimit, refusal, testClock } from '../responsible-gaming/helpers.ts';
import { nextGameId } from '../support/sports-world.ts';
import { expectLedgerInvariants, walletOf } from '../wallet/helpers.ts';
import { bettor, expectStatus, leg, placeBet, seedBook } from './fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
});

const single = async (stake = 5_00) => ({
  stake_cents: stake,
  legs: [await leg(app(), 'nba', 'total', 'over')],
});

describe('where and who may bet', () => {
  it('is only where the state table offers the sportsbook', async () => {
    const player = await bettor(app(), db());
    for (const state of ['NJ', 'NY', 'CO']) {
      const response = await placeBet(player, await single(), { state });
      expect(refusal(response).api_code, state).toBe('location_not_allowed');
    }
    for (const state of ['IA', 'KY', 'NC', 'TN'])
      expectStatus(await placeBet(player, await single(), { state }), 201);
    expect((await walletOf(player)).cash_cents).toBe(80_00);
  });

  it('is at 21 and over, in every state', async () => {
    const player = await bettor(app(), db());
    await setPlayer(db(), player, { dateOfBirth: '2006-01-01' });
    for (const state of ['AZ', 'TN']) {
      expect(refusal(await placeBet(player, await single(), { state })).api_code).toBe('under_minimum_age');
    }
    expect((await walletOf(player)).cash_cents).toBe(100_00);
  });
});

describe('responsible gaming', () => {
  it('refuses bets during a time-out', async () => {
    const player = await bettor(app(), db());
    expectStatus(await player.browser.post('/v1/responsible-gaming/time-out', { duration: '24h' }), 201);
    expect(refusal(await placeBet(player, await single())).api_code).toBe('time_out_active');
    expect((await walletOf(player)).cash_cents).toBe(100_00);
  });

  it('counts stakes against the spend limit and caps one bet’s stake by the maximum entry fee', async () => {
    const player = await bettor(app(), db());
    expectStatus(await putLimit(player, 'spend_daily', 12_00), 200);
    expectStatus(await placeBet(player, await single(10_00)), 201);
    expect(refusal(await placeBet(player, await single(5_00))).api_code).toBe('spend_limit_exceeded');
    expectStatus(await placeBet(player, await single(2_00)), 201);

    const capped = await bettor(app(), db());
    expectStatus(await putLimit(capped, 'entry_fee_max', 3_00), 200);
    expect(refusal(await placeBet(capped, await single(4_00))).api_code).toBe('entry_fee_limit_exceeded');
    expectStatus(await placeBet(capped, await single(3_00)), 201);
  });
});

describe('self-exclusion', () => {
  it('refunds open bets none of whose games has started and keeps the ones under way', async () => {
    const player = await bettor(app(), db(), 60_00);
    const upcoming = await placeBet(player, {
      stake_cents: 10_00,
      legs: [await leg(app(), 'nba', 'spread', 'home'), await leg(app(), 'nfl', 'spread', 'home')],
    });
    const underWay = await placeBet(player, {
      stake_cents: 20_00,
      legs: [await leg(app(), 'nhl', 'total', 'over')],
    });
    expectStatus(upcoming, 201);
    expectStatus(underWay, 201);
    await setGame(db(), nextGameId('nhl'), { status: 'in_progress' });
    const excluded = await player.browser.post('/v1/responsible-gaming/self-exclusion', {
      duration: '5y',
      password: PASSWORD,
    });
    expectStatus(excluded, 201);
    const back = await again(app(), player);
    expect((await walletOf(back)).cash_cents).toBe(40_00);
    const rows = await selectRows<{ id: string; state: string; result: string | null }>(
      db(),
      sql`select id, state, result from sportsbook_bets where user_id = ${player.id}::uuid`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.state, row.result]]))).toEqual({
      [upcoming.json().id]: ['settled', 'void'],
      [underWay.json().id]: ['open', null],
    });
    expect(refusal(await placeBet(back, await single())).api_code).toBe('self_excluded');
    await expectLedgerInvariants(db());
    await setGame(db(), nextGameId('nhl'), { status: 'scheduled' });
  });

  it('refunds open bets on a postponed game, whenever it was first due to start, but not one with a leg under way', async () => {
    const mlb = nextGameId('mlb');
    const nhl = nextGameId('nhl');
    const player = await bettor(app(), db(), 30_00);
    const postponed = await placeBet(player, {
      stake_cents: 10_00,
      legs: [await leg(app(), 'mlb', 'total', 'over')],
    });
    const mixed = await placeBet(player, {
      stake_cents: 5_00,
      legs: [await leg(app(), 'mlb', 'spread', 'home'), await leg(app(), 'nhl', 'spread', 'home')],
    });
    expectStatus(postponed, 201);
    expectStatus(mixed, 201);
    const [due] = await selectRows<{ starts_at: string }>(
      db(),
      sql`select starts_at from games where id = ${mlb}`,
    );
    // The game was due an hour ago and was postponed; the NHL game is under way.
    await setGame(db(), mlb, { status: 'postponed', startsAt: new Date(time.now().getTime() - 3_600_000) });
    await setGame(db(), nhl, { status: 'in_progress' });
    try {
      const excluded = await player.browser.post('/v1/responsible-gaming/self-exclusion', {
        duration: '1y',
        password: PASSWORD,
      });
      expectStatus(excluded, 201);
      const back = await again(app(), player);
      expect((await walletOf(back)).cash_cents).toBe(25_00);
      const rows = await selectRows<{ id: string; state: string; result: string | null }>(
        db(),
        sql`select id, state, result from sportsbook_bets where user_id = ${player.id}::uuid`,
      );
      expect(Object.fromEntries(rows.map((row) => [row.id, [row.state, row.result]]))).toEqual({
        [postponed.json().id]: ['settled', 'void'],
        [mixed.json().id]: ['open', null],
      });
      await expectLedgerInvariants(db());
    } finally {
      await setGame(db(), mlb, { status: 'scheduled', startsAt: new Date(due!.starts_at) });
      await setGame(db(), nhl, { status: 'scheduled' });
    }
  });
});
