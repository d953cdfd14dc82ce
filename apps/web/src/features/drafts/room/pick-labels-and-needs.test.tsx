import type { DraftPick } from '@kennel/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { pickText, roundPick } from '../common/format.ts';
import { DRAFT_ID, draftFixture, pickFixture } from './testing/fixtures.ts';
import { renderRoom } from './testing/render-room.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

/** Snake order over 4 seats: pick n's seat. */
const seatOf = (pick: number) => {
  const round = Math.floor((pick - 1) / 4);
  const inRound = (pick - 1) % 4;
  return round % 2 === 0 ? inRound + 1 : 4 - inRound;
};
const PLAYERS = ['p-ace', 'p-bo', 'p-cy', 'p-dex', 'p-eli', 'p-fox'];
/** Picks 1..n, each a pool player, positions overridden where given. */
function picks(count: number, positions: Record<number, string> = {}): DraftPick[] {
  return Array.from({ length: count }, (_, index) => {
    const pick = pickFixture(index + 1, seatOf(index + 1), PLAYERS[index % PLAYERS.length]!);
    return {
      ...pick,
      player_id: `${pick.player_id}-${index}`,
      position: positions[index + 1] ?? pick.position,
    };
  });
}

describe('one pick convention: round.pick-in-round, then overall', () => {
  it('names pick 18 of a 12-seat draft 2.06 and #18', () => {
    expect(roundPick(18, 12)).toEqual({ round: 2, inRound: 6, label: '2.06' });
    expect(pickText(18, 12)).toBe('2.06 · #18');
    expect(pickText(1, 12)).toBe('1.01 · #1');
  });

  it('is what the room’s header, the roster and the board show', async () => {
    // Pick 7 of a 4-seat draft: round 2's third pick, seat 2's (snake: round 2 goes 4→1).
    const draft = draftFixture({ current_pick: 7, on_the_clock_seat: 2, picks: picks(6) });
    renderRoom({ current: draft });
    expect(await screen.findByText(/Round 2 of 3 · Pick 2\.03 · #7/)).toBeTruthy();
    // Seat 2 took picks 2 and 7 (not yet): pick 2 reads 1.02 · #2 in its roster.
    const roster = await screen.findByRole('list', { name: /rexthedog’s roster/ });
    expect(within(roster).getByText('1.02 · #2')).toBeTruthy();
    expect(screen.queryByText(/\(\d+ overall\)/)).toBeNull();
  });

  it('is what the full board says of the pick on the clock', async () => {
    const draft = draftFixture({ current_pick: 7, on_the_clock_seat: 2, picks: picks(6) });
    renderRoom({ current: draft }, {}, `/draft-board/${DRAFT_ID}`);
    expect(await screen.findByText(/^Pick 2\.03 · #7 · You are on the clock$/)).toBeTruthy();
  });
});

describe('what a roster still needs', () => {
  it('names the open starting slots, the flex with its positions', async () => {
    // Seat 2 has a QB (pick 2) and a WR (pick 7): RB, RB, WR, WR, TE and FLEX are open.
    const draft = draftFixture({
      rounds: 9,
      current_pick: 8,
      on_the_clock_seat: 1,
      picks: picks(7, { 2: 'QB', 7: 'WR' }),
    });
    renderRoom({ current: draft });
    const needs = await screen.findByTestId('roster-needs');
    expect(needs.textContent).toBe('You still need: RBRBWRWRTEFLEX (RB/WR/TE) · 7 picks to go');
  });

  it('says the roster is complete once every round is drafted, not that a slot is still needed', async () => {
    // 3 rounds, all drafted: seat 2 has three players, no starting lineup filled, nothing left to pick.
    const draft = draftFixture({
      status: 'complete',
      current_pick: 13,
      on_the_clock_seat: null,
      picks: picks(12),
    });
    renderRoom({ current: draft });
    const needs = await screen.findByTestId('roster-needs');
    expect(needs.textContent).toBe('Roster complete · 3 players drafted');
    expect(needs.textContent).not.toMatch(/still need|every starting slot/);
    // Another seat's roster reads the same way.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Team' }), '3');
    expect(screen.getByTestId('roster-needs').textContent).toBe('Roster complete · 3 players drafted');
  });

  it('says the starting lineup is covered while depth picks remain', async () => {
    // 10 rounds; seat 2's eight players fill QB, RB, RB, WR, WR, WR, TE and FLEX.
    const positions: Record<number, string> = {};
    const seat2 = Array.from({ length: 40 }, (_, index) => index + 1).filter((pick) => seatOf(pick) === 2);
    ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'RB'].forEach((position, index) => {
      positions[seat2[index]!] = position;
    });
    const made = seat2[7]!;
    const draft = draftFixture({
      rounds: 10,
      current_pick: made + 1,
      on_the_clock_seat: seatOf(made + 1),
      picks: picks(made, positions),
    });
    renderRoom({ current: draft });
    expect((await screen.findByTestId('roster-needs')).textContent).toBe(
      'Starting lineup covered · 2 picks to go for depth',
    );
  });
});
