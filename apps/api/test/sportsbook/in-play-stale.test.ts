import {
  apiErrorSchema,
  IDEMPOTENCY_KEY_HEADER,
  type SportsbookBet,
  sportsbookBetSchema,
  sportsbookBetsSchema,
  TEST_LOCATION_HEADER,
} from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BET_STOP_MS } from '../../src/features/sportsbook/markets/decide.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { newKey, type Player, walletOf } from '../wallet/helpers.ts';
import { bettor, expectStatus, type LegBody, leg, legOf, marketOf, placeBet, seedBook } from './fixtures.ts';
import { nba, playNba, projectNba, propOf, setBoxScore, settleBook, star } from './prop-fixtures.ts';

// A score or a player's stat committed in play, before the market maker's next run has written the
// bet stop: nothing is taken, and nothing cashed out, at the prices made before it.
const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

let player: Player;
let moneylineBet: SportsbookBet;
let propBet: SportsbookBet;

async function place(legs: LegBody[]): Promise<SportsbookBet> {
  const response = await placeBet(player, { stake_cents: 5_00, legs });
  expectStatus(response, 201);
  return sportsbookBetSchema.parse(response.json());
}

async function offerOf(id: string): Promise<number | null | undefined> {
  const response = await player.browser.get('/v1/sportsbook/bets?state=open');
  return sportsbookBetsSchema.parse(response.json()).bets.find((bet) => bet.id === id)?.cash_out_offer_cents;
}

const cashOut = (id: string, offer: number) =>
  player.browser.post(
    `/v1/sportsbook/bets/${id}/cash-out`,
    { offer_cents: offer },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: newKey(), [TEST_LOCATION_HEADER]: 'AZ' } },
  );

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
  await projectNba(db());
  await settleBook(app());
  player = await bettor(app(), db(), 100_00);
  await setBoxScore(db(), nba, star, { minutes: 10, points: 6 });
  await playNba(db(), { home: 10, away: 8, period: 2, clock: 600 });
  // In play from 10–8: the first run stops bets on the score, the next reopens at in-game prices.
  await settleBook(app());
  time.advance(BET_STOP_MS);
  await settleBook(app());
  moneylineBet = await place([await leg(app(), 'nba', 'moneyline', 'home')]);
  propBet = await place([legOf(await propOf(app(), star, 'points'), 'over')]);
});

describe('an in-game price made before the latest score or stat', () => {
  it('is refused as suspended after a score the market maker has not run on, and cash out offers nothing', async () => {
    const shown = legOf(await propOf(app(), star, 'points'), 'over');
    const moneyline = await leg(app(), 'nba', 'moneyline', 'home');
    const offer = (await offerOf(moneylineBet.id))!;
    expect(offer).toBeGreaterThan(0);

    await playNba(db(), { home: 13, away: 8, period: 2, clock: 580 });
    // The board shows it suspended as well, before the run writes the stop.
    expect(await marketOf(app(), 'nba', 'moneyline')).toMatchObject({ status: 'suspended' });
    const refused = await placeBet(player, {
      stake_cents: 2_00,
      legs: [moneyline],
      accept_better_odds: true,
    });
    expectStatus(refused, 422);
    const error = apiErrorSchema.parse(refused.json());
    expect(error.api_code).toBe('sportsbook_prices_changed');
    expect(error.changed_selections).toEqual([
      expect.objectContaining({ selection_id: moneyline.selection_id, status: 'suspended', price: null }),
    ]);
    // A prop stands on its player's total, not on the score: a basket he had no part in leaves it open.
    expect(await propOf(app(), star, 'points')).toMatchObject({
      status: 'open',
      price_version: shown.price_version,
    });

    expect(await offerOf(moneylineBet.id)).toBeNull();
    const stopped = await cashOut(moneylineBet.id, offer);
    expectStatus(stopped, 422);
    expect(apiErrorSchema.parse(stopped.json())).toMatchObject({
      api_code: 'sportsbook_cash_out_changed',
      cash_out_offer_cents: null,
    });
    const cash = (await walletOf(player)).cash_cents;
    expect(cash).toBe(100_00 - 10_00);

    // The market maker's run writes the bet stop; after it, new prices on the new score are taken.
    await settleBook(app());
    time.advance(BET_STOP_MS);
    await settleBook(app());
    expect(await offerOf(moneylineBet.id)).toBeGreaterThan(0);
    expectStatus(
      await placeBet(player, { stake_cents: 2_00, legs: [await leg(app(), 'nba', 'moneyline', 'home')] }),
      201,
    );
  });

  it("is refused on a prop after its player's stat moved with no score, while the game's markets still take bets", async () => {
    const shown = legOf(await propOf(app(), star, 'points'), 'over');
    const offer = (await offerOf(propBet.id))!;
    expect(offer).toBeGreaterThan(0);

    await setBoxScore(db(), nba, star, { minutes: 11, points: 7 });
    expect(await propOf(app(), star, 'points')).toMatchObject({ status: 'suspended' });
    expect(await marketOf(app(), 'nba', 'moneyline')).toMatchObject({ status: 'open' });
    const refused = await placeBet(player, { stake_cents: 2_00, legs: [shown], accept_better_odds: true });
    expectStatus(refused, 422);
    expect(apiErrorSchema.parse(refused.json()).changed_selections).toEqual([
      expect.objectContaining({ selection_id: shown.selection_id, status: 'suspended', price: null }),
    ]);
    expect(await offerOf(propBet.id)).toBeNull();
    expectStatus(await cashOut(propBet.id, offer), 422);
    expect((await offerOf(moneylineBet.id)) ?? 0).toBeGreaterThan(0);
    expectStatus(
      await placeBet(player, { stake_cents: 2_00, legs: [await leg(app(), 'nba', 'moneyline', 'home')] }),
      201,
    );

    // The market maker stops the prop on the stat (not only on a score), then prices it on the new total.
    await settleBook(app());
    expect(await propOf(app(), star, 'points')).toMatchObject({ status: 'suspended' });
    time.advance(BET_STOP_MS);
    await settleBook(app());
    expect(await propOf(app(), star, 'points')).toMatchObject({ status: 'open' });
    expect(await offerOf(propBet.id)).toBeGreaterThan(0);
  });
});
