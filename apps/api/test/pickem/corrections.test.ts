import { PENDING_WITHDRAWAL_ACCOUNT, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from '../wallet/helpers.ts';
import {
  correctStats,
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
const db = () => testApp.current.database.handle.db;
const cash = async (userId: string) => (await app().walletModule.wallet.getWallet(userId)).cash_cents;

const LINES = {
  [player(1, 0)]: { points: 30, minutes: 34 },
  [player(1, 1)]: { points: 20, minutes: 30 },
  [player(2, 0)]: { points: 25, minutes: 35 },
};
const over = (gameId: string, team: 1 | 2, n: number, value: number): PickSpec => ({
  players: [player(team, n)],
  gameId,
  choice: 'higher',
  value,
});

async function settlementsOf(entryId: string) {
  return selectRows<Record<string, unknown>>(
    db(),
    sql`select version, result, payout_cents::int as payout, payout_transfer_id is not null as paid,
          reversal_transfer_id is not null as reversed,
          (select o.owed_cents::int from owed_reversals o
            where o.game = 'pickem' and o.stake_id = s.entry_id::text and o.settlement = s.version) as owed
        from pickem_settlements s where entry_id = ${entryId} order by version`,
  );
}

async function pickGradesOf(entryId: string) {
  const rows = await selectRows<{ version: number; picks: unknown }>(
    db(),
    sql`select version, picks from pickem_settlements where entry_id = ${entryId} order by version`,
  );
  return rows.map((row) => {
    const picks = (typeof row.picks === 'string' ? JSON.parse(row.picks) : row.picks) as {
      result: string;
      final_values: (number | null)[];
    }[];
    return {
      version: Number(row.version),
      results: picks.map((pick) => pick.result),
      values: picks.map((pick) => pick.final_values),
    };
  });
}

/** Fees taken minus payments kept, over every pick'em entry: what the house should hold from them. */
async function houseTakeFromEntries(): Promise<number> {
  const [row] = await selectRows<{ take: string | number }>(
    db(),
    sql`select coalesce(sum(fee_cents - coalesce(payout_cents, 0)), 0) as take from pickem_entries`,
  );
  return Number(row?.take ?? 0);
}

describe("pick'em stat corrections", () => {
  it('re-settles down and up by reversing and re-posting, and the ledger adds up', async () => {
    const game = 'g-correct-1';
    await writeGame(app(), game, LINES);
    const user = await signIn(app());
    await deposit(app(), user.id, 10_000);
    const houseBefore = await houseBalance(app());
    // Won 3× until B0's 25 becomes 20: lost.
    const down = await placeEntry(app(), {
      userId: user.id,
      type: 'standard',
      feeCents: 1_000,
      picks: [over(game, 1, 0, 24.5), over(game, 2, 0, 20.5)],
    });
    // Flex 3 with A1 missing at 20 (1×) until A1's 20 becomes 21: all hit, 3×.
    const up = await placeEntry(app(), {
      userId: user.id,
      type: 'flex',
      feeCents: 1_000,
      picks: [over(game, 1, 0, 24.5), over(game, 1, 1, 20.5), over(game, 2, 0, 19.5)],
    });
    await settlement().settleReady();
    expect(await entryRow(app(), down)).toMatchObject({ result: 'won', payout: 3_000, version: 1 });
    expect(await entryRow(app(), up)).toMatchObject({ result: 'won', payout: 1_000, version: 1 });
    expect(await cash(user.id)).toBe(10_000 - 2_000 + 4_000);
    expect(await settlement().regradeCorrected()).toMatchObject({ games: 0, resettled: 0 });

    await correctStats(app(), game, [
      { player_id: player(2, 0), stat: 'points', value: 20 },
      { player_id: player(1, 1), stat: 'points', value: 21 },
    ]);
    expect(await settlement().regradeCorrected()).toMatchObject({ games: 1, resettled: 2 });
    expect(await entryRow(app(), down)).toMatchObject({ result: 'lost', payout: 0, version: 2 });
    expect(await entryRow(app(), up)).toMatchObject({ result: 'won', payout: 3_000, version: 2 });
    expect(await settlementsOf(down)).toEqual([
      { version: 1, result: 'won', payout: 3_000, paid: true, reversed: true, owed: null },
      { version: 2, result: 'lost', payout: 0, paid: false, reversed: false, owed: null },
    ]);
    expect(await settlementsOf(up)).toEqual([
      { version: 1, result: 'won', payout: 1_000, paid: true, reversed: true, owed: null },
      { version: 2, result: 'won', payout: 3_000, paid: true, reversed: false, owed: null },
    ]);
    expect((await pickResults(app(), down))[1]).toEqual({ result: 'miss', final_values: [20] });
    // Each version keeps the grades it paid on; the player is shown the current one's.
    expect(await pickGradesOf(down)).toEqual([
      { version: 1, results: ['hit', 'hit'], values: [[30], [25]] },
      { version: 2, results: ['hit', 'miss'], values: [[30], [20]] },
    ]);
    const shown = (await user.browser.get(`/v1/pickem/entries/${down}`)).json();
    expect(shown.picks.map((pick: { result: string }) => pick.result)).toEqual(['hit', 'miss']);
    // The reversals and re-posts net to the new payouts: 0 + 3,000 back on 2,000 of fees.
    expect(await cash(user.id)).toBe(10_000 - 2_000 + 3_000);
    expect(await houseBalance(app())).toBe(houseBefore + 2_000 - 3_000);
    expect(await houseTakeFromEntries()).toBe(
      (await houseBalance(app())) - (await selectHouseFromOtherKinds()),
    );
    await expectLedgerInvariants(db());

    // Idempotent: the game is graded at its new sequence; nothing moves again.
    expect(await settlement().regradeCorrected()).toMatchObject({ games: 0, resettled: 0 });
    expect(await settlement().settleReady()).toEqual({ settled: 0 });
    expect(await cash(user.id)).toBe(11_000);
  });

  it('a correction that changes no outcome keeps the version and updates the final values', async () => {
    const game = 'g-correct-2';
    await writeGame(app(), game, LINES);
    const user = await signIn(app());
    await deposit(app(), user.id, 5_000);
    const entryId = await placeEntry(app(), {
      userId: user.id,
      type: 'standard',
      feeCents: 1_000,
      picks: [over(game, 1, 0, 24.5), over(game, 2, 0, 20.5)],
    });
    await settlement().settleReady();
    await correctStats(app(), game, [{ player_id: player(1, 0), stat: 'points', value: 31 }]);
    expect(await settlement().regradeCorrected()).toMatchObject({ games: 1, resettled: 0 });
    expect(await entryRow(app(), entryId)).toMatchObject({ result: 'won', payout: 3_000, version: 1 });
    expect((await pickResults(app(), entryId))[0]).toEqual({ result: 'hit', final_values: [31] });
  });

  it('takes back what the player holds and owes the rest in the wallet, never a negative balance', async () => {
    const game = 'g-correct-3';
    await writeGame(app(), game, LINES);
    const user = await signIn(app());
    await deposit(app(), user.id, 1_000);
    const entryId = await placeEntry(app(), {
      userId: user.id,
      type: 'standard',
      feeCents: 1_000,
      picks: [over(game, 1, 0, 24.5), over(game, 2, 0, 20.5)],
    });
    await settlement().settleReady();
    expect(await cash(user.id)).toBe(3_000);
    // The player moves their winnings out before the correction lands.
    await app().walletModule.wallet.transfer({
      key: `out-${user.id}`,
      kind: 'withdrawal',
      debit: userCashAccount(user.id),
      credit: PENDING_WITHDRAWAL_ACCOUNT,
      amountCents: 2_500,
      description: 'Withdrawal',
    });
    await correctStats(app(), game, [{ player_id: player(2, 0), stat: 'points', value: 20 }]);
    expect(await settlement().regradeCorrected()).toMatchObject({ resettled: 1 });
    expect(await entryRow(app(), entryId)).toMatchObject({ result: 'lost', payout: 0, version: 2 });
    // The $5 left is taken now; the $25 withdrawn is owed in the wallet, not kept by pick'em.
    expect((await settlementsOf(entryId))[0]).toMatchObject({ reversed: true, owed: 2_500 });
    expect(await cash(user.id)).toBe(0);
    expect(await settlement().regradeCorrected()).toMatchObject({ resettled: 0 });

    // A deposit is not taken for it.
    await deposit(app(), user.id, 4_000);
    expect(await cash(user.id)).toBe(4_000);
    expect((await settlementsOf(entryId))[0]).toMatchObject({ reversed: true, owed: 2_500 });
    await expectLedgerInvariants(db());
  });
});

/** The house's balance from movements other than pick'em fees, payouts and refunds (none in this file). */
async function selectHouseFromOtherKinds(): Promise<number> {
  const [row] = await selectRows<{ other: string | number }>(
    db(),
    sql`select coalesce(sum(e.amount_cents), 0) as other from entries e
        join ledger_accounts a on a.id = e.account_id join transfers t on t.id = e.transfer_id
        where a.name = 'house' and t.kind not in ('entry_fee', 'payout', 'refund')`,
  );
  return Number(row?.other ?? 0);
}
