import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSettlement } from '../../src/features/pickem/settlement/service.ts';
import { useTestApp } from '../app.ts';
import { gatedNotices } from '../support/gated-notices.ts';
import { lockWaiters } from '../support/lock-waits.ts';
import { expectLedgerInvariants, signIn } from '../wallet/helpers.ts';
import {
  correctStats,
  deposit,
  entryRow,
  type PickSpec,
  pickResults,
  placeEntry,
  player,
  writeGame,
} from './settlement-fixtures.ts';

// PostgreSQL only: real concurrent transactions. A stat correction commits while a settlement chunk
// that read the stats before it is still in flight, and a re-grade runs before that chunk commits:
// the chunk's entries must still be graded again on the corrected stats.

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const GAME = 'g-correction-race-1';
const LINES = {
  [player(1, 0)]: { points: 30, minutes: 34 },
  [player(1, 1)]: { points: 20, minutes: 30 },
  [player(2, 0)]: { points: 25, minutes: 35 },
  [player(2, 1)]: { points: 15, minutes: 28 },
};
const higher = (team: 1 | 2, n: number, value: number): PickSpec => ({
  players: [player(team, n)],
  gameId: GAME,
  choice: 'higher',
  value,
});

function settlementRun(notices = app().walletModule.notices) {
  return createSettlement({
    db: db(),
    clock: () => new Date(),
    wallet: app().walletModule.wallet,
    bus: app().eventBus,
    notices,
    logger: app().log,
  });
}

/** Holds rows locked in a transaction of its own until the returned release; resolves once they are held. */
async function hold(lock: SQL) {
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

/**
 * Whether the re-grade's mark of the game waits for the graded row the chunk in flight wrote: only
 * that wait, so the re-grade is not let go before it read the game's settled entries.
 */
const markWaits = async () => (await lockWaiters(db(), 'update pickem_graded_games set seq')) > 0;

describe("pick'em settlement racing a stat correction and a re-grade (PostgreSQL)", () => {
  it('grades again the entries a chunk in flight settled on the stats before the correction', async () => {
    await writeGame(app(), GAME, LINES);
    const first = await signIn(app());
    const second = await signIn(app());
    await deposit(app(), first.id, 10_000);
    await deposit(app(), second.id, 10_000);
    // The first entry's players keep their stats; the second's B0 (25 points) is corrected to 20.
    const early = await placeEntry(app(), {
      userId: first.id,
      type: 'standard',
      feeCents: 1_000,
      picks: [higher(1, 0, 24.5), higher(2, 1, 10.5)],
    });
    const late = await placeEntry(app(), {
      userId: second.id,
      type: 'standard',
      feeCents: 1_000,
      picks: [higher(2, 0, 22.5), higher(1, 1, 15.5)],
    });

    // The first entry settles alone (the second's row held), recording the game graded.
    const releaseEntry = await hold(sql`select id from pickem_entries where id = ${late}::uuid for update`);
    try {
      expect(await settlementRun().settleReady()).toEqual({ settled: 1 });
    } finally {
      await releaseEntry();
    }
    expect(await entryRow(app(), early)).toMatchObject({ state: 'settled', result: 'won', version: 1 });

    // The second is settled on the stats it reads (B0's 25 points) and held before commit; the
    // correction commits, and a re-grade runs that finds only the first entry settled (its mark of
    // the game waits on the graded row the settlement in flight wrote).
    const gate = gatedNotices(app().walletModule.notices);
    gate.close();
    const settling = settlementRun(gate.notices).settleReady();
    let regrading: Promise<unknown> | undefined;
    try {
      await gate.reached();
      expect(await entryRow(app(), late)).toMatchObject({ state: 'open' });
      await correctStats(app(), GAME, [{ player_id: player(2, 0), stat: 'points', value: 20 }]);
      let finished = false;
      regrading = settlementRun()
        .regradeCorrected()
        .finally(() => {
          finished = true;
        });
      await expect.poll(async () => finished || (await markWaits())).toBe(true);
    } finally {
      gate.open();
    }
    expect(await settling).toEqual({ settled: 1 });
    expect(await regrading).toMatchObject({ games: 1, resettled: 0 });
    expect(await entryRow(app(), late)).toMatchObject({ result: 'won', version: 1 });

    // The next run grades it again on the corrected stats, and the one after finds nothing to do.
    expect(await settlementRun().regradeCorrected()).toMatchObject({ games: 1, resettled: 1 });
    expect(await entryRow(app(), late)).toMatchObject({ result: 'lost', version: 2, payout: 0 });
    expect((await pickResults(app(), late))[0]).toMatchObject({ result: 'miss' });
    expect((await app().walletModule.wallet.getWallet(second.id)).cash_cents).toBe(9_000);
    expect(await entryRow(app(), early)).toMatchObject({ result: 'won', version: 1 });
    expect(await settlementRun().regradeCorrected()).toMatchObject({ games: 0, resettled: 0 });
    await expectLedgerInvariants(db());
  });
});
