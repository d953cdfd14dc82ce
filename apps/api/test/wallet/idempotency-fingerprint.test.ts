import { createHash } from 'node:crypto';
import { canonicalJson, cents, IDEMPOTENT_REPLAYED_HEADER } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { enter, insertContest } from '../contests/fixtures.ts';
import { pickOf, seedEntryBoard, submitEntry, type TestBoard } from '../pickem/entry-fixtures.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { bettor, leg, placeBet, seedBook } from '../sportsbook/fixtures.ts';
import {
  eachRequestFromItsOwnAddress,
  expectLedgerInvariants,
  newKey,
  type Player,
  postWithKey,
  tokenize,
  walletOf,
} from './helpers.ts';

// A paid request's retry carries the first attempt's Idempotency-Key. When a deploy lands between
// the two and the new release adds a default to the request's contract (use_promo: false came
// with promo10), the retry must still be the same request: the first answer replayed, nothing
// paid twice, never 422 idempotency_key_reused. The fingerprint is taken of what the client sent;
// keys stored before that (the parsed body's fingerprint, with or without the defaults of their
// day) keep replaying.

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({
  clock: time.clock,
  settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '1000000' },
});
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let board: TestBoard;

beforeAll(async () => {
  eachRequestFromItsOwnAddress(app());
  board = await seedEntryBoard(app(), db(), time.now());
  await seedBook(app(), db(), time.now());
});

/** One paid request as the client sends it, and the defaults this release's contract adds to it. */
interface PaidRequest {
  /** Method and route pattern, as the fingerprint names the route. */
  route: string;
  params: Record<string, string>;
  body: Record<string, unknown>;
  defaults: Record<string, unknown>;
  /** Another request: the same with a different amount. */
  other: Record<string, unknown>;
  send: (body: Record<string, unknown>, key: string) => Promise<LightMyRequestResponse>;
}

const FEE = 5_00;

const REQUESTS: { what: string; make: (player: Player) => Promise<PaidRequest> }[] = [
  {
    what: "a pick'em entry",
    make: async (player) => ({
      route: 'POST /v1/pickem/entries',
      params: {},
      body: {
        type: 'standard',
        fee_cents: FEE,
        picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-1']!)],
      },
      defaults: { use_promo: false },
      other: {
        type: 'standard',
        fee_cents: FEE + 1_00,
        picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-1']!)],
      },
      send: (body, key) => submitEntry(player, body as never, key),
    }),
  },
  {
    what: 'best ball entries',
    make: async (player) => {
      const contest = await insertContest(db(), time.now(), { entryFeeCents: cents(FEE), seats: 6 });
      return {
        route: 'POST /v1/contests/:contestId/entries',
        params: { contestId: contest.id },
        body: { quantity: 2 },
        defaults: { use_promo: false },
        other: { quantity: 1 },
        send: (body, key) => enter(player, contest.id, body.quantity as number, key, body),
      };
    },
  },
  {
    what: 'a sportsbook bet',
    make: async (player) => {
      const legs = [await leg(app(), 'nba', 'moneyline', 'home')];
      return {
        route: 'POST /v1/sportsbook/bets',
        params: {},
        body: { stake_cents: FEE, legs },
        defaults: { use_promo: false },
        other: { stake_cents: FEE + 1_00, legs },
        send: (body, key) => placeBet(player, body as never, { key }),
      };
    },
  },
  {
    what: 'a card deposit',
    make: async (player) => {
      const { token } = await tokenize(player);
      return {
        route: 'POST /v1/deposits/card',
        params: {},
        body: { amount_cents: 12_34, payment_token: token },
        defaults: { save_payment_method: true },
        other: { amount_cents: 12_35, payment_token: token },
        send: (body, key) => postWithKey(player, '/v1/deposits/card', body, key),
      };
    },
  },
];

/** The fingerprint a release before this one stored: the sha256 of the route and the canonical params and body. */
function fingerprintOfRelease(request: PaidRequest, body: Record<string, unknown>) {
  return createHash('sha256')
    .update(request.route)
    .update('\n')
    .update(canonicalJson({ params: request.params, body }))
    .digest('hex');
}

async function storeFingerprint(player: Player, key: string, fingerprint: string) {
  await db().execute(
    sql`update idempotency_keys set fingerprint = ${fingerprint}
        where user_id = ${player.id}::uuid and key = ${key}`,
  );
}

async function firstAttempt(request: PaidRequest, key: string) {
  const first = await request.send(request.body, key);
  expect(first.statusCode, first.body).toBeLessThan(300);
  return first;
}

function expectReplayOf(retry: LightMyRequestResponse, first: LightMyRequestResponse) {
  expect(retry.statusCode, retry.body).toBe(first.statusCode);
  expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
  expect(retry.json()).toEqual(first.json());
}

describe.each(REQUESTS)('a retry of $what across a deploy', ({ make }) => {
  it('replays the first answer when the first attempt was stored before the new default existed', async () => {
    const player = await bettor(app(), db(), 50_00);
    const request = await make(player);
    const key = newKey();
    const first = await firstAttempt(request, key);
    const afterFirst = await walletOf(player);
    // Stored by a release whose contract had no such default: the body as sent was the body parsed.
    await storeFingerprint(player, key, fingerprintOfRelease(request, request.body));

    const retry = await request.send(request.body, key);
    expectReplayOf(retry, first);
    expect(await walletOf(player)).toEqual(afterFirst);
    await expectLedgerInvariants(db());
  });

  it('replays the first answer stored with the defaults of its day (the parsed body)', async () => {
    const player = await bettor(app(), db(), 50_00);
    const request = await make(player);
    const key = newKey();
    const first = await firstAttempt(request, key);
    const afterFirst = await walletOf(player);
    await storeFingerprint(
      player,
      key,
      fingerprintOfRelease(request, { ...request.body, ...request.defaults }),
    );

    const retry = await request.send(request.body, key);
    expectReplayOf(retry, first);
    expect(await walletOf(player)).toEqual(afterFirst);
  });

  it('still refuses another request under a key stored in either form, and under a new one', async () => {
    const player = await bettor(app(), db(), 50_00);
    const forms = [
      (request: PaidRequest) => fingerprintOfRelease(request, request.body),
      (request: PaidRequest) => fingerprintOfRelease(request, { ...request.body, ...request.defaults }),
      null,
    ];
    for (const form of forms) {
      const request = await make(player);
      const key = newKey();
      await firstAttempt(request, key);
      if (form) await storeFingerprint(player, key, form(request));
      const afterFirst = await walletOf(player);
      const reused = await request.send(request.other, key);
      expect(reused.json(), reused.body).toMatchObject({ api_code: 'idempotency_key_reused', status: 422 });
      expect(await walletOf(player)).toEqual(afterFirst);
    }
  });
});
