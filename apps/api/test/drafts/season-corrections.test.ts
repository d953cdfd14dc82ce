import { randomUUID } from 'node:crypto';
import { bestBallTeamSchema, cents, contestPoolAccount, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contestPot } from '../../src/features/wallet/stakes/index.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { fundedPlayer } from '../contests/fixtures.ts';
import { expectLedgerInvariants, type Player } from '../wallet/helpers.ts';
import { finishGame, nflPlayer, seedNflSlate, seedNflWorld } from './fixtures.ts';
import { balanceOf, FEE, insertLockedContest, seatPaidDraft } from './prize-fixtures.ts';

// A season-long best ball contest (RULES.md, Best ball: the score is the sum over periods) over two
// weekly slates, settled once both are over, then a stat correction in week 2 that reorders the
// teams: the prizes are settled again through the stakes (reverse and repay), a prize the player no
// longer holds stays owed instead of overdrawing them, and is taken once they hold it again.

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-12-01T09:00:00Z'),
});
const db = () => testApp.current.database.handle.db;
const module = () => testApp.current.app.walletModule;
const cash = (player: Player) => balanceOf(db(), userCashAccount(player.id));

// Week 1: seat 1 scores 20 + 20, seat 2 16 + 16, seat 3 10 + 10 (receiving yards at 0.1).
const WEEK_1 = {
  [nflPlayer(1, 0)]: { receiving_yards: 200 },
  [nflPlayer(2, 2)]: { receiving_yards: 200 },
  [nflPlayer(2, 0)]: { receiving_yards: 160 },
  [nflPlayer(1, 2)]: { receiving_yards: 160 },
  [nflPlayer(1, 1)]: { receiving_yards: 100 },
  [nflPlayer(2, 1)]: { receiving_yards: 100 },
};
// Week 2: only seat 3's running backs score, 30 each: seat 3 finishes first on 80 points.
const WEEK_2 = { [nflPlayer(1, 1)]: { receiving_yards: 300 }, [nflPlayer(2, 1)]: { receiving_yards: 300 } };
// Corrected: 5 each, so seat 3 ends on 30 behind seat 1 (40) and seat 2 (32).
const CORRECTED = { [nflPlayer(1, 1)]: { receiving_yards: 50 }, [nflPlayer(2, 1)]: { receiving_yards: 50 } };
const TABLE = [
  { rankFrom: 1, rankTo: 1, amountCents: 1_000 },
  { rankFrom: 2, rankTo: 2, amountCents: 500 },
];

let players: [Player, Player, Player];
let entries: string[];
let week1: string;
let week2: string;

const prizes = async () => {
  const rows = await selectRows<{ id: string; prize_cents: string; prize_reversal_due: number | null }>(
    db(),
    sql`select id, prize_cents, prize_reversal_due from contest_entries where contest_id = 'season'`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return entries.map((id) => ({
    prize: Number(byId.get(id)?.prize_cents),
    owed: byId.get(id)?.prize_reversal_due ?? null,
  }));
};

beforeAll(async () => {
  await seedNflWorld(db());
  week1 = await seedNflSlate(db(), 'season-w1', '2026-11-22T18:00:00Z');
  week2 = await seedNflSlate(db(), 'season-w2', '2026-11-29T18:00:00Z');
  players = [
    await fundedPlayer(testApp.current.app, 20_00),
    await fundedPlayer(testApp.current.app, 20_00),
    await fundedPlayer(testApp.current.app, 20_00),
  ];
  await insertLockedContest(db(), 'season', 'season-w1', TABLE);
  // A full contest of three (the table is paid unscaled), over weeks 1 and 2.
  await db().execute(sql`update contests set entry_cap = 3 where id = 'season'`);
  await db().execute(sql`insert into contest_slates (contest_id, slate_id) values ('season', 'season-w2')`);
  entries = await seatPaidDraft(db(), module().wallet, 'season', players);
});

describe('a season-long best ball contest', () => {
  it('waits for every week of the season, then pays by the sum of the weeks', async () => {
    await finishGame(db(), week1, WEEK_1);
    expect(await module().bestBallPrizes.settleReady()).toBe(0);
    await finishGame(db(), week2, WEEK_2);
    expect(await module().bestBallPrizes.settleReady()).toBe(1);
    expect(await prizes()).toEqual([
      { prize: 500, owed: null },
      { prize: 0, owed: null },
      { prize: 1_000, owed: null },
    ]);
    const team = bestBallTeamSchema.parse(
      (await players[2].browser.get(`/v1/best-ball/teams/${entries[2]}`)).json(),
    );
    expect(team.points).toBe(80);
    expect(team.periods.map((period) => period.points)).toEqual([20, 60]);
    expect(await cash(players[2])).toBe(20_00 - FEE + 1_000);
  });

  it('settles again after a correction: new prizes paid, old ones taken back, a debt when spent', async () => {
    // Player 3 spends all but 5 dollars elsewhere before the correction lands.
    const elsewhere = randomUUID();
    await module().wallet.inTransaction(({ stakes }) =>
      stakes.take({
        game: 'best_ball',
        stakeId: elsewhere,
        userId: players[2].id,
        pot: contestPot('season-elsewhere'),
        amountCents: cents(20_00),
        usePromo: false,
        description: 'another entry',
      }),
    );
    const before = await Promise.all(players.map(cash));
    await finishGame(db(), week2, CORRECTED);
    await db().execute(sql`update games set seq = seq + 1 where id = ${week2}`);

    expect(await module().bestBallPrizes.resettleCorrected()).toBe(3);
    expect(await prizes()).toEqual([
      { prize: 1_000, owed: null },
      { prize: 500, owed: null },
      { prize: 0, owed: 1 },
    ]);
    const after = await Promise.all(players.map(cash));
    // Seats 1 and 2 are paid the difference; seat 3's 10 dollars stay owed (5 held, never negative).
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([500, 500, 0]);
    expect(after[2]).toBe(500);
    await expectLedgerInvariants(db());

    // Run again: nothing new is paid; the debt is still owed.
    expect(await module().bestBallPrizes.resettleCorrected()).toBe(0);
    expect((await Promise.all(players.map(cash))).map((balance, index) => balance - after[index]!)).toEqual([
      0, 0, 0,
    ]);

    // The other entry is refunded: now the player holds the prize and it is taken back.
    await module().wallet.inTransaction(({ stakes }) =>
      stakes.refund({ game: 'best_ball', stakeId: elsewhere, description: 'refund' }),
    );
    expect(await module().bestBallPrizes.resettleCorrected()).toBe(1);
    expect(await cash(players[2])).toBe(20_00 - FEE);
    expect((await prizes())[2]).toEqual({ prize: 0, owed: null });
    // The closed pool stays empty: what came back went on to the house.
    expect(await balanceOf(db(), contestPoolAccount('season'))).toBe(0);
    await expectLedgerInvariants(db());
  });
});
