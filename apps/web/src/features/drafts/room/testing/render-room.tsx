import type { DraftState } from '@kennel/core';
import { act, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import {
  apiError,
  type FakeHandler,
  json,
  signedInSession,
} from '../../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../../shared/api/testing/render-with-api.tsx';
import { stopLiveWallet } from '../../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../../shared/sports/testing/fake-socket.ts';
import { Toaster } from '../../../../shared/ui/index.ts';
import { DraftBoardPage, DraftPage } from '../draft-pages.tsx';
import { DRAFT_ID, poolFixture } from './fixtures.ts';

export const routes = [
  {
    path: '/draft/:draftId?',
    element: (
      <>
        <Toaster />
        <DraftPage />
      </>
    ),
  },
  { path: '/draft-board/:draftId', element: <DraftBoardPage /> },
];

/** The room over a fake API whose draft is whatever `state.current` holds when asked. */
export function renderRoom(
  state: { current: DraftState },
  extra: Record<string, FakeHandler> = {},
  path = `/draft/${DRAFT_ID}`,
) {
  return renderWithApi(path, routes, {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/wallet': () => json({ data: null }),
    [`GET /v1/drafts/${DRAFT_ID}`]: () => json(state.current),
    [`GET /v1/drafts/${DRAFT_ID}/pool`]: () => json(poolFixture()),
    [`PUT /v1/drafts/${DRAFT_ID}/queue`]: (call) =>
      json({ player_ids: (call.body as { player_ids: string[] }).player_ids }),
    [`PUT /v1/drafts/${DRAFT_ID}/autopick`]: (call) =>
      json({ seats: [{ seat: 2, autopick: (call.body as { enabled: boolean }).enabled, timed_out: false }] }),
    [`POST /v1/drafts/${DRAFT_ID}/picks`]: () =>
      apiError(409, 'draft_not_your_turn', 'Another team is on the clock.'),
    ...extra,
  });
}

/** Waits for the room's socket, opens it, and for its subscription to `draft:<id>`. */
export async function draftSocket() {
  await waitFor(() => expect(FakeWebSocket.opened.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  await waitFor(() =>
    expect(socket.sent.flatMap((request) => request.topics)).toContain(`draft:${DRAFT_ID}`),
  );
  return socket;
}

export const deltaMessage = (data: unknown) => ({ type: 'draft', topic: `draft:${DRAFT_ID}`, data });

/** happy-dom lays nothing out; the virtualised pool needs a height to show rows. */
export function giveElementsAHeight() {
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  return () => {
    if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
  };
}

/**
 * What a room test file runs in: elements with a height, a fake WebSocket, and after each test no
 * live connection, socket, stored state or stubbed global left for the next.
 */
export function setUpRoomTests() {
  let restoreLayout = () => {};
  beforeAll(() => {
    restoreLayout = giveElementsAHeight();
  });
  afterAll(() => restoreLayout());
  beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
  afterEach(() => {
    stopLiveWallet();
    FakeWebSocket.opened = [];
    localStorage.clear();
    vi.unstubAllGlobals();
  });
}
