import type { SportsbookBet } from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { deliverPlayerSnapshot } from '../../shared/realtime/player-snapshots.ts';
import { BetHistoryPage } from './bet-history-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/m/bet-history/:state', Component: BetHistoryPage }];

const teams = {
  home_team: 'Harbor City Gulls',
  away_team: 'Pine Valley Elks',
  sport_id: 'nba' as const,
  player_id: null,
  player_name: null,
  stat: null,
  stat_label: null,
  current_value: null,
};

const parlay: SportsbookBet = {
  id: 'b-1',
  kind: 'parlay',
  state: 'settled',
  result: 'won',
  stake_cents: 10_00,
  potential_payout_cents: 36_44,
  payout_cents: 19_09,
  created_at: '2026-11-24T01:00:00.000Z',
  settled_at: '2026-11-24T04:00:00.000Z',
  games: [],
  cash_out_offer_cents: null,
  legs: [
    {
      ...teams,
      selection_id: 'sb:g-1:spread.away',
      market_id: 'sb:g-1:spread',
      game_id: 'g-1',
      market_kind: 'spread',
      selection: 'away',
      line: -3.5,
      price: -110,
      price_version: 4,
      result: 'won',
    },
    {
      ...teams,
      selection_id: 'sb:g-2:total.over',
      market_id: 'sb:g-2:total',
      game_id: 'g-2',
      market_kind: 'total',
      selection: 'over',
      line: 210.5,
      price: -110,
      price_version: 2,
      result: 'push',
    },
  ],
};

describe('/m/bet-history/:state', () => {
  it('shows each bet with its legs, their prices and grades, the stake and what it paid', async () => {
    const { api } = renderWithApi('/m/bet-history/won', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/sportsbook/bets': () => json({ bets: [parlay], next_cursor: null }),
    });
    const bet = await screen.findByTestId('bet');
    expect(api.callsTo('GET', '/v1/sportsbook/bets')[0]!.url.searchParams.get('state')).toBe('won');
    expect(within(bet).getByRole('heading', { name: '2-leg parlay' })).toBeTruthy();
    expect(within(bet).getByTestId('bet-status').textContent).toBe('Won');
    const legs = within(bet).getAllByTestId('bet-leg');
    expect(legs.map((leg) => leg.querySelector('p')?.textContent)).toEqual([
      'Pine Valley Elks +3.5',
      'Over 210.5',
    ]);
    expect(legs[0]!.textContent).toContain('\u2212110');
    expect(legs[1]!.textContent).toContain('Push');
    expect(within(bet).getByTestId('bet-payout').textContent).toBe('$19.09');
  });

  it('shows an open bet with what it pays if every leg wins', async () => {
    const open: SportsbookBet = {
      ...parlay,
      state: 'open',
      result: null,
      payout_cents: null,
      settled_at: null,
      legs: parlay.legs.map((leg) => ({ ...leg, result: null })),
    };
    renderWithApi('/m/bet-history/open', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/sportsbook/bets': () => json({ bets: [open], next_cursor: null }),
    });
    const bet = await screen.findByTestId('bet');
    expect(within(bet).getByTestId('bet-status').textContent).toBe('Open');
    expect(within(bet).getByText('To pay')).toBeTruthy();
    expect(within(bet).getByTestId('bet-payout').textContent).toBe('$36.44');
  });

  it('says what shows in a tab with no bets', async () => {
    renderWithApi('/m/bet-history/lost', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/sportsbook/bets': () => json({ bets: [], next_cursor: null }),
    });
    expect(await screen.findByText('No lost bets')).toBeTruthy();
  });

  it('loads the bets again when the socket says they changed', async () => {
    let answer = { bets: [] as SportsbookBet[], next_cursor: null };
    const { api } = renderWithApi('/m/bet-history/settled', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/sportsbook/bets': () => json(answer),
    });
    expect(await screen.findByText('No settled bets')).toBeTruthy();
    const snapshot = (settled: number) => ({
      type: 'sportsbook_bets',
      data: { open: 1 - settled, settled, settlements: settled },
    });
    act(() => void deliverPlayerSnapshot(snapshot(0)));
    expect(api.callsTo('GET', '/v1/sportsbook/bets')).toHaveLength(1);
    answer = { bets: [parlay], next_cursor: null };
    act(() => void deliverPlayerSnapshot(snapshot(1)));
    expect(await screen.findByTestId('bet')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/v1/sportsbook/bets')).toHaveLength(2));
  });
});
