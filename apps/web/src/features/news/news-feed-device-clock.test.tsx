import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { forgetServerTime } from '../../shared/clock/index.ts';
import { stopLiveWallet } from '../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../shared/sports/testing/fake-socket.ts';
import { gameFixture, newsFixture } from '../../shared/sports/testing/fixtures.ts';
import { NewsFeedPage } from './news-feed-page.tsx';

/** The server's time; the phone's clock runs three hours fast. */
const SERVER_NOW = Date.parse('2026-11-24T18:00:00.000Z');
const DEVICE_SKEW_MS = 3 * 3_600_000;
const minutesFromServerNow = (minutes: number) => new Date(SERVER_NOW + minutes * 60_000).toISOString();

/** An answer as the API sends it: its `Date` header is the server's time. */
const answer = (body: unknown) => json(body, 200, { date: new Date(SERVER_NOW).toUTCString() });

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.useFakeTimers({ toFake: ['Date'], now: SERVER_NOW + DEVICE_SKEW_MS });
});

afterEach(() => {
  vi.useRealTimers();
  forgetServerTime();
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

describe('/news-feed on a phone whose clock is three hours fast', () => {
  it('says how long ago and how soon by the server’s clock', async () => {
    renderWithApi('/news-feed/nfl', [{ path: '/news-feed/:sportId?', Component: NewsFeedPage }], {
      'GET /v1/session': () => answer(signedInSession),
      'GET /v1/wallet': () => answer({ data: null }),
      'GET /v1/news': () =>
        answer({
          data: [
            newsFixture('n1', { headline: 'Marsh questionable', published_at: minutesFromServerNow(-5) }),
          ],
          next_before: null,
        }),
      'GET /v1/games': () =>
        answer({ data: [gameFixture('nfl', { status: 'scheduled', starts_at: minutesFromServerNow(12) })] }),
    });

    const item = (await screen.findByText('Marsh questionable')).closest('[data-testid="news-item"]');
    expect(within(item as HTMLElement).getByText('5 min. ago')).toBeTruthy();
    const chip = await screen.findByTestId('game-chip');
    expect(within(chip).getByTestId('game-status').textContent).toBe('in 12 min');
  });
});
