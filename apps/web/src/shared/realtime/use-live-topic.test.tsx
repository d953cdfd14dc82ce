import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestSession, json, signedInSession } from '../api/testing/fake-api.ts';
import { renderWithApi } from '../api/testing/render-with-api.tsx';
import { stopLiveWallet } from './live-wallet.ts';
import { useLiveTopic } from './use-live-topic.ts';

/** The browser's WebSocket, as far as the live connection uses it. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  readyState = 0;
  sent: { type: string; topics: string[] }[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  push(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
  close() {
    this.readyState = 3;
  }
}

const latest = () => FakeWebSocket.opened.at(-1)!;

function Score({ gameId }: { gameId: string }) {
  const [score, setScore] = useState('no score yet');
  const [refetches, setRefetches] = useState(0);
  useLiveTopic<{ home_score: number; version: number }>(
    `game:${gameId}`,
    (message) => setScore(`home ${message.data.home_score}`),
    () => setRefetches((count) => count + 1),
  );
  return (
    <p>
      {score}, refetched {refetches}
    </p>
  );
}

function Page() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
      {shown && <Score gameId="g1" />}
    </>
  );
}

afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const signedIn = {
  'GET /v1/session': () => json(signedInSession),
  'GET /v1/wallet': () => json({ data: null }),
};

describe('useLiveTopic', () => {
  it('subscribes once the socket opens, shows pushed events, and skips older versions', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    renderWithApi('/game', [{ path: '/game', element: <Page /> }], signedIn);
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    act(() => latest().open());
    expect(latest().sent).toEqual([{ type: 'subscribe', topics: ['game:g1'] }]);
    act(() =>
      latest().push({ type: 'game', topic: 'game:g1', data: { id: 'g1', home_score: 7, version: 4 } }),
    );
    expect(await screen.findByText('home 7, refetched 0')).toBeTruthy();
    act(() =>
      latest().push({ type: 'game', topic: 'game:g1', data: { id: 'g1', home_score: 3, version: 2 } }),
    );
    act(() =>
      latest().push({ type: 'game', topic: 'game:g2', data: { id: 'g2', home_score: 9, version: 9 } }),
    );
    expect(screen.getByText('home 7, refetched 0')).toBeTruthy();
  });

  it('subscribes again after a reconnect and asks the page to refetch', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    renderWithApi('/game', [{ path: '/game', element: <Page /> }], signedIn);
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    act(() => latest().open());
    act(() => latest().drop());
    // Back online: the connection reconnects at once instead of after the backoff.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(FakeWebSocket.opened).toHaveLength(2);
    act(() => latest().open());
    expect(latest().sent).toEqual([{ type: 'subscribe', topics: ['game:g1'] }]);
    expect(await screen.findByText('no score yet, refetched 1')).toBeTruthy();
  });

  it('unsubscribes when the last component that follows the topic unmounts', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    renderWithApi('/game', [{ path: '/game', element: <Page /> }], signedIn);
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    act(() => latest().open());
    act(() => screen.getByRole('button', { name: 'Leave' }).click());
    await waitFor(() =>
      expect(latest().sent).toEqual([
        { type: 'subscribe', topics: ['game:g1'] },
        { type: 'unsubscribe', topics: ['game:g1'] },
      ]),
    );
  });

  it('opens no socket for a guest', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const { api } = renderWithApi('/game', [{ path: '/game', element: <Page /> }], {
      'GET /v1/session': () => json(guestSession),
    });
    await waitFor(() => expect(api.callsTo('GET', '/v1/session')).toHaveLength(1));
    // Long enough for the socket code to load, had the hook asked for it.
    await act(async () => {
      await import('./live-wallet.ts');
    });
    expect(FakeWebSocket.opened).toHaveLength(0);
  });
});
