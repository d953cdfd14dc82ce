import { randomUUID } from 'node:crypto';
import { processorClearingAccount, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WalletUnit } from '../../src/features/wallet/service.ts';
import { HOUSE_POT } from '../../src/features/wallet/stakes/index.ts';
import { deferWrite } from '../../src/platform/db/deferred-writes.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { ApiProblem } from '../../src/platform/http/api-problem.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from './helpers.ts';

// Group commit of paid actions (ADR 0051): units of different players asked for together share one
// transaction; each is decided alone, refused alone, and answered after the commit.

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const wallet = () => testApp.current.app.walletModule.wallet;
const db = () => testApp.current.database.handle.db;

async function player(cash: number): Promise<string> {
  const { id } = await signIn(testApp.current.app);
  await wallet().transfer({
    key: `shared-test:${randomUUID()}`,
    kind: 'deposit',
    debit: processorClearingAccount('sandbox_card'),
    credit: userCashAccount(id),
    amountCents: cash,
    description: 'Deposit',
  });
  return id;
}

const cashOf = async (userId: string) => (await wallet().getWallet(userId)).cash_cents;

/** A stake of `amount` taken for `userId` in a shared unit, with a marker row deferred before it. */
function entry(userId: string, amount: number, marker = randomUUID()) {
  const stakeId = randomUUID();
  return {
    stakeId,
    marker,
    work: async (unit: WalletUnit) => {
      await deferWrite(
        unit.tx,
        sql`insert into idempotency_keys (user_id, key, fingerprint, created_at)
            values (${userId}::uuid, ${marker}, 'shared-test', now())`,
      );
      const taken = await unit.stakes.take({
        game: 'pickem',
        stakeId,
        userId,
        pot: HOUSE_POT,
        amountCents: amount,
        usePromo: false,
        description: 'Shared test stake',
      });
      return { stakeId, transferId: taken.transferId, now: unit.now };
    },
  };
}

/** The transactions (xmin) that wrote these stakes' transfers. */
async function writersOf(stakeIds: readonly string[]): Promise<string[]> {
  const rows = await selectRows<{ xmin: string }>(
    db(),
    sql`select distinct xmin::text as xmin from transfers
        where metadata->>'stake_id' in (select jsonb_array_elements_text(${JSON.stringify(stakeIds)}::jsonb))`,
  );
  return rows.map((row) => row.xmin);
}

const markers = async (keys: readonly string[]) =>
  (
    await selectRows<{ key: string }>(
      db(),
      sql`select key from idempotency_keys where key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
    )
  ).map((row) => row.key);

describe('shared transactions of paid actions', () => {
  it('writes the units of players asked for together in one transaction, each answered with its own', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => player(10_00)));
    const entries = players.map((userId, n) => entry(userId, (n + 1) * 100));
    const answers = await Promise.all(
      entries.map((e, n) => wallet().inSharedTransaction(players[n]!, e.work)),
    );
    expect(answers.map((answer) => answer.stakeId)).toEqual(entries.map((e) => e.stakeId));
    expect(await writersOf(entries.map((e) => e.stakeId))).toHaveLength(1);
    expect(await Promise.all(players.map(cashOf))).toEqual([9_00, 8_00, 7_00, 6_00]);
    expect(await markers(entries.map((e) => e.marker))).toHaveLength(4);
    await expectLedgerInvariants(db());
  });

  it('refuses only the unit its player cannot pay for, and keeps nothing of it', async () => {
    const players = await Promise.all([5_00, 1_00, 5_00].map((cash) => player(cash)));
    const entries = players.map((userId) => entry(userId, 3_00));
    const settled = await Promise.allSettled(
      entries.map((e, n) => wallet().inSharedTransaction(players[n]!, e.work)),
    );
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const refusal = (settled[1] as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(ApiProblem);
    expect((refusal as ApiProblem).code).toBe('insufficient_funds');
    expect(await writersOf([entries[0]!.stakeId, entries[2]!.stakeId])).toHaveLength(1);
    expect(await writersOf([entries[1]!.stakeId])).toEqual([]);
    // The refused unit's deferred row went with it; the others' were written.
    expect((await markers(entries.map((e) => e.marker))).sort()).toEqual(
      [entries[0]!.marker, entries[2]!.marker].sort(),
    );
    expect(await Promise.all(players.map(cashOf))).toEqual([2_00, 1_00, 2_00]);
    await expectLedgerInvariants(db());
  });

  it('runs each unit again alone when the batch fails as a whole, so only the failing one fails', async () => {
    const players = await Promise.all([1, 2, 3].map(() => player(10_00)));
    const taken = randomUUID();
    // The middle unit's deferred row repeats a key already stored: its statement fails, and with it the batch.
    await db().execute(
      sql`insert into idempotency_keys (user_id, key, fingerprint, created_at)
          values (${players[1]}::uuid, ${taken}, 'shared-test', now())`,
    );
    const entries = [entry(players[0]!, 1_00), entry(players[1]!, 1_00, taken), entry(players[2]!, 1_00)];
    const settled = await Promise.allSettled(
      entries.map((e, n) => wallet().inSharedTransaction(players[n]!, e.work)),
    );
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await Promise.all(players.map(cashOf))).toEqual([9_00, 10_00, 9_00]);
    // Written alone: two transactions.
    expect(await writersOf([entries[0]!.stakeId, entries[2]!.stakeId])).toHaveLength(2);
    await expectLedgerInvariants(db());
  });

  it("decides one player's units in turn, in later batches, on the balance the earlier ones left", async () => {
    const userId = await player(5_00);
    const others = await Promise.all([1, 2].map(() => player(5_00)));
    const entries = [
      entry(userId, 3_00),
      entry(others[0]!, 3_00),
      entry(userId, 3_00),
      entry(others[1]!, 3_00),
    ];
    const owners = [userId, others[0]!, userId, others[1]!];
    const settled = await Promise.allSettled(
      entries.map((e, n) => wallet().inSharedTransaction(owners[n]!, e.work)),
    );
    expect(settled.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await cashOf(userId)).toBe(2_00);
    // The player's second unit waited for the first's batch to commit.
    expect(await writersOf([entries[0]!.stakeId, entries[1]!.stakeId, entries[3]!.stakeId])).toHaveLength(1);
    await expectLedgerInvariants(db());
  });

  it('answers each unit only once its transaction committed', async () => {
    const players = await Promise.all([1, 2].map(() => player(10_00)));
    const entries = players.map((userId) => entry(userId, 2_00));
    const seen = await Promise.all(
      entries.map((e, n) =>
        wallet()
          .inSharedTransaction(players[n]!, e.work)
          // Read on another connection (the pool's, or PGlite's after the transaction ended).
          .then(async () => writersOf([e.stakeId])),
      ),
    );
    expect(seen.map((writers) => writers.length)).toEqual([1, 1]);
  });
});
