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
// longer holds is taken as far as they hold it, and the rest owed in the wallet (paid by later
// winnings and refunds), never overdrawing them.

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
// Corrected again: 7 each, so seat 3 ends second on 34 (seat 1 has 40, seat 2 has 32).
const SECOND = { [nflPlayer(1, 1)]: { receiving_yards: 70 }, [nflPlayer(2, 1)]: { receiving_yards: 70 } };
const TABLE = [
  { rankFrom: 1, rankTo: 1, amountCents: 1_000 },
  { rankFrom: 2, rankTo: 2, amountCents: 500 },
];

let players: [Player, Player, Player];
let entries: string[];
let week1: string;
let week2: string;

const prizes = async () => {
  const rows = await selectRows<{ id: string; prize_cents: string; owed: string | number }>(
    db(),
    sql`select e.id, e.prize_cents,
          (select coalesce(sum(o.owed_cents), 0) from owed_reversals o
            where o.game = 'best_ball' and o.stake_id = e.id::text) as owed
        from contest_entries e where e.contest_id = 'season'`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return entries.map((id) => ({
    prize: Number(byId.get(id)?.prize_cents),
    owed: Number(byId.get(id)?.owed),
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
      { prize: 500, owed: 0 },
      { prize: 0, owed: 0 },
      { prize: 1_000, owed: 0 },
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
      { prize: 1_000, owed: 0 },
      { prize: 500, owed: 0 },
      { prize: 0, owed: 500 },
    ]);
    const after = await Promise.all(players.map(cash));
    // Seats 1 and 2 are paid the difference; of seat 3's 10 dollars the 5 held are taken, 5 owed.
    expect(after.map((balance, index) => balance - before[index]!)).toEqual([500, 500, -500]);
    expect(after[2]).toBe(0);
    await expectLedgerInvariants(db());

    // Run again: nothing new is paid; the debt is still owed.
    expect(await module().bestBallPrizes.resettleCorrected()).toBe(0);
    expect((await Promise.all(players.map(cash))).map((balance, index) => balance - after[index]!)).toEqual([
      0, 0, 0,
    ]);

    // The other entry is refunded: the refund pays the 5 owed first, in its own transaction.
    await module().wallet.inTransaction(({ stakes }) =>
      stakes.refund({ game: 'best_ball', stakeId: elsewhere, description: 'refund' }),
    );
    expect(await cash(players[2])).toBe(20_00 - FEE);
    expect((await prizes())[2]).toEqual({ prize: 0, owed: 0 });
    // The closed pool stays empty: what came back went on to the house.
    expect(await balanceOf(db(), contestPoolAccount('season'))).toBe(0);
    await expectLedgerInvariants(db());
  });

  it('keeps every reversal owed when corrections keep coming: a later one never replaces an earlier one', async () => {
    const start = await cash(players[2]);
    const spent: string[] = [];
    /** Seat 3 stakes all its cash elsewhere, as a player who plays on would. */
    const spendAll = async () => {
      const stakeId = randomUUID();
      spent.push(stakeId);
      const amountCents = cents(await cash(players[2]));
      await module().wallet.inTransaction(({ stakes }) =>
        stakes.take({
          game: 'best_ball',
          stakeId,
          userId: players[2].id,
          pot: contestPot('season-elsewhere'),
          amountCents,
          usePromo: false,
          description: 'another entry',
        }),
      );
    };
    const correct = async (stats: typeof WEEK_2) => {
      await finishGame(db(), week2, stats);
      await db().execute(sql`update games set seq = seq + 1 where id = ${week2}`);
      await module().bestBallPrizes.resettleCorrected();
    };

    await correct(WEEK_2); // seat 3 first again: 10 dollars paid (settlement 3), then staked
    expect((await prizes())[2]).toEqual({ prize: 1_000, owed: 0 });
    await spendAll();
    await correct(CORRECTED); // taken back, but not held: settlement 3's prize owed
    expect((await prizes())[2]).toEqual({ prize: 0, owed: 1_000 });
    await correct(SECOND); // second: 5 dollars paid (settlement 5), paying half the 10 owed at once
    expect((await prizes())[2]).toEqual({ prize: 500, owed: 500 });
    expect(await cash(players[2])).toBe(0);
    await correct(CORRECTED); // those 5 owed too, beside the 5 left
    expect((await prizes())[2]).toEqual({ prize: 0, owed: 1_000 });
    expect(await cash(players[2])).toBe(0);
    await expectLedgerInvariants(db());

    // What was staked elsewhere comes back: the refund pays both debts, and the player ends where
    // a prize of nothing leaves them.
    for (const stakeId of spent)
      await module().wallet.inTransaction(({ stakes }) =>
        stakes.refund({ game: 'best_ball', stakeId, description: 'refund' }),
      );
    expect((await prizes())[2]).toEqual({ prize: 0, owed: 0 });
    expect(await cash(players[2])).toBe(start);
    await expectLedgerInvariants(db());
  });
});
