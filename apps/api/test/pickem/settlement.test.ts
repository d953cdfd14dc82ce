import { type Cents, type GradedPick, settleEntry, userCashAccount, userPromoAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from '../wallet/helpers.ts';
import {
  deposit,
  entryRow,
  houseBalance,
  type PickSpec,
  pickResults,
  placeEntry,
  player,
  writeGame,
} from './settlement-fixtures.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const settlement = () => app().walletModule.pickemSettlement;
const cash = async (userId: string) => (await app().walletModule.wallet.getWallet(userId)).cash_cents;

// Points in game g1: A0 30, A1 20, A2 10, A3 did not play; B0 25, B1 15, B2 5, B3 20 (B3 played 0 points? no: 20).
const G1 = 'g-settle-1';
const G1_LINES = {
  [player(1, 0)]: { points: 30, minutes: 34 },
  [player(1, 1)]: { points: 20, minutes: 30 },
  [player(1, 2)]: { points: 10, minutes: 22 },
  [player(2, 0)]: { points: 25, minutes: 35 },
  [player(2, 1)]: { points: 15, minutes: 28 },
  [player(2, 2)]: { points: 5, minutes: 12 },
  [player(2, 3)]: { points: 0, minutes: 4 },
};
const over = (team: 1 | 2, n: number, value: number, multiplier = 100): PickSpec => ({
  players: [player(team, n)],
  gameId: G1,
  choice: 'higher',
  value,
  multiplier,
});
const under = (team: 1 | 2, n: number, value: number, multiplier = 100): PickSpec => ({
  ...over(team, n, value, multiplier),
  choice: 'lower',
});

async function funded() {
  const signedIn = await signIn(app());
  await deposit(app(), signedIn.id, 500_000);
  return signedIn.id;
}

describe("pick'em settlement", () => {
  it('pays exactly what core prices for hits, misses, voids, boosts and refunds', async () => {
    await writeGame(app(), G1, G1_LINES);
    const userId = await funded();
    const cases: {
      picks: PickSpec[];
      type: 'standard' | 'flex';
      fee: number;
      expected: number;
      result: string;
    }[] = [
      // Standard 3, all hit: $10 × 6.
      {
        type: 'standard',
        fee: 1_000,
        picks: [over(1, 0, 24.5), over(2, 0, 20.5), under(1, 2, 12.5)],
        expected: 6_000,
        result: 'won',
      },
      // Standard 2, one miss: lost, nothing moves.
      {
        type: 'standard',
        fee: 1_000,
        picks: [over(1, 0, 24.5), over(2, 1, 20.5)],
        expected: 0,
        result: 'lost',
      },
      // Flex 3, one miss: 1× (still "won": paid more than nothing).
      {
        type: 'flex',
        fee: 1_000,
        picks: [over(1, 0, 24.5), over(2, 1, 20.5), over(1, 1, 15.5)],
        expected: 1_000,
        result: 'won',
      },
      // Flex 3 with a void (A3 did not play) becomes a Standard 2: 3×.
      {
        type: 'flex',
        fee: 1_000,
        picks: [over(1, 0, 24.5), over(2, 0, 20.5), over(1, 3, 5.5)],
        expected: 3_000,
        result: 'won',
      },
      // A stat on the line is a void: Standard 3 → 2.
      {
        type: 'standard',
        fee: 1_000,
        picks: [over(1, 1, 20), over(2, 0, 20.5), over(1, 0, 24.5)],
        expected: 3_000,
        result: 'won',
      },
      // Boosted and discounted: $10 × 3 × 1.25 × 0.90 = $33.75.
      {
        type: 'standard',
        fee: 1_000,
        picks: [over(1, 0, 24.5, 125), over(2, 0, 20.5, 90)],
        expected: 3_375,
        result: 'won',
      },
      // Voids leave one team only: refunded in full.
      {
        type: 'standard',
        fee: 1_500,
        picks: [over(1, 0, 24.5), over(1, 1, 15.5), over(2, 3, 0)],
        expected: 1_500,
        result: 'refunded',
      },
      // Played with 0 points is a real 0, not a void: lower 0.5 hits.
      {
        type: 'standard',
        fee: 1_000,
        picks: [under(2, 3, 0.5), over(1, 0, 24.5)],
        expected: 3_000,
        result: 'won',
      },
      // Rivals: A1 20 + 2.5 against B0 25 → the second wins.
      {
        type: 'standard',
        fee: 1_000,
        picks: [
          { players: [player(1, 1), player(2, 0)], gameId: G1, choice: 'second', value: 2.5 },
          over(1, 0, 24.5),
        ],
        expected: 3_000,
        result: 'won',
      },
    ];
    const before = await cash(userId);
    const entryIds: string[] = [];
    for (const entry of cases) {
      entryIds.push(
        await placeEntry(app(), { userId, type: entry.type, feeCents: entry.fee, picks: entry.picks }),
      );
    }
    const house = await houseBalance(app());
    expect((await settlement().settleReady()).settled).toBeGreaterThanOrEqual(cases.length);
    for (const [index, entry] of cases.entries()) {
      expect(await entryRow(app(), entryIds[index]!)).toMatchObject({
        state: 'settled',
        result: entry.result,
        payout: entry.expected,
        version: 1,
      });
    }
    const fees = cases.reduce((sum, entry) => sum + entry.fee, 0);
    const payouts = cases.reduce((sum, entry) => sum + entry.expected, 0);
    expect(await cash(userId)).toBe(before - fees + payouts);
    expect(await houseBalance(app())).toBe(house - payouts);
    expect(await pickResults(app(), entryIds[3]!)).toEqual([
      { result: 'hit', final_values: [30] },
      { result: 'hit', final_values: [25] },
      { result: 'void', final_values: [null] },
    ]);
    expect((await pickResults(app(), entryIds[8]!))[0]).toEqual({ result: 'hit', final_values: [20, 25] });
    await expectLedgerInvariants(testApp.current.database.handle.db);

    // Idempotent: a second run settles nothing and moves nothing.
    expect((await settlement().settleReady()).settled).toBe(0);
    expect(await cash(userId)).toBe(before - fees + payouts);
  });

  it('caps at the max payout and refunds a promo-funded fee to promo', async () => {
    await writeGame(app(), G1, G1_LINES);
    const userId = await funded();
    const eight: PickSpec[] = [
      over(1, 0, 0.5, 125),
      over(1, 1, 0.5, 125),
      over(1, 2, 0.5, 125),
      over(2, 0, 0.5, 125),
      over(2, 1, 0.5, 125),
      over(2, 2, 0.5, 125),
      under(2, 3, 0.5, 125),
      under(1, 0, 99.5, 125),
    ];
    const capped = await placeEntry(app(), { userId, type: 'flex', feeCents: 100_000, picks: eight });
    const graded: GradedPick[] = eight.map((_, i) => ({
      teamId: `${i % 2}`,
      multiplierHundredths: 125,
      result: 'hit',
    }));
    const price = settleEntry('flex', 100_000 as Cents, graded).payoutCents;
    expect(price).toBe(10_000_000);

    await app().walletModule.wallet.transfer({
      key: `promo-${userId}`,
      kind: 'promo_credit',
      debit: 'promo_funding',
      credit: userPromoAccount(userId),
      amountCents: 500,
      description: 'Promo',
    });
    const promoFunded = await placeEntry(app(), {
      userId,
      type: 'standard',
      feeCents: 500,
      usePromo: true,
      picks: [over(1, 3, 4.5), over(2, 0, 20.5)],
    });
    await settlement().settleReady();
    expect(await entryRow(app(), capped)).toMatchObject({ result: 'won', payout: 10_000_000 });
    expect(await entryRow(app(), promoFunded)).toMatchObject({ result: 'refunded', payout: 500 });
    expect((await app().walletModule.wallet.getWallet(userId)).promo_cents).toBe(500);
    const [refund] = await selectRows<{ name: string; kind: string }>(
      app().walletModule.wallet.db,
      sql`select a.name, t.kind from transfers t join ledger_accounts a on a.id = t.credit_account_id
          where t.metadata->>'stake_id' = ${promoFunded} and t.kind = 'refund'`,
    );
    expect(refund).toEqual({ name: userPromoAccount(userId), kind: 'refund' });
    expect(userCashAccount(userId)).not.toBe(refund?.name);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('waits for every game of an entry to be final', async () => {
    await writeGame(app(), G1, G1_LINES);
    await writeGame(app(), 'g-settle-later', {}, 'scheduled');
    const userId = await funded();
    const entryId = await placeEntry(app(), {
      userId,
      type: 'standard',
      feeCents: 1_000,
      picks: [over(1, 0, 24.5), { ...over(2, 0, 20.5), gameId: 'g-settle-later' }],
    });
    await settlement().settleReady();
    expect(await entryRow(app(), entryId)).toMatchObject({ state: 'open', version: 0 });
    await writeGame(app(), 'g-settle-later', { [player(2, 0)]: { points: 22, minutes: 30 } });
    await settlement().settleReady();
    expect(await entryRow(app(), entryId)).toMatchObject({ state: 'settled', result: 'won', payout: 3_000 });
  });

  it('a run that fails at its last write leaves nothing behind, and the next run settles each entry once', async () => {
    await writeGame(app(), G1, G1_LINES);
    const userId = await funded();
    const won = await placeEntry(app(), {
      userId,
      type: 'standard',
      feeCents: 1_000,
      picks: [over(1, 0, 24.5), over(2, 0, 20.5)],
    });
    const lost = await placeEntry(app(), {
      userId,
      type: 'standard',
      feeCents: 1_000,
      picks: [over(1, 0, 34.5), over(2, 0, 20.5)],
    });
    const before = await cash(userId);
    const db = app().walletModule.wallet.db;
    // The settlement rows go in last, after the payments and the entries: fail them, as a crash there would.
    await db.execute(sql`create function fail_settlement_rows() returns trigger language plpgsql as $$
      begin raise exception 'settlement rows refused'; end $$`);
    await db.execute(sql`create trigger fail_settlement_rows before insert on pickem_settlements
      for each statement execute function fail_settlement_rows()`);
    try {
      await expect(settlement().settleReady()).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger fail_settlement_rows on pickem_settlements`);
      await db.execute(sql`drop function fail_settlement_rows()`);
    }
    expect(await entryRow(app(), won)).toMatchObject({ state: 'open', result: null, version: 0 });
    expect(await entryRow(app(), lost)).toMatchObject({ state: 'open', result: null, version: 0 });
    expect(await cash(userId)).toBe(before);

    expect(await settlement().settleReady()).toEqual({ settled: 2 });
    expect(await settlement().settleReady()).toEqual({ settled: 0 });
    expect(await entryRow(app(), won)).toMatchObject({ state: 'settled', result: 'won', payout: 3_000 });
    expect(await entryRow(app(), lost)).toMatchObject({ state: 'settled', result: 'lost', payout: 0 });
    expect(await cash(userId)).toBe(before + 3_000);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });
});
