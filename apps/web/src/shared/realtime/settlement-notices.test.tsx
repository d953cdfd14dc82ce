import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, signedInSession } from '../api/testing/fake-api.ts';
import { renderWithApi } from '../api/testing/render-with-api.tsx';
import { entryFixture } from '../pickem-entries/testing/fixtures.ts';
import { FakeWebSocket } from '../sports/testing/fake-socket.ts';
import { readStored, writeStored } from '../storage/index.ts';
import { stopLiveWallet } from './live-wallet.ts';
import { settledEntriesOf, settlementText, takeUntold } from './settlement-notices.ts';
import { useLiveWallet } from './use-live-wallet.ts';
import { useSettlementNotices } from './use-settlement-notices.ts';

const toasts = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn() }));
vi.mock('../ui/toaster.tsx', () => ({ toast: toasts }));

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
  toasts.success.mockReset();
  toasts.info.mockReset();
  localStorage.clear();
});

function SignedInShell() {
  useLiveWallet(true, '');
  useSettlementNotices(true);
  return <p>Shell</p>;
}

const settled = (id: string, result: 'won' | 'lost' | 'refunded', payout: number, minute = 0) => ({
  id,
  result,
  fee_cents: 500,
  payout_cents: payout,
  settled_at: `2026-11-24T04:0${minute}:00.000Z`,
});
const snapshot = (...recently: ReturnType<typeof settled>[]) => ({
  type: 'pickem_entries',
  data: { upcoming: 0, live: 1, recently_settled: recently },
});

function renderShell() {
  return renderWithApi('/', [{ path: '/', Component: SignedInShell }], {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/pickem/entries/e-won': () => json(entryFixture({ id: 'e-won' })),
    'GET /v1/pickem/entries/e-lost': () => json(entryFixture({ id: 'e-lost', type: 'standard' })),
    'GET /v1/pickem/entries/e-gone': () => apiError(404, 'not_found', 'No such entry.'),
  });
}

async function openSocket() {
  await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return socket;
}

describe('settlement notices', () => {
  it('toasts each newly settled entry once, across repeated snapshots and a reload', async () => {
    const { queryClient } = renderShell();
    await screen.findByText('Shell');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const socket = await openSocket();
    act(() => socket.push(snapshot(settled('e-won', 'won', 1200))));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    expect(toasts.success.mock.calls[0]![0]).toBe('Your 3-pick Flex won $12.00');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['pickem', 'entries'] });

    // The same entry again (every later snapshot lists it for an hour) next to a new loss.
    act(() => socket.push(snapshot(settled('e-won', 'won', 1200), settled('e-lost', 'lost', 0, 1))));
    await waitFor(() => expect(toasts.info).toHaveBeenCalledTimes(1));
    expect(toasts.info.mock.calls[0]![0]).toBe('Your 3-pick Standard lost');
    expect(toasts.success).toHaveBeenCalledTimes(1);

    // A reload: a new socket gets the same snapshot on connect and tells nothing again.
    stopLiveWallet();
    FakeWebSocket.opened = [];
    renderShell();
    const again = await openSocket();
    act(() =>
      again.push(
        snapshot(
          settled('e-won', 'won', 1200),
          settled('e-lost', 'lost', 0, 1),
          settled('e-gone', 'refunded', 500, 2),
        ),
      ),
    );
    // Only the refund, new since, is told.
    await waitFor(() => expect(toasts.info).toHaveBeenCalledTimes(2));
    expect(toasts.info.mock.calls[1]![0]).toBe('Your pick’em entry was refunded $5.00');
    expect(toasts.success).toHaveBeenCalledTimes(1);
  });

  it('still tells a refund when the entry itself cannot be read', async () => {
    renderShell();
    const socket = await openSocket();
    act(() => socket.push(snapshot(settled('e-gone', 'refunded', 500))));
    await waitFor(() => expect(toasts.info).toHaveBeenCalledTimes(1));
    expect(toasts.info.mock.calls[0]![0]).toBe('Your pick’em entry was refunded $5.00');
  });
});

describe('settlement notice bookkeeping', () => {
  it('reads only well-formed settled entries from a snapshot', () => {
    expect(settledEntriesOf(null)).toEqual([]);
    expect(
      settledEntriesOf({
        recently_settled: [
          settled('a', 'won', 100),
          { id: 'b', result: 'pushed' },
          { ...settled('c', 'lost', 0), payout_cents: 1.5 },
        ],
      }).map((entry) => entry.id),
    ).toEqual(['a']);
  });

  it('tells the untold oldest first, keeps other dismissed modals, and remembers at most 100', () => {
    writeStored('dismissedModals', ['welcome-tour']);
    expect(
      takeUntold([settled('b', 'lost', 0, 2), settled('a', 'won', 100, 1)]).map((entry) => entry.id),
    ).toEqual(['a', 'b']);
    expect(takeUntold([settled('a', 'won', 100, 1)])).toEqual([]);
    for (let i = 0; i < 120; i += 1) takeUntold([settled(`many-${i}`, 'lost', 0)]);
    const stored = readStored('dismissedModals')!;
    expect(stored[0]).toBe('welcome-tour');
    expect(stored).toHaveLength(101);
    expect(stored.at(-1)).toBe('pickem-settled:many-119');
  });

  it('words each result', () => {
    expect(settlementText(settled('a', 'won', 1234), '5-pick Flex')).toBe('Your 5-pick Flex won $12.34');
    expect(settlementText(settled('a', 'lost', 0), '2-pick Standard')).toBe('Your 2-pick Standard lost');
    expect(settlementText(settled('a', 'refunded', 500), null)).toBe('Your pick’em entry was refunded $5.00');
  });
});
