import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { nextGameId } from '../support/sports-world.ts';
import { depositByCard, expectLedgerInvariants, type Player, walletOf } from '../wallet/helpers.ts';
import { betTransfers, bettor, expectStatus, leg, placeBet, scoreGame, seedBook } from './fixtures.ts';

// A bet corrected back and forth while its player keeps spending what it paid: every payment a
// correction replaced and the player could not give back is owed in the wallet, each one, and
// the player's next winnings pay it down; a deposit never does.
const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const settlement = () => app().walletModule.sportsbookSettlement;
const nba = nextGameId('nba');

let player: Player;

beforeAll(async () => {
  await seedBook(app(), db(), time.now());
  player = await bettor(app(), db(), 10_00);
});

const cash = async () => (await walletOf(player)).cash_cents;

/** The player stakes all their cash on a game that has not started (the money is gone for now). */
async function spendAll() {
  const all = await cash();
  expectStatus(
    await placeBet(player, { stake_cents: all, legs: [await leg(app(), 'nhl', 'total', 'over')] }),
    201,
  );
  expect(await cash()).toBe(0);
}

/** What the bet's player still owes, by the settlement version taken back. */
async function owed(betId: string) {
  const rows = await selectRows<{ settlement: number; owed_cents: string | number }>(
    db(),
    sql`select settlement, owed_cents from owed_reversals
        where game = 'sportsbook' and stake_id = ${betId} order by settlement`,
  );
  return rows.map((row) => [Number(row.settlement), Number(row.owed_cents)]);
}

describe('reversals owed over several corrections', () => {
  it('owes what the player cannot give back, one row per version, paid down by their next winnings', async () => {
    const placed = await placeBet(player, {
      stake_cents: 10_00,
      legs: [await leg(app(), 'nba', 'moneyline', 'home')],
    });
    expectStatus(placed, 201);
    const bet = placed.json() as { id: string; potential_payout_cents: number };
    const payout = bet.potential_payout_cents;

    // v1: won and paid, then spent.
    await scoreGame(db(), nba, { home: 101, away: 99, status: 'final' });
    expect(await settlement().settleReady()).toBe(1);
    expect(await cash()).toBe(payout);
    await spendAll();
    // v2: lost; the player holds none of v1's payment: all of it is owed.
    await scoreGame(db(), nba, { home: 99, away: 101 });
    expect(await settlement().regradeCorrected()).toBe(1);
    expect(await owed(bet.id)).toEqual([[1, payout]]);
    // v3: won again; its winnings pay v1's debt down first, in the same transaction.
    await scoreGame(db(), nba, { home: 103, away: 101 });
    expect(await settlement().regradeCorrected()).toBe(1);
    expect(await owed(bet.id)).toEqual([[1, 0]]);
    expect(await cash()).toBe(0);
    // v4: lost; v3's payment is owed now.
    await scoreGame(db(), nba, { home: 103, away: 105 });
    expect(await settlement().regradeCorrected()).toBe(1);
    expect(await owed(bet.id)).toEqual([
      [1, 0],
      [3, payout],
    ]);

    // A deposit does not pay it down (RULES.md says nothing: only winnings and refunds do).
    expectStatus(await depositByCard(app(), player, 2 * payout + 5_00), 201);
    expect(await cash()).toBe(2 * payout + 5_00);
    expect(await owed(bet.id)).toEqual([
      [1, 0],
      [3, payout],
    ]);
    const moves = await betTransfers(db(), bet.id);
    expect(
      moves
        .map((one): [string, number] => [
          one.transfer_key.split(':').slice(3).join(':'),
          Number(one.amount_cents),
        ])
        .sort(([a], [b]) => a.localeCompare(b)),
    ).toEqual([
      ['s1:winnings', payout],
      ['s1:winnings:reversal:paid-down:1', payout],
      ['s3:winnings', payout],
      ['take:cash', 10_00],
    ]);
    await expectLedgerInvariants(db());
  });
});
