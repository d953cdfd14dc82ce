import {
  apiErrorSchema,
  cents,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  TEST_LOCATION_HEADER,
  type Wallet,
} from '@kennel/core';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { enter, insertContest } from '../contests/fixtures.ts';
import {
  cancelEntry,
  pickOf,
  seedEntryBoard,
  submitEntry,
  type TestBoard,
} from '../pickem/entry-fixtures.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { bettor, leg, placeBet, seedBook } from '../sportsbook/fixtures.ts';
import {
  depositByCard,
  eachRequestFromItsOwnAddress,
  expectLedgerInvariants,
  newKey,
  type Player,
  postWithKey,
  signIn,
  tokenize,
  verifyIdentity,
  walletOf,
} from './helpers.ts';
import { HttpClient, listen } from './http-client.ts';

// Every paid action as a browser sends it: a double click or two tabs sending one attempt's key at
// once, a lost answer and its retry after the wallet changed, a connection dropped before the
// answer (over a real socket) and its retries, and hostile values under a key. Each
// answer is the action (first or replayed) or "still in progress"; the money moves once; a request
// refused as malformed leaves its key free for the corrected one.

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({
  clock: time.clock,
  settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '1000000', TRUST_PROXY: 'true' },
});
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let board: TestBoard;

beforeAll(async () => {
  eachRequestFromItsOwnAddress(app());
  board = await seedEntryBoard(app(), db(), time.now());
  await seedBook(app(), db(), time.now());
});

const PARALLEL = 8;
const LOST_ROUNDS = 8;
let clients = 0;
const ROUNDS = 3;
const FEE = 5_00;

type Money = Pick<Wallet, 'cash_cents' | 'pending_withdrawal_cents'>;

interface Prepared {
  player: Player;
  /** The attempt's body as the browser sends it (null: the action has none). */
  body: Record<string, unknown> | null;
  send: (key: string, body?: Record<string, unknown>) => Promise<LightMyRequestResponse>;
  /** The same request's path (and headers beyond the key) over a real socket. */
  path: string;
  headers?: Record<string, string>;
  /** How the action moves the player's money, done once. */
  once: Money;
}

interface PaidAction {
  what: string;
  status: number;
  /** The field that carries the money (hostile values go there). */
  moneyField?: string;
  prepare: () => Promise<Prepared>;
}

async function verifiedWithCard(cashCents: number) {
  const player = await signIn(app());
  expect((await verifyIdentity(player)).json().data.status).toBe('approved');
  const deposit = await depositByCard(app(), player, cashCents);
  expect(deposit.statusCode, deposit.body).toBe(201);
  return { player, methodId: deposit.json().data.payment_method_id as string };
}

const ACTIONS: PaidAction[] = [
  {
    what: "a pick'em entry",
    status: 201,
    moneyField: 'fee_cents',
    prepare: async () => {
      const player = await bettor(app(), db(), 50_00);
      const body = {
        type: 'standard',
        fee_cents: FEE,
        picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-1']!)],
      };
      return {
        player,
        body,
        send: (key, sent = body) => submitEntry(player, sent as never, key),
        path: '/v1/pickem/entries',
        once: { cash_cents: -FEE, pending_withdrawal_cents: 0 },
      };
    },
  },
  {
    what: "a pick'em cancel",
    status: 200,
    prepare: async () => {
      const player = await bettor(app(), db(), 50_00);
      const entry = await submitEntry(player, {
        type: 'standard',
        fee_cents: FEE,
        picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-1']!)],
      });
      expect(entry.statusCode, entry.body).toBe(201);
      const id = entry.json().id as string;
      return {
        player,
        body: null,
        send: (key) => cancelEntry(player, id, key),
        path: `/v1/pickem/entries/${id}/cancel`,
        once: { cash_cents: FEE, pending_withdrawal_cents: 0 },
      };
    },
  },
  {
    what: 'three best ball entries at once',
    status: 201,
    moneyField: 'quantity',
    prepare: async () => {
      const player = await bettor(app(), db(), 50_00);
      const contest = await insertContest(db(), time.now(), {
        entryFeeCents: cents(FEE),
        seats: 6,
        maxPerUser: 20,
      });
      const body = { quantity: 3 };
      return {
        player,
        body,
        send: (key, sent = body) => enter(player, contest.id, sent.quantity as number, key, sent),
        path: `/v1/contests/${contest.id}/entries`,
        once: { cash_cents: -3 * FEE, pending_withdrawal_cents: 0 },
      };
    },
  },
  {
    what: 'a sportsbook bet',
    status: 201,
    moneyField: 'stake_cents',
    prepare: async () => {
      const player = await bettor(app(), db(), 50_00);
      const body = { stake_cents: FEE, legs: [await leg(app(), 'nba', 'moneyline', 'home')] };
      return {
        player,
        body,
        send: (key, sent = body) => placeBet(player, sent as never, { key }),
        path: '/v1/sportsbook/bets',
        headers: { [TEST_LOCATION_HEADER]: 'AZ' },
        once: { cash_cents: -FEE, pending_withdrawal_cents: 0 },
      };
    },
  },
  {
    what: 'a cash out',
    status: 200,
    moneyField: 'offer_cents',
    prepare: async () => {
      const player = await bettor(app(), db(), 50_00);
      const bet = await placeBet(player, {
        stake_cents: 10_00,
        legs: [await leg(app(), 'nba', 'moneyline', 'home')],
      });
      expect(bet.statusCode, bet.body).toBe(201);
      const { id, cash_out_offer_cents: offer } = bet.json() as { id: string; cash_out_offer_cents: number };
      expect(offer).toBeGreaterThan(0);
      const body = { offer_cents: offer };
      const path = `/v1/sportsbook/bets/${id}/cash-out`;
      const headers = { [TEST_LOCATION_HEADER]: 'AZ' };
      return {
        player,
        body,
        send: (key, sent = body) =>
          player.browser.post(path, sent, { headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key } }),
        path,
        headers,
        once: { cash_cents: offer, pending_withdrawal_cents: 0 },
      };
    },
  },
  {
    what: 'a card deposit',
    status: 201,
    moneyField: 'amount_cents',
    prepare: async () => {
      const player = await bettor(app(), db(), 0);
      const { token } = await tokenize(player);
      const body = { amount_cents: 12_34, payment_token: token };
      return {
        player,
        body,
        send: (key, sent = body) => postWithKey(player, '/v1/deposits/card', sent, key),
        path: '/v1/deposits/card',
        once: { cash_cents: 12_34, pending_withdrawal_cents: 0 },
      };
    },
  },
  {
    what: 'a withdrawal',
    status: 201,
    moneyField: 'amount_cents',
    prepare: async () => {
      const { player, methodId } = await verifiedWithCard(50_00);
      const body = { amount_cents: 20_00, payment_method_id: methodId };
      return {
        player,
        body,
        send: (key, sent = body) => postWithKey(player, '/v1/withdrawals', sent, key),
        path: '/v1/withdrawals',
        once: { cash_cents: -20_00, pending_withdrawal_cents: 20_00 },
      };
    },
  },
  {
    what: "a withdrawal's cancel",
    status: 200,
    prepare: async () => {
      const { player, methodId } = await verifiedWithCard(50_00);
      const held = await postWithKey(player, '/v1/withdrawals', {
        amount_cents: 20_00,
        payment_method_id: methodId,
      });
      expect(held.statusCode, held.body).toBe(201);
      const id = held.json().data.id as string;
      return {
        player,
        body: null,
        send: (key) => postWithKey(player, `/v1/withdrawals/${id}/cancel`, undefined, key),
        path: `/v1/withdrawals/${id}/cancel`,
        once: { cash_cents: 20_00, pending_withdrawal_cents: -20_00 },
      };
    },
  },
];

async function moneyOf(player: Player): Promise<Money> {
  const { cash_cents, pending_withdrawal_cents } = await walletOf(player);
  return { cash_cents, pending_withdrawal_cents };
}

const plus = (a: Money, b: Money): Money => ({
  cash_cents: a.cash_cents + b.cash_cents,
  pending_withdrawal_cents: a.pending_withdrawal_cents + b.pending_withdrawal_cents,
});

/** Hostile values where the money goes: floats for cents, -0, 1e21, numbers as text, arrays, objects, huge text. */
const HOSTILE_MONEY: unknown[] = [
  5.5,
  0.1 + 0.2,
  -0,
  -500,
  1e21,
  2 ** 53,
  '500',
  [500],
  { cents: 500 },
  null,
  true,
  'x'.repeat(100_000),
  '５００',
];

describe.each(ACTIONS)('$what as a browser sends it', (action) => {
  it(`moves the money once for ${PARALLEL} sends of one key at once, then replays (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const prepared = await action.prepare();
      const before = await moneyOf(prepared.player);
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => prepared.send(key)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.every((status) => status === action.status || status === 409),
        answers.map((answer) => answer.body.slice(0, 200)).join('\n'),
      ).toBe(true);
      for (const busy of answers.filter((answer) => answer.statusCode === 409)) {
        expect(apiErrorSchema.parse(busy.json()).api_code).toBe('idempotency_request_in_progress');
      }
      const done = answers.filter((answer) => answer.statusCode === action.status);
      expect(done.length).toBeGreaterThan(0);
      const later = await prepared.send(key);
      expect(later.statusCode, later.body).toBe(action.status);
      expect(later.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
      for (const answer of done) expect(answer.json()).toEqual(later.json());
      expect(await moneyOf(prepared.player)).toEqual(plus(before, prepared.once));
    }
    await expectLedgerInvariants(db());
  });

  it('replays a lost answer to its retry after the wallet changed, moving the money once', async () => {
    const prepared = await action.prepare();
    const before = await moneyOf(prepared.player);
    const key = newKey();
    const lost = await prepared.send(key);
    expect(lost.statusCode, lost.body).toBe(action.status);
    const topUp = await depositByCard(app(), prepared.player, 10_00);
    expect(topUp.statusCode, topUp.body).toBe(201);

    const retry = await prepared.send(key);
    expect(retry.statusCode, retry.body).toBe(action.status);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(retry.json()).toEqual(lost.json());
    const topped = { cash_cents: 10_00, pending_withdrawal_cents: 0 };
    expect(await moneyOf(prepared.player)).toEqual(plus(plus(before, prepared.once), topped));
  });

  it(`moves the money once when the connection drops before the answer and the browser retries (${LOST_ROUNDS} rounds)`, async () => {
    const baseUrl = await listen(app());
    let answersLost = 0;
    for (let round = 0; round < LOST_ROUNDS; round++) {
      const prepared = await action.prepare();
      const before = await moneyOf(prepared.player);
      clients += 1;
      const client = new HttpClient(baseUrl, `10.250.${clients >> 8}.${clients & 255}`);
      await client.signIn(prepared.player.username);
      const key = newKey();
      const sendOver = (signal?: AbortSignal) =>
        client.fetch(prepared.path, {
          method: 'POST',
          headers: { [IDEMPOTENCY_KEY_HEADER]: key, ...prepared.headers },
          ...(prepared.body ? { json: prepared.body } : {}),
          signal,
        });
      // The browser gives up on the answer at once, or after a few milliseconds (round by round).
      const gaveUp = new AbortController();
      const lost = sendOver(gaveUp.signal).catch(() => null);
      setTimeout(() => gaveUp.abort(), round % 4 === 0 ? 0 : round * 3);
      if ((await lost) === null) answersLost += 1;
      let retry = await sendOver();
      for (let wait = 0; retry.status === 409 && wait < 100; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        retry = await sendOver();
      }
      expect(retry.status, await retry.clone().text()).toBe(action.status);
      const again = await sendOver();
      expect(again.status).toBe(action.status);
      expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
      expect(await again.json()).toEqual(await retry.json());
      expect(await moneyOf(prepared.player)).toEqual(plus(before, prepared.once));
    }
    // Given up on at once, the first answer never arrives: the retries above did follow lost answers.
    expect(answersLost).toBeGreaterThan(0);
    await expectLedgerInvariants(db());
  });
});

/** The actions whose body carries an amount of money. */
const WITH_MONEY = ACTIONS.flatMap((action) =>
  action.moneyField === undefined ? [] : [{ ...action, moneyField: action.moneyField }],
);

describe.each(WITH_MONEY)('$what, its amount as a browser may mangle it', (action) => {
  it('refuses hostile values as malformed, moving nothing and leaving the key to the corrected request', async () => {
    const prepared = await action.prepare();
    const field = action.moneyField;
    const before = await moneyOf(prepared.player);
    const key = newKey();
    const strays = [
      ...HOSTILE_MONEY.map((value) => ({ ...prepared.body, [field]: value })),
      [prepared.body],
      { ...prepared.body, [field]: undefined },
    ];
    for (const stray of strays) {
      const refused = await prepared.send(key, stray as Record<string, unknown>);
      const label = `${JSON.stringify(stray).slice(0, 80)} → ${refused.body.slice(0, 200)}`;
      expect(refused.statusCode, label).toBe(400);
      expect(apiErrorSchema.parse(refused.json()), label).toMatchObject({
        api_code: 'invalid_request',
        status: 400,
      });
      expect(refused.body, label).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
    expect(await moneyOf(prepared.player)).toEqual(before);

    const corrected = await prepared.send(key);
    expect(corrected.statusCode, corrected.body).toBe(action.status);
    expect(corrected.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await moneyOf(prepared.player)).toEqual(plus(before, prepared.once));
    await expectLedgerInvariants(db());
  });
});
