import {
  apiErrorSchema,
  depositResponseSchema,
  ENDPOINTS,
  type Endpoint,
  type EndpointName,
  endpointPath,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  TEST_LOCATION_HEADER,
} from '@kennel/core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deposits } from '../src/platform/db/schema/payments.ts';
import { REALTIME_PATH } from '../src/platform/realtime/hub.ts';
import { useTestApp } from './app.ts';
import { setPlayer } from './authorization/helpers.ts';
import { TestBrowser } from './browser.ts';
import { insertContest } from './contests/fixtures.ts';
import { type Input, WELL_FORMED } from './endpoint-inputs.ts';
import {
  type EntryBody,
  pickOf,
  seedEntryBoard,
  submitEntry,
  type TestBoard,
} from './pickem/entry-fixtures.ts';
import { marketOf as sportsbookMarketOf } from './sportsbook/fixtures.ts';
import {
  depositByCard,
  newKey,
  type Player,
  postWithKey,
  signIn,
  tokenize,
  verifyIdentity,
  walletOf,
  withdrawalConfirmationToken,
} from './wallet/helpers.ts';

// Walks core's ENDPOINTS: the running app serves exactly those under /v1, every signed-in endpoint
// refuses a guest, and every money-moving endpoint replays its first answer for the same key.

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '1000000' } });

/** The /v1 routes that are not endpoints of the API, each for its reason. */
const NOT_ENDPOINTS = new Set([
  'GET /v1/openapi.json', // the API reference itself (operator route)
  `GET ${REALTIME_PATH}`, // the realtime WebSocket, not a request and answer
  'POST /v1/test/session', // test-only sign-in, mounted only with KENNEL_TEST_ROUTES
  'POST /v1/test/session/end',
  'POST /v1/test/world/seed', // test-only sports world controls for e2e, also KENNEL_TEST_ROUTES
  'POST /v1/test/world/advance',
  'POST /v1/test/pickem/settle', // test-only: settles pick'em entries now for e2e, also KENNEL_TEST_ROUTES
  'POST /v1/test/best-ball/settle', // test-only: pays finished best ball contests now for e2e, also KENNEL_TEST_ROUTES
  'POST /v1/test/best-ball/score', // test-only: scores drafted teams now for e2e, also KENNEL_TEST_ROUTES
  'POST /v1/test/contests/make', // test-only: makes the lobby's contests now (the maker runs each minute)
  'POST /v1/test/contests/bots', // test-only: seats bots in waiting drafts now
  'POST /v1/test/contests/slow', // test-only: a slow contest of a journey's own (the lobby has none near)
  'GET /v1/test/notifications/mails', // test-only: the player's notification emails with their text
  'POST /v1/test/pickem/lines/refresh', // test-only pick'em line controls for e2e, also KENNEL_TEST_ROUTES
  'POST /v1/test/sportsbook/markets/refresh', // test-only: prices the sportsbook now for e2e, also KENNEL_TEST_ROUTES
  'POST /v1/test/sportsbook/settle', // test-only: settles sportsbook bets now for e2e, also KENNEL_TEST_ROUTES
  'POST /v1/test/pickem/lines/move',
  'POST /v1/test/wallet/owed', // test-only: a spent payout taken back by a correction (owed money), also KENNEL_TEST_ROUTES
]);

/** A verified player with $100 from one card; answers the card's payment method id. */
async function fundPlayer(player: Player): Promise<string> {
  expect((await verifyIdentity(player)).json().data.status).toBe('approved');
  const deposited = await depositByCard(testApp.current.app, player, 10_000);
  return depositResponseSchema.parse(deposited.json()).data.payment_method_id!;
}

async function requestWithdrawal(player: Player): Promise<{ id: string }> {
  const methodId = await fundPlayer(player);
  const requested = await postWithKey(player, '/v1/withdrawals', {
    amount_cents: 4_000,
    payment_method_id: methodId,
  });
  expect(requested.statusCode).toBe(201);
  return requested.json().data;
}

let pickemBoard: Promise<TestBoard> | undefined;

/** A funded player's two-pick entry on the pick'em board (seeded once per database). */
async function pickemEntryBody(player: Player) {
  const { app, database } = testApp.current;
  pickemBoard ??= seedEntryBoard(app, database.handle.db, new Date());
  const { lines } = await pickemBoard;
  expect((await depositByCard(app, player, 25_00)).statusCode).toBe(201);
  return { type: 'standard', fee_cents: 5_00, picks: [pickOf(lines.nba['1-0']!), pickOf(lines.nba['2-0']!)] };
}

let sportsbook: Promise<void> | undefined;

/** A funded player of the sportsbook's Arizona, and a single on the fixture world's next NBA game. */
async function sportsbookBetBody(player: Player) {
  const { app, database } = testApp.current;
  pickemBoard ??= seedEntryBoard(app, database.handle.db, new Date());
  await pickemBoard;
  sportsbook ??= (async () => {
    while ((await app.walletModule.sportsbookMarkets.refresh()).written > 0);
  })();
  await sportsbook;
  await setPlayer(database.handle.db, player, { state: 'AZ' });
  expect((await depositByCard(app, player, 25_00)).statusCode).toBe(201);
  const market = (await sportsbookMarketOf(app, 'nba', 'moneyline'))!;
  const home = market.selections.find((one) => one.key === 'home')!;
  return {
    stake_cents: 5_00,
    legs: [{ selection_id: home.id, price_version: market.price_version, price: home.price }],
  };
}

async function depositCount(player: Player) {
  const [row] = await testApp.current.database.handle.db
    .select({ deposits: count() })
    .from(deposits)
    .where(eq(deposits.userId, player.id));
  return row?.deposits;
}

interface MoneySample {
  /** Readies the player and answers the request to send twice. */
  prepare(player: Player): Promise<Input>;
  /** What the request moves, read before and after each call. */
  moved(player: Player): Promise<unknown>;
}

/**
 * One sample per money-moving endpoint. A new idempotent endpoint without a sample fails the
 * replay test below, so it cannot be forgotten.
 */
const MONEY_SAMPLES: Partial<Record<EndpointName, MoneySample>> = {
  depositByCard: {
    prepare: async (player) => ({
      body: { amount_cents: 2_500, payment_token: (await tokenize(player)).token },
    }),
    moved: walletOf,
  },
  depositByBank: { prepare: async () => ({ body: { amount_cents: 2_500 } }), moved: depositCount },
  requestWithdrawal: {
    prepare: async (player) => ({
      body: { amount_cents: 4_000, payment_method_id: await fundPlayer(player) },
    }),
    moved: walletOf,
  },
  confirmWithdrawal: {
    prepare: async (player) => {
      await requestWithdrawal(player);
      return {
        body: { token: await withdrawalConfirmationToken(testApp.current.database.handle.db, player) },
      };
    },
    moved: walletOf,
  },
  cancelWithdrawal: {
    prepare: async (player) => ({ params: { id: (await requestWithdrawal(player)).id } }),
    moved: walletOf,
  },
  enterContest: {
    prepare: async (player) => {
      await fundPlayer(player);
      const contest = await insertContest(testApp.current.database.handle.db, new Date());
      return { params: { contestId: contest.id }, body: { quantity: 2 } };
    },
    moved: walletOf,
  },
  submitPickemEntry: {
    prepare: async (player) => ({ body: await pickemEntryBody(player) }),
    moved: walletOf,
  },
  placeSportsbookBet: {
    prepare: async (player) => ({ body: await sportsbookBetBody(player) }),
    moved: walletOf,
  },
  cashOutSportsbookBet: {
    prepare: async (player) => {
      const placed = await player.browser.post('/v1/sportsbook/bets', await sportsbookBetBody(player), {
        headers: { [IDEMPOTENCY_KEY_HEADER]: newKey() },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const bet = placed.json();
      return { params: { id: bet.id }, body: { offer_cents: bet.cash_out_offer_cents } };
    },
    moved: walletOf,
  },
  cancelPickemEntry: {
    prepare: async (player) => {
      const entry = await submitEntry(player, (await pickemEntryBody(player)) as EntryBody);
      expect(entry.statusCode).toBe(201);
      return { params: { entryId: entry.json().id } };
    },
    moved: walletOf,
  },
};

/**
 * A sample per paid-action endpoint (`paidAction`): what a player sends to pay. A new paid
 * endpoint without one fails the refusal tests below, so none escapes the authorisation step.
 */
const PAID_SAMPLES: Partial<Record<EndpointName, MoneySample>> = {
  depositByCard: MONEY_SAMPLES.depositByCard!,
  depositByBank: MONEY_SAMPLES.depositByBank!,
  enterContest: MONEY_SAMPLES.enterContest!,
  submitPickemEntry: MONEY_SAMPLES.submitPickemEntry!,
  placeSportsbookBet: MONEY_SAMPLES.placeSportsbookBet!,
};

/** The ways a paid action must be refused: each readies the player and names the refusal. */
const REFUSALS: { name: string; code: string; ready(player: Player): Promise<Record<string, string>> }[] = [
  {
    name: 'as a player on a time-out',
    code: 'time_out_active',
    async ready(player) {
      const started = await player.browser.post('/v1/responsible-gaming/time-out', { duration: '24h' });
      expect(started.statusCode).toBe(201);
      return {};
    },
  },
  {
    name: 'as a player located in a state where nothing is offered',
    code: 'location_not_allowed',
    ready: async () => ({ [TEST_LOCATION_HEADER]: 'HI' }),
  },
];

function send(
  browser: TestBrowser,
  endpoint: Endpoint,
  input: Input = {},
  headers: Record<string, string> = {},
) {
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  return browser.request({
    method: endpoint.method,
    url: `${endpointPath(endpoint.path, input.params)}${query}`,
    ...(input.body === undefined ? {} : { payload: input.body as string }),
    headers,
  });
}

/** Method and path of every route the app serves (HEAD aside), from Fastify's route tree. */
function servedRoutes(): string[] {
  const tree = testApp.current.app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth === 0 ? '' : (prefixes[depth - 1] ?? '')) + match[2];
    prefixes.length = depth;
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

const endpoints = Object.entries(ENDPOINTS) as [EndpointName, Endpoint][];

describe('the endpoint registry', () => {
  it('is what the app serves: every endpoint at its method and path, and no other /v1 route', () => {
    const served = servedRoutes();
    expect(served).toContain('GET /health'); // the route tree was read
    const declared = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(declared.filter((route) => !served.includes(route))).toEqual([]);
    const undeclared = served.filter(
      (route) =>
        route.split(' ')[1]?.startsWith('/v1/') && !declared.includes(route) && !NOT_ENDPOINTS.has(route),
    );
    expect(undeclared).toEqual([]);
  });

  describe('refuses a guest with 401 unauthenticated on every signed-in endpoint', () => {
    for (const [name, endpoint] of endpoints.filter(([, e]) => e.auth)) {
      it(name, async () => {
        const guest = new TestBrowser(testApp.current.app);
        expect((await guest.get('/v1/csrf')).statusCode).toBe(200);
        const response = await send(guest, endpoint, WELL_FORMED[name], {
          [IDEMPOTENCY_KEY_HEADER]: newKey(),
        });
        expect(response.statusCode).toBe(401);
        expect(apiErrorSchema.parse(response.json())).toMatchObject({
          api_code: 'unauthenticated',
          status: 401,
        });
      });
    }
  });

  for (const refusal of REFUSALS) {
    describe(`refuses every paid action ${refusal.name}`, () => {
      it('has paid actions to check', () => {
        expect(endpoints.filter(([, e]) => e.paidAction).length).toBeGreaterThan(0);
      });
      for (const [name, endpoint] of endpoints.filter(([, e]) => e.paidAction)) {
        it(name, async () => {
          const sample = PAID_SAMPLES[name];
          expect(sample, `add a sample for the paid-action endpoint ${name} to PAID_SAMPLES`).toBeDefined();
          if (!sample) return;
          const player = await signIn(testApp.current.app);
          const input = await sample.prepare(player);
          const headers = await refusal.ready(player);
          const before = await sample.moved(player);
          const response = await send(player.browser, endpoint, input, {
            [IDEMPOTENCY_KEY_HEADER]: newKey(),
            ...headers,
          });
          expect(response.statusCode).toBe(403);
          expect(apiErrorSchema.parse(response.json()).api_code).toBe(refusal.code);
          expect(await sample.moved(player)).toEqual(before);
        });
      }
    });
  }

  describe('replays the first answer of every money-moving endpoint, and moves the money once', () => {
    for (const [name, endpoint] of endpoints.filter(([, e]) => e.idempotent)) {
      it(name, async () => {
        const sample = MONEY_SAMPLES[name];
        expect(sample, `add a sample for the idempotent endpoint ${name} to MONEY_SAMPLES`).toBeDefined();
        if (!sample) return;
        const player = await signIn(testApp.current.app);
        const input = await sample.prepare(player);
        const before = await sample.moved(player);
        const key = newKey();

        const first = await send(player.browser, endpoint, input, { [IDEMPOTENCY_KEY_HEADER]: key });
        expect(first.statusCode).toBe(endpoint.status);
        expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
        const afterFirst = await sample.moved(player);
        expect(afterFirst).not.toEqual(before);

        const second = await send(player.browser, endpoint, input, { [IDEMPOTENCY_KEY_HEADER]: key });
        expect(second.statusCode).toBe(first.statusCode);
        expect(second.json()).toEqual(first.json());
        expect(second.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
        expect(await sample.moved(player)).toEqual(afterFirst);
      });
    }
  });
});
