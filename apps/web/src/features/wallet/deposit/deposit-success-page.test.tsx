import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { renderWallet } from '../testing/render-wallet.ts';
import { DepositSuccessPage } from './deposit-success-page.tsx';

const routes = [
  { path: '/deposit-success/:amount', Component: DepositSuccessPage },
  { path: '/m/deposit-success/:amount', Component: DepositSuccessPage },
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function deposit(amountCents: number, createdAt: string, account = 'cash') {
  return {
    id: `tx_${amountCents}_${account}`,
    type: 'deposit',
    amount_cents: amountCents,
    balance_after_cents: 10_000,
    account,
    description: 'Card deposit',
    correction: null,
    created_at: createdAt,
  };
}

function withDeposits(rows: unknown[]) {
  return { 'GET /v1/transactions': () => json({ data: rows, next_cursor: null }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/deposit-success/:amount', () => {
  it('congratulates for the player’s own deposit of that amount, just made', async () => {
    const { api } = renderWallet(
      '/deposit-success/50',
      routes,
      withDeposits([deposit(5_000, minutesAgo(1))]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'You deposited $50.00' })).toBeTruthy();
    expect(await screen.findByTestId('new-balance')).toBeTruthy();
    expect(api.callsTo('GET', '/v1/transactions')[0]?.url.searchParams.get('type')).toBe('deposit');
  });

  it.each([
    ['an amount never deposited', '/deposit-success/10000', [deposit(5_000, minutesAgo(1))]],
    [
      'a deposit of that amount made days ago',
      '/deposit-success/50',
      [deposit(5_000, minutesAgo(3 * 24 * 60))],
    ],
    [
      'promo credit of that amount, not a deposit',
      '/deposit-success/50',
      [deposit(5_000, minutesAgo(1), 'promo')],
    ],
    ['no deposits at all', '/m/deposit-success/25.50', []],
  ])('is a neutral page for %s', async (_case, path, rows) => {
    renderWallet(path, routes, withDeposits(rows));
    expect(await screen.findByRole('heading', { name: /^No recent deposit of \$/ })).toBeTruthy();
    expect(screen.queryByText(/You deposited/)).toBeNull();
    expect(screen.queryByText('Deposit successful')).toBeNull();
    expect(screen.getByRole('link', { name: 'See your transactions' })).toBeTruthy();
  });

  it('is a neutral page for an address that is not an amount, without asking the API', async () => {
    const { api } = renderWallet(
      '/deposit-success/lots',
      routes,
      withDeposits([deposit(5_000, minutesAgo(1))]),
    );
    expect(await screen.findByRole('heading', { name: 'We could not find that deposit' })).toBeTruthy();
    expect(api.callsTo('GET', '/v1/transactions')).toHaveLength(0);
  });
});
