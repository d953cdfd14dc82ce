import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  cents,
  GEOLOCATION_PACKET_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  locationResponseSchema,
  type StateCode,
  TERMS_VERSION,
  TEST_LOCATION_HEADER,
} from '@kennel/core';
import { CSRF_COOKIE_NAME } from '@kennel/core/contracts/csrf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  createGeolocationProvider,
  type GeolocationVerifier,
  MAX_GEOLOCATION_AGE_MS,
  type VerifiedGeolocation,
} from '../../src/features/location/geolocation-provider.ts';
import type { LocationProvider } from '../../src/features/location/provider.ts';
import { SESSION_COOKIE_NAME } from '../../src/features/sessions/cookie.ts';
import { createSessionService } from '../../src/features/sessions/service.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import { cookieName } from '../../src/platform/http/cookies.ts';
import type { App } from '../../src/platform/http/server.ts';
import { TestBrowser } from '../browser.ts';
import { insertContest } from '../contests/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { pickOf, seedEntryBoard, type TestBoard } from '../pickem/entry-fixtures.ts';
import { deposit } from '../pickem/settlement-fixtures.ts';
import type { Player } from '../wallet/helpers.ts';

/** Every production setting set, sandbox payments off, LOCATION_SANDBOX left to its production default. */
const PRODUCTION = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: path.join(tmpdir(), 'kennel-api-tests-no-web-build'),
  SESSION_SECRET: 'a-production-secret-that-is-long-enough-1234',
  BANK_WEBHOOK_SECRET: 'a-production-bank-webhook-secret-long-enough',
  TAX_ID_ENCRYPTION_KEY: 'a-production-tax-id-encryption-key-long-enough',
  TAX_PAYER_EIN: '12-3456789',
  TAX_PAYER_ADDRESS: '100 Main Street; Boston, MA 02110',
  PUBLIC_URL: 'https://kennel.example',
  CONSOLE_URL: 'https://console.kennel.example',
  DATABASE_URL: 'postgres://kennel:pw@db.internal:5432/kennel',
  SMTP_URL: 'smtp://127.0.0.1:1',
  PAYMENT_SANDBOX: 'false',
  RATE_LIMIT_MAX: '100000',
};

interface ProductionApp {
  app: App;
  database: TestDatabase;
}

/** The real app built with production settings on a fresh test database, as main.ts builds it. */
function useProductionApp(locationProvider?: () => LocationProvider): { readonly current: ProductionApp } {
  let built: ProductionApp | undefined;
  beforeAll(async () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ nodeEnv: 'production', locationSandbox: false, testRoutes: false });
    const database = await createTestDatabase();
    const app = await buildApp({ config, db: database.handle.db, locationProvider: locationProvider?.() });
    await app.ready();
    built = { app, database };
  });
  afterAll(async () => {
    await built?.app.close();
    await built?.database.destroy();
  });
  return {
    get current() {
      if (!built) throw new Error('the production app is only available inside tests');
      return built;
    },
  };
}

/**
 * A signed-in adult living in `state`, with $100 (production has no test sign-in route: the
 * account and its session are written as registration and login would).
 */
async function resident({ app, database }: ProductionApp, state: StateCode): Promise<Player> {
  const db = database.handle.db;
  const name = `prod_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      email: `${name}@test.kennel.invalid`,
      username: name,
      passwordHash: '!no-password',
      dateOfBirth: '1990-01-01',
      state,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: now,
      emailVerifiedAt: now,
      referralCode: name.toUpperCase(),
    })
    .returning({ id: users.id });
  const { token } = await createSessionService({ db, clock: systemClock }).startSession(user!.id);
  // Production is served over https: its cookies carry the __Host- prefix.
  const browser = new TestBrowser(app, cookieName(CSRF_COOKIE_NAME, true));
  await browser.get('/v1/csrf');
  browser.setCookie(cookieName(SESSION_COOKIE_NAME, true), token);
  await deposit(app, user!.id, 100_00);
  return { browser, id: user!.id, username: name };
}

const pickemBody = (board: TestBoard) => ({
  type: 'standard' as const,
  fee_cents: 5_00,
  picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-0']!)],
});

function enterWith(player: Player, contestId: string, headers: Record<string, string>, key = randomUUID()) {
  return player.browser.post(
    `/v1/contests/${contestId}/entries`,
    { quantity: 1 },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: key, ...headers } },
  );
}

describe('production without a geolocation provider', () => {
  const production = useProductionApp();
  let board: TestBoard;

  beforeAll(async () => {
    board = await seedEntryBoard(production.current.app, production.current.database.handle.db, new Date());
  });

  it('refuses the test header and fails closed: every paid action answers 503 location_unavailable', async () => {
    const arizonan = await resident(production.current, 'AZ');
    const ny = { [TEST_LOCATION_HEADER]: 'NY' };
    const contest = await insertContest(production.current.database.handle.db, new Date());
    const answers = [
      await arizonan.browser.get('/v1/location', ny),
      await arizonan.browser.post('/v1/pickem/entries', pickemBody(board), {
        headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID(), ...ny },
      }),
      await enterWith(arizonan, contest.id, ny),
      await arizonan.browser.post(
        '/v1/deposits/bank',
        { amount_cents: 20_00 },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID(), ...ny } },
      ),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toMatchObject({
        api_code: 'location_unavailable',
        status: 503,
        detail: expect.stringContaining('Try again in a few minutes'),
      });
    }
    // Nothing was taken, and the rest of Kennel runs.
    const wallet = await arizonan.browser.get('/v1/wallet');
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json().data.cash_cents).toBe(100_00);
  });
});

/** A vendor's verifier over packets the test makes up; `down` stands for the vendor's outage. */
function fakeVendor() {
  const packets = new Map<string, VerifiedGeolocation>();
  const vendor = {
    down: false,
    verifier: {
      name: 'test-geolocation-vendor',
      async verify(packet: string) {
        if (vendor.down) throw new Error('vendor timed out');
        return packets.get(packet) ?? null;
      },
    } satisfies GeolocationVerifier,
    /** A genuine packet placing `userId` in `state`, made `ageMs` ago and vouched for 10 minutes. */
    packet(userId: string, state: StateCode, values: Partial<VerifiedGeolocation> & { ageMs?: number } = {}) {
      const { ageMs = 0, ...rest } = values;
      const locatedAt = new Date(Date.now() - ageMs);
      const id = `geo-${randomUUID()}`;
      packets.set(id, {
        userId,
        passed: true,
        state,
        locatedAt,
        expiresAt: new Date(locatedAt.getTime() + 10 * 60_000),
        ...rest,
      });
      return { [GEOLOCATION_PACKET_HEADER]: id };
    },
  };
  return vendor;
}

describe("production with a geolocation vendor's provider", () => {
  const vendor = fakeVendor();
  const production = useProductionApp(() =>
    createGeolocationProvider({ verifier: vendor.verifier, clock: systemClock }),
  );
  let board: TestBoard;

  beforeAll(async () => {
    board = await seedEntryBoard(production.current.app, production.current.database.handle.db, new Date());
  });

  const located = async (player: Player, headers: Record<string, string>) => {
    const response = await player.browser.get('/v1/location', headers);
    expect(response.statusCode, response.body).toBe(200);
    return locationResponseSchema.parse(response.json()).data;
  };

  it("places the player where the vendor's packet says, never where the test header says", async () => {
    const arizonan = await resident(production.current, 'AZ');
    const inArizona = { ...vendor.packet(arizonan.id, 'AZ'), [TEST_LOCATION_HEADER]: 'NY' };
    expect(await located(arizonan, inArizona)).toMatchObject({ state: 'AZ', source: 'geolocation' });
    const refused = await arizonan.browser.post('/v1/pickem/entries', pickemBody(board), {
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID(), ...inArizona },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      api_code: 'location_not_allowed',
      detail: "Pick'em is not offered in Arizona. You can still withdraw and see your history.",
    });

    // The test header alone places nobody.
    const ny = { [TEST_LOCATION_HEADER]: 'NY' };
    expect(await located(arizonan, ny)).toMatchObject({ state: null, source: 'geolocation' });
    const unlocated = await arizonan.browser.post('/v1/pickem/entries', pickemBody(board), {
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID(), ...ny },
    });
    expect(unlocated.json().api_code).toBe('location_required');

    // Travelling to New Jersey, where the vendor now places them, opens pick'em.
    const entered = await arizonan.browser.post('/v1/pickem/entries', pickemBody(board), {
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID(), ...vendor.packet(arizonan.id, 'NJ') },
    });
    expect(entered.statusCode, entered.body).toBe(201);
  });

  it('does not rely on a packet that is not genuine, failed, expired, too old or made for someone else', async () => {
    const player = await resident(production.current, 'NJ');
    const other = await resident(production.current, 'NJ');
    const untrusted = {
      forged: { [GEOLOCATION_PACKET_HEADER]: 'geo-made-up' },
      failed: vendor.packet(player.id, 'NJ', { passed: false }),
      expired: vendor.packet(player.id, 'NJ', { ageMs: 11 * 60_000 }),
      tooOld: vendor.packet(player.id, 'NJ', {
        ageMs: MAX_GEOLOCATION_AGE_MS + 60_000,
        expiresAt: new Date(Date.now() + 60_000),
      }),
      anotherPlayers: vendor.packet(other.id, 'NJ'),
      none: {},
    };
    const contest = await insertContest(production.current.database.handle.db, new Date());
    for (const [name, headers] of Object.entries(untrusted)) {
      expect((await located(player, headers)).state, name).toBeNull();
      const answer = await enterWith(player, contest.id, headers);
      expect(answer.statusCode, name).toBe(403);
      expect(answer.json().api_code, name).toBe('location_required');
    }
    expect((await enterWith(player, contest.id, vendor.packet(player.id, 'NJ'))).statusCode).toBe(201);
  });

  it('fails closed while the vendor is down, and a retry of the same request goes through once it is back', async () => {
    const player = await resident(production.current, 'NJ');
    const contest = await insertContest(production.current.database.handle.db, new Date(), {
      entryFeeCents: cents(5_00),
    });
    const key = randomUUID();
    const inJersey = vendor.packet(player.id, 'NJ');
    vendor.down = true;
    try {
      const down = await enterWith(player, contest.id, inJersey, key);
      expect(down.statusCode).toBe(503);
      expect(down.json().api_code).toBe('location_unavailable');
      expect((await player.browser.get('/v1/location', inJersey)).statusCode).toBe(503);
    } finally {
      vendor.down = false;
    }
    const back = await enterWith(player, contest.id, inJersey, key);
    expect(back.statusCode, back.body).toBe(201);
    expect((await player.browser.get('/v1/wallet')).json().data.cash_cents).toBe(100_00 - 5_00);
  });
});
