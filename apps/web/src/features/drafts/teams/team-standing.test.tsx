import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { rankText } from '../../../shared/best-ball-teams/team-format.ts';
import { teamFixture } from '../../../shared/best-ball-teams/testing/fixtures.ts';
import { ActiveDraftsPage } from './active-page.tsx';
import { CompletedDraftsPage } from './completed-page.tsx';
import { slatesApi, teamsApi } from './testing/teams-api.ts';

afterEach(() => vi.unstubAllGlobals());

const activeRoutes = [{ path: '/active/:draftId?', Component: ActiveDraftsPage }];
const completedRoutes = [
  { path: '/completed/:slateId?/:draftType?/:selectedId?', Component: CompletedDraftsPage },
];

describe('a team’s rank', () => {
  it('is "Not started" before any of its players has played, not a place at 0 points', async () => {
    // A game of the slate is on (the draft ranks every team), but none of this roster's yet.
    const waiting = teamFixture({
      entry_id: 'e-waiting',
      points: 0,
      rank: 4,
      rank_tied: true,
      players_started: 0,
    });
    expect(rankText(waiting)).toBe('Not started');
    renderWithApi('/active', activeRoutes, teamsApi({ current: [waiting] }));
    const card = await screen.findByRole('article', { name: waiting.contest.name });
    expect(within(card).getByText('Not started')).toBeTruthy();
    expect(within(card).queryByText(/4th/)).toBeNull();
  });

  it('says a tie is a tie', async () => {
    const tied = teamFixture({
      entry_id: 'e-tied',
      points: 12.5,
      rank: 4,
      rank_tied: true,
      players_started: 3,
    });
    expect(rankText(tied)).toBe('T-4th of 12');
    expect(rankText({ ...tied, rank_tied: false })).toBe('4th of 12');
    renderWithApi('/active', activeRoutes, teamsApi({ current: [tied] }));
    const card = await screen.findByRole('article', { name: tied.contest.name });
    expect(within(card).getByText('T-4th of 12')).toBeTruthy();
  });
});

describe('a completed team’s prize', () => {
  // 2 of 100 paid entries were drafted: every prize was scaled to 2%; the team tied for 2nd.
  const settled = teamFixture({
    entry_id: 'e-settled',
    phase: 'completed',
    rank: 4,
    rank_tied: false,
    points: 101.5,
    prize_cents: 150,
    prize_breakdown: {
      contest_rank: 2,
      contest_teams: 5,
      tied: 2,
      places: [
        { place: 2, amount_cents: 200 },
        { place: 3, amount_cents: 100 },
      ],
      full_table: [
        { rank_from: 1, rank_to: 1, amount_cents: 25_000 },
        { rank_from: 2, rank_to: 2, amount_cents: 10_000 },
        { rank_from: 3, rank_to: 3, amount_cents: 5_000 },
      ],
      paid_table: [
        { rank_from: 1, rank_to: 1, amount_cents: 500 },
        { rank_from: 2, rank_to: 2, amount_cents: 200 },
        { rank_from: 3, rank_to: 3, amount_cents: 100 },
      ],
      drafted: 2,
      entry_cap: 100,
      prize_cents: 150,
    },
  });

  it('shows how it was worked out: contest rank, the table as paid, the tie’s places and the split', async () => {
    renderWithApi(`/completed/nfl-w12/weekly/${settled.entry_id}`, completedRoutes, {
      ...teamsApi({ current: [settled] }),
      ...slatesApi([{ id: 'nfl-w12', name: 'NFL · Week 12' }]),
      [`GET /v1/best-ball/teams/${settled.entry_id}`]: () => json(settled),
    });
    const breakdown = await screen.findByTestId('prize-breakdown');
    const text = breakdown.textContent ?? '';
    expect(text).toContain('T-2nd with 1 other team of 5 paid teams (4th of 12 in its draft)');
    expect(text).toContain('full contest of 100 entries; 2 were drafted');
    expect(text).toContain(
      '$2.00 (2nd) + $1.00 (3rd) = $3.00, split 2 ways, rounded down to the cent: $1.50 each',
    );
    const table = within(breakdown).getByRole('table', { name: "The contest's prize table" });
    const row = within(table).getByRole('row', { name: /^2nd/ });
    expect(row.textContent).toBe('2nd$100.00$2.00');
    expect(row.getAttribute('data-highlight')).toBe('true');
  });

  it('names each pick round.pick-in-round and overall', async () => {
    renderWithApi(`/completed/nfl-w12/weekly/${settled.entry_id}`, completedRoutes, {
      ...teamsApi({ current: [settled] }),
      ...slatesApi([{ id: 'nfl-w12', name: 'NFL · Week 12' }]),
      [`GET /v1/best-ball/teams/${settled.entry_id}`]: () => json(settled),
    });
    // Pick 22 of a 12-seat draft is round 2's tenth.
    expect(await screen.findByText(/Pick 2\.10 · #22/)).toBeTruthy();
    expect(screen.queryByText(/Round \d+, pick/)).toBeNull();
  });
});
