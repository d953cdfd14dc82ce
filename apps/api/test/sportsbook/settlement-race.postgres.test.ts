import { userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSportsbookSettlement } from '../../src/features/sportsbook/settlement/service.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { gatedNotices } from '../support/gated-notices.ts';
import { lockWaiters } from '../support/lock-waits.ts';
import { nextGameId } from '../support/sports-world.ts';
import { expectLedgerInvariants, type Player, walletOf } from '../wallet/helpers.ts';
import { bettor, expectStatus, leg, placeBet, scoreGame, seedBook } from './fixtures.ts';

// PostgreSQL only: real concurrent transactions. Settlement racing a stat correction, and a
// re-grade racing a hold on a settled bet (each made to wait on a row lock another transaction holds),
// and a re-grade running while a settlement that graded on the old score is in flight.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const settlement = () => app().walletModule.sportsbookSettlement;
const nba = nextGameId('nba');

beforeAll(async () => {
  await seedBook(app(), db(), new Date());
});

/** Holds rows locked in a transaction of its own until `release`; resolves once they are held. */
async function hold(lock: ReturnType<typeof sql>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const locking = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db().transaction(async (tx) => {
    await tx.execute(lock);
    locked();
    await held;
  });
  await locking;
  return async () => {
    release();
    await holder;
  };
}

/** Statements on this test's database waiting on a lock. */
const lockWaits = () => lockWaiters(db());

/** Resolves once a statement on this test's database waits on a lock (the run under test reached the held rows). */
async function someoneWaits() {
  await expect.poll(lockWaits).toBeGreaterThan(0);
}

async function betRow(id: string) {
  const [row] = await selectRows<{ result: string; settlement_version: number }>(
    db(),
    sql`select result, settlement_version from sportsbook_bets where id = ${id}::uuid`,
  );
  return row;
}

describe('sportsbook settlement racing a correction (PostgreSQL)', () => {
  it('grades again a bet whose game was corrected while it settled on the old score', async () => {
    const player: Player = await bettor(app(), db(), 10_00);
    const placed = await placeBet(player, {
      stake_cents: 10_00,
      legs: [await leg(app(), 'nba', 'moneyline', 'home')],
    });
    expectStatus(placed, 201);
    const bet = placed.json() as { id: string; potential_payout_cents: number };
    await scoreGame(db(), nba, { home: 101, away: 99, status: 'final' });

    // Settlement reads the 101–99 final with the bet, then waits to pay the player (their account
    // held); meanwhile the correction to 99–101 commits.
    const releaseAccount = await hold(
      sql`select id from ledger_accounts where name = ${userCashAccount(player.id)} for update`,
    );
    const settling = settlement().settleReady();
    try {
      await someoneWaits();
      await scoreGame(db(), nba, { home: 99, away: 101 });
    } finally {
      await releaseAccount();
    }
    expect(await settling).toBe(1);
    expect(await betRow(bet.id)).toMatchObject({ result: 'won', settlement_version: 1 });
    expect((await walletOf(player)).cash_cents).toBe(bet.potential_payout_cents);

    // The correction came after the scores it was graded on: the next run grades it again.
    expect(await settlement().regradeCorrected()).toBe(1);
    expect(await betRow(bet.id)).toMatchObject({ result: 'lost', settlement_version: 2 });
    expect((await walletOf(player)).cash_cents).toBe(0);
    expect(await settlement().regradeCorrected()).toBe(0);
    await expectLedgerInvariants(db());
  });

  it('grades again a bet a settlement in flight graded on the old score while a re-grade ran', async () => {
    const nfl = nextGameId('nfl');
    const early: Player = await bettor(app(), db(), 10_00);
    const late: Player = await bettor(app(), db(), 10_00);
    // The early bet's total stays what it was when the correction swaps the score; the late bet's side loses.
    const total = await placeBet(early, {
      stake_cents: 10_00,
      legs: [await leg(app(), 'nfl', 'total', 'over')],
    });
    expectStatus(total, 201);
    const side = await placeBet(late, {
      stake_cents: 10_00,
      legs: [await leg(app(), 'nfl', 'moneyline', 'home')],
    });
    expectStatus(side, 201);
    const lateBet = side.json() as { id: string; potential_payout_cents: number };
    await scoreGame(db(), nfl, { home: 24, away: 20, status: 'final' });

    // The early bet settles alone (the late one held), recording the game graded.
    const releaseBet = await hold(
      sql`select id from sportsbook_bets where id = ${lateBet.id}::uuid for update`,
    );
    try {
      expect(await settlement().settleReady()).toBe(1);
    } finally {
      await releaseBet();
    }
    // The late bet is settled on 24–20 and held before commit (its graded game written); the
    // correction to 20–24 commits, and a re-grade runs that finds only the early bet settled (its
    // mark of the game waits on the graded row the settlement in flight wrote).
    const gate = gatedNotices(app().walletModule.notices);
    gate.close();
    const gated = createSportsbookSettlement({
      wallet: app().walletModule.wallet,
      clock: () => new Date(),
      notices: gate.notices,
      announce: () => {},
    });
    const settling = gated.settleReady();
    let regrading: Promise<number> | undefined;
    try {
      await gate.reached();
      await scoreGame(db(), nfl, { home: 20, away: 24 });
      let finished = false;
      regrading = settlement()
        .regradeCorrected()
        .finally(() => {
          finished = true;
        });
      // Only the mark's own wait lets the settlement go: any other wait could free it before the
      // re-grade read the game's settled bets.
      const markWaits = async () => (await lockWaiters(db(), 'update sportsbook_graded_games set seq')) > 0;
      await expect.poll(async () => finished || (await markWaits())).toBe(true);
    } finally {
      gate.open();
    }
    expect(await settling).toBe(1);
    expect(await regrading).toBe(0);
    expect(await betRow(lateBet.id)).toMatchObject({ result: 'won', settlement_version: 1 });

    // Its settlement committed after the re-grade began: the game is still due, and the next run grades it again.
    expect(await settlement().regradeCorrected()).toBe(1);
    expect(await betRow(lateBet.id)).toMatchObject({ result: 'lost', settlement_version: 2 });
    expect((await walletOf(late)).cash_cents).toBe(0);
    expect(await settlement().regradeCorrected()).toBe(0);
    await expectLedgerInvariants(db());
  });

  it('waits for a settled bet another transaction holds before counting its game re-graded', async () => {
    const nhl = nextGameId('nhl');
    const player: Player = await bettor(app(), db(), 10_00);
    const placed = await placeBet(player, {
      stake_cents: 10_00,
      legs: [await leg(app(), 'nhl', 'moneyline', 'home')],
    });
    expectStatus(placed, 201);
    const bet = placed.json() as { id: string };
    await scoreGame(db(), nhl, { home: 2, away: 4, status: 'final' });
    expect(await settlement().settleReady()).toBe(1);
    expect(await betRow(bet.id)).toMatchObject({ result: 'lost', settlement_version: 1 });

    await scoreGame(db(), nhl, { home: 5, away: 4 });
    const releaseBet = await hold(sql`select id from sportsbook_bets where id = ${bet.id}::uuid for update`);
    const regrading = settlement().regradeCorrected();
    try {
      await someoneWaits();
    } finally {
      await releaseBet();
    }
    expect(await regrading).toBe(1);
    expect(await betRow(bet.id)).toMatchObject({ result: 'won', settlement_version: 2 });
    expect(await settlement().regradeCorrected()).toBe(0);
    await expectLedgerInvariants(db());
  });
});
