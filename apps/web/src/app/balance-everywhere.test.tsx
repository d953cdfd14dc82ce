import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BalanceBlock } from '../features/dashboard/balance-block.tsx';
import { EnterPanel } from '../features/drafts/lobby/enter-panel.tsx';
import { contestFixture } from '../features/drafts/lobby/testing/lobby-fixtures.ts';
import { boardFixture, boardPlayer } from '../features/pickem/testing/board-fixtures.ts';
import { renderPickEm } from '../features/pickem/testing/render-pick-em.tsx';
import { WalletSummary } from '../features/wallet/shared/wallet-summary.tsx';
import { json, signedInSession } from '../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../shared/api/testing/render-with-api.tsx';
import { stopLiveWallet } from '../shared/realtime/live-wallet.ts';
import { Balance } from './layouts/balance.tsx';

// $12.34 of cash and $5.00 of promo credit: every screen shows "$12.34" and "+ $5.00 promo", never $17.34.
const wallet = {
  cash_cents: 1_234,
  promo_cents: 500,
  pending_withdrawal_cents: 0,
  lifetime_deposit_cents: 1_234,
  owed_cents: 0,
  currency: 'USD',
};
const api = {
  'GET /v1/session': () => json(signedInSession),
  'GET /v1/wallet': () => json({ data: wallet }),
  'GET /v1/account': () =>
    json({
      data: { id: 'u1', username: 'rex', email: 'rex@kennel.example', created_at: '2026-01-02T09:00:00Z' },
    }),
};

async function expectTheBalance(where: HTMLElement) {
  await waitFor(() => expect(within(where).getByTestId('balance-cash').textContent).toBe('$12.34'));
  expect(within(where).getByTestId('balance-promo').textContent).toBe('+ $5.00 promo');
  expect(where.textContent).not.toContain('$17.34');
}

afterEach(() => {
  stopLiveWallet();
  cleanup();
  vi.unstubAllGlobals();
});

describe('the balance, shown one way everywhere', () => {
  it('in the top bar', async () => {
    vi.stubGlobal(
      'WebSocket',
      class {
        readyState = 0;
        close() {}
      },
    );
    renderWithApi('/', [{ path: '/', element: <Balance showDeposit /> }], api);
    await expectTheBalance(await screen.findByTestId('balance'));
  });

  it('on the pick’em slip, which still lets promo credit pay for the entry', async () => {
    renderPickEm('/pick-em/higher-lower/all/home', {
      ...api,
      'GET /v1/pickem/board': () => json(boardFixture(4)),
    });
    for (const n of [0, 1]) {
      const player = boardPlayer(n);
      await userEvent.click(
        await screen.findByRole('button', {
          name: new RegExp(`^${player.first_name} ${player.last_name} higher`),
        }),
      );
    }
    const slip = screen.getByRole('complementary', { name: 'Entry slip' });
    await expectTheBalance(within(slip).getByTestId('slip-balance'));
    const fee = within(slip).getByRole('textbox', { name: 'Entry fee' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '15');
    expect(within(slip).queryByText(/more than your balance/)).toBeNull();
    await userEvent.clear(fee);
    await userEvent.type(fee, '18');
    expect(await within(slip).findByText(/more than your balance/)).toBeTruthy();
  });

  it('on the best ball entry sheet', async () => {
    renderWithApi('/', [{ path: '/', element: <EnterPanel contest={contestFixture()} /> }], api);
    await expectTheBalance(await screen.findByTestId('enter-balance'));
  });

  it('on the deposit and wallet pages', async () => {
    renderWithApi('/', [{ path: '/', element: <WalletSummary /> }], api);
    await expectTheBalance(await screen.findByTestId('cash-balance'));
  });

  it('on the dashboard', async () => {
    renderWithApi('/', [{ path: '/', element: <BalanceBlock /> }], api);
    await expectTheBalance(await screen.findByTestId('dashboard-balance'));
  });
});
