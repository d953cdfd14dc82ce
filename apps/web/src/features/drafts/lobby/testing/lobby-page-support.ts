import { type ContestSummary, IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { json, type RecordedCall } from '../../../../shared/api/testing/fake-api.ts';
import { stopLiveWallet } from '../../../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../../../shared/sports/testing/fake-socket.ts';
import { contestFixture, detailFixture, SLATE_B } from './lobby-fixtures.ts';

/** The lobby page's tests: a fake socket for every test of the file, the live wallet stopped after. */
export function withFakeSockets() {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
  afterEach(() => {
    stopLiveWallet();
    FakeWebSocket.opened = [];
    vi.unstubAllGlobals();
  });
}

export const ENTRIES_PATH = '/v1/contests/bb-nfl-fast-5/entries';
export const keyOf = (call: RecordedCall | undefined) => call?.headers.get(IDEMPOTENCY_KEY_HEADER);

export const sprint = contestFixture();
export const slowBurn = contestFixture({
  id: 'bb-nfl-slow-10',
  style_id: 'nfl-slow-10',
  name: 'NFL · Week 15 · Tue Nov 24, 10:40 AM Slow Burn $10.00',
  entry_fee_cents: 1_000,
  speed: 'slow',
  pick_clock_ms: 8 * 3_600_000,
  entries: 0,
  entry_cap: 240,
  max_per_user: 5,
  my_entries: 0,
});
export const nextWeek = contestFixture({
  id: 'bb-nfl-fast-5-wk16',
  slate_id: SLATE_B,
  name: 'NFL · Week 16 · Tue Nov 24, 11:00 AM · Sprint $5.00',
  entries: 0,
  my_entries: 0,
});

export function contestsApi(contests: () => ContestSummary[]) {
  return {
    'GET /v1/contests': () => json({ contests: contests(), as_of: '2099-11-24T10:00:00.000Z' }),
    'GET /v1/contests/bb-nfl-fast-5': () => json(detailFixture(sprint)),
  };
}

export const card = (name: RegExp) => screen.findByRole('article', { name });

export async function openEnter() {
  await userEvent.click(await screen.findByRole('button', { name: /^Enter .*Sprint/ }));
  return screen.findByRole('dialog');
}
