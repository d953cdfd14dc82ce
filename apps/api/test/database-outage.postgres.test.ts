import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiErrorSchema, IDEMPOTENCY_KEY_HEADER, PROCESSOR_TOKENIZE_PATH } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../../scripts/pg-throwaway.mjs';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import { apiEntryArgs } from './support/api-process.ts';
import { expectLedgerInvariants, VERIFIED_IDENTITY } from './wallet/helpers.ts';
import { HttpClient, listen } from './wallet/http-client.ts';

type Cluster = Awaited<ReturnType<typeof startThrowawayPostgres>>;

const PLAYERS = 6;
const SETTINGS = {
  NODE_ENV: 'test',
  KENNEL_TEST_ROUTES: 'true',
  RATE_LIMIT_MAX: '1000000',
  // Each player is its own client address, as real players are, so per-IP limits apply per player.
  TRUST_PROXY: '1',
  PASSWORD_SCRYPT_LOG_N: '10',
  WEB_DIST_DIR: path.join(tmpdir(), 'kennel-api-tests-no-web-build'),
};

let clusterDown = false;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: unknown;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body };
}

/** A verified player with a funded card, over real HTTP. */
async function fundedPlayer(baseUrl: string) {
  const client = new HttpClient(baseUrl, `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`);
  await client.signIn(`pup_${randomUUID().slice(0, 8)}`);
  const verified = await client.fetch('/v1/verification', { method: 'POST', json: VERIFIED_IDENTITY });
  expect(verified.status).toBeLessThan(300);
  const deposit = await depositOnce(client, 20_000);
  expect(deposit.status).toBe(201);
  const methodId = (deposit.body as { data: { payment_method_id: string } }).data.payment_method_id;
  return { client, methodId };
}

async function depositOnce(client: HttpClient, amountCents: number): Promise<Answer> {
  const tokenized = await client.fetch(PROCESSOR_TOKENIZE_PATH, {
    method: 'POST',
    json: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' },
  });
  if (tokenized.status !== 200) return answerOf(tokenized);
  const { token } = (await tokenized.json()) as { token: string };
  return answerOf(
    await client.fetch('/v1/deposits/card', {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: `key-${randomUUID()}` },
      json: { amount_cents: amountCents, payment_token: token },
    }),
  );
}

async function withdrawOnce(client: HttpClient, methodId: string): Promise<Answer> {
  return answerOf(
    await client.fetch('/v1/withdrawals', {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: `key-${randomUUID()}` },
      json: { amount_cents: 1_000, payment_method_id: methodId },
    }),
  );
}

async function readyStatus(baseUrl: string): Promise<number> {
  return (await fetch(`${baseUrl}/ready`)).status;
}

/**
 * Players deposit and withdraw without pause; PostgreSQL is stopped as a crash would stop it once
 * some have gone through, and the players go on until each has seen the outage. Answers every
 * request got, and whether /ready said 503 during the outage.
 */
async function loadThroughOutage(baseUrl: string, cluster: Cluster) {
  const players = await Promise.all(Array.from({ length: PLAYERS }, () => fundedPlayer(baseUrl)));
  const answers: Answer[] = [];
  let crashed = false;
  let failedAfterCrash = 0;
  const done = Promise.all(
    players.map(async ({ client, methodId }, index) => {
      let seenOutage = false;
      for (let round = 0; !seenOutage && round < 500; round += 1) {
        const answer =
          (round + index) % 2 === 0 ? await depositOnce(client, 2_000) : await withdrawOnce(client, methodId);
        answers.push(answer);
        if (crashed && answer.status >= 500) {
          seenOutage = true;
          failedAfterCrash += 1;
        }
      }
    }),
  );
  while (answers.filter((answer) => answer.status < 300).length < PLAYERS * 3) await pause(10);
  cluster.crash();
  clusterDown = true;
  crashed = true;
  await done;
  const readyDuringOutage = await readyStatus(baseUrl);
  return { answers, failedAfterCrash, readyDuringOutage };
}

function expectOnlyOutageFailures(answers: Answer[]) {
  const serverErrors = answers.filter((answer) => answer.status >= 500);
  expect(serverErrors.length).toBeGreaterThan(0);
  for (const failure of serverErrors) {
    expect(failure.status).toBe(503);
    expect(apiErrorSchema.parse(failure.body)).toMatchObject({
      api_code: 'service_unavailable',
      status: 503,
    });
  }
  // Answers before the outage were successes (or ordinary refusals), never a 500.
  expect(answers.some((answer) => answer.status === 500)).toBe(false);
}

/** Starts the cluster again if a test stopped it (also after a failed test, for the next one). */
function restartIfDown(cluster: Cluster) {
  if (!clusterDown) return;
  cluster.restart();
  clusterDown = false;
}

async function recovers(baseUrl: string, cluster: Cluster) {
  restartIfDown(cluster);
  let status = 0;
  for (let waited = 0; waited < 30_000 && status !== 200; waited += 200) {
    status = await readyStatus(baseUrl);
    if (status !== 200) await pause(200);
  }
  expect(status).toBe(200);
  const { client } = await fundedPlayer(baseUrl);
  expect((await depositOnce(client, 1_500)).status).toBe(201);
}

/** Waits for the event bus's LISTEN connection to be back (it reconnects with backoff; it NOTIFYs too once it listens). */
async function expectBusListening(handle: DatabaseHandle) {
  let listening = 0;
  for (let waited = 0; waited < 30_000 && listening === 0; waited += 200) {
    const rows = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from pg_stat_activity
          where application_name = 'kennel-api-bus' and datname = current_database()
            and (query ilike 'listen %' or query ilike 'select pg_notify%')`,
    );
    listening = rows[0]?.count ?? 0;
    if (listening === 0) await pause(200);
  }
  expect(listening).toBeGreaterThan(0);
}

describe('PostgreSQL stops during load', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  });
  afterAll(() => cluster?.stop());

  /** A fresh database on the throwaway cluster, migrated, with its URL. */
  async function freshDatabase() {
    const name = `kennel_outage_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = await openDatabase({ databaseUrl: cluster.url, pgliteDataDir: 'memory://' });
    await admin.db.execute(sql.raw(`create database "${name}"`));
    await admin.close();
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: 'memory://' });
    await handle.migrate();
    return { url: url.toString(), handle };
  }

  it('the server process (main.ts) stays up, answers 503, and recovers by itself', async () => {
    const { url, handle } = await freshDatabase();
    const child: ChildProcess = spawn(process.execPath, apiEntryArgs('main'), {
      env: { PATH: process.env.PATH ?? '', ...SETTINGS, DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (chunk) => output.push(String(chunk)));
    child.stderr?.on('data', (chunk) => output.push(String(chunk)));
    try {
      let baseUrl = '';
      for (let waited = 0; waited < 50_000 && !baseUrl && child.exitCode === null; waited += 100) {
        baseUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''))?.[1] ?? '';
        if (!baseUrl) await pause(100);
      }
      expect(baseUrl, output.join('')).not.toBe('');

      const outage = await loadThroughOutage(baseUrl, cluster);
      expect(child.exitCode, output.join('')).toBeNull();
      expect(output.join('')).not.toContain("Unhandled 'error' event");
      expect(outage.failedAfterCrash).toBe(PLAYERS);
      expectOnlyOutageFailures(outage.answers);
      expect(outage.readyDuringOutage).toBe(503);

      await recovers(baseUrl, cluster);
      expect(child.exitCode).toBeNull();
      await expectBusListening(handle);
      await expectLedgerInvariants(handle.db);
    } finally {
      child.kill('SIGKILL');
      restartIfDown(cluster);
      await handle.close();
    }
  });

  it('in one process: no uncaught error, 503 in the error shape, /ready 503, then recovery', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
    const { url, handle } = await freshDatabase();
    const config = loadConfig({ ...SETTINGS, LOG_LEVEL: 'silent', DATABASE_URL: url });
    const app = await buildApp({ config, db: handle.db });
    try {
      const baseUrl = await listen(app);
      const outage = await loadThroughOutage(baseUrl, cluster);
      expect(outage.failedAfterCrash).toBe(PLAYERS);
      expectOnlyOutageFailures(outage.answers);
      expect(outage.readyDuringOutage).toBe(503);

      await recovers(baseUrl, cluster);
      await expectBusListening(handle);
      await expectLedgerInvariants(handle.db);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
      restartIfDown(cluster);
      await app.close();
      // The pool closes only once every client is back: a client lost in the outage and never
      // released would shrink the pool until requests wait forever.
      const closed = await Promise.race([
        handle.close().then(() => 'closed'),
        pause(15_000).then(() => 'a database client was never released'),
      ]);
      expect(closed).toBe('closed');
    }
  });
});
