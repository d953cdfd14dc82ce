import {
  locationResponseSchema,
  PAID_FANTASY_UNAVAILABLE,
  type PaidAction,
  PRODUCT_AVAILABILITY,
  PRODUCTS,
  type Product,
  STATE_CODES,
  stateName,
  TEST_LOCATION_HEADER,
} from '@kennel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionLocations } from '../../src/platform/db/schema/locations.ts';
import { TestClock } from '../accounts/helpers.ts';
import { useTestApp } from '../app.ts';
import { signIn, walletOf } from '../wallet/helpers.ts';
import { authorizeIn, depositFrom, setPlayer } from './helpers.ts';

const clock = new TestClock();
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '100000' },
  clock: clock.read,
});
const db = () => testApp.current.database.handle.db;
const app = () => testApp.current.app;

/** Noon in Honolulu on `date` (the age check's calendar is Hawaii's, the last to reach a date). */
const atHawaiiNoon = (date: string) => {
  clock.now = new Date(`${date}T22:00:00Z`);
};

function actionFor(product: Product): PaidAction {
  return product === 'sportsbook'
    ? { type: 'bet', amountCents: 500 }
    : { type: 'entry', product, amountCents: 500, quantity: 1 };
}

describe('location, checked by the authorisation step', () => {
  it('refuses a deposit in each state where nothing is offered, naming it, and moves no money', async () => {
    const player = await signIn(app());
    const before = await walletOf(player);
    const closed = STATE_CODES.filter((state) =>
      PRODUCTS.every((product) => !PRODUCT_AVAILABILITY[product].has(state)),
    );
    expect(closed).toEqual(
      PAID_FANTASY_UNAVAILABLE.filter((state) => !PRODUCT_AVAILABILITY.sportsbook.has(state)),
    );
    for (const state of closed) {
      const response = await depositFrom(player, 2_000, state);
      expect(response.statusCode, state).toBe(403);
      expect(response.json()).toMatchObject({ api_code: 'location_not_allowed' });
      expect(response.json().detail).toContain(stateName(state));
    }
    expect(await walletOf(player)).toEqual(before);
  });

  it('asks for a location when the check cannot place the player', async () => {
    const player = await signIn(app());
    const response = await depositFrom(player, 2_000, 'nowhere');
    expect(response.json()).toMatchObject({ api_code: 'location_required' });
  });

  it('places the player in their state of residence without the test header', async () => {
    const player = await signIn(app());
    expect((await depositFrom(player, 2_000)).statusCode).toBe(201);
    await setPlayer(db(), player, { state: 'WA' });
    expect((await depositFrom(player, 2_000)).json()).toMatchObject({ api_code: 'location_not_allowed' });
    // Travelling to a state that offers games opens deposits again.
    expect((await depositFrom(player, 2_000, 'PA')).statusCode).toBe(201);
  });

  it('refuses each product in every state that closes it, and allows it where it is offered', async () => {
    const player = await signIn(app());
    for (const product of PRODUCTS) {
      for (const state of STATE_CODES) {
        const expected = PRODUCT_AVAILABILITY[product].has(state) ? 'ok' : 'location_not_allowed';
        expect(await authorizeIn(app(), player, actionFor(product), state), `${product} ${state}`).toBe(
          expected,
        );
      }
    }
  });

  it("refuses pick'em in Arizona and allows best ball there", async () => {
    const player = await signIn(app());
    expect(await authorizeIn(app(), player, actionFor('pickem_house'), 'AZ')).toBe('location_not_allowed');
    expect(await authorizeIn(app(), player, actionFor('best_ball'), 'AZ')).toBe('ok');
    expect(await authorizeIn(app(), player, actionFor('best_ball'), null)).toBe('location_required');
  });
});

describe('age, for the product in the located state', () => {
  it('is 19 in Alabama and 18 next door, from the birthday on', async () => {
    atHawaiiNoon('2026-06-15');
    const player = await signIn(app());
    await setPlayer(db(), player, { dateOfBirth: '2007-06-16' }); // 19 tomorrow
    expect((await depositFrom(player, 2_000, 'AL')).json()).toMatchObject({
      api_code: 'under_minimum_age',
      detail: expect.stringContaining('at least 19'),
    });
    expect((await depositFrom(player, 2_000, 'GA')).statusCode).toBe(201);
    atHawaiiNoon('2026-06-16');
    // A day later the old session has gone idle: the same player signs in again.
    const nextDay = await signIn(app(), player.username);
    expect(nextDay.id).toBe(player.id);
    expect((await depositFrom(nextDay, 2_000, 'AL')).statusCode).toBe(201);
  });

  it('is 21 in Arizona and Massachusetts', async () => {
    atHawaiiNoon('2026-06-15');
    const player = await signIn(app());
    await setPlayer(db(), player, { dateOfBirth: '2005-06-16' }); // 20, 21 tomorrow
    for (const state of ['AZ', 'MA'] as const) {
      expect(await authorizeIn(app(), player, actionFor('best_ball'), state), state).toBe(
        'under_minimum_age',
      );
    }
    expect(await authorizeIn(app(), player, actionFor('best_ball'), 'NJ')).toBe('ok');
    atHawaiiNoon('2026-06-16');
    for (const state of ['AZ', 'MA'] as const) {
      expect(await authorizeIn(app(), player, actionFor('best_ball'), state), state).toBe('ok');
    }
  });

  it('is 21 for the sportsbook in every state that offers it', async () => {
    atHawaiiNoon('2026-06-15');
    const player = await signIn(app());
    await setPlayer(db(), player, { dateOfBirth: '2005-06-16' });
    for (const state of PRODUCT_AVAILABILITY.sportsbook) {
      expect(await authorizeIn(app(), player, actionFor('sportsbook'), state), state).toBe(
        'under_minimum_age',
      );
      // Old enough for fantasy there, except where fantasy's age is 21 too.
      const fantasy = state === 'AZ' ? 'under_minimum_age' : 'ok';
      expect(await authorizeIn(app(), player, actionFor('best_ball'), state), state).toBe(fantasy);
    }
    atHawaiiNoon('2026-06-16');
    expect(await authorizeIn(app(), player, actionFor('sportsbook'), 'TN')).toBe('ok');
  });

  it('counts a birthday once it has begun in Hawaii', async () => {
    const player = await signIn(app());
    await setPlayer(db(), player, { dateOfBirth: '2005-06-16' });
    clock.now = new Date('2026-06-16T09:59:59Z'); // 23:59:59 on the 15th in Honolulu
    expect(await authorizeIn(app(), player, actionFor('best_ball'), 'AZ')).toBe('under_minimum_age');
    clock.now = new Date('2026-06-16T10:00:00Z'); // midnight in Honolulu
    expect(await authorizeIn(app(), player, actionFor('best_ball'), 'AZ')).toBe('ok');
  });
});

describe('GET /v1/location', () => {
  it('checks where the player is, records it on the session, and says what the state offers', async () => {
    clock.now = new Date('2026-07-01T12:00:00Z');
    const player = await signIn(app());
    const response = await player.browser.get('/v1/location', { [TEST_LOCATION_HEADER]: 'AZ' });
    expect(response.statusCode).toBe(200);
    const { data } = locationResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      state: 'AZ',
      state_name: 'Arizona',
      source: 'test_header',
      located_at: clock.now.toISOString(),
    });
    expect(Object.fromEntries(data.products.map((p) => [p.product, [p.offered, p.minimum_age]]))).toEqual({
      best_ball: [true, 21],
      pickem_house: [false, 21],
      rivals: [true, 21],
      sportsbook: [true, 21],
    });
    const recorded = await db().select().from(sessionLocations).where(eq(sessionLocations.userId, player.id));
    expect(recorded).toMatchObject([{ state: 'AZ', source: 'test_header', locatedAt: clock.now }]);

    const home = locationResponseSchema.parse((await player.browser.get('/v1/location')).json()).data;
    expect(home).toMatchObject({ state: 'NJ', source: 'residence' });
    const again = await db().select().from(sessionLocations).where(eq(sessionLocations.userId, player.id));
    expect(again).toMatchObject([{ state: 'NJ', source: 'residence' }]);
  });

  it('answers an unlocated player with no state and no products', async () => {
    const player = await signIn(app());
    const response = await player.browser.get('/v1/location', { [TEST_LOCATION_HEADER]: '??' });
    expect(locationResponseSchema.parse(response.json()).data).toMatchObject({
      state: null,
      state_name: null,
      products: [],
    });
  });
});
