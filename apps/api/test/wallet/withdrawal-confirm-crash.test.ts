import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Deposit, IDEMPOTENCY_KEY_HEADER, type TokenizeResponse, type Withdrawal } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/platform/db/database.ts';
import { createMigratedPgliteDataDir, createTestDatabase, type TestDatabase, testDriver } from '../db.ts';
import { expectLedgerInvariants, newKey, VERIFIED_IDENTITY } from './helpers.ts';
import { bodyOf, dataOf, HttpClient } from './http-client.ts';
import { type Server, startServer } from './server-process.ts';

/**
 * A test-only trigger that stalls one write forever, so the process can be killed exactly before
 * it: either the confirmation's own update, or the processor's payout that follows it.
 */
const STALL = {
  confirm: sql`create trigger kennel_test_stall before update on withdrawals for each row
                 when (new.status = 'pending') execute function kennel_test_stall()`,
  payout: sql`create trigger kennel_test_stall before insert on sandbox_processor_operations for each row
                when (new.kind = 'payout') execute function kennel_test_stall()`,
};

/** The file a stalled write leaves in a PGlite data folder. */
const STALL_MARK = 'kennel_test_stalled';

describe('a withdrawal confirmation whose process is killed between two writes', () => {
  let database: TestDatabase | undefined;
  const cleanUps: (() => Promise<unknown>)[] = [];
  const servers: Server[] = [];

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    for (const cleanUp of cleanUps) await cleanUp();
  });

  async function setUp() {
    const dataRoot = await mkdtemp(path.join(tmpdir(), 'kennel-confirm-crash-'));
    cleanUps.push(() => rm(dataRoot, { recursive: true, force: true }));
    const env: Record<string, string> = {
      PORT: '0',
      LOG_LEVEL: 'info',
      KENNEL_TEST_ROUTES: 'true',
      WEB_DIST_DIR: path.join(dataRoot, 'no-web'),
    };
    if (testDriver() === 'postgres') {
      const created = await createTestDatabase();
      database = created;
      cleanUps.push(() => created.destroy());
      env.DATABASE_URL = database.databaseUrl ?? '';
    } else {
      env.PGLITE_DATA_DIR = path.join(dataRoot, 'pglite');
      await createMigratedPgliteDataDir(env.PGLITE_DATA_DIR);
    }
    return env;
  }

  /** Runs SQL on the database; PGlite has one writer, so only while no server holds it. */
  async function withDatabase(env: Record<string, string>, work: (handle: DatabaseHandle) => Promise<void>) {
    if (database) return work(database.handle);
    const handle = await openDatabase({ pgliteDataDir: env.PGLITE_DATA_DIR ?? '' });
    try {
      await handle.migrate();
      await work(handle);
    } finally {
      await handle.close();
    }
  }

  async function stallAt(env: Record<string, string>, where: keyof typeof STALL | null) {
    await withDatabase(env, async ({ db }) => {
      // The killed server's stalled statement would hold its locks until PostgreSQL notices.
      if (database) {
        await db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
        );
      }
      await db.execute(sql`drop trigger if exists kennel_test_stall on withdrawals`);
      await db.execute(sql`drop trigger if exists kennel_test_stall on sandbox_processor_operations`);
      // On PGlite nothing outside the server can see its statements: the stalled write first
      // leaves a file in the data folder (COPY writes there), which the test waits for.
      const markStall = database
        ? sql``
        : sql.raw(
            `execute format('copy (select 1) to %L', current_setting('data_directory') || '/${STALL_MARK}');`,
          );
      await db.execute(
        sql`create or replace function kennel_test_stall() returns trigger language plpgsql as $$
            begin ${markStall} perform pg_sleep(3600); return new; end $$`,
      );
      if (where) await db.execute(STALL[where]);
    });
  }

  /** A verified player with a funded card and a withdrawal waiting for its emailed link. */
  async function playerWithWithdrawal(server: Server) {
    const client = new HttpClient(await server.url);
    const user = await client.signIn(`crash_${Math.random().toString(36).slice(2, 8)}`);
    expect((await client.fetch('/v1/verification', { method: 'POST', json: VERIFIED_IDENTITY })).status).toBe(
      202,
    );
    const { token } = await bodyOf<TokenizeResponse>(
      await client.fetch('/processor/tokenize', {
        method: 'POST',
        json: { number: '4242424242424242', exp_month: 10, exp_year: 2033, cvc: '424' },
      }),
    );
    const deposit = await dataOf<Deposit>(
      await client.fetch('/v1/deposits/card', {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
        json: { amount_cents: 5_000, payment_token: token },
      }),
    );
    const withdrawal = await dataOf<Withdrawal>(
      await client.fetch('/v1/withdrawals', {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
        json: { amount_cents: 2_000, payment_method_id: deposit.payment_method_id },
      }),
    );
    const link = new RegExp(
      `mail to ${user.username}@[^ ]+: .*?(http[^\\s"]+withdrawal-confirmation\\?token=[\\w-]+)`,
      'i',
    );
    for (let waited = 0; !link.test(server.output()) && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const url = link.exec(server.output())?.[1] ?? '';
    return { client, user, withdrawal, confirmToken: new URL(url).searchParams.get('token') ?? '' };
  }

  /** Sends the confirmation, waits until the server is stuck in the stalled write, and kills it. */
  async function confirmAndKill(
    env: Record<string, string>,
    server: Server,
    client: HttpClient,
    key: string,
    confirmToken: string,
  ) {
    const answered = client
      .fetch('/v1/withdrawals/confirm', {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        json: { token: confirmToken },
      })
      .then(
        () => true,
        () => false,
      );
    const mark = path.join(env.PGLITE_DATA_DIR ?? '', STALL_MARK);
    let answeredFirst = false;
    void answered.then(() => {
      answeredFirst = true;
    });
    for (let stalled = false; !stalled && !answeredFirst; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (database) {
        const [row] = await selectStalled(database.handle);
        stalled = Number(row?.count) > 0;
      } else {
        stalled = existsSync(mark);
      }
    }
    server.child.kill('SIGKILL');
    await server.exit;
    expect(await answered).toBe(false);
  }

  async function retryUntilAnswered(client: HttpClient, key: string, confirmToken: string) {
    // The dead request's claim lapses within seconds (its lease is no longer renewed).
    for (let attempt = 0; ; attempt += 1) {
      const response = await client.fetch('/v1/withdrawals/confirm', {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        json: { token: confirmToken },
      });
      const body = (await response.json()) as { api_code?: string; data?: Withdrawal };
      if (body.api_code !== 'idempotency_request_in_progress' || attempt >= 30)
        return { status: response.status, body };
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  for (const where of ['payout', 'confirm'] as const) {
    it(`answers the retry with what happened when killed before the ${where} write`, async () => {
      const env = await setUp();
      await stallAt(env, where);
      const first = startServer(env);
      servers.push(first);
      const { client, user, withdrawal, confirmToken } = await playerWithWithdrawal(first);
      const key = newKey();
      await confirmAndKill(env, first, client, key, confirmToken);

      await stallAt(env, null);
      const second = startServer(env);
      servers.push(second);
      const retry = new HttpClient(await second.url);
      retry.cookies.clear();
      for (const [name, value] of client.cookies) retry.cookies.set(name, value);
      const answer = await retryUntilAnswered(retry, key, confirmToken);
      expect(answer.status).toBe(200);
      // Confirmed either way: paid now, or (confirmed before the crash) paid by the payout worker.
      expect(answer.body.data).toMatchObject({ id: withdrawal.id, amount_cents: 2_000 });
      expect(answer.body.data?.confirmed_at).not.toBeNull();
      expect(where === 'payout' ? ['pending', 'paid'] : ['paid']).toContain(answer.body.data?.status);
      // The same key again replays; the link itself is spent.
      const again = await retry.fetch('/v1/withdrawals/confirm', {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        json: { token: confirmToken },
      });
      expect(again.status).toBe(200);
      const reused = await retry.fetch('/v1/withdrawals/confirm', {
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
        json: { token: confirmToken },
      });
      expect(((await reused.json()) as { api_code: string }).api_code).toBe('token_invalid_or_expired');

      second.child.kill('SIGTERM');
      await second.exit;
      await withDatabase(env, async ({ db }) => {
        await expectLedgerInvariants(db);
        const rows = await db.execute(
          sql`select count(*) as count from withdrawals where user_id = ${user.id}`,
        );
        expect(Number((rows as unknown as { rows: { count: string }[] }).rows[0]?.count)).toBe(1);
      });
    }, 120_000);
  }
});

async function selectStalled(handle: DatabaseHandle) {
  const result = await handle.db.execute(
    sql`select count(*) as count from pg_stat_activity
        where datname = current_database() and wait_event = 'PgSleep'`,
  );
  return (result as unknown as { rows: { count: string }[] }).rows;
}
