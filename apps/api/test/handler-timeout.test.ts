import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  apiErrorSchema,
  depositResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@kennel/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/features/payments/gateway.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import { idempotencyKeys } from '../src/platform/db/schema/idempotency.ts';
import { inTransaction } from '../src/platform/db/transaction.ts';
import { requireUser } from '../src/platform/http/auth.ts';
import { createIdempotency, rememberClientContent } from '../src/platform/http/idempotency.ts';
import type { App } from '../src/platform/http/server.ts';
import { useTestApp } from './app.ts';
import { expectLedgerInvariants, newKey, signIn, walletOf } from './wallet/helpers.ts';
import { HttpClient, listen } from './wallet/http-client.ts';

/** Every log line, parsed. */
const lines: { level: number; msg?: string; request_id?: string; err?: { code?: string } }[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

// Long enough for the sign-in and card steps on a loaded machine; the deposit's overrun waits for it.
const HANDLER_TIMEOUT_MS = 3_000;
/**
 * The test routes' own timeout (Fastify's per-route `handlerTimeout`): they only wait to be timed
 * out, so nothing needs the app's three seconds there. The clock runs from routing, so on a slow
 * machine it may end before the handler starts: the handler then finds its signal already aborted.
 */
const TEST_ROUTE_TIMEOUT_MS = 300;
const LATE = 'handler finished after its request timed out (answered 503)';

/** A card processor whose charges wait until the test opens the gate: a partner slower than the timeout. */
let chargeGate: Promise<void> = Promise.resolve();
let charging: () => void = () => undefined;
const unused = () => Promise.reject(new Error('not used in this test'));
const slowPartner: PaymentGateway = {
  card: {
    name: 'slow_card',
    async exchangeToken(token) {
      return {
        ok: true,
        card: { reference: `card_${token}`, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2035 },
      };
    },
    async charge(operation) {
      charging();
      await chargeGate;
      // Like a real processor, a repeated reference gets the first answer.
      return { outcome: 'approved', chargeId: `ch_${operation.reference}` };
    },
    payout: unused,
  },
  bank: { name: 'unused_bank', createPayment: unused, payout: unused },
};

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true', PAYMENT_SANDBOX: 'false' },
  paymentGateway: slowPartner,
  logger: pino({ level: 'info' }, sink),
  handlerTimeoutMs: HANDLER_TIMEOUT_MS,
  beforeReady(app) {
    slowCommitRoute(app);
    // Overrun their timeout, then answer in each way a handler can; `finished` tells when they are done.
    const overrun = async (request: FastifyRequest) => {
      await new Promise((resolve) => {
        if (request.signal.aborted) resolve(undefined);
        else request.signal.addEventListener('abort', resolve, { once: true });
      });
      setTimeout(() => finished.get(request.id)?.(), 0);
    };
    app.get('/v1/test-only/late-return', { handlerTimeout: TEST_ROUTE_TIMEOUT_MS }, async (request) => {
      await overrun(request);
      return { data: 'too late' };
    });
    app.get('/v1/test-only/late-send', { handlerTimeout: TEST_ROUTE_TIMEOUT_MS }, async (request, reply) => {
      await overrun(request);
      return reply.code(200).send({ data: 'too late' });
    });
    app.get('/v1/test-only/late-throw', { handlerTimeout: TEST_ROUTE_TIMEOUT_MS }, async (request) => {
      await overrun(request);
      throw new Error('failed after the answer');
    });
  },
});

/**
 * A paid action whose transaction has passed its timeout check (`saveResponse`) and then waits for
 * the test's gate before it writes its charge and commits: the 503 can only come in between.
 */
let commitGate: Promise<void> = Promise.resolve();
const events: string[] = [];
let checked: () => void = () => undefined;

function slowCommitRoute(app: App) {
  const { db } = app.walletModule.wallet;
  const idempotency = createIdempotency({ db, clock: () => new Date() });
  // As route() registers a paid route: what the client sent is kept for the key's fingerprint.
  app.post(
    '/v1/test-only/slow-commit',
    { preValidation: rememberClientContent, preHandler: requireUser },
    (request, reply) =>
      idempotency.run(request, reply, async (run) =>
        inTransaction(db, async (tx) => {
          const response = { status: 201, body: { data: { charge_id: randomUUID() } } };
          await run.saveResponse(tx, response);
          events.push('checked');
          checked();
          await commitGate;
          await tx.execute(sql`insert into test_charges (key, charge_id)
          values (${run.key}, ${response.body.data.charge_id})`);
          return response;
        }).then((response) => {
          events.push('committed');
          return response;
        }),
      ),
  );
}

beforeAll(async () => {
  await testApp.current.database.handle.db.execute(
    sql`create table test_charges (key text not null, charge_id text not null)`,
  );
});

/** Resolved a moment after each test route's handler has answered late, by request id. */
const finished = new Map<string, () => void>();
const handlerFinished = (requestId: string) =>
  new Promise<void>((resolve) => {
    finished.set(requestId, resolve);
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let tries = 0; tries < 500; tries += 1) {
    if (await condition()) return;
    await wait(20);
  }
  throw new Error(`never saw ${what}`);
}

/** The late handler is done when its key is settled: freed (rolled back) or holding an answer. */
async function lateDepositSettled(userId: string, key: string) {
  await until(async () => {
    const [row] = await testApp.current.database.handle.db
      .select({ status: idempotencyKeys.responseStatus })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return row === undefined || row.status !== null;
  }, 'the late deposit settle');
}

const linesOf = (requestId: string) => lines.filter((line) => line.request_id === requestId);

/** The request's log once its handler has finished: one 503 error line, nothing sent twice, a warning. */
async function expectAnsweredOnce(requestId: string) {
  // A moment for anything a second send would log.
  await wait(100);
  const logged = linesOf(requestId);
  expect(logged.filter((line) => line.level >= 50).map((line) => line.err?.code)).toEqual([
    'FST_ERR_HANDLER_TIMEOUT',
  ]);
  expect(JSON.stringify(logged)).not.toContain('FST_ERR_REP_ALREADY_SENT');
  expect(logged.filter((line) => line.msg === 'request completed')).toHaveLength(1);
  expect(logged.filter((line) => line.msg === LATE)).toHaveLength(1);
}

describe('a handler that outlives its timeout', () => {
  it.each(['late-return', 'late-send', 'late-throw'])(
    'answers 503 once and its late %s is neither sent nor logged as an error',
    async (path) => {
      const done = handlerFinished(`timeout-${path}`);
      const response = await testApp.current.app.inject({
        method: 'GET',
        url: `/v1/test-only/${path}`,
        headers: { 'x-request-id': `timeout-${path}` },
      });
      expect(response.statusCode).toBe(503);
      expect(apiErrorSchema.parse(response.json()).api_code).toBe('service_unavailable');
      await done;
      await expectAnsweredOnce(`timeout-${path}`);
    },
  );

  it('over a real socket, a paid POST with a body is answered 503 at its timeout; the retry with its key deposits once', async () => {
    // Node ends a request with a body ("close") once the body is read. Fastify took that for the
    // client going away and dropped the timeout, so a POST outliving it was never answered 503 (app.inject does not do this).
    const { app, database } = testApp.current;
    const client = new HttpClient(await listen(app));
    const player = await client.signIn();
    const key = newKey();
    const deposit = (requestId: string) =>
      client.fetch('/v1/deposits/card', {
        method: 'POST',
        json: { amount_cents: 1_500, payment_token: `tok_${key.replaceAll('-', '')}` },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key, 'x-request-id': requestId },
      });
    let open: () => void = () => undefined;
    chargeGate = new Promise((resolve) => {
      open = resolve;
    });
    const charged = new Promise<void>((resolve) => {
      charging = resolve;
    });
    const requestId = `timeout-socket-deposit-${key}`;
    const answer = deposit(requestId);
    await charged;
    // The processor answers only after the API has answered (or after 20 s, when it never does).
    const answered = await Promise.race([answer, wait(20_000).then(() => undefined)]);
    open();
    expect(answered?.status, 'answered 503 while the charge was still waiting').toBe(503);
    expect(apiErrorSchema.parse(await answered?.json()).api_code).toBe('service_unavailable');
    await lateDepositSettled(player.id, key);
    await expectAnsweredOnce(requestId);
    const retried = await deposit(`${requestId}-retry`);
    expect(retried.status).toBe(201);
    const credited = depositResponseSchema.parse(await retried.json()).data;
    expect(credited).toMatchObject({ status: 'succeeded', amount_cents: 1_500 });
    const wallet = await client.fetch('/v1/wallet');
    expect(((await wallet.json()) as { data: { cash_cents: number } }).data.cash_cents).toBe(1_500);
    await expectLedgerInvariants(database.handle.db);
  });

  it('over a real socket, a paid POST answered 503 after its first check rolls back at its write; the retry charges once', async () => {
    const { app, database } = testApp.current;
    const client = new HttpClient(await listen(app));
    const player = await client.signIn();
    const key = newKey();
    const charge = (requestId: string) =>
      client.fetch('/v1/test-only/slow-commit', {
        method: 'POST',
        json: { amount_cents: 700 },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key, 'x-request-id': requestId },
      });
    let open: () => void = () => undefined;
    commitGate = new Promise((resolve) => {
      open = resolve;
    });
    const passedCheck = new Promise<void>((resolve) => {
      checked = resolve;
    });
    events.length = 0;
    const requestId = `timeout-socket-commit-${key}`;
    const answer = charge(requestId).then((response) => {
      events.push(`answered ${response.status}`);
      return response;
    });
    await passedCheck;
    // The transaction waits at the gate until the API has answered (or 20 s, when it never does):
    // as a shared transaction's unit waits while the units after it are decided (ADR 0051).
    const answered = await Promise.race([answer, wait(20_000).then(() => undefined)]);
    open();
    expect(answered?.status, 'answered 503 while the transaction was still open').toBe(503);
    expect(apiErrorSchema.parse(await answered?.json()).api_code).toBe('service_unavailable');
    // The late transaction writes its answer for the key, checks again and rolls back: the key is
    // freed and its charge never committed.
    await lateDepositSettled(player.id, key);
    await expectAnsweredOnce(requestId);
    expect(events).toEqual(['checked', 'answered 503']);
    const chargesOf = () =>
      selectRows<{ charge_id: string }>(
        database.handle.db,
        sql`select charge_id from test_charges where key like ${`${key}%`}`,
      );
    expect(await chargesOf()).toHaveLength(0);

    // The client's retry with the same key charges once, and a further retry replays it.
    commitGate = Promise.resolve();
    const retried = await charge(`${requestId}-retry`);
    expect(retried.status).toBe(201);
    expect(retried.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    const replayed = await charge(`${requestId}-replay`);
    expect(replayed.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    const charges = await chargesOf();
    expect(charges).toHaveLength(1);
    expect(((await retried.json()) as { data: { charge_id: string } }).data.charge_id).toBe(
      charges[0]?.charge_id,
    );
  });

  it('a paid action answered 503 commits nothing after it; the retry with its key deposits once', async () => {
    const { app, database } = testApp.current;
    const player = await signIn(app);
    const key = newKey();
    const body = { amount_cents: 2_500, payment_token: `tok_${key.replaceAll('-', '')}` };
    const deposit = (requestId: string) =>
      player.browser.post('/v1/deposits/card', body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: key, 'x-request-id': requestId },
      });
    let open: () => void = () => undefined;
    chargeGate = new Promise((resolve) => {
      open = resolve;
    });
    const charged = new Promise<void>((resolve) => {
      charging = resolve;
    });
    const requestId = `timeout-deposit-${key}`;
    const answer = deposit(requestId);
    // The charge is under way at the processor when the timeout answers.
    await charged;
    const timedOut = await answer;
    expect(timedOut.statusCode).toBe(503);
    expect(apiErrorSchema.parse(timedOut.json()).api_code).toBe('service_unavailable');
    // Then the processor approves, and the late handler reaches the deposit's money transaction.
    open();
    // The late handler is done when its key is settled: freed (rolled back) or holding an answer.
    await lateDepositSettled(player.id, key);
    await expectAnsweredOnce(requestId);

    // Told it failed, the player was credited nothing: the late transaction rolled back.
    expect((await walletOf(player)).cash_cents).toBe(0);
    // The retry the client makes with the same key deposits exactly once, and then replays.
    const retried = await deposit(`${requestId}-retry`);
    expect(retried.statusCode, retried.body).toBe(201);
    const credited = depositResponseSchema.parse(retried.json()).data;
    expect(credited).toMatchObject({ status: 'succeeded', amount_cents: 2_500 });
    const replayed = await deposit(`${requestId}-replay`);
    expect(replayed.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(depositResponseSchema.parse(replayed.json()).data.id).toBe(credited.id);
    expect((await walletOf(player)).cash_cents).toBe(2_500);
    await expectLedgerInvariants(database.handle.db);
  });
});
