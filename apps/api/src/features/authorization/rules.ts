import {
  isoDateInTimeZone,
  isProductAvailable,
  meetsMinimumAge,
  minimumAge,
  type PaidAction,
  PRODUCT_NAMES,
  type Product,
  productOfPaidAction,
  productsAvailableIn,
  type StateCode,
  stateName,
} from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';

// The location and age rules of the authorisation step, from core's state table (pure: no database).

/** Refuses an action whose product is not offered in the located state (a deposit: when nothing is). */
export function assertOfferedIn(state: StateCode | null, action: PaidAction): asserts state is StateCode {
  if (!state) throw new ApiProblem('location_required');
  const product = productOfPaidAction(action);
  if (product === null) {
    if (productsAvailableIn(state).length === 0) {
      throw new ApiProblem('location_not_allowed', {
        detail: `Kennel offers no games in ${stateName(state)}, so deposits are closed there. You can still withdraw and see your history.`,
      });
    }
    return;
  }
  assertProductOfferedIn(state, product);
}

/**
 * Refuses a money action of a product not offered in the located state: a paid action, and what
 * else a regulated product decides on where the player is (a sportsbook cash out).
 */
export function assertProductOfferedIn(
  state: StateCode | null,
  product: Product,
): asserts state is StateCode {
  if (!state) throw new ApiProblem('location_required');
  if (!isProductAvailable(state, product)) {
    throw new ApiProblem('location_not_allowed', {
      detail: `${PRODUCT_NAMES[product]} is not offered in ${stateName(state)}. You can still withdraw and see your history.`,
    });
  }
}

/**
 * The age a player must have reached for the action in the state: the product's, or for a deposit
 * the lowest age of any product offered there (the money is for playing something they may play).
 */
export function minimumAgeFor(state: StateCode, action: PaidAction): number {
  const product = productOfPaidAction(action);
  if (product !== null) return minimumAge(state, product);
  return Math.min(...productsAvailableIn(state).map((offered) => minimumAge(state, offered)));
}

/** Refuses a player younger than the action's minimum age in the state, on today's date where birthdays come last. */
export function assertOldEnough(dateOfBirth: string, now: Date, state: StateCode, action: PaidAction): void {
  const today = isoDateInTimeZone(now);
  const product = productOfPaidAction(action);
  const oldEnough =
    product !== null
      ? meetsMinimumAge(dateOfBirth, today, state, product)
      : productsAvailableIn(state).some((offered) => meetsMinimumAge(dateOfBirth, today, state, offered));
  if (!oldEnough) {
    const age = minimumAgeFor(state, action);
    const what = product !== null ? PRODUCT_NAMES[product] : 'Kennel';
    throw new ApiProblem('under_minimum_age', {
      detail: `You must be at least ${age} to play ${what} in ${stateName(state)}. You can still withdraw your balance.`,
    });
  }
}
