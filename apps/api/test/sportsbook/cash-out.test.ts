import {
  apiErrorSchema,
  cashOutOffer,
  cents,
  chanceBeyond,
  fairChances,
  IDEMPOTENCY_KEY_HEADER,
  type SportsbookBet,
  type SportsbookMarket,
  sportsbookBetSchema,
  sportsbookBetsSchema,
  TEST_LOCATION_HEADER,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { grantPromo } from '../account-closure/helpers.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { expectLedgerInvariants, newKey, type Player, walletOf } from '../wallet/helpers.ts';
import {
  betTransfers,
  bettor,
  expectStatus,
  type LegBody,
  leg,
  legOf,
  marketOf,
  moveMarket,
  placeBet,
  scoreGame,
  seedBook,
} from './fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const settlement = () => app().walletModule.sportsbookSettlement;

let player: Player;
let single: SportsbookBet;

async function place(legs: LegBody[], stake = 10_00): Promise<SportsbookBet> {
  const response = await placeBet(player, { stake_cents: stake, legs });
  expectStatus(response, 201);
  return sportsbookBetSchema.parse(response.json());
}

/** The bet as the history lists it now (open or settled). */
async function listed(id: string, state = 'open'): Promise<SportsbookBet | undefined> {
  const response = await player.browser.get(`/v1/sportsbook/bets?state=${state}`);
  return sportsbookBetsSchema.parse(response.json()).bets.find((bet) => bet.id === id);
}

/** POST …/cash-out, located in Arizona (a sportsbook state) unless told otherwise. */
function cashOut(
  id: string,
  offer: number | null,
  options: { key?: string; who?: Player; state?: string } = {},
) {
  return (options.who ?? player).browser.post(
    `/v1/sportsbook/bets/${id}/cash-out`,
    { offer_cents: offer },
    {
      headers: {
        [IDEMPOTENCY_KEY_HEADER]: options.key ?? newKey(),
        [TEST_LOCATION_HEADER]: options.state ?? 'AZ',
      },
    },
  );
}

/** The fair chance of a side now, from its market's prices with the margin taken out. */
function chanceOf(market: SportsbookMarket, key: string): number {
  const index = market.selections.findIndex((one) => one.key === key);
  return fairChances(market.selections.map((one) => one.price))[index]!;
}

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
  player = await bettor(app(), db(), 100_00);
  single = await place([await leg(app(), 'nba', 'moneyline', 'home')]);
  // Another player's bet on the same game, settled and corrected with it.
  const bystander = await bettor(app(), db(), 20_00);
  expectStatus(
    await placeBet(bystander, { stake_cents: 5_00, legs: [await leg(app(), 'nba', 'moneyline', 'home')] }),
    201,
  );
});

describe('cash out', () => {
  it('offers what the bet is worth at the live prices less the margin, on the bet and in the history', async () => {
    const price = single.legs[0]!.price;
    const fair = cashOutOffer(cents(10_00), [
      { price, chance: chanceOf(await marketOf(app(), 'nba', 'moneyline'), 'home') },
    ]);
    expect(fair).toBeGreaterThan(8_00);
    expect(fair).toBeLessThan(10_00);
    expect(single.cash_out_offer_cents).toBe(fair);
    expect((await listed(single.id))?.cash_out_offer_cents).toBe(fair);

    // The home side shortens: the bet is worth more, and the offer follows the new prices.
    await moveMarket(db(), single.legs[0]!.market_id, { prices: { home: -400, away: 300 } });
    const shorter = cashOutOffer(cents(10_00), [
      { price, chance: chanceOf(await marketOf(app(), 'nba', 'moneyline'), 'home') },
    ]);
    expect(shorter).toBeGreaterThan(fair!);
    expect((await listed(single.id))?.cash_out_offer_cents).toBe(shorter);
  });

  it('refuses an offer that moved with the new one, and any offer in a bet stop, moving no money', async () => {
    const cashBefore = (await walletOf(player)).cash_cents;
    const offer = (await listed(single.id))!.cash_out_offer_cents!;
    await moveMarket(db(), single.legs[0]!.market_id, { prices: { home: -300, away: 240 } });
    const moved = await cashOut(single.id, offer);
    expectStatus(moved, 422);
    const current = (await listed(single.id))!.cash_out_offer_cents;
    expect(current).not.toBe(offer);
    expect(apiErrorSchema.parse(moved.json())).toMatchObject({
      api_code: 'sportsbook_cash_out_changed',
      cash_out_offer_cents: current,
    });

    await moveMarket(db(), single.legs[0]!.market_id, { status: 'suspended' });
    expect((await listed(single.id))?.cash_out_offer_cents).toBeNull();
    const stopped = await cashOut(single.id, current);
    expectStatus(stopped, 422);
    expect(apiErrorSchema.parse(stopped.json()).cash_out_offer_cents).toBeNull();
    await moveMarket(db(), single.legs[0]!.market_id, { status: 'open' });
    expect((await walletOf(player)).cash_cents).toBe(cashBefore);
    expect((await listed(single.id))?.state).toBe('open');
  });

  it('pays the offer once per key, closes the bet, and settlement or a correction never pays it again', async () => {
    const cashBefore = (await walletOf(player)).cash_cents;
    const offer = (await listed(single.id))!.cash_out_offer_cents!;
    const key = newKey();
    const paid = await cashOut(single.id, offer, { key });
    expectStatus(paid, 200);
    expect(sportsbookBetSchema.parse(paid.json())).toMatchObject({
      state: 'settled',
      result: 'cashed_out',
      payout_cents: offer,
      cash_out_offer_cents: null,
    });
    const replay = await cashOut(single.id, offer, { key });
    expectStatus(replay, 200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(paid.json());
    const again = await cashOut(single.id, offer);
    expectStatus(again, 422);
    expect((await walletOf(player)).cash_cents).toBe(cashBefore + offer);

    // The game ends with the bet's side winning: settlement and a correction leave it be.
    await scoreGame(db(), single.legs[0]!.game_id, { home: 110, away: 90, status: 'final' });
    expect(await settlement().settleReady()).toBe(1);
    await scoreGame(db(), single.legs[0]!.game_id, { home: 90, away: 110 });
    // The bystander's bet is settled again; the cashed out one is not touched.
    expect(await settlement().regradeCorrected()).toBe(1);
    expect((await walletOf(player)).cash_cents).toBe(cashBefore + offer);
    const moves = (await betTransfers(db(), single.id)).map((one) => [
      one.transfer_key.split(':').slice(3).join(':'),
      Number(one.amount_cents),
    ]);
    expect(moves).toEqual([
      ['take:cash', 10_00],
      ['s1:winnings', offer],
    ]);
    expect(await listed(single.id, 'settled')).toMatchObject({ result: 'cashed_out', payout_cents: offer });
    expect(await listed(single.id, 'won')).toBeUndefined();
    await expectLedgerInvariants(db());
  });

  it("counts a parlay's won leg as certain, and withdraws the offer once a leg lost", async () => {
    const mlb = await marketOf(app(), 'mlb', 'moneyline');
    const total = await marketOf(app(), 'nfl', 'total');
    const winning = await place([legOf(mlb, 'home'), legOf(total, 'over')], 4_00);
    const losing = await place([legOf(mlb, 'home'), legOf(total, 'under')], 4_00);
    const over = (total.line ?? 0) + 0.5;
    await scoreGame(db(), total.game_id, { home: Math.ceil(over), away: 0, status: 'final' });
    const expected = cashOutOffer(cents(4_00), [
      { price: winning.legs[0]!.price, chance: chanceOf(mlb, 'home') },
      { price: winning.legs[1]!.price, result: 'won' },
    ]);
    expect((await listed(winning.id))?.cash_out_offer_cents).toBe(expected);
    expect((await listed(losing.id))?.cash_out_offer_cents).toBeNull();
    expectStatus(await cashOut(losing.id, 1_00), 422);
  });

  it('values a leg whose line moved by the market’s outcomes, and offers nothing without them', async () => {
    const total = await marketOf(app(), 'soccer', 'total');
    const bet = await place([legOf(total, 'under')], 3_00);
    const [row] = await selectRows<{ outcomes: number[] }>(
      db(),
      sql`select outcomes from sportsbook_markets where id = ${total.id}`,
    );
    expect(row?.outcomes).toHaveLength(41);
    await moveMarket(db(), total.id, { line: (total.line ?? 0) + 1 });
    const expected = cashOutOffer(cents(3_00), [
      { price: bet.legs[0]!.price, chance: chanceBeyond(row!.outcomes, total.line!, 'below') },
    ]);
    expect(expected).not.toBeNull();
    expect((await listed(bet.id))?.cash_out_offer_cents).toBe(expected);
    await db().execute(sql`update sportsbook_markets set outcomes = null where id = ${total.id}`);
    expect((await listed(bet.id))?.cash_out_offer_cents).toBeNull();
  });

  it('is only where the sportsbook is offered: elsewhere, or unlocated, the bet stays open and no money moves', async () => {
    const bet = await place([await leg(app(), 'nhl', 'moneyline', 'home')], 2_00);
    const cashBefore = (await walletOf(player)).cash_cents;
    const offer = (await listed(bet.id))?.cash_out_offer_cents ?? null;
    expect(offer).not.toBeNull();
    for (const [state, code] of [
      ['NJ', 'location_not_allowed'],
      ['CO', 'location_not_allowed'],
      ['XX', 'location_required'],
    ] as const) {
      const refused = await cashOut(bet.id, offer, { state });
      expect(apiErrorSchema.parse(refused.json()).api_code, state).toBe(code);
    }
    expect((await walletOf(player)).cash_cents).toBe(cashBefore);
    expect((await listed(bet.id))?.state).toBe('open');
    expectStatus(await cashOut(bet.id, offer, { state: 'TN' }), 200);
    expect((await walletOf(player)).cash_cents).toBe(cashBefore + (offer ?? 0));
    await expectLedgerInvariants(db());
  });

  it('is never offered on a bet staked with promo credit, in part or whole: credit never turns into cash', async () => {
    const promoPlayer = await bettor(app(), db(), 10_00);
    await grantPromo(app(), promoPlayer, 3_00);
    const staked = async (stake: number, usePromo: boolean) => {
      const response = await placeBet(promoPlayer, {
        stake_cents: stake,
        legs: [await leg(app(), 'nhl', 'moneyline', 'away')],
        use_promo: usePromo,
      });
      expectStatus(response, 201);
      return sportsbookBetSchema.parse(response.json());
    };
    const partly = await staked(5_00, true); // $3 of promo credit, then $2 of cash
    const cashOnly = await staked(2_00, false);
    expect(partly.cash_out_offer_cents).toBeNull();
    expect(cashOnly.cash_out_offer_cents).not.toBeNull();
    const open = sportsbookBetsSchema.parse(
      (await promoPlayer.browser.get('/v1/sportsbook/bets?state=open')).json(),
    ).bets;
    expect(open.find((bet) => bet.id === partly.id)?.cash_out_offer_cents).toBeNull();
    const before = await walletOf(promoPlayer);
    expect(before).toMatchObject({ cash_cents: 6_00, promo_cents: 0 });
    // The offer a cash-only bet of the same stake would get, asked for the promo bet: refused.
    const refused = await cashOut(partly.id, cashOnly.cash_out_offer_cents, { who: promoPlayer });
    expectStatus(refused, 422);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({
      api_code: 'sportsbook_cash_out_changed',
      cash_out_offer_cents: null,
    });
    expect(await walletOf(promoPlayer)).toMatchObject(before);
    expectStatus(await cashOut(cashOnly.id, cashOnly.cash_out_offer_cents, { who: promoPlayer }), 200);
    await expectLedgerInvariants(db());
  });

  it("is only the bettor's: another player's bet is not found", async () => {
    const other = await bettor(app(), db(), 0);
    const bet = (
      await sportsbookBetsSchema.parse((await player.browser.get('/v1/sportsbook/bets?state=open')).json())
    ).bets[0]!;
    const refused = await cashOut(bet.id, 1_00, { who: other });
    expectStatus(refused, 404);
    expectStatus(await cashOut('not-a-bet', 1_00), 400);
  });
});
