import type { SportsbookBet, SportsbookLeg } from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { stopLiveWallet } from '../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../shared/sports/testing/fake-socket.ts';
import { gameFixture } from '../../shared/sports/testing/fixtures.ts';
import { BetHistoryPage } from './bet-history-page.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const routes = [{ path: '/m/bet-history/:state', Component: BetHistoryPage }];
const game = gameFixture('nba', {
  status: 'in_progress',
  period: 3,
  clock_seconds: 312,
  home_score: 54,
  away_score: 50,
});

function propLeg(current: number | null): SportsbookLeg {
  return {
    selection_id: `sb:${game.id}:prop:p-1:points.over`,
    market_id: `sb:${game.id}:prop:p-1:points`,
    game_id: game.id,
    sport_id: 'nba',
    home_team: `${game.home.location} ${game.home.nickname}`,
    away_team: `${game.away.location} ${game.away.nickname}`,
    market_kind: 'player_prop',
    selection: 'over',
    line: 24.5,
    player_id: 'p-1',
    player_name: 'Avery Stone',
    stat: 'points',
    stat_label: 'Points',
    current_value: current,
    price: -110,
    price_version: 3,
    result: null,
  };
}

function openBet(current: number | null, offer: number | null): SportsbookBet {
  return {
    id: '7d0b5c1e-0000-4000-8000-000000000001',
    kind: 'single',
    state: 'open',
    result: null,
    stake_cents: 10_00,
    potential_payout_cents: 19_09,
    payout_cents: null,
    created_at: '2026-11-24T01:00:00.000Z',
    settled_at: null,
    legs: [propLeg(current)],
    games: [game],
    cash_out_offer_cents: offer,
  };
}

async function liveSocket(topic: string) {
  await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  await waitFor(() => expect(socket.sent.flatMap((request) => request.topics)).toContain(topic));
  return socket;
}

describe('/m/bet-history/open, live', () => {
  it("shows each leg's game and a prop's total so far, moving them when the game pushes", async () => {
    const answer = { current: openBet(18, 7_40) };
    const { api } = renderWithApi('/m/bet-history/open', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/wallet': () => json({ data: null }),
      'GET /v1/sportsbook/bets': () => json({ bets: [answer.current], next_cursor: null }),
    });
    const leg = await screen.findByTestId('bet-leg');
    expect(within(leg).getByText('Avery Stone Over 24.5 Points')).toBeTruthy();
    const { away, home } = game;
    expect(within(leg).getByTestId('leg-game').textContent).toBe(
      `${away.abbreviation} 50 – ${home.abbreviation} 54 · Q3 5:12`,
    );
    expect(within(leg).getByTestId('leg-stat').textContent).toBe('18 so far');

    const socket = await liveSocket(`game:${game.id}`);
    const before = api.callsTo('GET', '/v1/sportsbook/bets').length;
    answer.current = openBet(23, 9_10);
    const moved = { ...game, period: 4, clock_seconds: 600, home_score: 80, version: 9 };
    act(() => socket.push({ type: 'game', topic: `game:${game.id}`, data: moved }));
    await waitFor(() =>
      expect(within(leg).getByTestId('leg-game').textContent).toBe(
        `${away.abbreviation} 50 – ${home.abbreviation} 80 · Q4 10:00`,
      ),
    );
    await waitFor(() => expect(within(leg).getByTestId('leg-stat').textContent).toBe('23 so far'));
    expect(api.callsTo('GET', '/v1/sportsbook/bets').length - before).toBe(1);
    expect(screen.getByRole('button', { name: 'Cash out $9.10' })).toBeTruthy();
  });

  it('asks to confirm a cash out before it sends it, and keeps the bet when the player says so', async () => {
    const answer = { current: openBet(18, 7_40) };
    const { api } = renderWithApi('/m/bet-history/open', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/wallet': () => json({ data: null }),
      'GET /v1/sportsbook/bets': () => json({ bets: [answer.current], next_cursor: null }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out $7.40' }));
    // One tap sends nothing: a cash out cannot be undone.
    expect(api.callsTo('POST', `/v1/sportsbook/bets/${answer.current.id}/cash-out`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Confirm cash out $7.40' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep bet' }));
    expect(screen.queryByRole('button', { name: /Confirm cash out/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cash out $7.40' })).toBeTruthy();
    expect(api.callsTo('POST', `/v1/sportsbook/bets/${answer.current.id}/cash-out`)).toHaveLength(0);
  });

  it('cashes out at the offer shown with an idempotency key, and shows the new offer when it moved', async () => {
    const answer = { current: openBet(18, 7_40) };
    const { api } = renderWithApi('/m/bet-history/open', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/wallet': () => json({ data: null }),
      'GET /v1/sportsbook/bets': () => json({ bets: [answer.current], next_cursor: null }),
      [`POST /v1/sportsbook/bets/${answer.current.id}/cash-out`]: () => {
        answer.current = openBet(18, 6_95);
        return apiError(422, 'sportsbook_cash_out_changed', 'The offer moved.', {
          cash_out_offer_cents: 6_95,
        });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out $7.40' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash out $7.40' }));
    const [sent] = api.callsTo('POST', `/v1/sportsbook/bets/${answer.current.id}/cash-out`);
    expect(sent!.body).toEqual({ offer_cents: 7_40 });
    expect(sent!.headers.get('idempotency-key')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The offer changed to $6.95. Check it and cash out again.',
    );
    expect(await screen.findByRole('button', { name: 'Cash out $6.95' })).toBeTruthy();
  });

  it('moves focus to Confirm on the first tap, and back to Cash out when the player keeps the bet', async () => {
    const answer = { current: openBet(18, 7_40) };
    renderWithApi('/m/bet-history/open', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/wallet': () => json({ data: null }),
      'GET /v1/sportsbook/bets': () => json({ bets: [answer.current], next_cursor: null }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out $7.40' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm cash out $7.40' })),
    );
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep bet' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cash out $7.40' })),
    );
  });

  it('confirms the amount first tapped when the offer moves meanwhile, and says the API refused it', async () => {
    const answer = { current: openBet(18, 7_40) };
    const { api, queryClient } = renderWithApi('/m/bet-history/open', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/wallet': () => json({ data: null }),
      'GET /v1/sportsbook/bets': () => json({ bets: [answer.current], next_cursor: null }),
      [`POST /v1/sportsbook/bets/${answer.current.id}/cash-out`]: () =>
        apiError(422, 'sportsbook_cash_out_changed', 'The offer moved.', { cash_out_offer_cents: 6_95 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out $7.40' }));
    // The offer moves while the player is confirming.
    answer.current = openBet(18, 6_95);
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(screen.getByText(/The offer is now \$6\.95/)).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm cash out $7.40' }));
    const [sent] = api.callsTo('POST', `/v1/sportsbook/bets/${answer.current.id}/cash-out`);
    expect(sent!.body).toEqual({ offer_cents: 7_40 });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The offer changed to $6.95. Check it and cash out again.',
    );
    expect(await screen.findByRole('button', { name: 'Cash out $6.95' })).toBeTruthy();
  });
});
