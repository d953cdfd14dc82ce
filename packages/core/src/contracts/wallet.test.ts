import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { promotionOffers } from '../wallet/promotions.ts';
import { PAYMENT_ENDPOINTS } from './payments.ts';
import { VERIFICATION_ENDPOINTS } from './verification.ts';
import {
  idempotencyKeySchema,
  promotionOfferToWire,
  promotionsResponseSchema,
  transactionsCsvQuerySchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  WALLET_ENDPOINTS,
  walletResponseSchema,
} from './wallet.ts';

const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('idempotency key', () => {
  it('takes 8 to 255 visible ASCII characters', () => {
    expect(idempotencyKeySchema.safeParse('3f0b8c1e-9a7d-4c2b-8e3f-1a2b3c4d5e6f').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('x'.repeat(255)).success).toBe(true);
    for (const bad of ['short', 'x'.repeat(256), 'has space in it', 'naïve-key-1', undefined]) {
      expect(idempotencyKeySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('GET /v1/wallet', () => {
  it('is integer cents in USD', () => {
    const body = {
      data: {
        cash_cents: 12_345,
        promo_cents: 0,
        pending_withdrawal_cents: 0,
        lifetime_deposit_cents: 20_000,
        owed_cents: 0,
        currency: 'USD',
      },
    };
    expect(walletResponseSchema.parse(body)).toEqual(body);
    expect(walletResponseSchema.safeParse({ data: { ...body.data, cash_cents: 1.5 } }).success).toBe(false);
    expect(walletResponseSchema.safeParse({ data: { ...body.data, currency: 'EUR' } }).success).toBe(false);
  });
});

describe('GET /v1/transactions', () => {
  it('defaults the page size to 25 and reads query strings', () => {
    expect(transactionsQuerySchema.parse({})).toEqual({ limit: 25 });
    expect(transactionsQuerySchema.parse({ limit: '100', type: 'deposit', from: '2026-01-01' })).toEqual({
      limit: 100,
      type: 'deposit',
      from: '2026-01-01',
    });
  });

  it('explains bad filters field by field', () => {
    expect(issues(transactionsQuerySchema.safeParse({ limit: '0' }))).toEqual([
      ['limit', 'The page size must be at least 1.'],
    ]);
    expect(issues(transactionsQuerySchema.safeParse({ limit: '101' }))[0]?.[0]).toBe('limit');
    expect(issues(transactionsQuerySchema.safeParse({ type: 'bonus' }))).toEqual([
      ['type', 'Choose a transaction type from the list.'],
    ]);
    expect(issues(transactionsQuerySchema.safeParse({ from: '2026-02-30' }))).toEqual([
      ['from', 'Enter the date as YYYY-MM-DD.'],
    ]);
    expect(issues(transactionsCsvQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }))).toEqual([
      ['to', 'The end date must be on or after the start date.'],
    ]);
  });

  it('returns signed amounts with the balance after and a cursor', () => {
    const page = {
      data: [
        {
          id: 'tx_1',
          type: 'entry_fee',
          amount_cents: -500,
          balance_after_cents: 1_500,
          account: 'cash',
          description: "Pick'em entry",
          correction: null,
          created_at: '2026-03-01T12:00:00.000Z',
        },
        {
          id: 'tx_2',
          type: 'payout',
          amount_cents: -1_000,
          balance_after_cents: 0,
          account: 'cash',
          description: 'Winnings corrected',
          correction: { kind: 'reversal', owed_cents: 5_000 },
          created_at: '2026-03-01T11:00:00.000Z',
        },
      ],
      next_cursor: null,
    };
    expect(transactionsResponseSchema.parse(page)).toEqual(page);
    expect(
      transactionsResponseSchema.safeParse({ ...page, data: [{ ...page.data[0], account: 'bonus' }] })
        .success,
    ).toBe(false);
  });
});

describe('GET /v1/promotions', () => {
  it('serves the domain offers on the wire', () => {
    const body = { data: promotionOffers().map(promotionOfferToWire) };
    expect(promotionsResponseSchema.parse(body)).toEqual(body);
    expect(body.data[0]).toMatchObject({
      id: 'deposit_match',
      promo_code: 'WELCOME100',
      max_bonus_cents: 10_000,
    });
  });
});

describe('endpoint registries', () => {
  const all = { ...WALLET_ENDPOINTS, ...PAYMENT_ENDPOINTS, ...VERIFICATION_ENDPOINTS };

  it('ask for an Idempotency-Key on every money-moving POST', () => {
    const idempotent = Object.values(all)
      .filter((endpoint) => endpoint.idempotent)
      .map((endpoint) => endpoint.path);
    expect(idempotent).toEqual([
      '/v1/deposits/card',
      '/v1/deposits/bank',
      '/v1/withdrawals',
      '/v1/withdrawals/confirm',
      '/v1/withdrawals/:id/cancel',
    ]);
  });

  it('have one route per method and path, all under /v1, and every schema renders as JSON Schema', () => {
    const keys = Object.values(all).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of Object.values(all)) {
      expect(endpoint.path.startsWith('/v1/')).toBe(true);
      for (const schema of [
        'query' in endpoint ? endpoint.query : undefined,
        'params' in endpoint ? endpoint.params : undefined,
        'body' in endpoint ? endpoint.body : undefined,
      ]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      }
      if (endpoint.response) expect(() => z.toJSONSchema(endpoint.response, { io: 'output' })).not.toThrow();
    }
  });
});
