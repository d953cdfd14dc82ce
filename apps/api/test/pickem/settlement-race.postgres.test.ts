import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSettlement } from '../../src/features/pickem/settlement/service.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from '../wallet/helpers.ts';
import {
  correctStats,
  deposit,
  type PickSpec,
  placeEntry,
  player,
  writeGame,
} from './settlement-fixtures.ts';

// Two settlement runs at once, as two API processes would run them: every entry is settled (and
// re-settled) exactly once, and the money adds up.

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const GAME = 'g-race-1';
const LINES = {
  [player(1, 0)]: { points: 30, minutes: 34 },
  [player(1, 1)]: { points: 20, minutes: 30 },
  [player(2, 0)]: { points: 25, minutes: 35 },
  [player(2, 1)]: { points: 15, minutes: 28 },
};
const pick = (team: 1 | 2, n: number, choice: 'higher' | 'lower', value: number): PickSpec => ({
  players: [player(team, n)],
  gameId: GAME,
  choice,
  value,
});
const SHAPES: PickSpec[][] = [
  [pick(1, 0, 'higher', 24.5), pick(2, 0, 'higher', 20.5)],
  [pick(1, 1, 'higher', 20.5), pick(2, 1, 'lower', 20.5)],
  [pick(1, 0, 'higher', 24.5), pick(2, 0, 'higher', 20.5), pick(1, 1, 'lower', 25.5)],
  [pick(1, 0, 'lower', 24.5), pick(2, 1, 'higher', 15)],
];

function settlementRun(chunkSize: number) {
  const { app } = testApp.current;
  return createSettlement({
    db: testApp.current.database.handle.db,
    clock: () => new Date(),
    wallet: app.walletModule.wallet,
    bus: app.eventBus,
    notices: app.walletModule.notices,
    logger: app.log,
    chunkSize,
    concurrency: 2,
  });
}

async function figures() {
  const db = testApp.current.database.handle.db;
  const [row] = await selectRows<Record<string, string | number>>(
    db,
    sql`select (select count(*) from pickem_entries where state = 'settled') as settled,
          (select count(*) from pickem_settlements) as versions,
          (select count(*) from transfers where transfer_key ~ '^stake:pickem:[^:]+:s[0-9]+:') as transfers,
          (select count(*) from pickem_entries where result in ('won', 'refunded')) as paid,
          (select coalesce(sum(payout_cents), 0) from pickem_entries) as payouts`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}

describe("two pick'em settlement runs at once", () => {
  it('settle each entry once and re-settle each correction once', async () => {
    const { app } = testApp.current;
    await writeGame(app, GAME, LINES);
    const users: string[] = [];
    for (let u = 0; u < 12; u += 1) {
      const user = await signIn(app);
      await deposit(app, user.id, 20_000);
      users.push(user.id);
    }
    let placed = 0;
    for (const [index, userId] of users.entries()) {
      for (let e = 0; e < 12; e += 1) {
        const picks = SHAPES[(index + e) % SHAPES.length] as PickSpec[];
        await placeEntry(app, {
          userId,
          type: picks.length === 3 ? 'flex' : 'standard',
          feeCents: 1_000,
          picks,
        });
        placed += 1;
      }
    }

    const runs = await Promise.all([settlementRun(7).settleReady(), settlementRun(11).settleReady()]);
    expect(runs[0].settled + runs[1].settled).toBe(placed);
    const settled = await figures();
    expect(settled).toMatchObject({ settled: placed, versions: placed });
    expect(settled.transfers).toBe(settled.paid);
    const balances = await Promise.all(users.map((userId) => app.walletModule.wallet.getWallet(userId)));
    const cash = balances.reduce((sum, wallet) => sum + wallet.cash_cents, 0);
    expect(cash).toBe(users.length * 20_000 - placed * 1_000 + (settled.payouts ?? 0));
    await expectLedgerInvariants(testApp.current.database.handle.db);

    // B0's 25 becomes 20: every entry with B0 higher than 20.5 is lost now.
    await correctStats(app, GAME, [{ player_id: player(2, 0), stat: 'points', value: 20 }]);
    const regrades = await Promise.all([
      settlementRun(5).regradeCorrected(),
      settlementRun(9).regradeCorrected(),
    ]);
    const corrected = await figures();
    const changed = (placed / SHAPES.length) * 2;
    expect(regrades[0].resettled + regrades[1].resettled).toBe(changed);
    expect(corrected.versions).toBe(placed + changed);
    const [reversals] = await selectRows<{ count: string | number }>(
      testApp.current.database.handle.db,
      sql`select count(*) as count from transfers where transfer_key like 'stake:pickem:%:reversal'`,
    );
    expect(Number(reversals?.count)).toBe(changed);
    const after = await Promise.all(users.map((userId) => app.walletModule.wallet.getWallet(userId)));
    expect(after.reduce((sum, wallet) => sum + wallet.cash_cents, 0)).toBe(
      users.length * 20_000 - placed * 1_000 + (corrected.payouts ?? 0),
    );
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });
});
