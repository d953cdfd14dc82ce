import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bankNotificationSchema,
  cardDepositRequestSchema,
  depositResponseSchema,
  paymentMethodsResponseSchema,
  tokenizeRequestSchema,
  tokenizeResponseSchema,
  withdrawalRequestSchema,
} from './payments.ts';

const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('POST /v1/deposits/card', () => {
  it('takes a new card token or a saved method, not both', () => {
    expect(
      cardDepositRequestSchema.parse({ amount_cents: 2_500, payment_token: 'tok_abcdef123456' }),
    ).toEqual({
      amount_cents: 2_500,
      payment_token: 'tok_abcdef123456',
      save_payment_method: true,
    });
    expect(
      cardDepositRequestSchema.safeParse({
        amount_cents: 2_500,
        payment_method_id: 'pm_1',
        merchant_id: '1002',
      }).success,
    ).toBe(true);
    const neither = issues(cardDepositRequestSchema.safeParse({ amount_cents: 2_500 }));
    expect(neither).toEqual([['payment_method_id', 'Choose a saved card or enter a new one.']]);
    const both = cardDepositRequestSchema.safeParse({
      amount_cents: 2_500,
      payment_token: 'tok_abcdef123456',
      payment_method_id: 'pm_1',
    });
    expect(both.success).toBe(false);
  });

  it('never carries a card number and wants whole cents', () => {
    expect(
      cardDepositRequestSchema.safeParse({ amount_cents: 2_500, payment_token: '4242424242424242' }).success,
    ).toBe(false);
    expect(
      issues(cardDepositRequestSchema.safeParse({ amount_cents: 25.5, payment_token: 'tok_abcdef123456' })),
    ).toEqual([['amount_cents', 'Enter the deposit amount in whole cents.']]);
    expect(
      cardDepositRequestSchema.safeParse({
        amount_cents: 2_500,
        payment_token: 'tok_abcdef123456',
        merchant_id: 'abc',
      }).success,
    ).toBe(false);
  });

  it('answers a deposit with status and promo credit earned', () => {
    const body = {
      data: {
        id: 'dep_1',
        method: 'card',
        status: 'succeeded',
        amount_cents: 2_500,
        promo_credit_cents: 2_500,
        payment_method_id: 'pm_1',
        failure_code: null,
        created_at: '2026-03-01T12:00:00.000Z',
        completed_at: '2026-03-01T12:00:01.000Z',
      },
    };
    expect(depositResponseSchema.parse(body)).toEqual(body);
  });
});

describe('POST /processor/tokenize', () => {
  const schema = tokenizeRequestSchema('2026-03-15');
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 30, cvc: '123' };

  it('accepts a valid card', () => {
    expect(schema.parse(card)).toEqual(card);
    expect(
      schema.safeParse({ ...card, number: '378282246310005', cvc: '1234', postal_code: '10001' }).success,
    ).toBe(true);
  });

  it('names each bad field', () => {
    expect(issues(schema.safeParse({ ...card, number: '4242424242424241' }))).toEqual([
      ['number', "This card number isn't valid. Check it and try again."],
    ]);
    expect(issues(schema.safeParse({ ...card, number: '378282246310005' }))).toEqual([
      ['cvc', 'Enter the 4-digit security code from the front of your card.'],
    ]);
    expect(issues(schema.safeParse({ ...card, exp_month: 2, exp_year: 2026 }))).toEqual([
      ['exp_year', 'This card has expired. Use another card.'],
    ]);
    expect(issues(schema.safeParse({ ...card, postal_code: '1234' }))[0]?.[0]).toBe('postal_code');
  });

  it('answers a token with brand and last four only', () => {
    const token = { token: 'tok_abcdef123456', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
    expect(tokenizeResponseSchema.parse(token)).toEqual(token);
    expect(tokenizeResponseSchema.safeParse({ ...token, brand: 'jcb' }).success).toBe(false);
  });
});

describe('payment methods, bank notifications and withdrawals', () => {
  it('shows saved methods by brand and last four', () => {
    const body = {
      data: [
        {
          id: 'pm_1',
          type: 'card',
          brand: 'mastercard',
          last4: '4444',
          exp_month: 1,
          exp_year: 2030,
          bank_name: null,
          label: 'Mastercard •••• 4444',
          created_at: '2026-03-01T12:00:00.000Z',
        },
      ],
    };
    expect(paymentMethodsResponseSchema.parse(body)).toEqual(body);
    expect(
      paymentMethodsResponseSchema.safeParse({ data: [{ ...body.data[0], last4: '44444' }] }).success,
    ).toBe(false);
  });

  it('requires a hex SHA-256 signature on bank notifications', () => {
    const notification = {
      event_id: 'ev_1',
      deposit_id: 'dep_1',
      status: 'succeeded',
      amount_cents: 5_000,
      occurred_at: '2026-03-01T12:00:00.000Z',
      signature: 'a'.repeat(64),
    };
    expect(bankNotificationSchema.parse(notification)).toEqual(notification);
    expect(bankNotificationSchema.safeParse({ ...notification, signature: 'xyz' }).success).toBe(false);
    expect(bankNotificationSchema.safeParse({ ...notification, status: 'pending' }).success).toBe(false);
  });

  it('takes a withdrawal amount and the method to pay it to', () => {
    expect(withdrawalRequestSchema.parse({ amount_cents: 1_000, payment_method_id: 'pm_1' })).toEqual({
      amount_cents: 1_000,
      payment_method_id: 'pm_1',
    });
    expect(issues(withdrawalRequestSchema.safeParse({ amount_cents: 0, payment_method_id: 'pm_1' }))).toEqual(
      [['amount_cents', 'Enter a withdrawal amount above $0.']],
    );
  });
});
