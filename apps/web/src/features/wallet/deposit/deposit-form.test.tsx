import { IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, type RecordedCall } from '../../../shared/api/testing/fake-api.ts';
import { depositBody, renderWallet, savedVisa } from '../testing/render-wallet.ts';
import { DepositPage } from './deposit-pages.tsx';

const CARD = '4242424242424242';
const routes = [{ path: '/deposit', Component: DepositPage }];
const token = { token: 'tok_abcdefgh1234', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };

afterEach(() => {
  vi.unstubAllGlobals();
});

async function enterNewCard(user: ReturnType<typeof userEvent.setup>, number = CARD) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '1230');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Billing ZIP'), '10001');
}

const depositCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === '/v1/deposits/card');

describe('card deposit', () => {
  it('sends the card number to the processor only, and the token to Kennel', async () => {
    const user = userEvent.setup();
    const { api, location } = renderWallet('/deposit', routes, {
      'POST /processor/tokenize': () => json(token),
      'POST /v1/deposits/card': () => json(depositBody(5_000), 201),
    });
    await enterNewCard(user);
    expect(within(screen.getByTestId('new-card-form')).getByRole('img', { name: 'Visa' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deposit $50.00' }));
    await waitFor(() => expect(location()).toBe('/deposit-success/50'));

    const [tokenize] = api.callsTo('POST', '/processor/tokenize');
    expect(tokenize?.body).toMatchObject({ number: CARD, exp_month: 12, exp_year: 2030, cvc: '123' });
    // Same-origin only: the sandbox binds the token to the session; a foreign processor gets no cookies.
    expect(tokenize?.init.credentials).toBe('same-origin');
    expect(tokenize?.headers.get('x-csrf-token')).toBeNull();

    const toKennel = api.calls.filter((call) => call.url.pathname.startsWith('/v1/'));
    expect(toKennel.length).toBeGreaterThan(0);
    for (const call of toKennel) {
      const everything = `${call.url} ${JSON.stringify(call.body ?? null)} ${JSON.stringify([...call.headers])}`;
      expect(everything).not.toContain(CARD);
      expect(everything).not.toContain('4242 4242');
    }
    const [deposit] = depositCalls(api.calls);
    expect(deposit?.body).toEqual({
      amount_cents: 5_000,
      merchant_id: '1001',
      payment_token: token.token,
      save_payment_method: true,
    });
    expect(deposit?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[\x21-\x7e]{8,255}$/);
  });

  it('sends the same request under the same Idempotency-Key when no answer came back', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api, location } = renderWallet('/deposit', routes, {
      'POST /processor/tokenize': () => json(token),
      'POST /v1/deposits/card': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(depositBody(5_000), 201);
      },
    });
    await enterNewCard(user);
    await user.click(screen.getByRole('button', { name: 'Deposit $50.00' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Connection problem')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/deposit-success/50'));

    const [first, second] = depositCalls(api.calls);
    expect(second?.body).toEqual(first?.body);
    expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(first?.headers.get(IDEMPOTENCY_KEY_HEADER));
    // The card went to the processor once: the retry reused its token.
    expect(api.callsTo('POST', '/processor/tokenize')).toHaveLength(1);
  });

  it('treats a changed request after a final answer as a new attempt with a new key', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api } = renderWallet('/deposit', routes, {
      'GET /v1/payment-methods': () => json({ data: [savedVisa] }),
      'POST /v1/deposits/card': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(402, 'deposit_insufficient_funds', "Your card doesn't have enough funds.")
          : json(depositBody(2_500), 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deposit $50.00' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('radio', { name: '$25' }));
    await user.click(screen.getByRole('button', { name: 'Deposit $25.00' }));
    await waitFor(() => expect(depositCalls(api.calls)).toHaveLength(2));
    const [first, second] = depositCalls(api.calls);
    expect(first?.body).toMatchObject({ amount_cents: 5_000, payment_method_id: savedVisa.id });
    expect(second?.body).toMatchObject({ amount_cents: 2_500, payment_method_id: savedVisa.id });
    expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(first?.headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it('sends a deposit whose answer was lost under its first key after the page was left and come back to', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api, router } = renderWallet('/deposit', routes, {
      'GET /v1/payment-methods': () => json({ data: [savedVisa] }),
      'POST /v1/deposits/card': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(depositBody(5_000), 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deposit $50.00' }));
    await screen.findByRole('alert');
    // The player leaves the deposit page and comes back to deposit the same $50 on the same card.
    await act(() => router.navigate('/elsewhere'));
    await screen.findByText('Elsewhere');
    await act(() => router.navigate('/deposit'));
    await user.click(await screen.findByRole('button', { name: 'Deposit $50.00' }));
    await waitFor(() => expect(depositCalls(api.calls)).toHaveLength(2));
    const [first, second] = depositCalls(api.calls);
    expect(second?.body).toEqual(first?.body);
    expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(first?.headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it('retries a processor failure through the merchant the API names, with the same payment method', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api, location } = renderWallet('/deposit', routes, {
      'POST /processor/tokenize': () => json({ ...token, last4: '0119' }),
      'POST /v1/deposits/card': () => {
        attempts += 1;
        if (attempts > 1) return json(depositBody(5_000), 201);
        return apiError(
          402,
          'deposit_retry_other_merchant',
          "The payment processor couldn't complete this deposit.",
          {
            title: "Deposit didn't go through",
            failed_deposit_id: 'dep_failed',
            payment_method_id: 'pm_new0119',
            retry_merchant_id: '1002',
          },
        );
      },
    });
    await enterNewCard(user, '4000000000000119');
    await user.click(screen.getByRole('button', { name: 'Deposit $50.00' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "Deposit didn't go through" })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/deposit-success/50'));

    const [first, retry] = depositCalls(api.calls);
    expect(retry?.body).toEqual({
      amount_cents: 5_000,
      payment_method_id: 'pm_new0119',
      merchant_id: '1002',
    });
    expect(retry?.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(first?.headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it('suggests another card when the bank declines, and clears the card form for it', async () => {
    const user = userEvent.setup();
    renderWallet('/deposit', routes, {
      'POST /processor/tokenize': () => json(token),
      'POST /v1/deposits/card': () =>
        apiError(402, 'deposit_declined', 'Your bank declined this deposit and nothing was charged.', {
          title: 'Card declined',
          failed_deposit_id: 'dep_failed',
          payment_method_id: 'pm_declined',
        }),
    });
    await enterNewCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Deposit $50.00' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your bank declined this deposit and nothing was charged.')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Use another card' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
  });
});

describe('deposit amount', () => {
  it.each([
    ['9.99', 'The minimum deposit is $10.00.'],
    ['10000.01', 'You can deposit at most $10,000.00 at a time.'],
    ['12.345', 'Enter the amount in dollars and cents, like 50 or 25.50.'],
    ['', 'Enter an amount to deposit.'],
  ])('refuses %j with a clear message and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const { api } = renderWallet('/deposit', routes, {
      'GET /v1/payment-methods': () => json({ data: [savedVisa] }),
    });
    const field = await screen.findByLabelText('Or enter an amount');
    await user.clear(field);
    if (typed) await user.type(field, typed);
    expect(await screen.findByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(depositCalls(api.calls)).toHaveLength(0);
  });

  it('takes a preset or a typed amount to the cent', async () => {
    const user = userEvent.setup();
    const { api } = renderWallet('/deposit', routes, {
      'GET /v1/payment-methods': () => json({ data: [savedVisa] }),
      'POST /v1/deposits/card': () => json(depositBody(1_050), 201),
    });
    await user.click(await screen.findByRole('radio', { name: '$250' }));
    expect(screen.getByRole('button', { name: 'Deposit $250.00' })).toBeTruthy();
    const field = screen.getByLabelText('Or enter an amount');
    await user.clear(field);
    await user.type(field, '10.50');
    await user.click(screen.getByRole('button', { name: 'Deposit $10.50' }));
    await waitFor(() => expect(depositCalls(api.calls)).toHaveLength(1));
    expect(depositCalls(api.calls)[0]?.body).toMatchObject({ amount_cents: 1_050 });
  });
});
