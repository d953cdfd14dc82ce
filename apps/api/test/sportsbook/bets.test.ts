import {
  cents,
  formatCents,
  maxStakeFor,
  payoutOf,
  SPORTSBOOK_MAX_PAYOUT,
  type SportId,
  sportsbookBetSchema,
  sportsbookBetsSchema,
  teamName,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { houseBalance } from '../pickem/entry-fixtures.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { expectLedgerInvariants, newKey, walletOf } from '../wallet/helpers.ts';
import { betTransfers, bettor, expectStatus, leg, marketOf, placeBet, seedBook } from './fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
});

describe('placing a single', () => {
  it('takes the stake into the house as a bet and answers the bet with its leg and potential payout', async () => {
    const player = await bettor(app(), db());
    const houseBefore = await houseBalance(db());
    const moneyline = await marketOf(app(), 'nba', 'moneyline');
    const home = moneyline.selections.find((one) => one.key === 'home')!;
    const response = await placeBet(player, {
      stake_cents: 10_00,
      legs: [{ selection_id: home.id, price_version: moneyline.price_version, price: home.price }],
    });
    expectStatus(response, 201);
    const bet = sportsbookBetSchema.parse(response.json());
    expect(bet).toMatchObject({
      kind: 'single',
      state: 'open',
      result: null,
      stake_cents: 10_00,
      potential_payout_cents: payoutOf(cents(10_00), [home.price]),
      payout_cents: null,
    });
    expect(bet.legs).toEqual([
      {
        selection_id: home.id,
        market_id: moneyline.id,
        game_id: moneyline.game_id,
        sport_id: 'nba',
        home_team: 'Harbor City NBA Gulls',
        away_team: 'Pine Valley NBA Elks',
        market_kind: 'moneyline',
        selection: 'home',
        line: null,
        player_id: null,
        player_name: null,
        stat: null,
        stat_label: null,
        current_value: null,
        price: home.price,
        price_version: moneyline.price_version,
        result: null,
      },
    ]);
    expect(bet.games.map((game) => [game.id, game.status])).toEqual([[moneyline.game_id, 'scheduled']]);
    expect((await walletOf(player)).cash_cents).toBe(90_00);
    expect((await houseBalance(db())) - houseBefore).toBe(10_00);
    const transfers = await betTransfers(db(), bet.id);
    expect(transfers.map((one) => [one.kind, Number(one.amount_cents)])).toEqual([['bet', 10_00]]);
    await expectLedgerInvariants(db());
  });
});

describe("a leg's teams", () => {
  it('are named as fans say them in every sport: a soccer club by its own name, not town and name', async () => {
    const player = await bettor(app(), db());
    for (const sport of ['soccer', 'nfl'] as const) {
      const moneyline = await marketOf(app(), sport, 'moneyline');
      const home = moneyline.selections.find((one) => one.key === 'home')!;
      const response = await placeBet(player, {
        stake_cents: 1_00,
        legs: [{ selection_id: home.id, price_version: moneyline.price_version, price: home.price }],
      });
      expectStatus(response, 201);
      const [placed] = sportsbookBetSchema.parse(response.json()).legs;
      const teams = await selectRows<{ side: string; sport_id: SportId; location: string; nickname: string }>(
        db(),
        sql`select 'home' as side, t.sport_id, t.location, t.nickname from games g join teams t on t.id = g.home_team_id
              where g.id = ${moneyline.game_id}
            union all
            select 'away', t.sport_id, t.location, t.nickname from games g join teams t on t.id = g.away_team_id
              where g.id = ${moneyline.game_id}`,
      );
      const named = (side: string) => teamName(teams.find((team) => team.side === side)!);
      expect(placed).toMatchObject({ home_team: named('home'), away_team: named('away') });
      const listed = sportsbookBetsSchema.parse(
        (await player.browser.get('/v1/sportsbook/bets?state=open')).json(),
      );
      expect(listed.bets.find((bet) => bet.legs[0]?.market_id === moneyline.id)?.legs[0]).toMatchObject({
        home_team: named('home'),
        away_team: named('away'),
      });
      if (sport === 'soccer')
        expect(named('home')).toBe(teams.find((team) => team.side === 'home')!.nickname);
    }
  });
});

describe('placing a parlay', () => {
  it('multiplies the legs’ prices from different games, and lists the bet under open', async () => {
    const player = await bettor(app(), db());
    const legs = [
      await leg(app(), 'nba', 'spread', 'away'),
      await leg(app(), 'nfl', 'total', 'over'),
      await leg(app(), 'nhl', 'moneyline', 'home'),
    ];
    const response = await placeBet(player, { stake_cents: 5_00, legs });
    expectStatus(response, 201);
    const bet = sportsbookBetSchema.parse(response.json());
    expect(bet.kind).toBe('parlay');
    expect(bet.potential_payout_cents).toBe(
      payoutOf(
        cents(5_00),
        legs.map((one) => one.price),
      ),
    );
    expect(bet.legs.map((one) => one.selection_id)).toEqual(legs.map((one) => one.selection_id));
    expect((await walletOf(player)).cash_cents).toBe(95_00);

    const open = sportsbookBetsSchema.parse(
      (await player.browser.get('/v1/sportsbook/bets?state=open')).json(),
    );
    expect(open.bets.map((one) => one.id)).toEqual([bet.id]);
    expect(open.bets[0]?.legs).toHaveLength(3);
    const settled = sportsbookBetsSchema.parse(
      (await player.browser.get('/v1/sportsbook/bets?state=settled')).json(),
    );
    expect(settled.bets).toEqual([]);
    await expectLedgerInvariants(db());
  });

  it('refuses two legs from one game (and so from one market), charging nothing', async () => {
    const player = await bettor(app(), db());
    for (const legs of [
      [await leg(app(), 'nba', 'spread', 'away'), await leg(app(), 'nba', 'total', 'over')],
      [await leg(app(), 'nba', 'total', 'under'), await leg(app(), 'nba', 'total', 'over')],
    ]) {
      const response = await placeBet(player, { stake_cents: 5_00, legs });
      expectStatus(response, 422);
      expect(response.json()).toMatchObject({ api_code: 'sportsbook_bet_not_allowed' });
    }
    expect((await walletOf(player)).cash_cents).toBe(100_00);
  });

  it('refuses more than twelve legs and a selection that does not exist as bad input', async () => {
    const player = await bettor(app(), db());
    const one = await leg(app(), 'nba', 'spread', 'away');
    const thirteen = await placeBet(player, {
      stake_cents: 1_00,
      legs: Array.from({ length: 13 }, () => one),
    });
    expectStatus(thirteen, 400);
    const unknown = await placeBet(player, {
      stake_cents: 1_00,
      legs: [{ ...one, selection_id: 'sb:g-nba-next:spread.sideways' }],
    });
    expectStatus(unknown, 400);
    expect(unknown.json()).toMatchObject({ api_code: 'invalid_request' });
  });
});

describe('the stake rules', () => {
  it('refuses a stake under $1 and one whose payout would pass $100,000', async () => {
    const player = await bettor(app(), db(), 0);
    const single = await leg(app(), 'nba', 'moneyline', 'away');
    const small = await placeBet(player, { stake_cents: 99, legs: [single] });
    expectStatus(small, 422);
    expect(small.json()).toMatchObject({ api_code: 'sportsbook_bet_not_allowed' });

    const legs = [
      await leg(app(), 'nba', 'moneyline', 'away'),
      await leg(app(), 'nfl', 'moneyline', 'away'),
      await leg(app(), 'mlb', 'moneyline', 'away'),
      await leg(app(), 'nhl', 'moneyline', 'away'),
      await leg(app(), 'soccer', 'moneyline', 'away'),
    ];
    const prices = legs.map((one) => one.price);
    let stake = 1_00;
    while (payoutOf(cents(stake), prices) <= SPORTSBOOK_MAX_PAYOUT) stake *= 2;
    const big = await placeBet(player, { stake_cents: stake, legs });
    expectStatus(big, 422);
    expect(big.json().detail).toContain('$100,000.00');

    // The most it can stake reads as money does everywhere else ("$58,506.22", never "$58506.22").
    const favourite = await leg(app(), 'nba', 'moneyline', 'home');
    const huge = await placeBet(player, { stake_cents: SPORTSBOOK_MAX_PAYOUT, legs: [favourite] });
    expectStatus(huge, 422);
    const most = maxStakeFor([favourite.price]);
    expect(most).toBeGreaterThanOrEqual(1_000_00);
    expect(huge.json().detail).toBe(
      `A bet pays out at most $100,000.00: at these odds the most you can stake is ${formatCents(most)}.`,
    );
  });
});

describe('retries', () => {
  it('answer a retried bet with the first answer and charge once', async () => {
    const player = await bettor(app(), db());
    const key = newKey();
    const body = { stake_cents: 7_00, legs: [await leg(app(), 'mlb', 'total', 'under')] };
    const first = await placeBet(player, body, { key });
    const second = await placeBet(player, body, { key });
    expectStatus(first, 201);
    expectStatus(second, 201);
    expect(second.json()).toEqual(first.json());
    expect((await walletOf(player)).cash_cents).toBe(93_00);
    await expectLedgerInvariants(db());
  });
});
