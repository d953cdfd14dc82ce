import { PICKEM_BOARD_PAGE_LINES } from '@kennel/core';
import { screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contestFixture,
  slatesFixture,
  walletBody,
} from '../../features/drafts/lobby/testing/lobby-fixtures.ts';
import {
  DRAFT_ID,
  draftFixture,
  poolFixture,
  poolPlayers,
} from '../../features/drafts/room/testing/fixtures.ts';
import { boardFixture } from '../../features/pickem/testing/board-fixtures.ts';
import {
  apiError,
  createFakeApi,
  type FakeHandler,
  json,
  signedInSession,
} from '../../shared/api/testing/fake-api.ts';
import { createMonitoring } from '../../shared/monitoring/index.ts';
import { stopLiveWallet } from '../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../shared/sports/testing/fake-socket.ts';
import { saveThemeChoice } from '../../shared/theme/theme.ts';
import { startApp } from '../startup/start-app.tsx';
import { type PreloadedAnswer, renderGamePage } from './render-game-page.tsx';
import { SERVER_CACHE_ELEMENT_ID, WEB_BUILD } from './server-cache.ts';

// ADR 0046: the live page hydrates a server-rendered game page instead of replacing it, so its
// first render must draw exactly what the server drew. React reports what it cannot keep (text,
// structure) as a recoverable error and, in development, an attribute it leaves stale (React 19
// never patches them) as a console error: both must stay empty for every game page.

const SHELL = [
  { path: '/v1/session', body: signedInSession },
  { path: '/v1/wallet', body: walletBody(12_34) },
  {
    path: '/v1/shared-client-config?api_version=v1&client_type=web',
    body: { data: { enhanced_terms_of_use_url: 'https://legal.kennel.example/terms' } },
  },
];
const contests = { contests: [contestFixture()], as_of: '2099-11-24T10:00:00.000Z' };

const PAGES: { name: string; url: string; answers: PreloadedAnswer[] }[] = [
  {
    name: 'the lobby',
    url: '/lobby/nfl',
    answers: [
      ...SHELL,
      { path: '/v1/contests?sport=nfl', body: contests },
      { path: '/v1/contests', body: contests },
      { path: '/v1/slates?sport_id=nfl&when=upcoming', body: { data: slatesFixture } },
    ],
  },
  {
    name: "the pick'em board",
    url: '/pick-em/higher-lower/all/home',
    answers: [
      ...SHELL,
      {
        path: `/v1/pickem/board?kind=higher_lower&timing=all&limit=${PICKEM_BOARD_PAGE_LINES}`,
        body: boardFixture(30),
      },
    ],
  },
  {
    name: 'the draft room',
    url: `/draft/${DRAFT_ID}`,
    answers: [
      ...SHELL,
      { path: `/v1/drafts/${DRAFT_ID}`, body: draftFixture() },
      { path: `/v1/drafts/${DRAFT_ID}/pool`, body: poolFixture() },
    ],
  },
];

const started: Root[] = [];
beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  for (const root of started.splice(0)) root.unmount();
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the theme cookie saveThemeChoice wrote
  document.cookie = 'kennel_theme=; Max-Age=0; Path=/';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function dataBlock(id: string, value: unknown): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = JSON.stringify(value);
  return element;
}

/**
 * Runs `render` as the API's renderer runs, in Node, where there is no window: without a `document`
 * (what the page's code checks for), storage or media queries (what this device saved or is).
 */
async function onTheServer<T>(render: () => Promise<T>): Promise<T> {
  // These packages decide once, when first loaded, whether there is a page (a layout effect or
  // none). Loaded first here, with the page hidden, they would decide "no page" for every later
  // test file of this worker (files share workers): Radix's dialogs and menus then never mount.
  await Promise.all([
    import('@radix-ui/react-use-layout-effect'),
    import('@floating-ui/react-dom'),
    import('@tanstack/react-virtual'),
  ]);
  const hidden = ['document', 'localStorage', 'sessionStorage', 'matchMedia'] as const;
  const owners = [...new Set<object>([globalThis, window])];
  const kept = owners.flatMap((owner) =>
    hidden.map((name) => ({ owner, name, descriptor: Object.getOwnPropertyDescriptor(owner, name) })),
  );
  for (const { owner, name } of kept) {
    Object.defineProperty(owner, name, { value: undefined, configurable: true, writable: true });
  }
  try {
    return await render();
  } finally {
    for (const { owner, name, descriptor } of kept) {
      if (descriptor) Object.defineProperty(owner, name, descriptor);
      else delete (owner as Record<string, unknown>)[name];
    }
  }
}

/** The page as the API sends it: the server's markup in `#root`, its cache and the answers it does not hold. */
async function serverRenderedPage(url: string, answers: PreloadedAnswer[]): Promise<HTMLElement> {
  const rendered = await onTheServer(() => renderGamePage(url, answers));
  if (!rendered) throw new Error(`${url} did not render on the server`);
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-prerendered', '');
  container.innerHTML = rendered.html;
  document.body.append(
    container,
    dataBlock('kennel-preload', {
      answers: answers.filter((answer) => !rendered.answersInCache.includes(answer.path)),
    }),
    dataBlock(SERVER_CACHE_ELEMENT_ID, JSON.parse(JSON.stringify(rendered.cache))),
  );
  return container;
}

/** Starts the live page on the server's page; answers what hydration reported and which server elements stayed. */
async function hydrate(container: HTMLElement, handlers: Record<string, FakeHandler> = {}) {
  const serverElements = [...container.querySelectorAll('*')];
  const consoleErrors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
  const monitoring = createMonitoring();
  const reported = vi.spyOn(monitoring, 'reportError');
  const notAskedFor = () => apiError(500, 'internal_error', 'Not asked for in this test.');
  const api = createFakeApi({ 'GET /v1/session': notAskedFor, 'GET /v1/wallet': notAskedFor, ...handlers });
  started.push(await startApp(container, { env: {}, monitoring, fetch: api.fetch }));
  await waitFor(() => expect(container.hasAttribute('data-prerendered')).toBe(false));
  return {
    serverElements,
    // What hydration could not keep (the page's later requests are not these tests').
    recoverableErrors: reported.mock.calls.filter(([, context]) => context?.where === 'hydration'),
    // React's development build names each attribute it left as the server drew it.
    mismatches: consoleErrors.filter((message) => /hydrat|did(n't| not) match/i.test(message)),
    /** Whether an element the server drew matching `selector` is still on screen (hydrated, not replaced). */
    kept: (selector: string) =>
      serverElements.some((element) => element.matches(selector) && container.contains(element)),
  };
}

describe('a server-rendered game page hydrated by the live page', () => {
  it.each(PAGES)('$name keeps the server’s DOM and reports no mismatch', async ({ url, answers }) => {
    const container = await serverRenderedPage(url, answers);
    const hydrated = await hydrate(container);
    expect(hydrated.serverElements.length).toBeGreaterThan(20);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.mismatches).toEqual([]);
    // Hydrated, not replaced: the page's frame and heading are the elements the server drew (what
    // follows hydration may then redraw parts, as the board's and the pool's virtual lists do).
    expect(hydrated.kept('[data-layout="main"]')).toBe(true);
    expect(hydrated.kept('h1')).toBe(true);
  });

  // What the virtual lists take over from is the server's first screen: the cards and rows already on
  // screen stay (their effects, observers and clocks with them) instead of being drawn again in one
  // long task right after hydration (bench/README.md, "The board's cards kept").
  it('keeps the board’s first cards when its virtual list takes over', async () => {
    const board = PAGES[1];
    if (!board) throw new Error('no board');
    const container = await serverRenderedPage(board.url, board.answers);
    const cards = [...container.querySelectorAll('[data-testid="player-card-lines"]')];
    expect(cards).toHaveLength(12);
    const hydrated = await hydrate(container);
    expect(hydrated.recoverableErrors).toEqual([]);
    // The virtual list has measured the list and says which rows to draw.
    await waitFor(() =>
      expect(container.querySelector('[data-testid="board-list"][data-columns]')).not.toBeNull(),
    );
    const drawn = [...container.querySelectorAll('[data-testid="player-card-lines"]')];
    expect(drawn.length).toBeGreaterThan(0);
    // The cards it draws are the server's, as far as it draws the first screen's.
    for (const [index, card] of drawn.slice(0, 12).entries()) expect(card).toBe(cards[index]);
  });

  it('keeps the draft pool’s first rows when its virtual list takes over', async () => {
    const room = PAGES[2];
    if (!room) throw new Error('no draft room');
    // More players than the first screen's rows (a screen and the overscan, 20).
    const extra = Array.from({ length: 34 }, (_, index) => ({
      ...poolPlayers[index % poolPlayers.length]!,
      player_id: `p-extra-${index}`,
      last_name: `Extra ${index}`,
      adp: 10 + index,
    }));
    const answers = room.answers.map((answer) =>
      answer.path.endsWith('/pool')
        ? { ...answer, body: { ...poolFixture(), players: [...poolPlayers, ...extra] } }
        : answer,
    );
    const container = await serverRenderedPage(room.url, answers);
    const poolRows = () => [...container.querySelectorAll('ul[aria-label="Players"] > li')];
    const first = poolRows();
    expect(first).toHaveLength(20);
    // The pool's box is 300 px tall (this DOM lays nothing out): five rows and a part in view.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const hydrated = await hydrate(container);
    expect(hydrated.recoverableErrors).toEqual([]);
    // The virtual list has measured the box and says which rows to draw: those in view and the
    // overscan's eight, 14 of the first screen's 20.
    await waitFor(() => expect(poolRows()).toHaveLength(14));
    for (const [index, row] of poolRows().entries()) expect(row).toBe(first[index]);
  });

  it('draws the saved theme right after hydrating the server’s, which knows none', async () => {
    const [lobby] = PAGES;
    if (!lobby) throw new Error('no lobby');
    saveThemeChoice('dark');
    const container = await serverRenderedPage(lobby.url, lobby.answers);
    expect(container.querySelector('[aria-label="Switch to dark theme"]')).not.toBeNull();
    const hydrated = await hydrate(container);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.mismatches).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy());
  });

  it('takes what the player typed before hydration into the page’s state', async () => {
    const board = PAGES[1];
    if (!board) throw new Error('no board');
    const container = await serverRenderedPage(board.url, board.answers);
    const search = container.querySelector<HTMLInputElement>('input[aria-label="Search players or teams"]');
    if (!search) throw new Error('the server drew no search field');
    expect(container.textContent).toContain('30 lines · moves live');
    search.focus();
    search.value = 'Okafor';
    const hydrated = await hydrate(container);
    expect(hydrated.recoverableErrors).toEqual([]);
    // The same field, still focused with what was typed, and the board filtered by it.
    expect(search.isConnected).toBe(true);
    expect(document.activeElement).toBe(search);
    expect(search.value).toBe('Okafor');
    // Players 8 to 15 of the 30 are the Okafors.
    await waitFor(() => expect(container.textContent).toContain('8 lines · moves live'));
    expect(container.textContent).not.toContain('Jalen Marsh');
  });

  /** The browser's navigation entry for a page it took from its cache (nothing came over the network). */
  const fromCache = (responseStart: number) =>
    ({
      type: 'back_forward',
      transferSize: 0,
      decodedBodySize: 40_000,
      responseStart,
    }) as PerformanceNavigationTiming;

  /** The lobby's answers as the server gave them at `at` (its contests say the server's time then). */
  const lobbyAnsweredAt = (at: string) =>
    PAGES[0]!.answers.map((answer) =>
      answer.path.startsWith('/v1/contests') ? { ...answer, body: { ...contests, as_of: at } } : answer,
    );

  it('draws times as the server drew them while hydrating, then as of now', async () => {
    const [lobby] = PAGES;
    if (!lobby) throw new Error('no lobby');
    // The card's entries close at 10:04; the server draws at 9:30, the browser hydrates 2.5 min later.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2099-11-24T09:30:00.000Z') });
    const container = await serverRenderedPage(lobby.url, lobbyAnsweredAt('2099-11-24T09:30:00.000Z'));
    expect(container.textContent).toContain('Entries close in 34\u00a0min');
    // The page arrived at 9:30 and is hydrated at 9:32:30 (the browser says when it arrived).
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { responseStart: performance.now() - 150_000 } as PerformanceNavigationTiming,
    ]);
    vi.setSystemTime(Date.parse('2099-11-24T09:32:30.000Z'));
    // Minutes later the lobby's answers are stale: it asks again, and is answered as of then.
    const hydrated = await hydrate(container, {
      'GET /v1/contests': () => json({ ...contests, as_of: '2099-11-24T09:32:30.000Z' }),
      'GET /v1/slates': () => json({ data: slatesFixture }),
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.mismatches).toEqual([]);
    expect(hydrated.kept('h1')).toBe(true);
    await waitFor(() => expect(container.textContent).toContain('Entries close in 32\u00a0min'));
  });

  it('asks again at once for a page the browser reopened from its cache, drawn 20 minutes before', async () => {
    const [lobby] = PAGES;
    if (!lobby) throw new Error('no lobby');
    // Drawn at 9:30 (entries close at 10:04); Back brings it out of the browser's cache at 9:50.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2099-11-24T09:30:00.000Z') });
    const container = await serverRenderedPage(lobby.url, lobbyAnsweredAt('2099-11-24T09:30:00.000Z'));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([fromCache(performance.now() - 100)]);
    vi.setSystemTime(Date.parse('2099-11-24T09:50:00.000Z'));
    const hydrated = await hydrate(container, {
      'GET /v1/contests': () => json({ ...contests, as_of: '2099-11-24T09:50:00.000Z' }),
      'GET /v1/slates': () => json({ data: slatesFixture }),
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.mismatches).toEqual([]);
    // Not 34 min (the cached page's answers taken as fresh, on a clock 20 minutes off).
    await waitFor(() => expect(container.textContent).toContain('Entries close in 14\u00a0min'));
  });

  it('asks again at once for a page reopened from the cache on a device whose clock is 10 minutes slow', async () => {
    const [lobby] = PAGES;
    if (!lobby) throw new Error('no lobby');
    // Drawn at 9:30 by the server's clock (entries close at 10:04); Back brings it out of the cache
    // at 9:35, when this device says 9:25: by its clock the answers would look fresh.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2099-11-24T09:30:00.000Z') });
    const container = await serverRenderedPage(lobby.url, lobbyAnsweredAt('2099-11-24T09:30:00.000Z'));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([fromCache(performance.now() - 100)]);
    vi.setSystemTime(Date.parse('2099-11-24T09:25:00.000Z'));
    const hydrated = await hydrate(container, {
      'GET /v1/contests': () => json({ ...contests, as_of: '2099-11-24T09:35:00.000Z' }),
      'GET /v1/slates': () => json({ data: slatesFixture }),
    });
    expect(hydrated.recoverableErrors).toEqual([]);
    // Asked again, and counted on the server's clock: not 39 min (this device's) nor 34 (as drawn).
    await waitFor(() => expect(container.textContent).toContain('Entries close in 29\u00a0min'));
  });

  it('counts on the server’s clock from the first paint on a device whose clock is 10 minutes slow', async () => {
    // The server draws at 9:30 by its clock (the card's entries close at 10:04); the page arrives on
    // a device that says 9:20, and nothing is fetched again (no refetch corrects the clock).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2099-11-24T09:30:00.000Z') });
    saveThemeChoice('dark');
    const container = await serverRenderedPage('/lobby/nfl', lobbyAnsweredAt('2099-11-24T09:30:00.000Z'));
    expect(container.textContent).toContain('Entries close in 34\u00a0min');
    vi.setSystemTime(Date.parse('2099-11-24T09:20:00.000Z'));
    const never = () => new Promise<Response>(() => undefined);
    const hydrated = await hydrate(container, { 'GET /v1/contests': never, 'GET /v1/slates': never });
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.mismatches).toEqual([]);
    // Drawn again once hydrated (the saved theme's toggle shows it): still the server's time left.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy());
    expect(container.textContent).toContain('Entries close in 34\u00a0min');
    expect(container.textContent).not.toContain('Entries close in 44\u00a0min');
  });

  it('draws the draft room’s saved sound setting right after hydrating the server’s, which knows none', async () => {
    const room = PAGES[2];
    if (!room) throw new Error('no draft room');
    localStorage.setItem('kennel.draft-sound-muted', 'true');
    const container = await serverRenderedPage(room.url, room.answers);
    const bell = container.querySelector('[aria-label="Mute the your-pick sound"]');
    expect(bell?.getAttribute('aria-pressed')).toBe('false');
    const hydrated = await hydrate(container);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.mismatches).toEqual([]);
    // The server's button, now as this device saved it.
    await waitFor(() => expect(bell?.getAttribute('aria-label')).toBe('Turn the your-pick sound on'));
    expect(bell?.isConnected).toBe(true);
    expect(bell?.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('kennel.draft-sound-muted')).toBe('true');
  });

  it('loads the saved pick’em slip right after hydrating the server’s empty one, and keeps it saved', async () => {
    const board = PAGES[1];
    if (!board) throw new Error('no board');
    const line = boardFixture(30).lines[0];
    const option = line?.options[0];
    if (!line || !option) throw new Error('no line');
    const saved = JSON.stringify({
      version: 1,
      entryType: 'standard',
      picks: [{ optionId: option.id, lineId: line.id, propId: line.prop_id }],
    });
    localStorage.setItem('kennel.pick-em', saved);
    const container = await serverRenderedPage(board.url, board.answers);
    // The server has no storage: the saved pick's button is not drawn chosen; the live page chooses
    // it once hydrated. (Counted on the line's card: other pressed controls, such as the slip's quick
    // amounts or a filter, depend on what earlier files left in the shared page.)
    const pickedOnCard = () =>
      container.querySelectorAll(`[data-line-id="${line.id}"] [aria-pressed="true"]`).length;
    expect(pickedOnCard()).toBe(0);
    const hydrated = await hydrate(container);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.mismatches).toEqual([]);
    expect(hydrated.kept('h1')).toBe(true);
    await waitFor(() => expect(pickedOnCard()).toBe(1));
    expect(JSON.parse(localStorage.getItem('kennel.pick-em') ?? 'null')).toMatchObject(JSON.parse(saved));
  });

  it('draws the draft clock as the server did while the device’s clock moves on between slices', async () => {
    const room = PAGES[2];
    if (!room) throw new Error('no draft room');
    const container = await serverRenderedPage(room.url, room.answers);
    // The browser hydrates in slices: each read of the clock is a quarter of a second later.
    const real = Date.now.bind(Date);
    let calls = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => real() + 250 * calls++);
    const hydrated = await hydrate(container);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.mismatches).toEqual([]);
    expect(hydrated.kept('h1')).toBe(true);
  });

  it('replaces, not hydrates, a page another build’s renderer drew', async () => {
    const [lobby] = PAGES;
    if (!lobby) throw new Error('no lobby');
    const container = await serverRenderedPage(lobby.url, lobby.answers);
    const block = document.getElementById(SERVER_CACHE_ELEMENT_ID);
    const cache = JSON.parse(block?.textContent ?? '{}');
    expect(cache.build).toBe(WEB_BUILD);
    if (block) block.textContent = JSON.stringify({ ...cache, build: 'an-older-build' });
    const hydrated = await hydrate(container);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.mismatches).toEqual([]);
    // Drawn again by this build's code: none of the server's elements stayed, the page is there.
    expect(hydrated.kept('h1')).toBe(false);
    expect(hydrated.kept('[data-layout="main"]')).toBe(false);
    expect(container.querySelector('h1')).not.toBeNull();
  });
});
