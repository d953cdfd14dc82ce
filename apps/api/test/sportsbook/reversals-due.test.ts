import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { nextGameId } from '../support/sports-world.ts';
import { depositByCard, expectLedgerInvariants, type Player, walletOf } from '../wallet/helpers.ts';
import { betTransfers, bettor, expectStatus, leg, placeBet, scoreGame, seedBook } from './fixtures.ts';

// A bet corrected back and forth while its player keeps spending what it paid: every payment a
// correction replaced and the player could not give back stays owed, each one, until repaid.
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

async function owed(betId: string) {
  const rows = await selectRows<{ version: number }>(
    db(),
    sql`select version from sportsbook_reversals_due where bet_id = ${betId}::uuid order by version`,
  );
  return rows.map((row) => Number(row.version));
}

describe('reversals owed over several corrections', () => {
  it('keeps every unpaid reversal owed, one per version, and takes each back once the player can pay', async () => {
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
    // v2: lost; v1's payment cannot be taken back.
    await scoreGame(db(), nba, { home: 99, away: 101 });
    expect(await settlement().regradeCorrected()).toBe(1);
    expect(await owed(bet.id)).toEqual([1]);
    // v3: won again, paid again, spent again.
    await scoreGame(db(), nba, { home: 103, away: 101 });
    expect(await settlement().regradeCorrected()).toBe(1);
    expect(await cash()).toBe(payout);
    await spendAll();
    // v4: lost; v3's payment is owed too, beside v1's.
    await scoreGame(db(), nba, { home: 103, away: 105 });
    expect(await settlement().regradeCorrected()).toBe(1);
    expect(await owed(bet.id)).toEqual([1, 3]);
    expect(await settlement().retryDueReversals()).toBe(0);

    expectStatus(await depositByCard(app(), player, 2 * payout + 5_00), 201);
    expect(await settlement().retryDueReversals()).toBe(2);
    expect(await owed(bet.id)).toEqual([]);
    expect(await cash()).toBe(5_00);
    expect(await settlement().retryDueReversals()).toBe(0);
    // Two payments, each reversed: the bet lost, and all it paid is back with the house.
    const moves = await betTransfers(db(), bet.id);
    expect(
      moves.map((one) => [one.transfer_key.split(':').slice(3).join(':'), Number(one.amount_cents)]),
    ).toEqual([
      ['take:cash', 10_00],
      ['s1:winnings', payout],
      ['s1:winnings:reversal', payout],
      ['s3:winnings', payout],
      ['s3:winnings:reversal', payout],
    ]);
    await expectLedgerInvariants(db());
  });
});
