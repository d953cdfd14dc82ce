import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { poolFixture, poolPlayers } from '../../features/drafts/room/testing/fixtures.ts';
import { boardFixture } from '../../features/pickem/testing/board-fixtures.ts';
import { saveThemeChoice } from '../../shared/theme/theme.ts';
import { SERVER_CACHE_ELEMENT_ID, WEB_BUILD } from './server-cache.ts';
import { cleanUpAfterEachPage, hydrate, PAGES, serverRenderedPage } from './testing/server-page.tsx';

// ADR 0046: the live page hydrates a server-rendered game page instead of replacing it, so its
// first render must draw exactly what the server drew. React reports what it cannot keep (text,
// structure) as a recoverable error and, in development, an attribute it leaves stale (React 19
// never patches them) as a console error: both must stay empty for every game page.

cleanUpAfterEachPage();

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
