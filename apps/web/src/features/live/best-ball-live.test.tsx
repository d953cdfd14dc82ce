import type { BestBallTeam } from '@kennel/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { teamFixture } from '../../shared/best-ball-teams/testing/fixtures.ts';
import { stopLiveWallet } from '../../shared/realtime/live-wallet.ts';
import { FakeWebSocket } from '../../shared/sports/testing/fake-socket.ts';
import { gameFixture } from '../../shared/sports/testing/fixtures.ts';
import { LivePage } from './live-page.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', FakeWebSocket));
afterEach(() => {
  stopLiveWallet();
  FakeWebSocket.opened = [];
  vi.unstubAllGlobals();
});

const routes = [{ path: '/live/:gameType?/:sportId?/:slateId?', Component: LivePage }];

const playing = gameFixture('nfl', { id: 'nfl-g1', status: 'in_progress', period: 2, clock_seconds: 300 });
const done = gameFixture('nfl', { id: 'nfl-g2', status: 'final', period: 4, clock_seconds: 0 });
const later = gameFixture('nfl', { id: 'nfl-g3', status: 'scheduled' });

const liveTeam = teamFixture({ entry_id: 'live', draft_id: 'd-live' });
const waitingTeam = teamFixture({
  entry_id: 'waiting',
  draft_id: 'd-waiting',
  points: null,
  rank: null,
  periods: [],
  contest: { ...liveTeam.contest, slate_id: 'nfl-w13', name: 'NFL Week 13 Sprint $5.00' },
});
const drafting = teamFixture({ entry_id: 'drafting', phase: 'drafting', draft_status: 'drafting' });

function api(teams: { current: BestBallTeam[] }) {
  const slate = (id: string, games: unknown[]) => () =>
    json({
      data: {
        id,
        sport_id: 'nfl',
        name: id,
        starts_at: '2026-11-22T18:00:00.000Z',
        game_count: games.length,
        status: 'live',
        games,
      },
    });
  return {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/wallet': () => json({ data: null }),
    'GET /v1/slates': () => json({ data: [] }),
    'GET /v1/slates/nfl-w12': slate('nfl-w12', [playing, done]),
    'GET /v1/slates/nfl-w13': slate('nfl-w13', [later]),
    'GET /v1/best-ball/teams': (call: { url: URL }) => {
      const slateId = call.url.searchParams.get('slate');
      return json({
        teams: teams.current.filter((team) => !slateId || team.contest.slate_id === slateId),
        next_cursor: null,
        server_now: new Date().toISOString(),
      });
    },
  };
}

describe('/live/best-ball', () => {
  it('shows drafted teams with live points and rank, and refetches them when one of their games moves', async () => {
    const teams = { current: [liveTeam, waitingTeam, drafting] };
    const { api: fake } = renderWithApi('/live/best-ball', routes, api(teams));
    const live = await screen.findByRole('region', { name: 'Live 1' });
    const card = within(live).getByRole('article', { name: liveTeam.contest.name });
    expect(within(card).getByTestId('live-points').textContent).toBe('109.2');
    expect(within(card).getByTestId('live-rank').textContent).toBe('2nd of 12');
    await waitFor(() => expect(within(card).getByText('1 of 2')).toBeTruthy()); // games final
    const upcoming = screen.getByRole('region', { name: 'Upcoming 1' });
    expect(within(upcoming).getByRole('article', { name: 'NFL Week 13 Sprint $5.00' })).toBeTruthy();
    // A team still drafting is not live yet.
    expect(screen.getAllByTestId('best-ball-team')).toHaveLength(2);
    expect(fake.callsTo('GET', '/v1/best-ball/teams')[0]!.url.searchParams.get('status')).toBe('active');

    // Follows the games not yet final of the teams' slates.
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() =>
      expect(socket.sent.flatMap((request) => request.topics)).toEqual(
        expect.arrayContaining(['game:nfl-g1', 'game:nfl-g3']),
      ),
    );
    expect(socket.sent.flatMap((request) => request.topics)).not.toContain('game:nfl-g2');

    const before = fake.callsTo('GET', '/v1/best-ball/teams').length;
    teams.current = [{ ...liveTeam, points: 131.7, rank: 1 }, waitingTeam, drafting];
    act(() =>
      socket.push({ type: 'game', topic: 'game:nfl-g1', data: { ...playing, period: 3, version: 9 } }),
    );
    await waitFor(() => expect(within(card).getByTestId('live-points').textContent).toBe('131.7'));
    expect(within(card).getByTestId('live-rank').textContent).toBe('1st of 12');
    expect(fake.callsTo('GET', '/v1/best-ball/teams').length - before).toBe(1);
  });

  it('shows the contest-wide rank prizes pay by over the rank in the draft, moving when a game event lands', async () => {
    const ranked = { ...liveTeam, contest_rank: 2_412, contest_rank_tied: true, contest_teams: 3_400 };
    const teams = { current: [ranked] };
    renderWithApi('/live/best-ball', routes, api(teams));
    const card = await screen.findByRole('article', { name: liveTeam.contest.name });
    expect(within(card).getByTestId('live-rank').textContent).toBe('T-2,412th of 3,400');
    expect(within(card).getByTestId('live-rank-draft').textContent).toBe('2nd of 12 in draft');

    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() => expect(socket.sent.flatMap((request) => request.topics)).toContain('game:nfl-g1'));
    teams.current = [{ ...ranked, points: 131.7, rank: 1, contest_rank: 88, contest_rank_tied: false }];
    act(() =>
      socket.push({ type: 'game', topic: 'game:nfl-g1', data: { ...playing, period: 3, version: 9 } }),
    );
    await waitFor(() => expect(within(card).getByTestId('live-rank').textContent).toBe('88th of 3,400'));
    expect(within(card).getByTestId('live-rank-draft').textContent).toBe('1st of 12 in draft');
  });

  it('labels a card whose draft bots fill: the prize rank counts players’ teams, the draft rank says how many are bots', async () => {
    const filled = { ...liveTeam, rank: 6, contest_rank: 1, contest_teams: 1, draft_bots: 11 };
    renderWithApi('/live/best-ball', routes, api({ current: [filled] }));
    const card = await screen.findByRole('article', { name: liveTeam.contest.name });
    expect(within(card).getByTestId('live-rank').textContent).toBe('1st of 1 for prizes');
    expect(within(card).getByTestId('live-rank-draft').textContent).toBe('6th of 12 in draft (11 bots)');
  });

  it('moves points and ranks from the player’s standings topic, without refetching the teams', async () => {
    const ranked = { ...liveTeam, contest_rank: 2_412, contest_rank_tied: true, contest_teams: 3_400 };
    const { api: fake } = renderWithApi('/live/best-ball', routes, api({ current: [ranked] }));
    const card = await screen.findByRole('article', { name: liveTeam.contest.name });
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() =>
      expect(socket.sent.flatMap((request) => request.topics)).toContain('best-ball-standings:u1'),
    );
    const before = fake.callsTo('GET', '/v1/best-ball/teams').length;
    act(() =>
      socket.push({
        type: 'best_ball.standings',
        topic: 'best-ball-standings:u1',
        data: {
          teams: [
            {
              entry_id: 'live',
              contest_id: liveTeam.contest.id,
              points: 140.2,
              rank: 1,
              rank_tied: false,
              contest_rank: 7,
              contest_rank_tied: false,
              contest_teams: 3_400,
            },
          ],
        },
      }),
    );
    await waitFor(() => expect(within(card).getByTestId('live-points').textContent).toBe('140.2'));
    expect(within(card).getByTestId('live-rank').textContent).toBe('7th of 3,400');
    expect(within(card).getByTestId('live-rank-draft').textContent).toBe('1st of 12 in draft');
    expect(fake.callsTo('GET', '/v1/best-ball/teams').length).toBe(before);
  });

  it('moves a tournament team’s rank in its round’s group from the standings topic', async () => {
    const finalist = {
      ...liveTeam,
      contest_rank: 40,
      contest_rank_tied: false,
      contest_teams: 3_400,
      tournament: { round: 1, group_rank: 5, group_teams: 12 },
    };
    renderWithApi('/live/best-ball', routes, api({ current: [finalist] }));
    const card = await screen.findByRole('article', { name: liveTeam.contest.name });
    expect(within(card).getByTestId('live-rank-group').textContent).toBe('5th of 12 in round 1');
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    await waitFor(() =>
      expect(socket.sent.flatMap((request) => request.topics)).toContain('best-ball-standings:u1'),
    );
    act(() =>
      socket.push({
        type: 'best_ball.standings',
        topic: 'best-ball-standings:u1',
        data: {
          teams: [
            {
              entry_id: 'live',
              contest_id: liveTeam.contest.id,
              // The round's points and group rank: the team's points over every week stay.
              points: 31.4,
              rank: 2,
              rank_tied: true,
              contest_rank: 12,
              contest_rank_tied: true,
              contest_teams: 3_400,
              tournament: { round: 1, group_rank: 2, group_teams: 12 },
            },
          ],
        },
      }),
    );
    await waitFor(() =>
      expect(within(card).getByTestId('live-rank-group').textContent).toBe('2nd of 12 in round 1'),
    );
    expect(within(card).getByTestId('live-rank').textContent).toBe('T-12th of 3,400');
    expect(within(card).getByTestId('live-points').textContent).toBe('109.2');
  });

  it('keeps to the sport in the address', async () => {
    const nba = teamFixture({
      entry_id: 'nba',
      contest: { ...liveTeam.contest, sport_id: 'nba', name: 'NBA Sprint' },
    });
    renderWithApi('/live/best-ball/nfl', routes, api({ current: [liveTeam, nba] }));
    await screen.findByRole('article', { name: liveTeam.contest.name });
    expect(screen.queryByRole('article', { name: 'NBA Sprint' })).toBeNull();
  });

  it('shows a finished empty state with the way to the lobby', async () => {
    renderWithApi('/live/best-ball', routes, api({ current: [drafting] }));
    expect(await screen.findByRole('heading', { name: 'No live best ball teams' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/lobby');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });
});
