import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { stopLiveWallet } from '../../shared/realtime/live-wallet.ts';
import { readStored, removeStored } from '../../shared/storage/index.ts';
import { Balance } from './balance.tsx';

/** The browser's WebSocket, as far as the live wallet uses it. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  push(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = 3;
  }
}

const wallet = (cash: number) => ({
  cash_cents: cash,
  promo_cents: 0,
  pending_withdrawal_cents: 0,
  lifetime_deposit_cents: cash,
  owed_cents: 0,
  currency: 'USD',
});

afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

describe('the top bar balance', () => {
  it('changes as soon as the server pushes a new wallet (a deposit in another tab)', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    renderWithApi('/lobby', [{ path: '/lobby', element: <Balance showDeposit /> }], {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/wallet': () => json({ data: wallet(1_000) }),
    });
    const balance = await screen.findByTestId('balance');
    expect(await within(balance).findByText('$10.00')).toBeTruthy();
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    expect(FakeWebSocket.opened[0]!.url).toMatch(/^ws:\/\/[^/]+\/v1\/ws$/);
    act(() => FakeWebSocket.opened[0]!.push({ type: 'wallet', data: wallet(6_000) }));
    expect(await within(balance).findByText('$60.00')).toBeTruthy();
  });

  it('checks where a signed-in player is on page load and keeps it under the location key', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const { api } = renderWithApi('/lobby', [{ path: '/lobby', element: <Balance showDeposit /> }], {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/wallet': () => json({ data: wallet(1_000) }),
      'GET /v1/location': () =>
        json({
          data: {
            state: 'PA',
            source: 'residence',
            located_at: '2026-05-01T12:00:00.000Z',
            state_name: 'Pennsylvania',
            products: [],
          },
        }),
    });
    await waitFor(() =>
      expect(readStored('locationState')).toEqual({ state: 'PA', checkedAt: '2026-05-01T12:00:00.000Z' }),
    );
    expect(api.callsTo('GET', '/v1/location')).toHaveLength(1);
    removeStored('locationState');
  });

  it('asks nothing about the location of a guest', async () => {
    const { api } = renderWithApi('/lobby', [{ path: '/lobby', element: <Balance showDeposit /> }]);
    expect(await screen.findByTestId('balance')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/v1/session')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('GET', '/v1/location')).toHaveLength(0);
  });
});
