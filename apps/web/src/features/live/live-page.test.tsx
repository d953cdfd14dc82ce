import type { PickemEntry } from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletQueryKey } from '../../shared/api/index.ts';
import { pickemQueryKeys } from '../../shared/api/pickem.ts';
import { apiError, json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { entryFixture, liveGame, marsh, pickFixture } from '../../shared/pickem-entries/testing/fixtures.ts';
import { stopLiveWallet } from '../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../shared/sports/testing/fake-socket.ts';
import { gameFixture } from '../../shared/sports/testing/fixtures.ts';
import { LivePage } from './live-page.tsx';
import { liveAndUpcoming, throttle } from './use-live-entries.ts';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/live/:gameType?/:sportId?/:slateId?', Component: LivePage }];

/** `GET /v1/pickem/entries` by status, from whatever `entries` holds now; the server's clock `serverSkewMs` ahead. */
function entriesApi(entries: { current: PickemEntry[] }, { serverSkewMs = 0 } = {}) {
  return {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/wallet': () => json({ data: null }),
    'GET /v1/slates': () => json({ data: [] }),
    'GET /v1/pickem/entries': (call: { url: URL }) => {
      const status = call.url.searchParams.get('status');
      return json({
        entries: entries.current.filter((entry) => entry.status === status),
        next_cursor: null,
        server_now: new Date(Date.now() + serverSkewMs).toISOString(),
      });
    },
  };
}

async function liveSocket(...topics: string[]) {
  await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  await waitFor(() =>
    expect(socket.sent.flatMap((request) => request.topics)).toEqual(expect.arrayContaining(topics)),
  );
  return socket;
}

const marshPick = (entry: HTMLElement) =>
  within(entry)
    .getAllByTestId('pick')
    .find((pick) => pick.dataset.propId === `prop-${marsh.id}`)!;

describe('/live/:gameType/:sportId/:slateId', () => {
  it('shows each live pick’s stat against its line and moves it when a stat event for its game arrives', async () => {
    const entries = { current: [entryFixture()] };
    const { api } = renderWithApi('/live/pick-em', routes, entriesApi(entries));
    const entry = await screen.findByRole('article', { name: '3-pick Flex entry' });
    expect(within(marshPick(entry)).getByTestId('pick-current').textContent).toBe('40');
    expect(within(marshPick(entry)).getByText(/24.5 to go/)).toBeTruthy();
    // Okafor (lower 30.5) at 12 is undecided; Reyes (higher 4.5) at 6 has already hit.
    expect(
      within(entry)
        .getAllByTestId('pick-standing')
        .map((badge) => badge.textContent),
    ).toEqual(['Hit']);
    expect(within(entry).getAllByTestId('pick-game-status')[0]!.textContent).toContain('Q2 5:00');

    const socket = await liveSocket(`game:${liveGame.id}`);
    const before = api.callsTo('GET', '/v1/pickem/entries').length;
    const [, okafor, reyes] = entries.current[0]!.picks;
    entries.current = [
      entryFixture({ picks: [pickFixture({ playerId: marsh.id, current: 71 }), okafor!, reyes!] }),
    ];
    const moved = { ...liveGame, period: 3, clock_seconds: 600, version: 9 };
    act(() => socket.push({ type: 'game', topic: `game:${liveGame.id}`, data: moved }));
    await waitFor(() => expect(within(marshPick(entry)).getByTestId('pick-current').textContent).toBe('71'));
    expect(within(marshPick(entry)).getByTestId('pick-standing').textContent).toBe('Hit');
    expect(within(entry).getAllByTestId('pick-game-status')[0]!.textContent).toContain('Q3 10:00');
    // One push refetched the live and upcoming lists once each.
    expect(api.callsTo('GET', '/v1/pickem/entries').length - before).toBe(2);
  });

  it('asks for the entries of the sport and slate in the address', async () => {
    const { api } = renderWithApi(
      '/live/pick-em/nfl/nfl-s1',
      routes,
      entriesApi({ current: [entryFixture()] }),
    );
    await screen.findByRole('article', { name: '3-pick Flex entry' });
    const query = api.callsTo('GET', '/v1/pickem/entries')[0]!.url.searchParams;
    expect([query.get('sport'), query.get('slate')]).toEqual(['nfl', 'nfl-s1']);
    expect((screen.getByLabelText('Sport') as HTMLSelectElement).value).toBe('nfl');
  });

  it('cancels an upcoming entry inside its window, keeping one idempotency key for the attempt', async () => {
    const upcomingGame = gameFixture('nfl', { starts_at: new Date(Date.now() + 3_600_000).toISOString() });
    const upcoming = entryFixture({
      status: 'upcoming',
      games: [upcomingGame],
      cancellable_until: new Date(Date.now() + 90_000).toISOString(),
    });
    const entries = { current: [upcoming] };
    let answers = 0;
    const { api } = renderWithApi('/live', routes, {
      ...entriesApi(entries),
      'POST /v1/pickem/entries/entry-1/cancel': () => {
        answers += 1;
        if (answers === 1) return apiError(503, 'service_unavailable', 'Try again in a moment.');
        entries.current = [];
        return json({ ...upcoming, status: 'cancelled', cancellable_until: null });
      },
    });
    await screen.findByRole('heading', { name: 'Upcoming 1' });
    const cancel = screen.getByRole('button', { name: /Cancel entry, \d+ seconds left/ });
    expect(cancel.textContent).toMatch(/1:(2|3)\d/);
    await userEvent.click(cancel);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: /Cancel entry/ }));
    await screen.findByText('No live or upcoming entries');
    const keys = api
      .callsTo('POST', '/v1/pickem/entries/entry-1/cancel')
      .map((call) => call.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('counts the cancel window down on the server’s clock: a phone two minutes slow still offers no cancel once it closed', async () => {
    const upcomingGame = gameFixture('nfl', { starts_at: new Date(Date.now() + 3_600_000).toISOString() });
    // On the server the window closes in 30 s; this device's clock reads two minutes earlier.
    const serverSkewMs = 120_000;
    const open = entryFixture({
      id: 'entry-open',
      status: 'upcoming',
      games: [upcomingGame],
      cancellable_until: new Date(Date.now() + serverSkewMs + 30_000).toISOString(),
    });
    const closed = entryFixture({
      id: 'entry-closed',
      status: 'upcoming',
      games: [upcomingGame],
      cancellable_until: new Date(Date.now() + serverSkewMs - 10_000).toISOString(),
    });
    renderWithApi('/live', routes, entriesApi({ current: [open, closed] }, { serverSkewMs }));
    await screen.findByRole('heading', { name: 'Upcoming 2' });
    const [first, second] = screen.getAllByRole('article');
    expect(
      within(first!).getByRole('button', { name: /Cancel entry, \d+ seconds left/ }).textContent,
    ).toMatch(/0:(2\d|30)$/);
    expect(within(second!).queryByRole('button', { name: /Cancel entry/ })).toBeNull();
  });

  it('measures the server’s clock against when a cached answer arrived, not when the page reads it', async () => {
    const upcomingGame = gameFixture('nfl', { starts_at: new Date(Date.now() + 3_600_000).toISOString() });
    // The dashboard asked for the upcoming entries 90 s ago (same cache key); the window closed 10 s ago.
    const arrivedAt = Date.now() - 90_000;
    const closed = entryFixture({
      status: 'upcoming',
      games: [upcomingGame],
      cancellable_until: new Date(Date.now() - 10_000).toISOString(),
    });
    const answer = (entries: PickemEntry[]) => ({
      entries,
      next_cursor: null,
      server_now: new Date(arrivedAt).toISOString(),
    });
    renderWithApi(
      '/live',
      routes,
      {
        'GET /v1/session': () => json(signedInSession),
        'GET /v1/wallet': () => json({ data: null }),
        'GET /v1/slates': () => json({ data: [] }),
        'GET /v1/pickem/entries': () => new Promise<Response>(() => {}),
      },
      {
        cached: [
          { key: pickemQueryKeys.entryList({ status: 'live' }), data: answer([]), updatedAt: arrivedAt },
          {
            key: pickemQueryKeys.entryList({ status: 'upcoming' }),
            data: answer([closed]),
            updatedAt: arrivedAt,
          },
        ],
      },
    );
    await screen.findByRole('heading', { name: 'Upcoming 1' });
    expect(screen.queryByRole('button', { name: /Cancel entry/ })).toBeNull();
  });

  it('says a cancel whose answer was lost may have gone through, and refreshes entries and wallet', async () => {
    const upcoming = entryFixture({
      status: 'upcoming',
      cancellable_until: new Date(Date.now() + 90_000).toISOString(),
    });
    const { api, queryClient } = renderWithApi('/live', routes, {
      ...entriesApi({ current: [upcoming] }),
      'POST /v1/pickem/entries/entry-1/cancel': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    // The balance another part of the page shows.
    queryClient.setQueryData(walletQueryKey, { data: null });
    const cancel = await screen.findByRole('button', { name: /Cancel entry, \d+ seconds left/ });
    const entriesBefore = api.callsTo('GET', '/v1/pickem/entries').length;
    await userEvent.click(cancel);
    expect((await screen.findByRole('alert')).textContent).toMatch(/may have gone through/);
    await waitFor(() =>
      expect(api.callsTo('GET', '/v1/pickem/entries').length).toBeGreaterThan(entriesBefore),
    );
    expect(queryClient.getQueryState(walletQueryKey)?.isInvalidated).toBe(true);
  });

  it('keeps a cancel’s failure in view after the window closed while it was on its way', async () => {
    const closesAt = Date.now() + 1_000;
    const upcoming = entryFixture({
      status: 'upcoming',
      cancellable_until: new Date(closesAt).toISOString(),
    });
    renderWithApi('/live', routes, {
      ...entriesApi({ current: [upcoming] }),
      'POST /v1/pickem/entries/entry-1/cancel': async () => {
        // The answer arrives after the window has closed.
        await new Promise((resolve) => setTimeout(resolve, closesAt - Date.now() + 100));
        return apiError(422, 'pickem_entry_not_cancellable', 'This entry can no longer be cancelled.');
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Cancel entry, \d+ seconds left/ }));
    const alert = await screen.findByRole('alert', {}, { timeout: 3_000 });
    expect(alert.textContent).toContain('This entry can no longer be cancelled.');
    // The clock passes the window's end: the button goes, the failure stays.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cancel entry/ })).toBeNull(), {
      timeout: 3_000,
    });
    expect(screen.getByRole('alert').textContent).toContain('This entry can no longer be cancelled.');
  });

  it('offers no cancel once the window has closed', async () => {
    const entries = {
      current: [
        entryFixture({ status: 'upcoming', cancellable_until: new Date(Date.now() - 1_000).toISOString() }),
      ],
    };
    renderWithApi('/live/pick-em', routes, entriesApi(entries));
    await screen.findByRole('article', { name: '3-pick Flex entry' });
    expect(screen.queryByRole('button', { name: /Cancel entry/ })).toBeNull();
  });

  it('invites a player with no entries to make picks', async () => {
    renderWithApi('/live/pickem/nfl/nfl-s1', routes, entriesApi({ current: [] }));
    expect(await screen.findByText('No live or upcoming entries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make picks' }).getAttribute('href')).toBe('/pick-em');
  });
});

describe('throttle', () => {
  it('runs the first call at once and folds a burst into one trailing run', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const refresh = throttle(work, 1_000);
    refresh.call();
    expect(work).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 9; i += 1) refresh.call();
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    expect(work).toHaveBeenCalledTimes(2);
    refresh.call();
    expect(work).toHaveBeenCalledTimes(3);
    refresh.call();
    refresh.cancel();
    vi.advanceTimersByTime(5_000);
    expect(work).toHaveBeenCalledTimes(3);
  });
});

describe('liveAndUpcoming', () => {
  it('shows an entry caught in both lists (fetched a moment apart) once, as live', () => {
    const going = entryFixture({ id: 'going' });
    const waiting = entryFixture({ id: 'waiting', status: 'upcoming' });
    const sections = liveAndUpcoming([going], [{ ...going, status: 'upcoming' }, waiting]);
    expect(sections.live.map((entry) => entry.id)).toEqual(['going']);
    expect(sections.upcoming.map((entry) => entry.id)).toEqual(['waiting']);
  });
});
