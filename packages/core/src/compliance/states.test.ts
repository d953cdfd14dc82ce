import { describe, expect, it } from 'vitest';
import {
  isProductAvailable,
  isRegistrationOpen,
  isStateCode,
  minimumAge,
  PRODUCTS,
  productsAvailableIn,
  STATE_CODES,
  STATE_RULES_VERSION,
  stateName,
  US_STATES,
} from './states.ts';

describe('US states table', () => {
  it('lists the 50 states and DC once each', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(STATE_CODES).size).toBe(51);
    expect(STATE_CODES).toContain('DC');
    expect(stateName('NC')).toBe('North Carolina');
  });

  it('recognises only real two-letter codes', () => {
    expect(isStateCode('NY')).toBe(true);
    expect(isStateCode('ny')).toBe(false);
    expect(isStateCode('PR')).toBe(false);
    expect(isStateCode('')).toBe(false);
  });

  it('carries a dated version so records can say which table they used', () => {
    expect(STATE_RULES_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });
});

describe('minimum age', () => {
  it('is 18 in most states, 19 in AL and NE, 21 in AZ and MA', () => {
    expect(minimumAge('NY')).toBe(18);
    expect(minimumAge('TX')).toBe(18);
    expect(minimumAge('AL')).toBe(19);
    expect(minimumAge('NE')).toBe(19);
    expect(minimumAge('AZ')).toBe(21);
    expect(minimumAge('MA')).toBe(21);
  });

  it('is 21 for the sportsbook in every state', () => {
    for (const state of STATE_CODES) expect(minimumAge(state, 'sportsbook')).toBe(21);
  });

  it('uses the state age for the fantasy products', () => {
    expect(minimumAge('AL', 'best_ball')).toBe(19);
    expect(minimumAge('OH', 'pickem_house')).toBe(18);
  });
});

describe('product availability', () => {
  it("does not offer pick'em against the house in AZ, CO, ID, IA, LA, MT, NV or WA", () => {
    for (const state of ['AZ', 'CO', 'ID', 'IA', 'LA', 'MT', 'NV', 'WA'] as const) {
      expect(isProductAvailable(state, 'pickem_house')).toBe(false);
    }
    expect(isProductAvailable('NY', 'pickem_house')).toBe(true);
    expect(isProductAvailable('CA', 'pickem_house')).toBe(true);
  });

  it('offers no paid fantasy where paid fantasy is not offered', () => {
    for (const state of ['HI', 'ID', 'MT', 'NV', 'WA'] as const) {
      expect(productsAvailableIn(state)).toEqual([]);
      expect(isRegistrationOpen(state)).toBe(false);
    }
  });

  it('offers best ball and rivals together, wherever either is offered', () => {
    for (const state of STATE_CODES) {
      expect(isProductAvailable(state, 'rivals')).toBe(isProductAvailable(state, 'best_ball'));
    }
    expect(isProductAvailable('CO', 'best_ball')).toBe(true);
  });

  it('offers the sportsbook only in its licensed states', () => {
    const sportsbookStates = STATE_CODES.filter((state) => isProductAvailable(state, 'sportsbook'));
    expect(sportsbookStates.length).toBeGreaterThan(0);
    expect(sportsbookStates.length).toBeLessThan(15);
    expect(isProductAvailable('CA', 'sportsbook')).toBe(false);
  });

  it('lists products in their canonical order', () => {
    expect(productsAvailableIn('NY')).toEqual(PRODUCTS.filter((p) => p !== 'sportsbook'));
    expect(productsAvailableIn('NC')).toEqual([...PRODUCTS]);
  });
});
