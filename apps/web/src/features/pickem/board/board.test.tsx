import { PICKEM_BOARD_PAGE_LINES } from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { playerDetailFixture } from '../../../shared/sports/testing/fixtures.ts';
import { answerBoard, boardFixture, boardGame, boardLine, boardPlayer } from '../testing/board-fixtures.ts';
import { renderPickEm } from '../testing/render-pick-em.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));

afterEach(() => {
  vi.useRealTimers();
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

async function liveSocket(...topics: string[]) {
  await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  await waitFor(() =>
    expect(socket.sent.flatMap((request) => request.topics)).toEqual(expect.arrayContaining(topics)),
  );
  return socket;
}

const cardOf = (propId: string) =>
  screen.getAllByTestId('line-card').find((card) => card.dataset.propId === propId);

describe("the pick'em board", () => {
  it('shows the first page of a 2,000-line board, a window of it in the DOM, and loads more on scroll', async () => {
    const board = boardFixture(2_000);
    const { api } = renderPickEm('/pick-em/higher-lower/all/home', {
      'GET /v1/pickem/board': (call) => json(answerBoard(call.url, board)),
    });
    // The count is the whole board's, from the first answer.
    await screen.findByText('2,000');
    const cards = screen.getAllByTestId('line-card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(40);
    const asked = () =>
      api.callsTo('GET', '/v1/pickem/board').map((call) => Object.fromEntries(call.url.searchParams));
    expect(asked()).toEqual([
      { kind: 'higher_lower', timing: 'all', limit: String(PICKEM_BOARD_PAGE_LINES) },
    ]);
    // The list is as tall as the first page's rows; the next page waits for the player to get near.
    const list = screen.getByTestId('board-list');
    const height = () => Number.parseInt(list.style.height, 10);
    expect(height()).toBeGreaterThan(PICKEM_BOARD_PAGE_LINES * 200);
    expect(height()).toBeLessThan(2 * PICKEM_BOARD_PAGE_LINES * 220);

    Object.defineProperty(window, 'scrollY', { configurable: true, value: height() - 1_000 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() =>
      expect(asked()[1]).toEqual({
        kind: 'higher_lower',
        timing: 'all',
        limit: String(PICKEM_BOARD_PAGE_LINES),
        cursor: `prop-${PICKEM_BOARD_PAGE_LINES - 1}`,
      }),
    );
    await waitFor(() => expect(height()).toBeGreaterThan(2 * PICKEM_BOARD_PAGE_LINES * 200));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('searches the whole board: the pages not loaded yet follow a search', async () => {
    const board = boardFixture(300);
    const { api } = renderPickEm('/pick-em/higher-lower/all/home', {
      'GET /v1/pickem/board': (call) => json(answerBoard(call.url, board)),
    });
    await screen.findByText('300');
    const last = boardPlayer(299);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search players or teams' }),
      `${last.first_name} ${last.last_name}`,
    );
    await waitFor(() => expect(cardOf('prop-299')).toBeTruthy());
    expect(api.callsTo('GET', '/v1/pickem/board')).toHaveLength(3);
  });

  it('a search made while the board refetches asks for the next pages once the refetch is in, and finds its line', async () => {
    const board = boardFixture(300);
    let holdFirstPage: Promise<void> | null = null;
    let releaseFirstPage = () => {};
    const { api } = renderPickEm('/pick-em/higher-lower/all/home', {
      'GET /v1/pickem/board': async (call) => {
        if (!call.url.searchParams.has('cursor') && holdFirstPage) await holdFirstPage;
        return json(answerBoard(call.url, board));
      },
    });
    await screen.findByText('300');
    const socket = await liveSocket('pickem:nfl');
    // The socket says messages may have been missed: the board refetches, and that answer is held.
    holdFirstPage = new Promise<void>((resolve) => {
      releaseFirstPage = resolve;
    });
    act(() => socket.push({ type: 'resync' }));
    const calls = () => api.callsTo('GET', '/v1/pickem/board');
    await waitFor(() => expect(calls().length).toBeGreaterThan(1));
    const last = boardPlayer(299);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search players or teams' }),
      `${last.first_name} ${last.last_name}`,
    );
    // No next page while the refetch is under way (it would cancel the refetch, and be cancelled back).
    expect(calls().filter((call) => call.url.searchParams.has('cursor'))).toEqual([]);
    releaseFirstPage();
    await waitFor(() => expect(cardOf('prop-299')).toBeTruthy());
    expect(calls().filter((call) => call.url.searchParams.has('cursor'))).toHaveLength(2);
  });

  it('moves a pushed line in place with a highlight, disables a suspended one and drops a locked one', async () => {
    const board = boardFixture(6);
    renderPickEm('/pick-em/higher-lower/all/nfl', { 'GET /v1/pickem/board': () => json(board) });
    const socket = await liveSocket('pickem:nfl');
    const before = await waitFor(() => {
      const card = cardOf('prop-1');
      expect(card).toBeTruthy();
      return card!;
    });
    expect(within(before).getByTestId('line-value').textContent).toContain('51.5');
    const order = () => screen.getAllByTestId('line-card').map((card) => card.dataset.propId);
    const orderBefore = order();

    const moved = boardLine(1, { version: 2, stat_value: 56.5 });
    const suspended = boardLine(2, { version: 2, status: 'suspended' });
    const locked = boardLine(4, { version: 2, status: 'locked' });
    act(() =>
      socket.push({
        type: 'pickem_lines',
        topic: 'pickem:nfl',
        data: { lines: [moved, suspended, locked], players: [], games: [] },
      }),
    );

    await waitFor(() => expect(cardOf('prop-1')?.dataset.lineId).toBe('line-1-v2'));
    const after = cardOf('prop-1')!;
    expect(after).toBe(before);
    const value = within(after).getByTestId('line-value');
    expect(value.textContent).toContain('56.5');
    expect(value.dataset.changed).toBe('true');
    expect(order()).toEqual(orderBefore.filter((prop) => prop !== 'prop-4'));
    const paused = cardOf('prop-2')!;
    expect(within(paused).getByText('Suspended')).toBeTruthy();
    for (const button of within(paused).getAllByRole('button', { name: /higher than|lower than/ }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps a line pushed while the board was still loading, and ignores an older one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderPickEm('/pick-em/higher-lower/all/nfl', {
      'GET /v1/pickem/board': async () => {
        await held;
        return json(boardFixture(3, [boardLine(2, { version: 3 })]));
      },
    });
    const socket = await liveSocket('pickem:nfl');
    const lines = [
      boardLine(1, { version: 2, stat_value: 60.5 }),
      boardLine(2, { version: 2, stat_value: 1.5 }),
    ];
    act(() =>
      socket.push({ type: 'pickem_lines', topic: 'pickem:nfl', data: { lines, players: [], games: [] } }),
    );
    release();
    await waitFor(() => expect(cardOf('prop-1')?.dataset.lineId).toBe('line-1-v2'));
    expect(cardOf('prop-2')?.dataset.lineId).toBe('line-2-v3');
  });

  it("moves every card's game chip from the sport's games topic", async () => {
    renderPickEm('/pick-em/higher-lower/all/nfl', { 'GET /v1/pickem/board': () => json(boardFixture(2)) });
    const socket = await liveSocket('pickem:nfl', 'games:nfl');
    await waitFor(() => expect(screen.getAllByTestId('game-chip')).toHaveLength(2));
    const live = {
      ...boardGame,
      status: 'in_progress',
      period: 2,
      clock_seconds: 300,
      home_score: 7,
      version: 9,
    };
    act(() => socket.push({ type: 'game', topic: 'games:nfl', data: live }));
    await waitFor(() =>
      expect(screen.getAllByTestId('game-chip').map((chip) => chip.dataset.status)).toEqual([
        'in_progress',
        'in_progress',
      ]),
    );
    // One topic for the sport's games, not one per card.
    expect(socket.sent.flatMap((request) => request.topics).filter((t) => t.startsWith('game:'))).toEqual([]);
  });

  it('adds a new line pushed for the sport, with its player', async () => {
    renderPickEm('/pick-em/higher-lower/all/nfl', { 'GET /v1/pickem/board': () => json(boardFixture(2)) });
    const socket = await liveSocket('pickem:nfl');
    await waitFor(() => expect(screen.getAllByTestId('line-card')).toHaveLength(2));
    act(() =>
      socket.push({
        type: 'pickem_lines',
        topic: 'pickem:nfl',
        data: { lines: [boardLine(9)], players: [boardPlayer(9)], games: [] },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('line-card')).toHaveLength(3));
    expect(cardOf('prop-9')?.getAttribute('aria-label')).toContain(
      `${boardPlayer(9).first_name} ${boardPlayer(9).last_name}`,
    );
  });

  it('searches by player or team and filters by stat', async () => {
    const user = userEvent.setup();
    renderPickEm('/pick-em/higher-lower/all/home', { 'GET /v1/pickem/board': () => json(boardFixture(6)) });
    await waitFor(() => expect(screen.getAllByTestId('line-card')).toHaveLength(6));
    await user.type(screen.getByRole('searchbox', { name: 'Search players or teams' }), 'bills');
    await waitFor(() => expect(screen.getAllByTestId('line-card')).toHaveLength(3));
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Receptions' }));
    await waitFor(() => expect(screen.getAllByTestId('line-card')).toHaveLength(2));
    await user.type(screen.getByRole('searchbox'), 'nobody at all');
    expect(await screen.findByText('No lines match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByTestId('line-card')).toHaveLength(6));
  });

  it("opens the player's card from their name", async () => {
    const user = userEvent.setup();
    const { api } = renderPickEm('/pick-em/higher-lower/all/home', {
      'GET /v1/pickem/board': () => json(boardFixture(3)),
      'GET /v1/players/nfl-p1': () => json(playerDetailFixture()),
    });
    const name = `${boardPlayer(1).first_name} ${boardPlayer(1).last_name}`;
    await user.click(await screen.findByRole('button', { name }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByTestId('player-card')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/v1/players/nfl-p1')).toHaveLength(1));
  });

  it('shows rivals as two players with the handicap', async () => {
    const [a, b] = [boardPlayer(0), boardPlayer(1)];
    const rival = boardLine(0, {
      kind: 'rivals',
      stat_value: 2.5,
      subjects: [
        { player_id: a.id, game_id: 'nfl-g1', team_id: a.team!.id, current_value: null },
        { player_id: b.id, game_id: 'nfl-g1', team_id: b.team!.id, current_value: null },
      ],
      options: [
        { id: 'line-0-v1.first', choice: 'first', multiplier_hundredths: 100 },
        { id: 'line-0-v1.second', choice: 'second', multiplier_hundredths: 110 },
      ],
    });
    const board = { ...boardFixture(0), lines: [rival], players: [a, b] };
    const { api } = renderPickEm('/pick-em/rivals/pre-game/nfl', {
      'GET /v1/pickem/board': () => json(board),
    });
    const card = await screen.findByTestId('line-card');
    expect(within(card).getByText('+2.5')).toBeTruthy();
    expect(within(card).getByTestId('boost-badge').textContent).toBe('1.10×');
    const [call] = api.callsTo('GET', '/v1/pickem/board');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      kind: 'rivals',
      timing: 'pre-game',
      sport: 'nfl',
      limit: String(PICKEM_BOARD_PAGE_LINES),
    });
  });

  it('says when a tab has no lines, and offers a retry when the board fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPickEm('/pick-em/higher-lower/in-game/home', {
      'GET /v1/pickem/board': () =>
        fail ? apiError(503, 'service_unavailable', 'Try again.') : json(boardFixture(0)),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No lines right now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See every line' }).getAttribute('href')).toBe(
      '/pick-em/higher-lower/all/home',
    );
  });

  it('counts a game’s start on the server’s clock (the answer’s time), not a device clock 10 minutes slow', async () => {
    const serverNow = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: serverNow - 10 * 60_000 });
    const soon = { ...boardGame, starts_at: new Date(serverNow + 12 * 60_000).toISOString() };
    renderPickEm('/pick-em/higher-lower/all/home', {
      'GET /v1/pickem/board': (call) =>
        json({
          ...answerBoard(call.url, { ...boardFixture(3), games: [soon] }),
          as_of: new Date(Date.now() + 10 * 60_000).toISOString(),
        }),
    });
    await waitFor(() => expect(screen.getAllByTestId('game-status')[0]?.textContent).toBe('in 12 min'));
  });

  it('dates a player card’s news on the server’s clock too, on a device clock 10 minutes slow', async () => {
    const serverNow = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: serverNow - 10 * 60_000 });
    const detail = playerDetailFixture();
    const news = [{ ...detail.data.news[0]!, published_at: new Date(serverNow - 5 * 60_000).toISOString() }];
    renderPickEm('/pick-em/higher-lower/all/home', {
      'GET /v1/pickem/board': (call) =>
        json({
          ...answerBoard(call.url, boardFixture(3)),
          as_of: new Date(Date.now() + 10 * 60_000).toISOString(),
        }),
      'GET /v1/players/nfl-p1': () => json({ data: { ...detail.data, news } }),
    });
    const name = `${boardPlayer(1).first_name} ${boardPlayer(1).last_name}`;
    await userEvent.click(await screen.findByRole('button', { name }));
    const sheet = await screen.findByRole('dialog');
    await waitFor(() => expect(within(sheet).getByText('5 min. ago')).toBeTruthy());
  });
});
