import type { DraftListItem } from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { DRAFTS_REFRESH_MS, draftsRefetchMs, PAST_DEADLINE_REFRESH_MS, sortDrafts } from './drafts-list.tsx';
import { draftFixture } from './testing/fixtures.ts';
import { renderRoom } from './testing/render-room.tsx';

afterEach(() => {
  stopLiveWallet();
  vi.unstubAllGlobals();
});

function listItem(id: string, name: string, overrides: Partial<DraftListItem> = {}): DraftListItem {
  const { contest } = draftFixture();
  return {
    id,
    contest: { ...contest, name },
    status: 'drafting',
    seat_count: 12,
    rounds: 18,
    current_pick: 14,
    on_the_clock_seat: 11,
    deadline_at: new Date(Date.now() + 60_000).toISOString(),
    your_seats: [3],
    on_the_clock_is_you: false,
    picks_until_your_turn: 6,
    version: 14,
    ...overrides,
  };
}

describe('/draft, the player’s drafts', () => {
  it('lists the drafts on the clock for the player first, with the clock and the picks until their turn', async () => {
    const drafts = [
      listItem('d-later', 'Sunday Slow Draft', {
        deadline_at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
      listItem('d-mine', 'Puppy Bowl Best Ball', { on_the_clock_is_you: true, picks_until_your_turn: 0 }),
      listItem('d-soon', 'Night Owl Fast Draft', { picks_until_your_turn: 1 }),
    ];
    // Read after the deadlines were set: the clock shows at most the minute they were given.
    const serverNow = new Date().toISOString();
    renderRoom(
      { current: draftFixture() },
      { 'GET /v1/drafts': () => json({ drafts, server_now: serverNow }) },
      '/draft',
    );
    const list = await screen.findByRole('list', { name: 'Your drafts' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/draft/d-mine',
      '/draft/d-soon',
      '/draft/d-later',
    ]);
    expect(within(rows[0]!).getByText('You are on the clock')).toBeTruthy();
    expect(within(rows[1]!).getByText('1 pick until your turn')).toBeTruthy();
    expect(within(rows[0]!).getByRole('timer').getAttribute('aria-label')).toMatch(
      /^Pick clock (1:00|0:5\d)$/,
    );
    expect(within(rows[0]!).getByText('Round 2 of 18 · Pick 2.02 · #14 · 12 teams')).toBeTruthy();
  });

  it('sends a player with no drafts to the lobby', async () => {
    renderRoom(
      { current: draftFixture() },
      { 'GET /v1/drafts': () => json({ drafts: [], server_now: new Date().toISOString() }) },
      '/draft',
    );
    expect(await screen.findByRole('heading', { name: 'No drafts under way' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/lobby');
  });

  it('keeps a filling draft after those with a clock', () => {
    const sorted = sortDrafts([
      listItem('filling', 'A', { status: 'filling', deadline_at: null, on_the_clock_seat: null }),
      listItem('drafting', 'B'),
    ]);
    expect(sorted.map((draft) => draft.id)).toEqual(['drafting', 'filling']);
  });
});

describe('/draft once a row’s pick clock runs out', () => {
  const serverNow = '2026-11-24T12:00:00.000Z';
  const inSeconds = (seconds: number) => new Date(Date.parse(serverNow) + seconds * 1_000).toISOString();

  it('asks again just after the soonest deadline, and every few seconds otherwise', () => {
    const drafts = [
      listItem('d-later', 'Later', { deadline_at: inSeconds(30) }),
      listItem('d-soon', 'Soon', { deadline_at: inSeconds(2) }),
    ];
    expect(draftsRefetchMs({ drafts, server_now: serverNow })).toBe(2_000 + PAST_DEADLINE_REFRESH_MS);
    expect(draftsRefetchMs({ drafts: drafts.slice(0, 1), server_now: serverNow })).toBe(DRAFTS_REFRESH_MS);
    // Still past in the answer: asked again after as long as it has been past (1 s, then 2, 4, at most the usual 5).
    const pastBy = (seconds: number) =>
      draftsRefetchMs({
        drafts: [listItem('d-late', 'Late', { deadline_at: inSeconds(-seconds) })],
        server_now: serverNow,
      });
    expect([0, 0.5, 1, 2, 4, 8, 60].map(pastBy)).toEqual([1_000, 1_000, 1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(PAST_DEADLINE_REFRESH_MS).toBe(1_000);
    expect(DRAFTS_REFRESH_MS).toBe(5_000);
    expect(
      draftsRefetchMs({
        drafts: [listItem('d-filling', 'Filling', { status: 'filling', deadline_at: null })],
        server_now: serverNow,
      }),
    ).toBe(DRAFTS_REFRESH_MS);
  });

  it('says the pick is being made instead of 0:00, and shows the next pick within a second', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    try {
      const now = new Date().toISOString();
      const at = (seconds: number) => new Date(Date.parse(now) + seconds * 1_000).toISOString();
      let answer = {
        drafts: [listItem('d-bot', 'Puppy Bowl Best Ball', { deadline_at: at(2) })],
        server_now: now,
      };
      const { api } = renderRoom(
        { current: draftFixture() },
        { 'GET /v1/drafts': () => json(answer) },
        '/draft',
      );
      const list = await screen.findByRole('list', { name: 'Your drafts' });
      expect(within(list).getByRole('timer').getAttribute('aria-label')).toMatch(/^Pick clock 0:0[12]$/);
      await act(async () => vi.advanceTimersByTimeAsync(2_300));
      expect(
        within(list).getByRole('timer', { name: 'Pick clock ran out: the pick is being made' }).textContent,
      ).toBe('Picking…');
      // The bot picked on time on the server: the next pick's row shows within a second, not after 5 s.
      answer = {
        drafts: [listItem('d-bot', 'Puppy Bowl Best Ball', { current_pick: 15, deadline_at: at(32) })],
        server_now: at(2.5),
      };
      const fetched = api.callsTo('GET', '/v1/drafts').length;
      await act(async () => vi.advanceTimersByTimeAsync(PAST_DEADLINE_REFRESH_MS));
      await waitFor(() => expect(api.callsTo('GET', '/v1/drafts').length).toBeGreaterThan(fetched));
      await waitFor(() =>
        expect(within(list).getByRole('timer').getAttribute('aria-label')).toMatch(/^Pick clock 0:(29|30)$/),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
