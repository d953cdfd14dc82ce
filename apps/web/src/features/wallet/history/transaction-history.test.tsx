import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type RecordedCall } from '../../../shared/api/testing/fake-api.ts';
import { renderWallet } from '../testing/render-wallet.ts';
import { TransactionHistoryPage } from './history-pages.tsx';

const routes = [{ path: '/m/transaction-history/*', Component: TransactionHistoryPage }];

function row(id: string, amount: number, balanceAfter: number, type = 'deposit') {
  return {
    id,
    type,
    amount_cents: amount,
    balance_after_cents: balanceAfter,
    account: 'cash',
    description: `Row ${id}`,
    correction: null,
    created_at: '2026-03-04T15:00:00.000Z',
  };
}

const historyCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.pathname === '/v1/transactions');
const lastQuery = (calls: RecordedCall[]) => Object.fromEntries(historyCalls(calls).at(-1)!.url.searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('transaction history', () => {
  it('shows signed amounts with the balance after each, and pages on with the cursor', async () => {
    const user = userEvent.setup();
    const { api } = renderWallet('/m/transaction-history', routes, {
      'GET /v1/transactions': (call) =>
        call.url.searchParams.get('cursor') === 'h1.2'
          ? json({ data: [row('t1', 5_000, 5_000)], next_cursor: null })
          : json({
              data: [row('t3', -1_234, 3_766, 'entry_fee'), row('t2', 2_500, 5_000)],
              next_cursor: 'h1.2',
            }),
    });
    const first = await screen.findAllByTestId('transaction');
    expect(first).toHaveLength(2);
    expect(within(first[0]!).getByText('-$12.34')).toBeTruthy();
    expect(within(first[0]!).getByText('$37.66')).toBeTruthy();
    expect(within(first[1]!).getByText('+$25.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('transaction')).toHaveLength(3));
    expect(lastQuery(api.calls)).toEqual({ cursor: 'h1.2', limit: '25' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows each day and time in Eastern Time, with the zone, whatever the machine says', async () => {
    // 03:30 UTC on 5 March is 10:30 PM on Wednesday 4 March in New York.
    renderWallet('/m/transaction-history', routes, {
      'GET /v1/transactions': () =>
        json({
          data: [{ ...row('t1', 5_000, 5_000), created_at: '2026-03-05T03:30:00.000Z' }],
          next_cursor: null,
        }),
    });
    const [only] = await screen.findAllByTestId('transaction');
    expect(within(only!).getByText('10:30 PM ET')).toBeTruthy();
    expect(screen.getByText('Wed, Mar 4, 2026')).toBeTruthy();
  });

  it('puts the type and date filters in the query string, and the CSV link uses the same ones', async () => {
    const user = userEvent.setup();
    const { api, location } = renderWallet('/m/transaction-history', routes, {
      'GET /v1/transactions': () => json({ data: [row('t1', 5_000, 5_000)], next_cursor: null }),
    });
    await screen.findAllByTestId('transaction');
    await user.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await waitFor(() =>
      expect(lastQuery(api.calls)).toEqual({
        type: 'withdrawal',
        from: '2026-01-01',
        to: '2026-01-31',
        limit: '25',
      }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/v1/transactions.csv?type=withdrawal&from=2026-01-01&to=2026-01-31',
    );
    expect(location()).toBe('/m/transaction-history?type=withdrawal&from=2026-01-01&to=2026-01-31');
  });

  it('says when the end date is before the start date, and asks for nothing', async () => {
    const { api } = renderWallet('/m/transaction-history?from=2026-02-01&to=2026-01-01', routes, {
      'GET /v1/transactions': () => json({ data: [], next_cursor: null }),
    });
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeTruthy();
    expect(historyCalls(api.calls)).toHaveLength(0);
    // No download while the filters cannot be right.
    expect(screen.getByText('Export CSV').closest('a')?.hasAttribute('href')).toBe(false);
  });

  it('opens filtered by the type in the path, as the app links it', async () => {
    const { api } = renderWallet('/m/transaction-history/deposits', routes, {
      'GET /v1/transactions': () => json({ data: [], next_cursor: null }),
    });
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(lastQuery(api.calls)).toEqual({ type: 'deposit', limit: '25' });
  });

  it('asks a guest to log in', async () => {
    renderWallet('/m/transaction-history', routes, {
      'GET /v1/session': () => json({ data: { authenticated: false, user: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'Log in to see your transactions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fm%2Ftransaction-history',
    );
  });
});
