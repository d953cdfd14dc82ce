import { IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, type RecordedCall } from '../../../shared/api/testing/fake-api.ts';
import { depositBody, renderWallet, savedVisa } from '../testing/render-wallet.ts';
import { WithdrawSection } from '../withdraw/withdraw-section.tsx';
import { DepositPage } from './deposit-pages.tsx';

const routes = [
  { path: '/deposit', Component: DepositPage },
  { path: '/account/wallet', Component: WithdrawSection },
];
const token = { token: 'tok_abcdefgh1234', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An answer the test releases when it wants, so a second click lands while the first is out. */
function heldAnswer(response: () => Response) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async () => {
    await released;
    return response();
  };
  return { handler, release };
}

/** Both clicks land before React re-renders: only a synchronous guard can stop the second. */
function clickTwiceBeforeRender(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

const keyOf = (call: RecordedCall | undefined) => call?.headers.get(IDEMPOTENCY_KEY_HEADER);

describe('a money action sent twice by the player', () => {
  it('two clicks on Deposit in the same moment send one deposit', async () => {
    const answer = heldAnswer(() => json(depositBody(5_000), 201));
    const { api, location } = renderWallet('/deposit', routes, {
      'GET /v1/payment-methods': () => json({ data: [savedVisa] }),
      'POST /v1/deposits/card': answer.handler,
    });
    await screen.findByTestId('saved-card');
    const button = screen.getByRole('button', { name: 'Deposit $50.00' });
    clickTwiceBeforeRender(button);
    answer.release();
    await waitFor(() => expect(location()).toBe('/deposit-success/50'));
    expect(api.callsTo('POST', '/v1/deposits/card')).toHaveLength(1);
  });

  it('Enter pressed twice in the amount field sends one deposit, and the card goes to the processor once', async () => {
    const user = userEvent.setup();
    const answer = heldAnswer(() => json(depositBody(5_000), 201));
    const { api, location } = renderWallet('/deposit', routes, {
      'POST /processor/tokenize': () => json(token),
      'POST /v1/deposits/card': answer.handler,
    });
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry'), '1230');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.type(screen.getByLabelText('Billing ZIP'), '10001');
    const form = screen.getByRole('form', { name: 'Deposit' });
    // Two Enter presses, before React has drawn the busy button.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await user.type(screen.getByLabelText('Or enter an amount'), '{Enter}');
    answer.release();
    await waitFor(() => expect(location()).toBe('/deposit-success/50'));
    expect(api.callsTo('POST', '/processor/tokenize')).toHaveLength(1);
    expect(api.callsTo('POST', '/v1/deposits/card')).toHaveLength(1);
  });

  it('after a final answer Deposit waits for a change, the refusal beside it; a change is a new attempt', async () => {
    const user = userEvent.setup();
    const { api } = renderWallet('/deposit', routes, {
      'GET /v1/payment-methods': () => json({ data: [savedVisa] }),
      'POST /v1/deposits/card': () =>
        apiError(402, 'deposit_insufficient_funds', "Your card doesn't have enough funds."),
    });
    await user.click(await screen.findByRole('button', { name: 'Deposit $50.00' }));
    await screen.findByRole('alert');
    // Sent again unchanged, the server would only replay its answer.
    expect((screen.getByRole('button', { name: 'Deposit $50.00' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: '$100' }));
    await user.click(screen.getByRole('button', { name: 'Deposit $100.00' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/deposits/card')).toHaveLength(2));
    const [first, changed] = api.callsTo('POST', '/v1/deposits/card');
    expect(keyOf(changed)).not.toBe(keyOf(first));
  });

  it('a timed-out deposit tried again keeps its key; a changed amount gets a new one', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api } = renderWallet('/deposit', routes, {
      'GET /v1/payment-methods': () => json({ data: [savedVisa] }),
      'POST /v1/deposits/card': () => {
        attempts += 1;
        if (attempts <= 2) return apiError(504, 'request_timeout', 'The request took too long.');
        return json(depositBody(2_500), 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deposit $50.00' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/deposits/card')).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: '$25' }));
    await user.click(screen.getByRole('button', { name: 'Deposit $25.00' }));
    await waitFor(() => expect(api.callsTo('POST', '/v1/deposits/card')).toHaveLength(3));
    const [first, retry, changed] = api.callsTo('POST', '/v1/deposits/card');
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(retry?.body).toEqual(first?.body);
    expect(keyOf(changed)).not.toBe(keyOf(first));
  });

  it('a card saved by a deposit whose answer was lost does not change what "Try again" sends', async () => {
    const user = userEvent.setup();
    let charged = false;
    const { api, location } = renderWallet('/deposit', routes, {
      'GET /v1/payment-methods': () => json({ data: charged ? [savedVisa] : [] }),
      'POST /processor/tokenize': () => json(token),
      'POST /v1/deposits/card': () => {
        if (!charged) {
          // The server charged and saved the card, but the answer never arrived.
          charged = true;
          throw new TypeError('Failed to fetch');
        }
        return json(depositBody(5_000), 201);
      },
    });
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry'), '1230');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.type(screen.getByLabelText('Billing ZIP'), '10001');
    await user.click(screen.getByRole('button', { name: 'Deposit $50.00' }));
    const alert = await screen.findByRole('alert');
    await screen.findByTestId('saved-card');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/deposit-success/50'));
    const [first, retry] = api.callsTo('POST', '/v1/deposits/card');
    expect(retry?.body).toEqual(first?.body);
    expect(keyOf(retry)).toBe(keyOf(first));
  });

  it('two clicks on Continue to your bank start one bank deposit', async () => {
    const answer = heldAnswer(() =>
      json({ data: { deposit_id: 'dep_b', authorization_url: '/sandbox-bank/authorize?x=1' } }, 201),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    const { api } = renderWallet('/deposit', routes, { 'POST /v1/deposits/bank': answer.handler });
    await user.click(await screen.findByRole('radio', { name: /^Online banking/ }));
    const button = screen.getByRole('button', { name: /^Continue to your bank/ });
    clickTwiceBeforeRender(button);
    answer.release();
    await waitFor(() => expect(api.callsTo('POST', '/v1/deposits/bank')).toHaveLength(1));
    expect(api.callsTo('POST', '/v1/deposits/bank')).toHaveLength(1);
  });

  it('two clicks on Withdraw in the same moment request one withdrawal', async () => {
    const user = userEvent.setup();
    const answer = heldAnswer(() =>
      json(
        {
          data: {
            id: 'wd_1',
            status: 'awaiting_confirmation',
            amount_cents: 2_000,
            payment_method_id: savedVisa.id,
            payment_method_label: savedVisa.label,
            created_at: '2026-03-04T15:00:00.000Z',
            confirmation_expires_at: '2026-03-05T15:00:00.000Z',
            confirmed_at: null,
            paid_at: null,
            cancelled_at: null,
          },
        },
        201,
      ),
    );
    const { api } = renderWallet('/account/wallet', routes, {
      'GET /v1/verification': () =>
        json({ data: { status: 'approved', message: 'Verified.', submitted_at: null, decided_at: null } }),
      'GET /v1/withdrawals': () => json({ data: [] }),
      'GET /v1/payout-methods': () => json({ data: [savedVisa] }),
      'POST /v1/withdrawals': answer.handler,
    });
    await user.type(await screen.findByLabelText('Or enter an amount'), '20');
    const button = screen.getByRole('button', { name: 'Withdraw $20.00' });
    clickTwiceBeforeRender(button);
    answer.release();
    expect(await screen.findByRole('heading', { name: 'Check your email to confirm' })).toBeTruthy();
    expect(api.callsTo('POST', '/v1/withdrawals')).toHaveLength(1);
  });
});
