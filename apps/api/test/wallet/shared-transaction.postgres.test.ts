import { randomUUID } from 'node:crypto';
import { processorClearingAccount, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAYER_MONEY_LOCK } from '../../src/features/wallet/ledger/movements.ts';
import { createWalletService, type WalletUnit } from '../../src/features/wallet/service.ts';
import { HOUSE_POT } from '../../src/features/wallet/stakes/index.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import type { EventBus } from '../../src/platform/realtime/bus.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from './helpers.ts';

// PostgreSQL only: real concurrent transactions on a pool, as two API processes would share them.

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const wallet = () => testApp.current.app.walletModule.wallet;
const db = () => testApp.current.database.handle.db;
let holders: pg.Pool | undefined;
/** Connections of the test's database outside the app's pool. */
const pool = () => {
  holders ??= new pg.Pool({ connectionString: testApp.current.database.databaseUrl, max: 2 });
  return holders;
};
afterAll(() => holders?.end());

const silentBus = {
  publish: () => undefined,
  subscribe: () => () => undefined,
  ready: async () => undefined,
  wakeOn: async () => null,
  close: async () => undefined,
} as unknown as EventBus;

async function player(cash: number): Promise<string> {
  const { id } = await signIn(testApp.current.app);
  await wallet().transfer({
    key: `shared-pg-test:${randomUUID()}`,
    kind: 'deposit',
    debit: processorClearingAccount('sandbox_card'),
    credit: userCashAccount(id),
    amountCents: cash,
    description: 'Deposit',
  });
  return id;
}

describe('shared transactions of paid actions (PostgreSQL)', () => {
  const stake = (userId: string) => (unit: WalletUnit) =>
    unit.stakes.take({
      game: 'pickem',
      stakeId: randomUUID(),
      userId,
      pot: HOUSE_POT,
      amountCents: 1_00,
      usePromo: false,
      description: 'Shared test stake',
    });

  const deadlocks = async () =>
    Number(
      (
        await selectRows<{ n: string }>(
          db(),
          sql`select deadlocks::text as n from pg_stat_database where datname = current_database()`,
        )
      )[0]!.n,
    );

  it("never waits for one player's lock while holding others': a player whose lock another transaction holds waits alone, the rest of the batch goes on", async () => {
    const [held, free] = await Promise.all([player(10_00), player(10_00)]);
    // Another transaction holds `held`'s money lock until the test lets it go.
    const holder = await pool().connect();
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock($1::int, hashtext($2::text))', [
      PLAYER_MONEY_LOCK,
      held,
    ]);
    const events: string[] = [];
    const heldEntry = wallet()
      .inSharedTransaction(held, stake(held))
      .then(() => events.push('held answered'));
    const freeEntry = wallet()
      .inSharedTransaction(free, stake(free))
      .then(() => events.push('free answered'));
    await freeEntry;
    events.push('lock released');
    await holder.query('rollback');
    holder.release();
    await heldEntry;
    expect(events).toEqual(['free answered', 'lock released', 'held answered']);
    expect((await wallet().getWallet(held)).cash_cents).toBe(9_00);
    expect((await wallet().getWallet(free)).cash_cents).toBe(9_00);
    await expectLedgerInvariants(db());
  });

  it("does not deadlock with a transaction that takes two players' locks in another order (a first deposit paying its referrer)", async () => {
    const players = await Promise.all([player(10_00), player(10_00)]);
    const order = await selectRows<{ id: string }>(
      db(),
      sql`select id from jsonb_array_elements_text(${JSON.stringify(players)}::jsonb) as id order by hashtext(id)`,
    );
    const referrer = order[0]!.id; // the lower lock key: a batch in key order would take it first
    const depositor = order[1]!.id;
    const before = await deadlocks();
    let tookFirst!: () => void;
    const first = new Promise<void>((resolve) => {
      tookFirst = resolve;
    });
    const twoLocks = wallet().inTransaction(async (unit) => {
      await unit.lockPlayer(depositor);
      tookFirst();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await unit.lockPlayer(referrer);
    });
    await first;
    const entries = Promise.all([
      wallet().inSharedTransaction(referrer, stake(referrer)),
      wallet().inSharedTransaction(depositor, stake(depositor)),
    ]);
    await Promise.all([twoLocks, entries]);
    expect((await deadlocks()) - before).toBe(0);
    for (const userId of players) expect((await wallet().getWallet(userId)).cash_cents).toBe(9_00);
    await expectLedgerInvariants(db());
  });

  it('lets exactly what each balance covers through, over two wallet services asking at once', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => player(20_00)));
    const services = [wallet(), createWalletService({ db: db(), clock: () => new Date(), bus: silentBus })];
    const asks = [];
    // 11 rounds of two asks per player (one per service, in opposite orders): 22 asks, 20 covered.
    for (let round = 0; round < 11; round += 1) {
      for (const [index, service] of services.entries()) {
        const order = index === 0 ? players : [...players].reverse();
        for (const userId of order) asks.push(service.inSharedTransaction(userId, stake(userId)));
      }
    }
    const settled = await Promise.allSettled(asks);
    const refused = settled.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(2 * players.length);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'insufficient_funds' });
    }
    for (const userId of players) expect((await wallet().getWallet(userId)).cash_cents).toBe(0);
    await expectLedgerInvariants(db());
  });
});
