import {
  isProductAvailable,
  minimumAge,
  PRODUCT_NAMES,
  PRODUCTS,
  type StateCode,
  stateName,
} from '@kennel/core';
import type { RouteObject } from 'react-router';
import { type FakeHandler, json, signedInSession } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';

export function walletBody(cashCents: number, extra: Record<string, number> = {}) {
  return {
    data: {
      cash_cents: cashCents,
      promo_cents: 0,
      pending_withdrawal_cents: 0,
      lifetime_deposit_cents: 10_000,
      owed_cents: 0,
      currency: 'USD',
      ...extra,
    },
  };
}

export function accountBody(extra: Record<string, unknown> = {}) {
  return {
    id: 'u1',
    username: 'rexthedog',
    email: 'rex@kennel.example',
    email_verified_at: '2026-01-02T10:00:00.000Z',
    state: 'NJ',
    mfa_enabled: false,
    previous_login_at: null,
    created_at: '2026-01-02T09:00:00.000Z',
    terms_version: '2026-11-01',
    referral_code: 'REXTHEDOG7',
    ...extra,
  };
}

export const savedVisa = {
  id: 'pm_visa4242',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  bank_name: null,
  label: 'Visa •••• 4242',
  created_at: '2026-01-02T03:04:05.000Z',
};

export function depositBody(amountCents: number, extra: Record<string, unknown> = {}) {
  return {
    data: {
      id: 'dep_1',
      method: 'card',
      status: 'succeeded',
      amount_cents: amountCents,
      promo_credit_cents: 0,
      payment_method_id: savedVisa.id,
      failure_code: null,
      created_at: '2026-01-02T03:04:05.000Z',
      completed_at: '2026-01-02T03:04:06.000Z',
      ...extra,
    },
  };
}

/** `GET /v1/location`'s answer for a player placed in `state` (null: not located), from core's table. */
export function locationBody(state: StateCode | null) {
  return {
    data: {
      state,
      source: 'residence',
      located_at: '2026-01-02T10:00:00.000Z',
      state_name: state ? stateName(state) : null,
      products: state
        ? PRODUCTS.map((product) => ({
            product,
            name: PRODUCT_NAMES[product],
            offered: isProductAvailable(state, product),
            minimum_age: minimumAge(state, product),
          }))
        : [],
    },
  };
}

/** The wallet endpoints a signed-in page reads, answered like a new player with $100 and no saved card. */
export function walletDefaults(): Record<string, FakeHandler> {
  return {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/account': () => json({ data: accountBody() }),
    'GET /v1/location': () => json(locationBody('NJ')),
    'GET /v1/wallet': () => json(walletBody(10_000)),
    'GET /v1/payment-methods': () => json({ data: [] }),
    'GET /v1/promotions': () => json({ data: [] }),
  };
}

/** Wallet pages over the fake API, signed in, with the defaults above. */
export function renderWallet(
  path: string,
  routes: RouteObject[],
  handlers: Record<string, FakeHandler> = {},
) {
  return renderWithApi(path, routes, { ...walletDefaults(), ...handlers });
}
