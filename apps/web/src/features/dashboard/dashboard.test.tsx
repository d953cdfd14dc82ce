import type { BestBallTeam, DraftListItem } from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { entryFixture } from '../../shared/pickem-entries/testing/fixtures.ts';
import { stopLiveWallet } from '../../shared/realtime/live-wallet.ts';
import { deliverPlayerSnapshot, forgetPlayerSnapshots } from '../../shared/realtime/player-snapshots.ts';
import { FakeWebSocket } from '../../shared/sports/testing/fake-socket.ts';
import { DashboardPage } from './dashboard-page.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  forgetPlayerSnapshots();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const routes = [{ path: '/dashboard', Component: DashboardPage }];
const SERVER_NOW = '2099-01-01T12:00:00.000Z';

function draft(id: string, overrides: Partial<DraftListItem> = {}): DraftListItem {
  return {
    id,
    contest: {
      id: 'bb-nfl-fast-5',
      name: `Week 15 Sprint $5.00 (${id})`,
      sport_id: 'nfl',
      slate_id: 'sim-nfl-s-1',
      style_id: 'nfl-fast-5',
      entry_fee_cents: 500,
      speed: 'fast',
    },
    status: 'drafting',
    seat_count: 12,
    rounds: 18,
    current_pick: 14,
    on_the_clock_seat: 2,
    deadline_at: '2099-01-01T12:00:20.000Z',
    your_seats: [5],
    on_the_clock_is_you: false,
    picks_until_your_turn: 5,
    version: 20,
    ...overrides,
  };
}

function team(entryId: string): BestBallTeam {
  const { id: _, ...contest } = draft('d').contest;
  return {
    entry_id: entryId,
    phase: 'drafting',
    state: 'seated',
    contest: { id: 'bb-nfl-fast-5', ...contest, seats: 12, rounds: 18 },
    draft_id: 'd-mine',
    draft_status: 'drafting',
    seat: 5,
    current_pick: 14,
    deadline_at: null,
    roster: [],
    periods: [],
    points: null,
    rank: null,
    rank_tied: false,
    contest_rank: null,
    contest_rank_tied: false,
    contest_teams: 0,
    tournament: null,
    players_started: 0,
    draft_size: 12,
    draft_bots: 0,
    prize_cents: null,
    prize_breakdown: null,
    created_at: SERVER_NOW,
    players: [],
  };
}

const emptyApi = {
  'GET /v1/session': () => json(signedInSession),
  'GET /v1/wallet': () =>
    json({
      data: {
        cash_cents: 0,
        promo_cents: 0,
        pending_withdrawal_cents: 0,
        lifetime_deposit_cents: 0,
        owed_cents: 0,
        currency: 'USD',
      },
    }),
  'GET /v1/pickem/entries': () =>
    json({ entries: [], next_cursor: null, server_now: new Date().toISOString() }),
  'GET /v1/best-ball/teams': () =>
    json({ teams: [], next_cursor: null, server_now: new Date().toISOString() }),
  'GET /v1/drafts': () => json({ drafts: [], server_now: SERVER_NOW }),
  'GET /v1/responsible-gaming': () => json({ data: { limits: [], restriction: null } }),
};

const block = (name: string) => screen.findByRole('region', { name });

describe('/dashboard', () => {
  it('sums up balance, open entries, drafts on the clock, results and limits, each linking to its page', async () => {
    renderWithApi('/dashboard', routes, {
      ...emptyApi,
      'GET /v1/wallet': () =>
        json({
          data: {
            cash_cents: 20_000,
            promo_cents: 500,
            pending_withdrawal_cents: 0,
            lifetime_deposit_cents: 20_000,
            owed_cents: 0,
            currency: 'USD',
          },
        }),
      'GET /v1/pickem/entries': (call) => {
        const status = call.url.searchParams.get('status');
        if (status === 'upcoming')
          return json({
            entries: [
              entryFixture({ id: 'u1', status: 'upcoming' }),
              entryFixture({ id: 'u2', status: 'upcoming' }),
            ],
            next_cursor: null,
            server_now: new Date().toISOString(),
          });
        if (status === 'live')
          return json({
            entries: [entryFixture({ id: 'l1' })],
            next_cursor: null,
            server_now: new Date().toISOString(),
          });
        return json({
          entries: [
            entryFixture({
              id: 's1',
              status: 'settled',
              result: 'won',
              payout_cents: 1_500,
              settled_at: '2099-01-01T10:00:00.000Z',
            }),
          ],
          next_cursor: null,
          server_now: new Date().toISOString(),
        });
      },
      'GET /v1/best-ball/teams': () =>
        json({
          teams: ['t1', 't2', 't3'].map(team),
          next_cursor: null,
          server_now: new Date().toISOString(),
        }),
      // The API says it is 12:00:00 and the player's pick runs out 95 s later, whatever our clock says.
      'GET /v1/drafts': () =>
        json({
          drafts: [
            draft('d-waiting', {
              status: 'filling',
              on_the_clock_seat: null,
              deadline_at: null,
              current_pick: 1,
            }),
            draft('d-mine', {
              on_the_clock_is_you: true,
              picks_until_your_turn: 0,
              on_the_clock_seat: 5,
              deadline_at: '2099-01-01T12:01:35.000Z',
            }),
          ],
          server_now: SERVER_NOW,
        }),
      'GET /v1/responsible-gaming': () =>
        json({
          data: {
            limits: [
              {
                type: 'deposit_daily',
                kind: 'deposit',
                period: 'daily',
                amount_cents: 10_000,
                used_cents: 4_000,
                remaining_cents: 6_000,
                pending: null,
                updated_at: null,
              },
              {
                type: 'spend_weekly',
                kind: 'spend',
                period: 'weekly',
                amount_cents: null,
                used_cents: 0,
                remaining_cents: null,
                pending: null,
                updated_at: null,
              },
            ],
            restriction: null,
          },
        }),
    });

    const balance = await block('Balance');
    await waitFor(() => expect(within(balance).getByTestId('balance-cash').textContent).toBe('$200.00'));
    expect(within(balance).getByTestId('balance-promo').textContent).toBe('+ $5.00 promo');
    expect(within(balance).getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe(
      '/account/wallet',
    );

    const entries = await block('Open entries');
    await waitFor(() =>
      expect(
        within(entries)
          .getAllByTestId('open-count')
          .map((count) => count.textContent),
      ).toEqual(['Pick’em upcoming2', 'Pick’em live1', 'Best ball teams3']),
    );
    expect(
      within(entries)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/live/pick-em', '/live/pick-em', '/live/pick-em', '/active']);

    const drafts = await block('Drafts');
    const rows = await within(drafts).findAllByTestId('dashboard-draft');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/draft/d-mine', '/draft/d-waiting']);
    expect(rows[0]!.textContent).toContain('You’re on the clock · Pick 14 of 216');
    expect(within(rows[0]!).getByTestId('draft-countdown').textContent).toMatch(/^1:3\d$/);
    expect(rows[1]!.textContent).toContain('Waiting for the draft to fill');

    const results = await block('Recent results');
    const result = await within(results).findByTestId('dashboard-result');
    expect(result.textContent).toContain('Won');
    expect(result.textContent).toContain('$15.00');
    expect(within(results).getByRole('link', { name: 'All results' }).getAttribute('href')).toBe(
      '/results/pick-em',
    );

    const limits = await block('Your limits');
    const lines = await within(limits).findAllByTestId('dashboard-limit');
    expect(lines.map((line) => line.textContent)).toEqual(['Daily deposit limit$60.00 left of $100.00']);
    expect(within(limits).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      '/account/responsible-gaming',
    );
  });

  it('takes the exact pick’em counts from the pushed snapshot', async () => {
    renderWithApi('/dashboard', routes, emptyApi);
    const entries = await block('Open entries');
    await within(entries).findByText(/No open entries/);
    // The shell's live connection hands per-player snapshots over as they come.
    act(() => {
      deliverPlayerSnapshot({
        type: 'pickem_entries',
        data: { upcoming: 25, live: 2, recently_settled: [] },
      });
    });
    await waitFor(() =>
      expect(
        within(entries)
          .getAllByTestId('open-count')
          .map((count) => count.textContent),
      ).toEqual(['Pick’em upcoming25', 'Pick’em live2', 'Best ball teams0']),
    );
  });

  it('shows real empty states and a time-out in force', async () => {
    renderWithApi('/dashboard', routes, {
      ...emptyApi,
      'GET /v1/responsible-gaming': () =>
        json({
          data: {
            limits: [],
            restriction: {
              kind: 'time_out',
              started_at: '2099-01-01T00:00:00.000Z',
              ends_at: '2099-01-08T00:00:00.000Z',
            },
          },
        }),
    });
    const entries = await block('Open entries');
    expect(await within(entries).findByText(/No open entries/)).toBeTruthy();
    expect(within(entries).getByRole('link', { name: 'Draft best ball' }).getAttribute('href')).toBe(
      '/lobby',
    );
    const drafts = await block('Drafts');
    expect(await within(drafts).findByText(/No drafts going on/)).toBeTruthy();
    expect(within(drafts).getByRole('link', { name: 'Find a contest' }).getAttribute('href')).toBe('/lobby');
    expect(await within(await block('Recent results')).findByText(/No settled entries yet/)).toBeTruthy();
    const limits = await block('Your limits');
    expect((await within(limits).findByRole('status')).textContent).toMatch(
      /^You are on a time-out until Jan \d/,
    );
    expect(within(limits).getByText(/No limits set/)).toBeTruthy();
    expect(within(await block('Balance')).getByTestId('dashboard-balance').textContent).toBe('$0.00');
  });
});
