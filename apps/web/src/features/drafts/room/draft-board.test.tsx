import { snakeSeatForPick } from '@kennel/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../shared/api/testing/fake-api.ts';
import { stopLiveWallet } from '../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../shared/sports/testing/fake-socket.ts';
import { pickNumberAt } from './draft-board.tsx';
import { DRAFT_ID, deltaFixture, draftFixture, pickFixture } from './testing/fixtures.ts';
import { deltaMessage, draftSocket, renderRoom } from './testing/render-room.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const cell = (pickNumber: number) => document.querySelector<HTMLElement>(`[data-pick="${pickNumber}"]`)!;
const columnOf = (element: HTMLElement) => [...element.parentElement!.children].indexOf(element);

describe('/draft-board/:draftId', () => {
  it('lays picks out in snake order, rounds down and seats across, as core’s snake order says', () => {
    for (let pick = 1; pick <= 36; pick += 1) {
      const seat = snakeSeatForPick(pick, 12);
      const round = Math.ceil(pick / 12);
      expect(pickNumberAt(round, seat, 12)).toBe(pick);
    }
  });

  it('tells someone without a seat in the draft that it is not one of theirs', async () => {
    renderRoom(
      { current: draftFixture() },
      { [`GET /v1/drafts/${DRAFT_ID}`]: () => apiError(404, 'not_found', 'There is no such draft.') },
      `/draft-board/${DRAFT_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'This draft is not one of yours' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your drafts' }).getAttribute('href')).toBe('/draft');
  });

  it('shows each pick in its seat’s column, your seat highlighted and the pick on the clock outlined, live', async () => {
    const picks = [
      pickFixture(1, 1, 'p-ace'),
      pickFixture(2, 2, 'p-bo'),
      pickFixture(3, 3, 'p-cy'),
      pickFixture(4, 4, 'p-dex'),
    ];
    renderRoom(
      { current: draftFixture({ picks, current_pick: 5, on_the_clock_seat: 4, version: 5 }) },
      {},
      `/draft-board/${DRAFT_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'Puppy Bowl Best Ball' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /rexthedog \(you\)/ })).toBeTruthy();
    // Round 2 runs backwards: seat 4 picks 5th, right under its 4th pick.
    expect(columnOf(cell(5))).toBe(columnOf(cell(4)));
    expect(cell(5).getAttribute('aria-current')).toBe('step');
    expect(within(cell(5)).getByText('On the clock')).toBeTruthy();
    expect(within(cell(2)).getByText('Bo Catcher')).toBeTruthy();
    expect(screen.getAllByRole('rowheader')[1]!.querySelector('[aria-label="right to left"]')).toBeTruthy();

    const socket = await draftSocket();
    act(() =>
      socket.push(
        deltaMessage(
          deltaFixture({
            version: 6,
            picks: [pickFixture(5, 4, 'p-eli')],
            current_pick: 6,
            on_the_clock_seat: 3,
          }),
        ),
      ),
    );
    expect(await within(cell(5)).findByText('Eli Sprinter')).toBeTruthy();
    expect(cell(6).getAttribute('aria-current')).toBe('step');
  });

  it('says when it cannot load the board', async () => {
    renderRoom(
      { current: draftFixture() },
      { [`GET /v1/drafts/${DRAFT_ID}`]: () => json({ nope: true }, 500) },
      `/draft-board/${DRAFT_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'The draft board could not be loaded' })).toBeTruthy();
  });
});
