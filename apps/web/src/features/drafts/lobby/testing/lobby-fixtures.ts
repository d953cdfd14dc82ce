import type { ContestDetail, ContestEntry, ContestSummary, SlateSummary } from '@kennel/core';
import type { FakeHandler } from '../../../../shared/api/testing/fake-api.ts';
import { json, signedInSession } from '../../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../../shared/api/testing/render-with-api.tsx';
import { LobbyPage } from '../lobby-page.tsx';

export const SLATE_A = 'sim-nfl-s-1';
export const SLATE_B = 'sim-nfl-s-2';

export function slateFixture(id: string, name: string, startsAt: string): SlateSummary {
  return { id, sport_id: 'nfl', name, starts_at: startsAt, game_count: 8, status: 'scheduled' };
}

export const slatesFixture = [
  slateFixture(SLATE_A, 'NFL · Week 15 · Tue Nov 24, 10:40 AM', '2099-11-24T10:40:00.000Z'),
  slateFixture(SLATE_B, 'NFL · Week 16 · Tue Nov 24, 11:00 AM', '2099-11-24T11:00:00.000Z'),
];

export function contestFixture(overrides: Partial<ContestSummary> = {}): ContestSummary {
  const slate = slatesFixture.find((one) => one.id === (overrides.slate_id ?? SLATE_A))!;
  return {
    id: 'bb-nfl-fast-5',
    sport_id: 'nfl',
    slate_id: slate.id,
    style_id: 'nfl-fast-5',
    name: `${slate.name} · Sprint $5.00`,
    entry_fee_cents: 500,
    prize_pool_cents: 60_000,
    prizes: [
      { rank_from: 1, rank_to: 1, amount_cents: 18_000 },
      { rank_from: 2, rank_to: 2, amount_cents: 9_000 },
      { rank_from: 4, rank_to: 5, amount_cents: 4_500 },
    ],
    seats: 12,
    rounds: 18,
    speed: 'fast',
    pick_clock_ms: 30_000,
    entries: 37,
    entry_cap: 120,
    max_per_user: 3,
    my_entries: 1,
    locks_at: slate.starts_at,
    // 216 picks of 10 s before the first game.
    entries_close_at: new Date(Date.parse(slate.starts_at) - 36 * 60_000).toISOString(),
    status: 'open',
    bots_allowed: true,
    ...overrides,
  };
}

export function entryFixture(overrides: Partial<ContestEntry> = {}): ContestEntry {
  return {
    id: 'entry-1',
    contest_id: 'bb-nfl-fast-5',
    state: 'pooled',
    fee_cents: 500,
    draft_id: null,
    seat: null,
    draft_status: null,
    created_at: '2099-11-24T10:00:00.000Z',
    refunded_at: null,
    ...overrides,
  };
}

export function detailFixture(contest: ContestSummary, entries: ContestEntry[] = []): ContestDetail {
  return {
    ...contest,
    rules: ['Each team drafts 18 players in a snake draft.', 'Entries not seated by the lock are refunded.'],
    starters: ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'FLEX'],
    my_entry_list: entries,
  };
}

export const walletBody = (cashCents: number) => ({
  data: {
    cash_cents: cashCents,
    promo_cents: 0,
    pending_withdrawal_cents: 0,
    lifetime_deposit_cents: cashCents,
    owed_cents: 0,
    currency: 'USD',
  },
});

const routes = [{ path: '/lobby/:sportId?/:slateId?', Component: LobbyPage }];

/** The lobby, signed in with $200, over a fake API. */
export function renderLobby(
  path: string,
  handlers: Record<string, FakeHandler>,
  options: Parameters<typeof renderWithApi>[3] = {},
) {
  return renderWithApi(
    path,
    routes,
    {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/wallet': () => json(walletBody(20_000)),
      'GET /v1/slates': () => json({ data: slatesFixture }),
      ...handlers,
    },
    options,
  );
}
