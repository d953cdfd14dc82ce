import {
  apiErrorSchema,
  cents,
  offeredProps,
  payoutOf,
  propMarketOf,
  propValueOf,
  type SportsbookBet,
  simulatedGames,
  sportsbookBetsSchema,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectedPlayersOfGames } from '../../src/features/sports/game-reads.ts';
import { readWorldControls } from '../../src/features/sports/simulator/world-settings.ts';
import { BET_STOP_MS } from '../../src/features/sportsbook/markets/decide.ts';
import { rostersOf } from '../../src/features/sportsbook/markets/world-reads.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { teamId } from '../support/sports-world.ts';
import { expectLedgerInvariants, type Player, walletOf } from '../wallet/helpers.ts';
import {
  betTransfers,
  bettor,
  expectStatus,
  leg,
  legOf,
  marketOf,
  placeBet,
  scoreGame,
  seedBook,
} from './fixtures.ts';
import {
  nba,
  nbaProps,
  playNba,
  projectNba,
  propOf,
  regular,
  setBoxScore,
  settleBook,
  star,
} from './prop-fixtures.ts';

// One NBA game with props, from the first prices to a correction after the final: bets placed
// before it, in-game prices from the box score, a player ruled out, settlement on the box score.
const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const settlement = () => app().walletModule.sportsbookSettlement;

let player: Player;
const bets: Record<'over' | 'parlay' | 'regular', SportsbookBet> = {} as never;

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
  await projectNba(db());
  await settleBook(app());
  player = await bettor(app(), db(), 100_00);
});

describe('player props', () => {
  it("offer over/under on pick'em's players and stats, priced from the market maker's plays with the margin", async () => {
    const seed = (await readWorldControls(db(), testApp.current.config.world.seed)).seed;
    const rosters = await rostersOf(db(), [teamId('nba', 1), teamId('nba', 2)]);
    const props = offeredProps('nba', (await projectedPlayersOfGames(db(), [nba])).get(nba) ?? []);
    const played = simulatedGames(
      seed,
      { id: nba },
      rosters.get(teamId('nba', 1))!,
      rosters.get(teamId('nba', 2))!,
      {
        props,
        value: propValueOf('nba'),
      },
    );
    const expected = props.flatMap((prop, index) => propMarketOf('nba', prop, played.props[index]!) ?? []);
    expect(expected.length).toBeGreaterThan(6);

    const offered = await nbaProps(app());
    expect(offered.map((market) => `${market.player_id}:${market.stat}`).sort()).toEqual(
      expected.map((market) => `${market.prop!.playerId}:${market.prop!.stat}`).sort(),
    );
    for (const market of expected) {
      const shown = offered.find(
        (one) => one.player_id === market.prop!.playerId && one.stat === market.prop!.stat,
      )!;
      expect(shown).toMatchObject({ status: 'open', in_game: false, price_version: 1, line: market.line });
      expect(shown.selections.map(({ key, price }) => ({ key, price }))).toEqual(
        market.selections.map(({ key, price }) => ({ key, price })),
      );
    }
    expect(await propOf(app(), star, 'points')).toMatchObject({
      id: `sb:${nba}:prop:${star}:points`,
      player_name: 'Avery Stone1',
      stat_label: 'Points',
    });
    // Nothing changed since: the next run writes nothing.
    expect(await app().walletModule.sportsbookMarkets.refresh()).toMatchObject({ decided: 0, written: 0 });
  });

  it('are bet as singles and as parlay legs, one leg per game and per market', async () => {
    const points = await propOf(app(), star, 'points');
    const rebounds = await propOf(app(), star, 'rebounds');
    const place = async (stake: number, legs: ReturnType<typeof legOf>[]) => {
      const response = await placeBet(player, { stake_cents: stake, legs });
      expectStatus(response, 201);
      return response.json() as SportsbookBet;
    };
    bets.over = await place(10_00, [legOf(points, 'over')]);
    expect(bets.over.legs[0]).toMatchObject({
      market_kind: 'player_prop',
      player_id: star,
      player_name: 'Avery Stone1',
      stat: 'points',
      stat_label: 'Points',
      line: points.line,
      current_value: null,
    });
    bets.parlay = await place(5_00, [legOf(rebounds, 'under'), await leg(app(), 'nfl', 'moneyline', 'home')]);
    bets.regular = await place(4_00, [legOf(await propOf(app(), regular, 'points'), 'over')]);

    for (const legs of [
      [legOf(points, 'over'), legOf(points, 'under')],
      [legOf(points, 'over'), legOf(rebounds, 'over')],
      [legOf(points, 'over'), await leg(app(), 'nba', 'moneyline', 'home')],
    ]) {
      const refused = await placeBet(player, { stake_cents: 2_00, legs });
      expectStatus(refused, 422);
      expect(apiErrorSchema.parse(refused.json()).api_code).toBe('sportsbook_bet_not_allowed');
    }
    expect((await walletOf(player)).cash_cents).toBe(100_00 - 19_00);
  });

  it("move in-game from the player's total so far, stop with his scoring plays (not another's), and close for a player ruled out", async () => {
    const before = await propOf(app(), star, 'points');
    await setBoxScore(db(), nba, star, { minutes: 24, points: 18 });
    await playNba(db(), { home: 0, away: 0, period: 3, clock: 720 });
    await settleBook(app());
    const live = await propOf(app(), star, 'points');
    expect(live).toMatchObject({ status: 'open', in_game: true, price_version: before.price_version + 1 });
    // 18 already, a quarter and a half to go: the line is above what he has.
    expect(live.line!).toBeGreaterThan(18);

    const open = sportsbookBetsSchema.parse(
      (await player.browser.get('/v1/sportsbook/bets?state=open')).json(),
    ).bets;
    const over = open.find((bet) => bet.id === bets.over.id)!;
    expect(over.legs[0]!.current_value).toBe(18);
    expect(over.games.find((game) => game.id === nba)).toMatchObject({ status: 'in_progress', period: 3 });

    // His three: the game's markets and his points stop, then reopen at new prices.
    await setBoxScore(db(), nba, star, { minutes: 24, points: 21 });
    await playNba(db(), { home: 3, away: 0, period: 3, clock: 700 });
    await settleBook(app());
    expect(await propOf(app(), star, 'points')).toMatchObject({ status: 'suspended' });
    expect(await marketOf(app(), 'nba', 'moneyline')).toMatchObject({ status: 'suspended' });
    time.advance(BET_STOP_MS);
    await settleBook(app());
    const reopened = await propOf(app(), star, 'points');
    expect(reopened).toMatchObject({ status: 'open' });
    // Another player's basket: the game's markets stop, his props (priced from his total and the
    // time left, not the score) go on taking bets at the same version.
    await playNba(db(), { home: 5, away: 0, period: 3, clock: 690 });
    await settleBook(app());
    expect(await marketOf(app(), 'nba', 'moneyline')).toMatchObject({ status: 'suspended' });
    expect(await propOf(app(), star, 'points')).toMatchObject({
      status: 'open',
      price_version: reopened.price_version,
    });
    time.advance(BET_STOP_MS);
    await settleBook(app());
    expect(await marketOf(app(), 'nba', 'moneyline')).toMatchObject({ status: 'open' });

    await db().execute(
      sql`update players set status = 'out', updated_at = now() + interval '1 day' where id = ${regular}`,
    );
    await settleBook(app());
    const closed = (await nbaProps(app())).filter((market) => market.player_id === regular);
    expect(closed).toEqual([]);
    expect(await propOf(app(), star, 'points')).toMatchObject({ status: 'open' });
  });

  it('settle on the box score (a player who did not play is void), and settle again on a correction', async () => {
    const line = bets.over.legs[0]!.line!;
    const reboundsLine = bets.parlay.legs[0]!.line!;
    await setBoxScore(db(), nba, star, {
      minutes: 36,
      points: Math.ceil(line),
      rebounds: Math.floor(reboundsLine),
    });
    await playNba(db(), { home: 101, away: 99, status: 'final', period: 4, clock: 0 });
    await scoreGame(db(), bets.parlay.legs[1]!.game_id, { home: 24, away: 20, status: 'final' });
    const cashBefore = (await walletOf(player)).cash_cents;
    await settlement().settleReady();

    const settled = async (id: string) => {
      const list = sportsbookBetsSchema.parse(
        (await player.browser.get('/v1/sportsbook/bets?state=settled')).json(),
      ).bets;
      return list.find((bet) => bet.id === id)!;
    };
    const overPays = payoutOf(cents(10_00), [bets.over.legs[0]!.price]);
    expect(await settled(bets.over.id)).toMatchObject({ result: 'won', payout_cents: overPays });
    const parlayPays = payoutOf(
      cents(5_00),
      bets.parlay.legs.map((one) => one.price),
    );
    expect(await settled(bets.parlay.id)).toMatchObject({ result: 'won', payout_cents: parlayPays });
    // Ruled out before the game, no box score line: the leg is void and the stake comes back.
    expect(await settled(bets.regular.id)).toMatchObject({ result: 'void', payout_cents: 4_00 });
    expect((await walletOf(player)).cash_cents).toBe(cashBefore + overPays + parlayPays + 4_00);

    // A correction takes his points under the line: the single lost, exactly its payout reversed.
    await setBoxScore(db(), nba, star, {
      minutes: 36,
      points: Math.floor(line),
      rebounds: Math.floor(reboundsLine),
    });
    expect(await settlement().regradeCorrected()).toBe(1);
    expect(await settled(bets.over.id)).toMatchObject({ result: 'lost', payout_cents: 0 });
    expect((await walletOf(player)).cash_cents).toBe(cashBefore + parlayPays + 4_00);
    const moves = (await betTransfers(db(), bets.over.id)).map((one) => [
      one.transfer_key.split(':').slice(3).join(':'),
      Number(one.amount_cents),
    ]);
    expect(moves).toEqual([
      ['take:cash', 10_00],
      ['s1:winnings', overPays],
      ['s1:winnings:reversal', overPays],
    ]);
    await expectLedgerInvariants(db());
  });
});
