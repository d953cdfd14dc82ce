import { randomUUID } from 'node:crypto';
import { processorClearingAccount, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAYER_MONEY_LOCK } from '../../src/features/wallet/ledger/movements.ts';
import { createLedgerRepo } from '../../src/features/wallet/ledger/repo.ts';
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
  it("takes several players' money locks in the order of their lock keys, whatever order they are asked in", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player(1_00)));
    // The locks as pg_locks shows them: an advisory lock's second key as an unsigned oid.
    const keyRows = await selectRows<{ id: string; key: string }>(
      db(),
      sql`select id, ((hashtext(id)::bigint + 4294967296) % 4294967296)::text as key
          from jsonb_array_elements_text(${JSON.stringify(players)}::jsonb) as id order by hashtext(id)`,
    );
    const keys = keyRows.map((row) => row.key);
    const middle = keyRows[3]!;
    // Another transaction holds the fourth lock in key order, so the statement stops there.
    const holder = await pool().connect();
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock($1::int, hashtext($2::text))', [
      PLAYER_MONEY_LOCK,
      middle.id,
    ]);
    let pid = 0;
    const locking = db().transaction(async (tx) => {
      pid = (await selectRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]!.pid;
      // Asked for in reverse key order: taken in the order asked, the last three would be held.
      await createLedgerRepo(tx).lockPlayers(
        PLAYER_MONEY_LOCK,
        [...keyRows].reverse().map((row) => row.id),
        [],
      );
    });
    const grantedTo = async () =>
      await selectRows<{ key: string; granted: boolean }>(
        db(),
        sql`select objid::text as key, granted from pg_locks
              where locktype = 'advisory' and classid = ${PLAYER_MONEY_LOCK} and pid = ${pid}`,
      );
    for (let tries = 0; tries < 200 && !(await grantedTo()).some((lock) => !lock.granted); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const locks = await grantedTo();
    expect(
      locks
        .filter((lock) => lock.granted)
        .map((lock) => lock.key)
        .sort(),
    ).toEqual(keys.slice(0, 3).sort());
    expect(locks.filter((lock) => !lock.granted).map((lock) => lock.key)).toEqual([middle.key]);
    await holder.query('rollback');
    holder.release();
    await locking;
  });

  it('lets exactly what each balance covers through, over two wallet services asking at once', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => player(20_00)));
    const services = [wallet(), createWalletService({ db: db(), clock: () => new Date(), bus: silentBus })];
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
