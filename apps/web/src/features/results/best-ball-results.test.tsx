import type { BestBallTeam } from '@kennel/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import { teamFixture } from '../../shared/best-ball-teams/testing/fixtures.ts';
import { ResultsPage } from './results-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/results/:gameType?/:sportId?/:slateId?', Component: ResultsPage }];

const paid = teamFixture({ entry_id: 'paid', phase: 'completed', rank: 1, prize_cents: 18_000 });
const settling = teamFixture({
  entry_id: 'settling',
  phase: 'completed',
  rank: 6,
  prize_cents: null,
  contest: { ...paid.contest, name: 'NFL Week 12 Fast Lane $25.00' },
});

function api(teams: BestBallTeam[]) {
  return {
    'GET /v1/session': () => json(signedInSession),
    'GET /v1/wallet': () => json({ data: null }),
    'GET /v1/slates': () => json({ data: [] }),
    'GET /v1/best-ball/teams': () => json({ teams, next_cursor: null, server_now: new Date().toISOString() }),
  };
}

describe('/results/best-ball', () => {
  it('lists completed teams with rank and prize, each opening its Completed view', async () => {
    const { api: fake } = renderWithApi('/results/best-ball', routes, api([paid, settling]));
    const won = await screen.findByRole('article', { name: paid.contest.name });
    expect(within(won).getByTestId('result-rank').textContent).toBe('1st of 12');
    expect(within(won).getByTestId('team-prize').textContent).toBe('$180.00');
    expect(within(won).getByRole('link', { name: paid.contest.name }).getAttribute('href')).toBe(
      '/completed/nfl-w12/all/paid',
    );
    const other = screen.getByRole('article', { name: 'NFL Week 12 Fast Lane $25.00' });
    expect(within(other).getByTestId('team-prize').textContent).toBe('Settling…');
    expect(fake.callsTo('GET', '/v1/best-ball/teams')[0]!.url.searchParams.get('status')).toBe('completed');
  });

  it('shows a finished empty state with the way to the lobby', async () => {
    renderWithApi('/results/best-ball', routes, api([]));
    expect(await screen.findByRole('heading', { name: 'No best ball results yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/lobby');
  });
});
