import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../compliance/states.ts';
import { sessionRefreshResponseSchema } from './accounts.ts';
import { csrfTokenResponseSchema } from './csrf.ts';
import { LOCATION_SOURCES, locationResponseSchema } from './location.ts';
import { unreadCountSchema } from './notifications.ts';
import { sessionResponseSchema } from './platform.ts';
import { ENDPOINTS } from './registry.ts';
import { SHELL_ENDPOINTS } from './shell-endpoints.ts';
import { walletResponseSchema } from './wallet.ts';

const names = Object.keys(SHELL_ENDPOINTS) as (keyof typeof SHELL_ENDPOINTS)[];

/** What the schema accepts, the check accepts with the same clean copy. */
function acceptsAsSchema(check: (value: unknown) => unknown, schema: { safeParse(value: unknown): unknown }) {
  return (value: unknown) => {
    const result = schema.safeParse(value) as { success: boolean; data?: unknown };
    if (result.success) expect(check(value)).toEqual(result.data);
  };
}

/** The check answers exactly as the schema: same verdict, same clean copy. */
function agrees(check: (value: unknown) => unknown, schema: { safeParse(value: unknown): unknown }) {
  return (value: unknown) => {
    const result = schema.safeParse(value) as { success: boolean; data?: unknown };
    expect(check(value)).toEqual(result.success ? result.data : null);
  };
}

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.anything());

describe('the shell endpoints', () => {
  it.each(names)('%s has the method, path, sign-in, idempotency and status of the contract', (name) => {
    const { check: _check, ...shell } = SHELL_ENDPOINTS[name];
    const contract = ENDPOINTS[name];
    expect(shell).toEqual({
      method: contract.method,
      path: contract.path,
      auth: contract.auth,
      idempotent: contract.idempotent,
      status: contract.status,
    });
    expect(SHELL_ENDPOINTS[name].check === null).toBe(contract.response === null);
    expect('contentType' in contract ? contract.contentType : 'application/json').toBe('application/json');
  });

  it('check the session and the CSRF token exactly as their schemas', () => {
    const token = fc.record({ data: maybe(fc.record({ token: maybe(fc.string()), extra: fc.anything() })) });
    fc.assert(fc.property(maybe(token), agrees(SHELL_ENDPOINTS.getCsrfToken.check, csrfTokenResponseSchema)));
    fc.assert(fc.property(fc.anything(), agrees(SHELL_ENDPOINTS.getSession.check, sessionResponseSchema)));
  });

  it('check the wallet exactly as its schema', () => {
    const cents = maybe(fc.integer());
    const wallet = fc.record({
      cash_cents: cents,
      promo_cents: cents,
      pending_withdrawal_cents: cents,
      lifetime_deposit_cents: cents,
      owed_cents: cents,
      currency: fc.constantFrom('USD', 'EUR'),
    });
    fc.assert(
      fc.property(
        maybe(fc.record({ data: maybe(wallet) })),
        agrees(SHELL_ENDPOINTS.getWallet.check, walletResponseSchema),
      ),
    );
  });

  it('check the unread notification count exactly as its schema', () => {
    const count = fc.record({
      unread_count: maybe(fc.integer({ min: -3, max: 1_000 })),
      extra: fc.anything(),
    });
    fc.assert(
      fc.property(
        maybe(fc.record({ data: maybe(count) })),
        agrees(SHELL_ENDPOINTS.unreadNotificationCount.check, unreadCountSchema),
      ),
    );
  });

  it('accept every session refresh the schema accepts (the timestamp format is the server’s)', () => {
    const iso = fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    const refresh = fc.record({
      data: maybe(fc.record({ idle_expires_at: maybe(iso), absolute_expires_at: maybe(iso) })),
    });
    fc.assert(
      fc.property(
        maybe(refresh),
        acceptsAsSchema(SHELL_ENDPOINTS.refreshSession.check, sessionRefreshResponseSchema),
      ),
    );
    expect(SHELL_ENDPOINTS.refreshSession.check({ data: { idle_expires_at: 1 } })).toBeNull();
  });

  it('keep the state and time of every location check the schema accepts, and refuse a malformed one', () => {
    const iso = fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    const check = fc.record({
      data: maybe(
        fc.record({
          state: maybe(fc.constantFrom(null, ...STATE_CODES)),
          source: maybe(fc.constantFrom(...LOCATION_SOURCES)),
          located_at: maybe(iso),
          state_name: maybe(fc.constantFrom(null, 'Arizona')),
          products: maybe(fc.constant([])),
        }),
      ),
    });
    fc.assert(
      fc.property(maybe(check), (value) => {
        const parsed = locationResponseSchema.safeParse(value);
        if (!parsed.success) return;
        const { state, located_at } = parsed.data.data;
        expect(SHELL_ENDPOINTS.getLocation.check(value)).toEqual({ data: { state, located_at } });
      }),
    );
    expect(SHELL_ENDPOINTS.getLocation.check({ data: { state: 'Arizona', located_at: 'x' } })).toBeNull();
    expect(SHELL_ENDPOINTS.getLocation.check({ data: { state: 'AZ' } })).toBeNull();
  });

  it('accept a partial shared client config, so each missing legal link falls back on its own', () => {
    expect(SHELL_ENDPOINTS.getSharedClientConfig.check({ data: { terms_url: 'https://x' } })).toEqual({
      data: { terms_url: 'https://x' },
    });
    expect(SHELL_ENDPOINTS.getSharedClientConfig.check({ data: null })).toBeNull();
    expect(SHELL_ENDPOINTS.getSharedClientConfig.check('nope')).toBeNull();
  });
});
