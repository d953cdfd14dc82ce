import { apiErrorSchema, sportsbookBetSchema } from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { walletOf } from '../wallet/helpers.ts';
import { bettor, expectStatus, legOf, marketOf, moveMarket, placeBet, seedBook } from './fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
});

/** A price one step better (+) or worse (−) for the bettor than `price`. */
const better = (price: number) => (price > 0 ? price + 20 : price === -100 ? 120 : Math.min(-100, price + 5));
const worse = (price: number) => (price < 0 ? price - 20 : price === 100 ? -120 : Math.max(100, price - 5));

describe('a price that changed between display and submission', () => {
  it('is refused with 422, the changed selection at its current price and version, and nothing charged', async () => {
    const player = await bettor(app(), db());
    const shown = await marketOf(app(), 'nfl', 'moneyline');
    const away = legOf(shown, 'away');
    const other = legOf(await marketOf(app(), 'nba', 'total'), 'over');
    await moveMarket(db(), shown.id, { prices: { away: worse(away.price) } });

    const response = await placeBet(player, { stake_cents: 10_00, legs: [away, other] });
    expectStatus(response, 422);
    const error = apiErrorSchema.parse(response.json());
    expect(error.api_code).toBe('sportsbook_prices_changed');
    expect(error.changed_selections).toEqual([
      {
        selection_id: away.selection_id,
        market_id: shown.id,
        status: 'open',
        line: null,
        price: worse(away.price),
        price_version: shown.price_version + 1,
      },
    ]);
    expect(error.invalid_options?.map((one) => one.id)).toEqual([away.selection_id]);
    expect((await walletOf(player)).cash_cents).toBe(100_00);

    // Placed again at the price answered, it goes through.
    const again = await placeBet(player, {
      stake_cents: 10_00,
      legs: [{ ...away, price: worse(away.price), price_version: shown.price_version + 1 }, other],
    });
    expectStatus(again, 201);
  });

  it('is refused while its market is suspended (a bet stop), whatever the flag, with no price to take', async () => {
    const player = await bettor(app(), db());
    const shown = await marketOf(app(), 'soccer', 'total');
    const over = legOf(shown, 'over');
    await moveMarket(db(), shown.id, { status: 'suspended' });
    const response = await placeBet(player, { stake_cents: 2_00, legs: [over], accept_better_odds: true });
    expectStatus(response, 422);
    expect(apiErrorSchema.parse(response.json()).changed_selections).toEqual([
      expect.objectContaining({ selection_id: over.selection_id, status: 'suspended', price: null }),
    ]);
    await moveMarket(db(), shown.id, { status: 'open' });
  });

  it('is taken at the new price with accept_better_odds when it pays more, and refused when it pays less', async () => {
    const player = await bettor(app(), db());
    const shown = await marketOf(app(), 'mlb', 'moneyline');
    const home = legOf(shown, 'home');
    await moveMarket(db(), shown.id, { prices: { home: better(home.price) } });
    const taken = await placeBet(player, { stake_cents: 4_00, legs: [home], accept_better_odds: true });
    expectStatus(taken, 201);
    const bet = sportsbookBetSchema.parse(taken.json());
    expect(bet.legs[0]).toMatchObject({ price: better(home.price), price_version: shown.price_version + 1 });

    const now = await marketOf(app(), 'mlb', 'moneyline');
    const seen = legOf(now, 'home');
    await moveMarket(db(), now.id, { prices: { home: worse(seen.price) } });
    const refused = await placeBet(player, { stake_cents: 4_00, legs: [seen], accept_better_odds: true });
    expectStatus(refused, 422);
    expect(refused.json()).toMatchObject({ api_code: 'sportsbook_prices_changed' });
    expect((await walletOf(player)).cash_cents).toBe(96_00);
  });

  it('is refused when the line moved, even at a better price', async () => {
    const player = await bettor(app(), db());
    const shown = await marketOf(app(), 'nhl', 'spread');
    const home = legOf(shown, 'home');
    await moveMarket(db(), shown.id, { prices: { home: better(home.price) }, line: (shown.line ?? 0) - 1 });
    const response = await placeBet(player, { stake_cents: 3_00, legs: [home], accept_better_odds: true });
    expectStatus(response, 422);
    expect(apiErrorSchema.parse(response.json()).changed_selections?.[0]).toMatchObject({
      line: (shown.line ?? 0) - 1,
      price: better(home.price),
    });
  });
});
