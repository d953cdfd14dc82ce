import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Deposit,
  IDEMPOTENCY_KEY_HEADER,
  PROCESSOR_TOKENIZE_PATH,
  type TokenizeResponse,
  type Wallet,
  type Withdrawal,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createMigratedPgliteDataDir, createTestDatabase, type TestDatabase, testDriver } from '../db.ts';
import { expectLedgerInvariants, newKey, VERIFIED_IDENTITY } from './helpers.ts';
import { bodyOf, dataOf, HttpClient } from './http-client.ts';
import { type Server, startServer } from './server-process.ts';

interface Acknowledged {
  deposits: Map<string, number>;
  withdrawals: Map<string, number>;
}

/** Deposits and withdrawals in a loop from several clients, recording only what the API acknowledged. */
async function load(
  client: HttpClient,
  methodId: string,
  acknowledged: Acknowledged,
  stop: { now: boolean },
) {
  while (!stop.now) {
    try {
      const tokenResponse = await client.fetch(PROCESSOR_TOKENIZE_PATH, {
        method: 'POST',
        json: { number: '5555555555554444', exp_month: 10, exp_year: 2033, cvc: '555' },
      });
      const { token } = await bodyOf<TokenizeResponse>(tokenResponse);
      const deposit = await client.fetch('/v1/deposits/card', {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
        json: { amount_cents: 2_000, payment_token: token },
      });
      if (deposit.status === 201) acknowledged.deposits.set((await dataOf<Deposit>(deposit)).id, 2_000);
      const withdrawal = await client.fetch('/v1/withdrawals', {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
        json: { amount_cents: 1_000, payment_method_id: methodId },
      });
      if (withdrawal.status === 201)
        acknowledged.withdrawals.set((await dataOf<Withdrawal>(withdrawal)).id, 1_000);
    } catch {
      // The server died mid-request: that request was never acknowledged.
      return;
    }
  }
}

describe('a server killed with SIGKILL in the middle of a load', () => {
  let database: TestDatabase | undefined;
  let dataRoot = '';
  const servers: Server[] = [];

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.destroy();
    if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
  });

  it('keeps every acknowledged deposit and withdrawal after a restart, and the ledger balanced', async () => {
    dataRoot = await mkdtemp(path.join(tmpdir(), 'kennel-crash-'));
    const env: Record<string, string> = {
      PORT: '0',
      LOG_LEVEL: 'info',
      KENNEL_TEST_ROUTES: 'true',
      RATE_LIMIT_MAX: '100000',
      // Each load client has its own address, so per-IP deposit limits see six players' browsers.
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: path.join(dataRoot, 'no-web'),
    };
    // Already migrated on either driver: the server's own migrating is main.test.ts's to prove.
    if (testDriver() === 'postgres') {
      database = await createTestDatabase();
      env.DATABASE_URL = database.databaseUrl ?? '';
    } else {
      env.PGLITE_DATA_DIR = path.join(dataRoot, 'pglite');
      await createMigratedPgliteDataDir(env.PGLITE_DATA_DIR);
    }

    const first = startServer(env);
    servers.push(first);
    const setup = new HttpClient(await first.url);
    const user = await setup.signIn('crash_pup');
    expect((await setup.fetch('/v1/verification', { method: 'POST', json: VERIFIED_IDENTITY })).status).toBe(
      202,
    );
    const token = await bodyOf<TokenizeResponse>(
      await setup.fetch(PROCESSOR_TOKENIZE_PATH, {
        method: 'POST',
        json: { number: '4242424242424242', exp_month: 10, exp_year: 2033, cvc: '424' },
      }),
    );
    const seed = await setup.fetch('/v1/deposits/card', {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      json: { amount_cents: 5_000, payment_token: token.token },
    });
    const seeded = await dataOf<Deposit>(seed);
    const acknowledged: Acknowledged = { deposits: new Map([[seeded.id, 5_000]]), withdrawals: new Map() };

    const stop = { now: false };
    const clients = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const client = new HttpClient(await first.url, `10.9.0.${i + 1}`);
        await client.signIn(user.username);
        return client;
      }),
    );
    const running = clients.map((client) => load(client, seeded.payment_method_id ?? '', acknowledged, stop));
    // Kill it once it is busy: some requests done, others in flight.
    while (acknowledged.deposits.size < 25) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    await first.exit;
    stop.now = true;
    await Promise.all(running);
    expect(acknowledged.withdrawals.size).toBeGreaterThan(0);

    const second = startServer(env);
    servers.push(second);
    const after = new HttpClient(await second.url);
    await after.signIn(user.username);
    for (const [id, amount] of acknowledged.deposits) {
      const deposit = await dataOf<Deposit>(await after.fetch(`/v1/deposits/${id}`));
      expect(deposit, id).toMatchObject({ status: 'succeeded', amount_cents: amount });
    }
    const withdrawals = new Map<string, { amount_cents: number; status: string }>(
      (await dataOf<Withdrawal[]>(await after.fetch('/v1/withdrawals'))).map((w) => [w.id, w]),
    );
    for (const [id, amount] of acknowledged.withdrawals) {
      expect(withdrawals.get(id), id).toMatchObject({
        amount_cents: amount,
        status: 'awaiting_confirmation',
      });
    }
    const wallet = await dataOf<Wallet>(await after.fetch('/v1/wallet'));

    let handle: DatabaseHandle;
    if (database) {
      handle = database.handle;
    } else {
      // PGlite has one writer: stop the server before opening its data folder here.
      second.child.kill('SIGTERM');
      expect(await second.exit).toBe(0);
      handle = await openDatabase({ pgliteDataDir: env.PGLITE_DATA_DIR! });
    }
    try {
      await expectLedgerInvariants(handle.db);
      const [totals] = await selectRows<{ deposited: string; held: string }>(
        handle.db,
        sql`select (select coalesce(sum(amount_cents), 0) from deposits where user_id = ${user.id} and status = 'succeeded') as deposited,
                   (select coalesce(sum(amount_cents), 0) from withdrawals where user_id = ${user.id}) as held`,
      );
      const acknowledgedDeposits = [...acknowledged.deposits.values()].reduce(
        (sum, amount) => sum + amount,
        0,
      );
      expect(Number(totals?.deposited)).toBeGreaterThanOrEqual(acknowledgedDeposits);
      expect(wallet.lifetime_deposit_cents).toBe(Number(totals?.deposited));
      expect(wallet.cash_cents).toBe(Number(totals?.deposited) - Number(totals?.held));
      expect(wallet.pending_withdrawal_cents).toBe(Number(totals?.held));
    } finally {
      if (!database) await handle.close();
    }
  }, 120_000);
});
