import {
  PAID_FANTASY_UNAVAILABLE,
  type PaidAction,
  PRODUCT_AVAILABILITY,
  PRODUCTS,
  type Product,
  STATE_CODES,
  type StateCode,
} from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { assertOfferedIn, assertOldEnough, minimumAgeFor } from './rules.ts';

function actionFor(product: Product): PaidAction {
  return product === 'sportsbook'
    ? { type: 'bet', amountCents: 100 }
    : { type: 'entry', product, amountCents: 100, quantity: 1 };
}
const DEPOSIT: PaidAction = { type: 'deposit', amountCents: 100 };

function refusal(run: () => void): ApiProblem | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
}

/** Noon in Hawaii on `date`: the age check's calendar day is `date`. */
const hawaiiNoon = (date: string) => new Date(`${date}T22:00:00Z`);

describe('where a paid action is offered', () => {
  it('refuses each product in every state that closes it, naming the product and the state', () => {
    for (const product of PRODUCTS) {
      for (const state of STATE_CODES.filter((code) => !PRODUCT_AVAILABILITY[product].has(code))) {
        const problem = refusal(() => assertOfferedIn(state, actionFor(product)));
        expect(problem?.code, `${product} in ${state}`).toBe('location_not_allowed');
      }
    }
    expect(refusal(() => assertOfferedIn('AZ', actionFor('pickem_house')))?.extras.detail).toMatch(
      /^Pick'em is not offered in Arizona\./,
    );
  });

  it("refuses pick'em in AZ and allows best ball there", () => {
    expect(refusal(() => assertOfferedIn('AZ', actionFor('pickem_house')))?.code).toBe(
      'location_not_allowed',
    );
    expect(refusal(() => assertOfferedIn('AZ', actionFor('best_ball')))).toBeNull();
  });

  it('refuses a deposit only where nothing is offered, and any action without a location', () => {
    for (const state of STATE_CODES) {
      const nothing = PAID_FANTASY_UNAVAILABLE.includes(state) && !PRODUCT_AVAILABILITY.sportsbook.has(state);
      expect(refusal(() => assertOfferedIn(state, DEPOSIT))?.code ?? 'ok', state).toBe(
        nothing ? 'location_not_allowed' : 'ok',
      );
    }
    expect(refusal(() => assertOfferedIn(null, DEPOSIT))?.code).toBe('location_required');
  });
});

describe('how old a player must be', () => {
  const cases: [StateCode, Product, number][] = [
    ['AL', 'best_ball', 19],
    ['NE', 'pickem_house', 19],
    ['AZ', 'best_ball', 21],
    ['MA', 'pickem_house', 21],
    ['NJ', 'pickem_house', 18],
    ['TN', 'sportsbook', 21],
    ['KY', 'sportsbook', 21],
  ];
  for (const [state, product, age] of cases) {
    it(`is ${age} for ${product} in ${state}, from the birthday on`, () => {
      const born = '2000-06-15';
      const birthday = `${2000 + age}-06-15`;
      const dayBefore = `${2000 + age}-06-14`;
      expect(
        refusal(() => assertOldEnough(born, hawaiiNoon(birthday), state, actionFor(product))),
      ).toBeNull();
      expect(
        refusal(() => assertOldEnough(born, hawaiiNoon(dayBefore), state, actionFor(product)))?.code,
      ).toBe('under_minimum_age');
    });
  }

  it('counts the birthday only once it has begun in Hawaii', () => {
    // 09:00 UTC on the 21st birthday is still the day before in Honolulu.
    const early = new Date('2021-06-15T09:00:00Z');
    expect(refusal(() => assertOldEnough('2000-06-15', early, 'AZ', actionFor('best_ball')))?.code).toBe(
      'under_minimum_age',
    );
  });

  it('asks a depositor for the lowest age of anything offered in the state', () => {
    expect(minimumAgeFor('NJ', DEPOSIT)).toBe(18);
    expect(minimumAgeFor('AL', DEPOSIT)).toBe(19);
    expect(minimumAgeFor('AZ', DEPOSIT)).toBe(21);
    const problem = refusal(() => assertOldEnough('2008-01-01', hawaiiNoon('2026-01-01'), 'AL', DEPOSIT));
    expect(problem?.code).toBe('under_minimum_age');
    expect(problem?.extras.detail).toMatch(/at least 19 to play Kennel in Alabama/);
  });
});
