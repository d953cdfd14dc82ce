import { newsResponseSchema } from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type RecordedCall, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { stopLiveWallet } from '../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../shared/sports/testing/fake-socket.ts';
import {
  gameFixture,
  newsFixture,
  playerDetailFixture,
  playerFixture,
  teamsOf,
} from '../../shared/sports/testing/fixtures.ts';
import { NewsFeedPage } from './news-feed-page.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));

afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

/** The page's one live socket, open, once it has asked for these topics. */
async function liveSocket(...topics: string[]) {
  await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  await waitFor(() =>
    expect(socket.sent.flatMap((request) => request.topics)).toEqual(expect.arrayContaining(topics)),
  );
  return socket;
}

const routes = [
  { path: '/news-feed/:sportId?', Component: NewsFeedPage },
  { path: '/m/news-feed/:sportId', Component: NewsFeedPage },
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const [, bills] = teamsOf('nfl');
const injured = playerFixture({
  id: 'nfl-p2',
  first_name: 'Drew',
  last_name: 'Okafor',
  status: 'out',
  team: bills,
});

const firstPage = [
  newsFixture('n3', { headline: 'Marsh questionable for Sunday', published_at: minutesAgo(5) }),
  newsFixture('n2', {
    headline: 'Okafor ruled out',
    published_at: minutesAgo(40),
    players: [injured],
    teams: [bills],
  }),
];
const secondPage = [
  newsFixture('n1', { headline: 'Marsh returns to practice', published_at: minutesAgo(300) }),
];

/** `GET /v1/news`: two pages by cursor; injuries answers the Okafor item alone. */
function newsHandler(call: RecordedCall) {
  const query = call.url.searchParams;
  if (query.get('kind') === 'injuries')
    return json(newsResponseSchema.parse({ data: [firstPage[1]], next_before: null }));
  if (query.get('team_id') === bills.id) return json({ data: [firstPage[1]], next_before: null });
  if (query.get('before') === 'cursor-2') return json({ data: secondPage, next_before: null });
  return json({ data: firstPage, next_before: 'cursor-2' });
}

const handlers = {
  'GET /v1/session': () => json(signedInSession),
  'GET /v1/wallet': () => json({ data: null }),
  'GET /v1/news': newsHandler,
  'GET /v1/games': () =>
    json({
      data: [
        gameFixture('nfl', {
          status: 'in_progress',
          period: 2,
          clock_seconds: 300,
          home_score: 10,
          away_score: 7,
          version: 5,
        }),
      ],
    }),
  'GET /v1/players/nfl-p1': () => json(playerDetailFixture()),
  'GET /v1/players': () => json({ data: [injured] }),
};

const headlines = () =>
  screen.getAllByTestId('news-item').map((item) => within(item).getByRole('heading').textContent);

describe('/news-feed/:sportId', () => {
  it('lists the sport’s news newest first, loads more by cursor, with today’s games on top', async () => {
    const { api } = renderWithApi('/news-feed/nfl', routes, handlers);
    await screen.findByText('Marsh questionable for Sunday');
    expect(headlines()).toEqual(['Marsh questionable for Sunday', 'Okafor ruled out']);
    expect(api.callsTo('GET', '/v1/news')[0]!.url.searchParams.get('sport_id')).toBe('nfl');
    expect(screen.getByRole('link', { name: /NFL/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);

    const chip = await screen.findByTestId('game-chip');
    expect(within(chip).getByTestId('game-status').textContent).toBe('Q2 5:00');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Marsh returns to practice');
    expect(headlines()).toEqual([
      'Marsh questionable for Sunday',
      'Okafor ruled out',
      'Marsh returns to practice',
    ]);
    expect(api.callsTo('GET', '/v1/news').at(-1)!.url.searchParams.get('before')).toBe('cursor-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('You’re all caught up.')).toBeTruthy();
  });

  it('filters to injuries and to a team picked from a tag, keeping the filters in the address', async () => {
    const { api, location } = renderWithApi('/news-feed/nfl', routes, handlers);
    await screen.findByText('Marsh questionable for Sunday');
    await userEvent.click(screen.getByRole('tab', { name: 'Injuries' }));
    await waitFor(() => expect(headlines()).toEqual(['Okafor ruled out']));
    expect(location()).toBe('/news-feed/nfl?kind=injuries');
    expect(api.callsTo('GET', '/v1/news').at(-1)!.url.searchParams.get('kind')).toBe('injuries');

    await userEvent.click(screen.getByRole('tab', { name: 'All news' }));
    await screen.findByText('Marsh questionable for Sunday');
    await userEvent.click(screen.getByRole('button', { name: /^Bills.*only Buffalo Bills news$/ }));
    await waitFor(() => expect(headlines()).toEqual(['Okafor ruled out']));
    expect(location()).toBe(`/news-feed/nfl?team=${bills.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Buffalo Bills' }));
    await waitFor(() => expect(headlines()).toHaveLength(2));
  });

  it('holds items pushed on news:<sport> behind a "new updates" pill, then puts them on top', async () => {
    renderWithApi('/news-feed/nfl', routes, handlers);
    await screen.findByText('Marsh questionable for Sunday');
    const socket = await liveSocket('news:nfl');
    const upgraded = newsFixture('n4', {
      headline: 'Marsh upgraded to full practice',
      published_at: minutesAgo(0),
    });
    act(() => socket.push({ type: 'news', topic: 'news:nfl', data: upgraded }));
    act(() =>
      socket.push({
        type: 'news',
        topic: 'news:nfl',
        data: newsFixture('n5', {
          headline: 'Okafor placed on IR',
          published_at: minutesAgo(0),
          players: [injured],
        }),
      }),
    );
    // The same item twice (a reconnect can repeat it) counts once.
    act(() => socket.push({ type: 'news', topic: 'news:nfl', data: upgraded }));
    const pill = await screen.findByRole('button', { name: '2 new updates' });
    // The list does not move under the reader until they ask.
    expect(headlines()).toEqual(['Marsh questionable for Sunday', 'Okafor ruled out']);
    await userEvent.click(pill);
    await waitFor(() => expect(headlines()).toHaveLength(4));
    expect(headlines().slice(0, 2).sort()).toEqual([
      'Marsh upgraded to full practice',
      'Okafor placed on IR',
    ]);
    expect(screen.queryByRole('button', { name: /new update/ })).toBeNull();
  });

  it('moves a live game’s score and clock in the games strip when the server pushes it', async () => {
    renderWithApi('/news-feed/nfl', routes, handlers);
    const chip = await screen.findByTestId('game-chip');
    const socket = await liveSocket('game:nfl-g1');
    const game = gameFixture('nfl', {
      status: 'in_progress',
      period: 3,
      clock_seconds: 61,
      home_score: 17,
      away_score: 7,
      version: 9,
    });
    act(() => socket.push({ type: 'game', topic: 'game:nfl-g1', data: game }));
    await waitFor(() => expect(within(chip).getByTestId('game-status').textContent).toBe('Q3 1:01'));
    expect(
      within(chip)
        .getAllByTestId('score')
        .map((score) => score.textContent),
    ).toEqual(['7', '17']);
    expect(screen.getByText('1 live')).toBeTruthy();
    const final = { ...game, status: 'final', period: 4, clock_seconds: 0, home_score: 24, version: 80 };
    act(() => socket.push({ type: 'game', topic: 'game:nfl-g1', data: final }));
    await waitFor(() => expect(within(chip).getByTestId('game-status').textContent).toBe('Final'));
    expect(screen.queryByText('1 live')).toBeNull();
  });

  it('opens the player card from a news item’s player chip', async () => {
    renderWithApi('/news-feed/nfl', routes, handlers);
    const item = (await screen.findByText('Marsh questionable for Sunday')).closest('article')!;
    await userEvent.click(within(item).getByRole('button', { name: /^Jalen Marsh .*, open player card$/ }));
    const card = await screen.findByRole('dialog', { name: 'Jalen Marsh' });
    expect(await within(card).findByTestId('game-log')).toBeTruthy();
  });

  it('narrows the feed to a player found by name', async () => {
    const { location, api } = renderWithApi('/news-feed/nfl', routes, handlers);
    await screen.findByText('Marsh questionable for Sunday');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search players' }), 'oka');
    const found = await screen.findByRole('list', { name: 'Players' });
    await userEvent.click(within(found).getByRole('button', { name: /Drew Okafor/ }));
    expect(location()).toBe('/news-feed/nfl?player=nfl-p2');
    expect(api.callsTo('GET', '/v1/players').at(-1)!.url.searchParams.get('q')).toBe('oka');
    expect(await screen.findByRole('button', { name: 'Clear Drew Okafor' })).toBeTruthy();
  });

  it('shows an empty state, and a clear-filters way out when filters match nothing', async () => {
    renderWithApi('/news-feed/nhl?kind=injuries', routes, {
      ...handlers,
      'GET /v1/news': () => json({ data: [], next_before: null }),
      'GET /v1/games': () => json({ data: [] }),
    });
    expect(await screen.findByText('No news matches these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No news yet')).toBeTruthy();
  });

  it('keeps the /m/ prefix on sport tabs and sends a missing sport to the NFL', async () => {
    const { location } = renderWithApi('/news-feed', routes, handlers);
    await waitFor(() => expect(location()).toBe('/news-feed/nfl'));
    const mobile = renderWithApi('/m/news-feed/nba', routes, handlers);
    await waitFor(() => expect(mobile.location()).toBe('/m/news-feed/nba'));
    const links = await screen.findAllByRole('link', { name: /NHL/ });
    expect(links.at(-1)!.getAttribute('href')).toBe('/m/news-feed/nhl');
  });
});
