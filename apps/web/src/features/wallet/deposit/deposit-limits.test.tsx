import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { renderWallet, savedVisa } from '../testing/render-wallet.ts';
import { CreditCardDepositPage, DepositPage } from './deposit-pages.tsx';

const LIMITS = {
  limits: [
    {
      type: 'deposit_daily',
      kind: 'deposit',
      period: 'daily',
      amount_cents: 5_000,
      used_cents: 1_500,
      remaining_cents: 3_500,
      pending: null,
      updated_at: '2026-11-20T10:00:00.000Z',
    },
    {
      type: 'deposit_monthly',
      kind: 'deposit',
      period: 'monthly',
      amount_cents: 100_000,
      used_cents: 1_500,
      remaining_cents: 98_500,
      pending: null,
      updated_at: '2026-11-20T10:00:00.000Z',
    },
    {
      type: 'spend_daily',
      kind: 'spend',
      period: 'daily',
      amount_cents: 2_000,
      used_cents: 0,
      remaining_cents: 2_000,
      pending: null,
      updated_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  restriction: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deposit limits on the deposit page', () => {
  it('shows what each deposit limit leaves and marks the presets above it', async () => {
    renderWallet('/deposit', [{ path: '/deposit', Component: DepositPage }], {
      'GET /v1/responsible-gaming': () => json({ data: LIMITS }),
    });
    const limits = within(await screen.findByTestId('deposit-limits'));
    expect(limits.getByTestId('deposit-limit-deposit_daily').textContent).toBe('$35.00 left of $50.00');
    expect(limits.getByTestId('deposit-limit-deposit_monthly').textContent).toBe('$985.00 left of $1,000.00');
    // Spend limits are not about deposits.
    expect(limits.queryByTestId('deposit-limit-spend_daily')).toBeNull();
    expect(limits.getByText('Daily limit')).toBeTruthy();
    expect(limits.getByRole('link', { name: 'Manage limits' }).getAttribute('href')).toBe(
      '/account/responsible-gaming',
    );
    expect(screen.getByText('Minimum $10.00. Your deposit limits leave $35.00 now.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '$25' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: /\$100/ })).toHaveProperty('disabled', true);
    expect(screen.getAllByText('Over limit').length).toBeGreaterThan(0);
  });

  it('starts the suggested amount at what the limits leave, and keeps an amount the player typed', async () => {
    const user = userEvent.setup();
    renderWallet('/deposit', [{ path: '/deposit', Component: DepositPage }], {
      'GET /v1/responsible-gaming': () => json({ data: LIMITS }),
    });
    await screen.findByTestId('deposit-limits');
    const field = (await screen.findByLabelText('Or enter an amount')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('35'));
    await user.clear(field);
    await user.type(field, '20');
    expect(field.value).toBe('20');
  });

  it('shows nothing about limits when none is set', async () => {
    renderWallet('/deposit', [{ path: '/deposit', Component: DepositPage }], {
      'GET /v1/responsible-gaming': () => json({ data: { limits: [], restriction: null } }),
    });
    await screen.findByLabelText('Card number');
    expect(screen.queryByTestId('deposit-limits')).toBeNull();
    expect(screen.getByRole('radio', { name: /\$100/ })).toHaveProperty('disabled', false);
  });

  it('says deposits are paused during a time-out, before anything is filled in', async () => {
    renderWallet('/deposit', [{ path: '/deposit', Component: DepositPage }], {
      'GET /v1/responsible-gaming': () =>
        json({
          data: {
            ...LIMITS,
            restriction: {
              kind: 'time_out',
              started_at: '2026-11-20T10:00:00.000Z',
              ends_at: '2026-11-27T15:00:00.000Z',
            },
          },
        }),
    });
    const paused = await screen.findByTestId('deposits-paused');
    expect(paused.textContent).toContain(
      "You're on a break until Nov 27, 2026, 10:00 AM ET: deposits are paused.",
    );
    expect(within(paused).getByRole('link', { name: 'Your limits' }).getAttribute('href')).toBe(
      '/account/responsible-gaming',
    );
  });

  it.each([
    [
      'deposit_limit_exceeded',
      'Over your deposit limit',
      'This deposit would go over a deposit limit you set.',
    ],
    [
      'time_out_active',
      "You're on a break",
      'You chose a time-out, so deposits, entries, drafts and bets are paused.',
    ],
    ['self_excluded', 'Self-exclusion in effect', 'You have excluded yourself from play.'],
  ])(
    'shows a deposit refused for %s in the API’s words, with the way to the limits',
    async (code, title, detail) => {
      const user = userEvent.setup();
      let limitsRead = 0;
      const { api } = renderWallet(
        '/m/credit-card-deposit',
        [{ path: '/m/credit-card-deposit', Component: CreditCardDepositPage }],
        {
          'GET /v1/payment-methods': () => json({ data: [savedVisa] }),
          'GET /v1/responsible-gaming': () => {
            limitsRead += 1;
            return json({ data: LIMITS });
          },
          'POST /v1/deposits/card': () => apiError(403, code, detail, { title }),
        },
      );
      await screen.findByTestId('deposit-limits');
      // The suggested amount starts at what the limits leave ($35); the API still has the last word.
      await user.click(await screen.findByRole('button', { name: 'Deposit $35.00' }));
      const alert = within(await screen.findByRole('alert'));
      expect(alert.getByRole('heading').textContent).toBe(title);
      expect(alert.getByText(detail)).toBeTruthy();
      // In the app's webview the limits are the webview's own page.
      expect(alert.getByRole('link', { name: 'See my limits' }).getAttribute('href')).toBe(
        '/m/responsible-gaming-limits',
      );
      expect(api.callsTo('POST', '/v1/deposits/card')).toHaveLength(1);
      // What the limits leave is read again after the refusal.
      await waitFor(() => expect(limitsRead).toBeGreaterThan(1));
    },
  );
});
