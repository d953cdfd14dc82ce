import {
  IDEMPOTENCY_KEY_HEADER,
  isWithdrawalCancellable,
  VERIFICATION_STATUS_MESSAGES,
  WITHDRAWAL_STATUSES,
} from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { renderWallet, savedVisa, walletBody } from '../testing/render-wallet.ts';
import { WithdrawSection } from './withdraw-section.tsx';
import { WithdrawalConfirmationPage } from './withdrawal-confirmation-page.tsx';

const verified = { status: 'approved', message: 'Verified.', submitted_at: null, decided_at: null };
const routes = [
  { path: '/account/wallet', Component: WithdrawSection },
  { path: '/withdrawal-confirmation', Component: WithdrawalConfirmationPage },
];

function withdrawal(status: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'wd_1',
    status,
    amount_cents: 2_000,
    payment_method_id: savedVisa.id,
    payment_method_label: savedVisa.label,
    created_at: '2026-03-04T15:00:00.000Z',
    confirmation_expires_at: '2026-03-05T15:00:00.000Z',
    confirmed_at: null,
    paid_at: null,
    cancelled_at: null,
    ...extra,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('withdraw', () => {
  it('sends an unverified player to verification first, with the way back', async () => {
    renderWallet('/account/wallet', routes, {
      'GET /v1/verification': () =>
        json({
          data: {
            status: 'unverified',
            message: VERIFICATION_STATUS_MESSAGES.unverified,
            submitted_at: null,
            decided_at: null,
          },
        }),
      'GET /v1/withdrawals': () => json({ data: [] }),
    });
    const notice = await screen.findByTestId('verify-first');
    expect(within(notice).getByRole('heading', { name: 'Verify your identity to withdraw' })).toBeTruthy();
    // The status's message says the heading's sentence first: it is not said twice.
    expect(notice.textContent?.match(/Verify your identity to withdraw/g)).toHaveLength(1);
    expect(within(notice).getByText(/^It takes a minute: your name, date of birth/)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toBe(
      '/verification?next=%2Faccount%2Fwallet',
    );
    expect(screen.queryByRole('form', { name: 'Withdraw' })).toBeNull();
  });

  it('says there is nothing to withdraw yet, rather than a form that cannot succeed, under the minimum', async () => {
    const { api } = renderWallet('/account/wallet', routes, {
      'GET /v1/verification': () => json({ data: verified }),
      'GET /v1/withdrawals': () => json({ data: [] }),
      'GET /v1/payout-methods': () => json({ data: [savedVisa] }),
      'GET /v1/wallet': () => json(walletBody(999)),
    });
    expect((await screen.findByTestId('below-withdrawal-minimum')).textContent).toBe(
      'Withdrawals start at $10.00, and your balance is $9.99. It stays in your balance, and you can withdraw once it reaches $10.00.',
    );
    expect(screen.getByRole('heading', { name: 'Nothing to withdraw yet' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Withdraw' })).toBeNull();
    expect(api.callsTo('POST', '/v1/withdrawals')).toHaveLength(0);
  });

  it('holds the amount to the cash balance, then asks the player to confirm by email', async () => {
    const user = userEvent.setup();
    const { api } = renderWallet('/account/wallet', routes, {
      'GET /v1/verification': () => json({ data: verified }),
      'GET /v1/withdrawals': () => json({ data: [] }),
      'GET /v1/payout-methods': () => json({ data: [savedVisa] }),
      'POST /v1/withdrawals': () => json({ data: withdrawal('awaiting_confirmation') }, 201),
    });
    const amount = await screen.findByLabelText('Or enter an amount');
    await user.type(amount, '100.01');
    expect(
      await screen.findByText('You can withdraw up to $100.00, your cash balance. Enter a smaller amount.'),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '9');
    expect(await screen.findByText('The minimum withdrawal is $10.00.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Withdraw $20.00' }));
    expect(await screen.findByRole('heading', { name: 'Check your email to confirm' })).toBeTruthy();
    const [request] = api.callsTo('POST', '/v1/withdrawals');
    expect(request?.body).toEqual({ amount_cents: 2_000, payment_method_id: savedVisa.id });
    expect(request?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
  });

  it('sends a withdrawal whose answer was lost under its first key after the page was left and come back to', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api, router } = renderWallet('/account/wallet', routes, {
      'GET /v1/verification': () => json({ data: verified }),
      'GET /v1/withdrawals': () => json({ data: [] }),
      'GET /v1/payout-methods': () => json({ data: [savedVisa] }),
      'POST /v1/withdrawals': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json({ data: withdrawal('awaiting_confirmation') }, 201);
      },
    });
    await user.type(await screen.findByLabelText('Or enter an amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Withdraw $20.00' }));
    await screen.findByRole('alert');
    // The player leaves and comes back to withdraw the same $20 to the same card.
    await act(() => router.navigate('/elsewhere'));
    await screen.findByText('Elsewhere');
    await act(() => router.navigate('/account/wallet'));
    await user.type(await screen.findByLabelText('Or enter an amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Withdraw $20.00' }));
    await screen.findByRole('heading', { name: 'Check your email to confirm' });
    const [first, second] = api.callsTo('POST', '/v1/withdrawals');
    expect(second?.body).toEqual(first?.body);
    expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(first?.headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it('offers the bank account a player deposited with, when there is no card', async () => {
    const user = userEvent.setup();
    const bank = {
      ...savedVisa,
      id: 'pm_bank1',
      type: 'bank',
      brand: null,
      last4: '6789',
      exp_month: null,
      exp_year: null,
      bank_name: 'Sandbox Bank',
      label: 'Sandbox Bank •••• 6789',
    };
    const { api } = renderWallet('/account/wallet', routes, {
      'GET /v1/verification': () => json({ data: verified }),
      'GET /v1/withdrawals': () => json({ data: [] }),
      'GET /v1/payout-methods': () => json({ data: [bank] }),
      'POST /v1/withdrawals': () =>
        json({ data: withdrawal('awaiting_confirmation', { payment_method_id: bank.id }) }, 201),
    });
    expect(await screen.findByTestId('saved-bank')).toBeTruthy();
    expect(screen.queryByText('Deposit first')).toBeNull();
    await user.type(screen.getByLabelText('Or enter an amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Withdraw $20.00' }));
    await screen.findByRole('heading', { name: 'Check your email to confirm' });
    expect(api.callsTo('POST', '/v1/withdrawals')[0]?.body).toEqual({
      amount_cents: 2_000,
      payment_method_id: bank.id,
    });
  });

  it('lists withdrawals and cancels one still waiting for its email link', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const { api } = renderWallet('/account/wallet', routes, {
      'GET /v1/verification': () => json({ data: verified }),
      'GET /v1/payout-methods': () => json({ data: [savedVisa] }),
      'GET /v1/withdrawals': () =>
        json({
          data: [
            withdrawal(cancelled ? 'cancelled' : 'awaiting_confirmation'),
            { ...withdrawal('paid'), id: 'wd_0' },
          ],
        }),
      'POST /v1/withdrawals/wd_1/cancel': () => {
        cancelled = true;
        return json({ data: withdrawal('cancelled') });
      },
    });
    const [waiting, paid] = await screen.findAllByTestId('withdrawal');
    expect(within(paid!).queryByRole('button', { name: /Cancel/ })).toBeNull();
    await user.click(
      within(waiting!).getByRole('button', { name: 'Cancel the $20.00 withdrawal to Visa •••• 4242' }),
    );
    await waitFor(() =>
      expect(within(screen.getAllByTestId('withdrawal')[0]!).getByText('Cancelled')).toBeTruthy(),
    );
    expect(
      api.callsTo('POST', '/v1/withdrawals/wd_1/cancel')[0]?.headers.get(IDEMPOTENCY_KEY_HEADER),
    ).toBeTruthy();
  });
});

describe('withdrawal confirmation link', () => {
  it('confirms with the token under a key derived from it, so opening the link again replays', async () => {
    const { api } = renderWallet('/withdrawal-confirmation?token=abc123token_0123456789', routes, {
      'POST /v1/withdrawals/confirm': () =>
        json({ data: withdrawal('paid', { confirmed_at: '2026-03-04T15:01:00.000Z' }) }),
    });
    expect(await screen.findByTestId('withdrawal-confirmed')).toBeTruthy();
    expect(screen.getByText(/is on its way/)).toBeTruthy();
    const [confirm] = api.callsTo('POST', '/v1/withdrawals/confirm');
    expect(confirm?.body).toEqual({ token: 'abc123token_0123456789' });
    const key = confirm?.headers.get(IDEMPOTENCY_KEY_HEADER);
    expect(key).toMatch(/^wc-[0-9a-f]{48}$/);

    const again = renderWallet('/withdrawal-confirmation?token=abc123token_0123456789', routes, {
      'POST /v1/withdrawals/confirm': () => json({ data: withdrawal('paid') }),
    });
    await waitFor(() => expect(again.api.callsTo('POST', '/v1/withdrawals/confirm')).toHaveLength(1));
    expect(again.api.callsTo('POST', '/v1/withdrawals/confirm')[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(
      key,
    );
  });

  it('says so when the link has expired', async () => {
    renderWallet('/withdrawal-confirmation?token=old_link_0123456789', routes, {
      'POST /v1/withdrawals/confirm': () =>
        apiError(400, 'token_invalid_or_expired', 'This link is invalid, already used or expired.', {
          title: 'Link expired',
        }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Link expired' })).toBeTruthy();
  });

  it('tries again under the same key when no answer came back', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api } = renderWallet('/withdrawal-confirmation?token=retry_token_0123456789', routes, {
      'POST /v1/withdrawals/confirm': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json({ data: withdrawal('pending', { confirmed_at: '2026-03-04T15:01:00.000Z' }) });
      },
    });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('withdrawal-confirmed')).toBeTruthy();
    const [first, second] = api.callsTo('POST', '/v1/withdrawals/confirm');
    expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(first?.headers.get(IDEMPOTENCY_KEY_HEADER));
  });

  it.each(['abc', 'has spaces in it and is long'])(
    'an incomplete link (%j) says so without asking the API',
    async (token) => {
      const { api } = renderWallet(`/withdrawal-confirmation?${new URLSearchParams({ token })}`, routes);
      expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
      expect(screen.queryByText(/highlighted fields/)).toBeNull();
      expect(api.callsTo('POST', '/v1/withdrawals/confirm')).toHaveLength(0);
    },
  );

  it('asks a guest to log in and come back to the link', async () => {
    const { api } = renderWallet('/withdrawal-confirmation?token=abc_0123456789abcdef', routes, {
      'GET /v1/session': () => json({ data: { authenticated: false, user: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'Log in to confirm' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?${new URLSearchParams({ redirect: '/withdrawal-confirmation?token=abc_0123456789abcdef' })}`,
    );
    expect(api.callsTo('POST', '/v1/withdrawals/confirm')).toHaveLength(0);
  });

  it("offers Cancel exactly where core's cancellation rule allows it (the API refuses by the same rule)", async () => {
    renderWallet('/account/wallet', routes, {
      'GET /v1/verification': () => json({ data: verified }),
      'GET /v1/payout-methods': () => json({ data: [savedVisa] }),
      'GET /v1/withdrawals': () =>
        json({ data: WITHDRAWAL_STATUSES.map((status) => ({ ...withdrawal(status), id: `wd_${status}` })) }),
    });
    const rows = await screen.findAllByTestId('withdrawal');
    const offered = WITHDRAWAL_STATUSES.filter(
      (_, index) => within(rows[index]!).queryByRole('button', { name: /Cancel/ }) !== null,
    );
    expect(offered).toEqual(WITHDRAWAL_STATUSES.filter(isWithdrawalCancellable));
    expect(offered).toEqual(['awaiting_confirmation']);
  });
});
