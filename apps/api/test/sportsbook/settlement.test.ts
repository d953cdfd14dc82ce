import { cents, formatCents, payoutOf, type SportsbookBet, sportsbookBetsSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { storedNotices } from '../notifications/helpers.ts';
import { houseBalance } from '../pickem/entry-fixtures.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { nextGameId } from '../support/sports-world.ts';
import { expectLedgerInvariants, type Player, walletOf } from '../wallet/helpers.ts';
import {
  betTransfers,
  bettor,
  expectStatus,
  type LegBody,
  leg,
  placeBet,
  scoreGame,
  seedBook,
} from './fixtures.ts';

// One slate of bets placed before any game ends, then settled, then a correction to the NBA final.
const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const settlement = () => app().walletModule.sportsbookSettlement;

interface Placed {
  player: Player;
  bet: SportsbookBet;
  legs: LegBody[];
}
const placed: Record<string, Placed> = {};

async function place(name: string, stake: number, legs: LegBody[], cash = 100_00) {
  const player = await bettor(app(), db(), cash);
  const response = await placeBet(player, { stake_cents: stake, legs });
  expectStatus(response, 201);
  placed[name] = { player, bet: response.json(), legs };
}

async function betRow(id: string) {
  const [row] = await selectRows<{
    state: string;
    result: string;
    payout_cents: string;
    settlement_version: number;
  }>(
    db(),
    sql`select state, result, payout_cents, settlement_version from sportsbook_bets where id = ${id}::uuid`,
  );
  return { ...row, payout_cents: Number(row?.payout_cents) };
}

const cash = async (name: string) => (await walletOf(placed[name]!.player)).cash_cents;

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
  await place('nbaHome', 10_00, [await leg(app(), 'nba', 'moneyline', 'home')]);
  await place('nbaAway', 10_00, [await leg(app(), 'nba', 'moneyline', 'away')]);
  await place('nflLevel', 10_00, [await leg(app(), 'nfl', 'moneyline', 'home')]);
  await place('mlbCancelled', 10_00, [await leg(app(), 'mlb', 'total', 'over')]);
  await place('parlay', 4_00, [
    await leg(app(), 'nba', 'moneyline', 'home'),
    await leg(app(), 'nfl', 'moneyline', 'away'),
    await leg(app(), 'mlb', 'total', 'under'),
  ]);
  await place('allVoid', 3_00, [await leg(app(), 'mlb', 'spread', 'home')]);
  await scoreGame(db(), nextGameId('nba'), { home: 101, away: 99, status: 'final' });
  await scoreGame(db(), nextGameId('nfl'), { home: 20, away: 20, status: 'final' });
  await scoreGame(db(), nextGameId('mlb'), { home: 0, away: 0, status: 'cancelled' });
});

describe('settling bets as their games end', () => {
  it('pays a won single its price, takes nothing more from a lost one, and lists each under its tab', async () => {
    const houseBefore = await houseBalance(db());
    expect(await settlement().settleReady()).toBe(6);
    const won = placed.nbaHome!;
    const payout = payoutOf(cents(10_00), [won.legs[0]!.price]);
    expect(await betRow(won.bet.id)).toMatchObject({ state: 'settled', result: 'won', payout_cents: payout });
    expect(await cash('nbaHome')).toBe(90_00 + payout);
    expect((await betTransfers(db(), won.bet.id)).map((one) => [one.kind, Number(one.amount_cents)])).toEqual(
      [
        ['bet', 10_00],
        ['bet_winnings', payout],
      ],
    );
    expect(await betRow(placed.nbaAway!.bet.id)).toMatchObject({ result: 'lost', payout_cents: 0 });
    expect(await cash('nbaAway')).toBe(90_00);

    const tabs = async (state: string) =>
      sportsbookBetsSchema
        .parse((await won.player.browser.get(`/v1/sportsbook/bets?state=${state}`)).json())
        .bets.map((bet) => [bet.id, bet.result, bet.payout_cents, bet.legs[0]?.result]);
    expect(await tabs('won')).toEqual([[won.bet.id, 'won', payout, 'won']]);
    expect(await tabs('lost')).toEqual([]);
    expect(await tabs('open')).toEqual([]);
    expect(await tabs('settled')).toEqual([[won.bet.id, 'won', payout, 'won']]);

    // 1099 net winnings count bets: the winnings less the stake.
    expect(await app().walletModule.wallet.counts().netWinningsByYear(won.player.id)).toEqual([
      { taxYear: 2026, netWinningsCents: payout - 10_00 },
    ]);
    expect(await app().walletModule.wallet.counts().netWinningsByYear(placed.nbaAway!.player.id)).toEqual([
      { taxYear: 2026, netWinningsCents: -10_00 },
    ]);

    // The house paid the winners, kept the losers' stakes and gave back the pushed and void ones.
    const parlayPayout = payoutOf(cents(4_00), [placed.parlay!.legs[0]!.price]);
    expect(houseBefore - (await houseBalance(db()))).toBe(payout + parlayPayout + 10_00 + 10_00 + 3_00);
    await expectLedgerInvariants(db());
  });

  it('gives the stake back on a push (a level two-way moneyline) and on a void (a cancelled game)', async () => {
    expect(await betRow(placed.nflLevel!.bet.id)).toMatchObject({ result: 'push', payout_cents: 10_00 });
    expect(await cash('nflLevel')).toBe(100_00);
    expect(await betRow(placed.mlbCancelled!.bet.id)).toMatchObject({ result: 'void', payout_cents: 10_00 });
    expect(await cash('mlbCancelled')).toBe(100_00);
    expect(await betRow(placed.allVoid!.bet.id)).toMatchObject({ result: 'void', payout_cents: 3_00 });
  });

  it('re-prices a parlay on its legs left when others push or are void', async () => {
    const { bet, legs } = placed.parlay!;
    const payout = payoutOf(cents(4_00), [legs[0]!.price]);
    expect(payout).toBeLessThan(
      payoutOf(
        cents(4_00),
        legs.map((one) => one.price),
      ),
    );
    expect(await betRow(bet.id)).toMatchObject({ result: 'won', payout_cents: payout });
    expect(await cash('parlay')).toBe(96_00 + payout);
    const [listed] = sportsbookBetsSchema.parse(
      (await placed.parlay!.player.browser.get('/v1/sportsbook/bets?state=won')).json(),
    ).bets;
    expect(listed?.legs.map((one) => one.result)).toEqual(['won', 'push', 'void']);
  });

  it('tells each bettor once how the bet settled, with what reached their balance', async () => {
    await app().jobs.drain();
    const won = placed.nbaHome!;
    const payout = payoutOf(cents(10_00), [won.legs[0]!.price]);
    expect(await storedNotices(db(), won.player.id, 'entry_settled')).toEqual([
      {
        title: 'Your bet won',
        body: `${formatCents(cents(payout))} is in your balance. See every leg in your bet history.`,
        link: '/m/bet-history/settled',
      },
    ]);
    const titles = async (name: string) =>
      (await storedNotices(db(), placed[name]!.player.id, 'entry_settled')).map((notice) => notice.title);
    expect(await titles('nbaAway')).toEqual(['Your bet settled']);
    expect(await titles('nflLevel')).toEqual(['Your bet pushed']);
    expect(await titles('allVoid')).toEqual(['Your bet was voided']);
  });

  it('settles nothing twice', async () => {
    expect(await settlement().settleReady()).toBe(0);
    expect(await settlement().regradeCorrected()).toBe(0);
  });
});

describe('a correction after settlement', () => {
  it('settles the changed bets again, moving exactly the difference, and leaves what it owes when a player spent it', async () => {
    const winner = placed.nbaHome!;
    const payout = payoutOf(cents(10_00), [winner.legs[0]!.price]);
    // The winner stakes all their cash on another game, so the reversal cannot be covered at once.
    const all = await cash('nbaHome');
    expectStatus(
      await placeBet(winner.player, { stake_cents: all, legs: [await leg(app(), 'nhl', 'total', 'over')] }),
      201,
    );
    const loserPayout = payoutOf(cents(10_00), [placed.nbaAway!.legs[0]!.price]);
    const parlayPayout = payoutOf(cents(4_00), [placed.parlay!.legs[0]!.price]);
    const parlayCash = await cash('parlay');
    const houseBefore = await houseBalance(db());

    await scoreGame(db(), nextGameId('nba'), { home: 99, away: 101 });
    expect(await settlement().regradeCorrected()).toBe(3);

    expect(await betRow(placed.nbaAway!.bet.id)).toMatchObject({
      result: 'won',
      payout_cents: loserPayout,
      settlement_version: 2,
    });
    expect(await cash('nbaAway')).toBe(90_00 + loserPayout);
    expect(await betRow(placed.parlay!.bet.id)).toMatchObject({
      result: 'lost',
      payout_cents: 0,
      settlement_version: 2,
    });
    expect(await cash('parlay')).toBe(parlayCash - parlayPayout);
    // Never a negative balance: what the winner cannot give back is owed in the wallet.
    expect(await betRow(winner.bet.id)).toMatchObject({ result: 'lost', settlement_version: 2 });
    expect(await cash('nbaHome')).toBe(0);
    expect((await houseBalance(db())) - houseBefore).toBe(parlayPayout - loserPayout);
    const [owed] = await selectRows<{ owed_cents: string | number }>(
      db(),
      sql`select owed_cents from owed_reversals where game = 'sportsbook' and stake_id = ${winner.bet.id}`,
    );
    expect(Number(owed?.owed_cents)).toBe(payout);
    await expectLedgerInvariants(db());
    // The players heard when their bets settled; a correction re-settles without a second notice.
    await app().jobs.drain();
    expect(await storedNotices(db(), placed.nbaAway!.player.id, 'entry_settled')).toHaveLength(1);
  });
});
