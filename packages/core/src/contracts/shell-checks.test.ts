import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionResponseSchema } from './platform.ts';
import { parseSessionResponse, parseWallet } from './shell-checks.ts';
import { walletSchema } from './wallet.ts';

const number = fc.oneof(fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER + 1), fc.string());
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, fc.anything());
const walletLike = fc.record(
  {
    cash_cents: number,
    promo_cents: number,
    pending_withdrawal_cents: number,
    lifetime_deposit_cents: maybe(fc.integer()),
    owed_cents: maybe(fc.integer()),
    currency: fc.constantFrom('USD', 'EUR', 1),
    extra: fc.anything(),
  },
  {
    requiredKeys: [
      'cash_cents',
      'promo_cents',
      'pending_withdrawal_cents',
      'lifetime_deposit_cents',
      'owed_cents',
    ],
  },
);
const wallet = fc.record({
  cash_cents: fc.integer(),
  promo_cents: fc.integer(),
  pending_withdrawal_cents: fc.integer(),
  lifetime_deposit_cents: fc.integer(),
  owed_cents: fc.nat(),
  currency: fc.constant('USD'),
});
const userLike = fc.oneof(
  fc.record({ id: fc.string(), username: fc.string(), email: fc.string(), extra: fc.anything() }),
  fc.constant(null),
  fc.record({ id: maybe(fc.string()), username: fc.string(), email: maybe(fc.string()) }),
  fc.anything(),
);
const sessionLike = fc.record({
  data: fc.oneof(
    fc.record({ authenticated: fc.boolean(), user: userLike }),
    fc.record({ authenticated: maybe(fc.boolean()), user: userLike }),
    fc.record(
      { authenticated: fc.boolean(), user: userLike, terms_acceptance_required: maybe(fc.boolean()) },
      { requiredKeys: ['authenticated', 'user'] },
    ),
    fc.anything(),
  ),
});

/** The shell's check answers exactly as core's zod schema: same verdict, same clean copy. */
function agrees(parse: (value: unknown) => unknown, schema: { safeParse(value: unknown): unknown }) {
  return (value: unknown) => {
    const result = schema.safeParse(value) as { success: boolean; data?: unknown };
    expect(parse(value)).toEqual(result.success ? result.data : null);
  };
}

describe('the shell checks', () => {
  it('accept exactly the wallets walletSchema accepts', () => {
    fc.assert(fc.property(fc.oneof(wallet, walletLike, fc.anything()), agrees(parseWallet, walletSchema)));
  });

  it('accept exactly the session answers sessionResponseSchema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(sessionLike, fc.anything()), agrees(parseSessionResponse, sessionResponseSchema)),
    );
  });
});
