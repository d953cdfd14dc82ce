import {
  PROCESSOR_TOKENIZE_PATH,
  SANDBOX_BANK_AUTHORIZE_PATH,
  SANDBOX_TEST_CARDS_PATH,
  sandboxTestCardsResponseSchema,
  TEST_CARDS,
} from '@kennel/core';
import { describe, expect, it } from 'vitest';
import type { BankPaymentRequest, PaymentGateway } from '../../src/features/payments/gateway.ts';
import { useTestApp } from '../app.ts';
import { postWithKey, signIn } from './helpers.ts';

const SANDBOX_ROUTES = [
  { method: 'POST', url: PROCESSOR_TOKENIZE_PATH },
  { method: 'GET', url: SANDBOX_TEST_CARDS_PATH },
  { method: 'GET', url: `${SANDBOX_BANK_AUTHORIZE_PATH}?payment_id=x` },
  { method: 'POST', url: SANDBOX_BANK_AUTHORIZE_PATH },
] as const;

describe('PAYMENT_SANDBOX on (the default in tests)', () => {
  const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });

  it('mounts the sandbox card processor and bank', async () => {
    const player = await signIn(testApp.current.app);
    for (const route of SANDBOX_ROUTES) {
      const response = await player.browser.request(route);
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(404);
    }
  });

  it('lists its test cards (for the deposit page and the README), to anyone', async () => {
    const response = await testApp.current.app.inject({ method: 'GET', url: SANDBOX_TEST_CARDS_PATH });
    expect(response.statusCode).toBe(200);
    const { cards } = sandboxTestCardsResponseSchema.parse(response.json());
    expect(cards.map((card) => card.number)).toEqual(TEST_CARDS.map((card) => card.number));
  });
});

describe('PAYMENT_SANDBOX=false', () => {
  const requests: BankPaymentRequest[] = [];
  const unused = () => Promise.reject(new Error('not used in this test'));
  // A stand-in for a real partner: it plugs in behind the same PaymentGateway interface.
  const realPartner: PaymentGateway = {
    card: { name: 'real_card', exchangeToken: unused, charge: unused, payout: unused },
    bank: {
      name: 'real_bank',
      async createPayment(request) {
        requests.push(request);
        return { paymentId: 'rb_1', authorizationUrl: 'https://bank.example/approve?payment=rb_1' };
      },
      payout: unused,
    },
  };
  const testApp = useTestApp({
    settings: { PAYMENT_SANDBOX: 'false', KENNEL_TEST_ROUTES: 'true' },
    paymentGateway: realPartner,
  });

  it('does not mount the sandbox routes: they answer 404', async () => {
    const player = await signIn(testApp.current.app);
    for (const route of SANDBOX_ROUTES) {
      const response = await player.browser.request(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.json()).toMatchObject({ api_code: 'not_found' });
    }
  });

  it('sends payments to the partner handed in', async () => {
    const player = await signIn(testApp.current.app);
    const started = await postWithKey(player, '/v1/deposits/bank', { amount_cents: 2500 });
    expect(started.statusCode).toBe(201);
    expect(started.json().data.authorization_url).toBe('https://bank.example/approve?payment=rb_1');
    expect(requests).toMatchObject([{ amountCents: 2500 }]);
  });
});

describe('PAYMENT_SANDBOX=false with no partner configured', () => {
  const testApp = useTestApp({ settings: { PAYMENT_SANDBOX: 'false', KENNEL_TEST_ROUTES: 'true' } });

  it('answers payments with 503 in the error shape, and the rest of Kennel runs', async () => {
    const player = await signIn(testApp.current.app);
    const started = await postWithKey(player, '/v1/deposits/bank', { amount_cents: 2500 });
    expect(started.statusCode).toBe(503);
    expect(started.json()).toMatchObject({ api_code: 'service_unavailable' });
    expect((await player.browser.get('/v1/wallet')).statusCode).toBe(200);
  });
});
