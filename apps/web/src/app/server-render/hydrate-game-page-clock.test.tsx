import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { slatesFixture } from '../../features/drafts/lobby/testing/lobby-fixtures.ts';
import { json } from '../../shared/api/testing/fake-api.ts';
import { saveThemeChoice } from '../../shared/theme/theme.ts';
import {
  cleanUpAfterEachPage,
  contests,
  hydrate,
  PAGES,
  serverRenderedPage,
} from './testing/server-page.tsx';

// The times a hydrated game page draws (ADR 0046): first as the server drew them, then on the
// server's clock, whatever this device's says; a page reopened from the browser's cache asks again.

cleanUpAfterEachPage();

describe('a server-rendered game page hydrated by the live page, and the clock', () => {
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
});
