import type { DraftState } from '@kennel/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_ID, draftFixture, pickFixture } from './testing/fixtures.ts';
import { draftSocket, renderRoom, setUpRoomTests } from './testing/render-room.tsx';
import { OVERDUE_RESYNC_MS } from './use-draft.ts';

setUpRoomTests();

const draftPath = `/v1/drafts/${DRAFT_ID}`;
const SECOND = 1_000;

/** Bot 1 on the clock for pick 1 with 2 s left on the server's clock. */
const botOnTheClock = () =>
  draftFixture({
    version: 5,
    server_now: new Date(Date.UTC(2026, 10, 24, 12, 0, 28)).toISOString(),
  });
/** Bot 1 took Ace: the player is on the clock. */
const botPicked = () =>
  draftFixture({ version: 6, current_pick: 2, on_the_clock_seat: 2, picks: [pickFixture(1, 1, 'p-ace')] });

/**
 * The server's draft as `state.current` holds it, answered with the server's time of the answer: its
 * clock runs on from the `server_now` of the draft last set, as this device's runs (a real server's does).
 */
function runningServer(initial: DraftState) {
  let startedAt = Date.now();
  let draft = initial;
  return {
    get current(): DraftState {
      const serverNow = Date.parse(draft.server_now) + (Date.now() - startedAt);
      return { ...draft, server_now: new Date(serverNow).toISOString() };
    },
    set current(next: DraftState) {
      draft = next;
      startedAt = Date.now();
    },
  };
}

describe('the pick clock once its deadline has passed', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('says the pick is being made rather than standing at 0:00, and asks the server again until it lands', async () => {
    const state = runningServer(botOnTheClock());
    const { api } = renderRoom(state);
    expect(await screen.findByRole('heading', { name: 'Bot 1 is on the clock' })).toBeTruthy();
    await draftSocket();
    await waitFor(() => expect(screen.getByRole('timer', { name: 'Pick clock 0:02' })).toBeTruthy());
    const fetchedBefore = api.callsTo('GET', draftPath).length;

    // The deadline passes and no delta comes: the server is late with the bot's pick.
    await act(async () => vi.advanceTimersByTimeAsync(2 * SECOND + 300));
    const clock = screen.getByRole('timer', { name: 'Pick clock ran out: the pick is being made' });
    expect(clock.textContent).toBe('Picking…');
    expect(screen.queryByText('0:00')).toBeNull();

    // Still missing a while later: the room asks for the full state (the delta may have been lost).
    await act(async () => vi.advanceTimersByTimeAsync(OVERDUE_RESYNC_MS));
    await waitFor(() => expect(api.callsTo('GET', draftPath).length).toBe(fetchedBefore + 1));
    // The server had not made it yet: the room keeps saying so, and asks again.
    expect(screen.getByRole('timer', { name: 'Pick clock ran out: the pick is being made' })).toBeTruthy();
    state.current = botPicked();
    await act(async () => vi.advanceTimersByTimeAsync(OVERDUE_RESYNC_MS));
    expect(await screen.findByRole('heading', { name: 'Your pick!' })).toBeTruthy();
    // Made as the server was asked last, seen one resync later: 30 s less those few seconds.
    expect(screen.getByRole('timer', { name: /^Pick clock 0:2\d$/ })).toBeTruthy();

    // With the pick in and its clock running, nothing more is asked.
    const fetched = api.callsTo('GET', draftPath).length;
    await act(async () => vi.advanceTimersByTimeAsync(10 * SECOND));
    expect(api.callsTo('GET', draftPath)).toHaveLength(fetched);
  });

  it('asks less often the longer the pick stays missing (a busy server is not asked faster)', async () => {
    const state = runningServer(botOnTheClock());
    const { api } = renderRoom(state);
    expect(await screen.findByRole('heading', { name: 'Bot 1 is on the clock' })).toBeTruthy();
    await draftSocket();
    const fetchedBefore = api.callsTo('GET', draftPath).length;
    // A minute with the pick missing, in half-second steps: when did the room ask?
    const askedAt: number[] = [];
    for (let at = 500; at <= 60 * SECOND; at += 500) {
      await act(async () => vi.advanceTimersByTimeAsync(500));
      const asked = api.callsTo('GET', draftPath).length - fetchedBefore;
      while (askedAt.length < asked) askedAt.push(at);
    }
    const gaps = askedAt.slice(1).map((at, index) => at - (askedAt[index] ?? 0));
    // Every 3 s for a minute was 19 asks; now 3 s past the deadline, then after 3, 6, 12 and 30 s.
    expect(askedAt.length).toBeGreaterThanOrEqual(4);
    expect(askedAt.length).toBeLessThanOrEqual(6);
    for (const [index, gap] of gaps.entries())
      expect(gap).toBeGreaterThanOrEqual((gaps[index - 1] ?? 0) - 500);
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(12 * SECOND);
  });

  it('on the player’s own pick, says the autopick is drafting', async () => {
    const ownPick = botPicked();
    renderRoom({
      current: { ...ownPick, server_now: new Date(Date.UTC(2026, 10, 24, 12, 0, 29)).toISOString() },
    });
    expect(await screen.findByRole('heading', { name: 'Your pick!' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1_300));
    const clock = screen.getByRole('timer', { name: 'Pick clock ran out: the autopick is drafting for you' });
    expect(clock.textContent).toBe('Autopicking…');
  });
});
