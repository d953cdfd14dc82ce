import type { Exposure } from '@kennel/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { qb, rb, te, teamFixture, wr } from '../../../shared/best-ball-teams/testing/fixtures.ts';
import { adpGap, formatGap } from './exposure-model.ts';
import { ExposurePage } from './exposure-page.tsx';
import { slatesApi, teamsApi } from './testing/teams-api.ts';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/exposure/:slateId?/:contestStyleId?', Component: ExposurePage }];

const exposure: Exposure = {
  slate_id: 'nfl-w12',
  contest_style: null,
  teams: 4,
  players: [
    { player: wr, teams: 3, share: 0.75, average_pick: 4, adp: 6.5 },
    { player: qb, teams: 2, share: 0.5, average_pick: 30, adp: 27 },
    { player: rb, teams: 2, share: 0.5, average_pick: 20, adp: 20 },
    { player: te, teams: 1, share: 0.25, average_pick: 50, adp: null },
  ],
};

function api() {
  const teams = {
    current: [
      teamFixture({ entry_id: 'a' }),
      teamFixture({
        entry_id: 'b',
        contest: { ...teamFixture().contest, style_id: 'nfl-slow-10', name: 'NFL Week 12 Slow Burn $10.00' },
      }),
    ],
  };
  return {
    ...teamsApi(teams),
    ...slatesApi([{ id: 'nfl-w12', name: 'NFL Week 12' }]),
    'GET /v1/exposure': (call: { url: URL }) =>
      json(
        call.url.searchParams.get('contest_style')
          ? { ...exposure, contest_style: 'nfl-slow-10', teams: 1, players: exposure.players.slice(0, 1) }
          : exposure,
      ),
  };
}

const names = () =>
  screen
    .getAllByTestId('exposure-row')
    .map((row) => within(row).getByRole('rowheader').textContent?.slice(2));

describe('/exposure/:slateId/:contestStyleId', () => {
  it('opens the newest slate with teams, most-held first, with share, average pick, the field’s ADP and the gap', async () => {
    const { location } = renderWithApi('/exposure', routes, api());
    await screen.findByRole('table');
    expect(location()).toBe('/exposure/nfl-w12');
    expect(names()).toEqual(['Jalen Marsh', 'Cole Brandt', 'Dev Okoro', 'Sam Ruiz']);
    const marsh = screen.getAllByTestId('exposure-row')[0]!;
    expect([...marsh.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'WR',
      'KC',
      '3',
      '75%',
      '4.0',
      // The field's ADP beside the player's own average pick, so the gap can be checked.
      '6.5',
      '−2.5',
    ]);
    expect(screen.getByRole('heading', { name: /across 4 teams/ })).toBeTruthy();
  });

  it('sorts by a column, and the other way on a second press', async () => {
    renderWithApi('/exposure/nfl-w12', routes, api());
    await screen.findByRole('table');
    const header = screen.getByRole('button', { name: 'Avg pick' });
    await userEvent.click(header);
    expect(names()).toEqual(['Jalen Marsh', 'Dev Okoro', 'Cole Brandt', 'Sam Ruiz']);
    expect(header.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(header);
    expect(names()).toEqual(['Sam Ruiz', 'Cole Brandt', 'Dev Okoro', 'Jalen Marsh']);
    expect(header.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    // Biggest value against ADP first; a player without ADP goes last.
    await userEvent.click(screen.getByRole('button', { name: 'vs ADP' }));
    expect(names()).toEqual(['Cole Brandt', 'Dev Okoro', 'Jalen Marsh', 'Sam Ruiz']);
    // Players by last name.
    await userEvent.click(screen.getByRole('button', { name: 'Player' }));
    expect(names()).toEqual(['Cole Brandt', 'Jalen Marsh', 'Dev Okoro', 'Sam Ruiz']);
  });

  it('filters by position and by team', async () => {
    renderWithApi('/exposure/nfl-w12', routes, api());
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'WR');
    expect(names()).toEqual(['Jalen Marsh']);
    await userEvent.selectOptions(screen.getByLabelText('Position'), '');
    await userEvent.selectOptions(screen.getByLabelText('Team'), 'BUF');
    expect(names()).toEqual(['Dev Okoro', 'Sam Ruiz']);
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'QB');
    expect(screen.getByText('None of your players matches these filters.')).toBeTruthy();
  });

  it('draws a bar per player held, in the chart loaded with the page', async () => {
    renderWithApi('/exposure/nfl-w12', routes, api());
    const chart = await screen.findByRole('figure', { name: 'Your 4 most-held players by share of teams' });
    await vi.waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4));
    expect(within(chart).getByText('J. Marsh')).toBeTruthy();
    expect(within(chart).getAllByText('75%').length).toBeGreaterThan(0);
  });

  it('asks for one contest style from the picker', async () => {
    const { api: fake, location } = renderWithApi('/exposure/nfl-w12', routes, api());
    await screen.findByRole('table');
    const style = screen.getByLabelText('Contest style') as HTMLSelectElement;
    await vi.waitFor(() =>
      expect([...style.options].map((option) => option.text)).toEqual([
        'All contest styles',
        'Slow Burn $10.00',
        'Sprint $5.00',
      ]),
    );
    await userEvent.selectOptions(style, 'nfl-slow-10');
    expect(location()).toBe('/exposure/nfl-w12/nfl-slow-10');
    await vi.waitFor(() => expect(names()).toEqual(['Jalen Marsh']));
    expect(fake.callsTo('GET', '/v1/exposure').at(-1)!.url.searchParams.get('contest_style')).toBe(
      'nfl-slow-10',
    );
  });

  it('invites a player without teams to the lobby', async () => {
    renderWithApi('/exposure', routes, { ...teamsApi({ current: [] }) });
    expect(await screen.findByRole('heading', { name: 'No teams to measure yet' })).toBeTruthy();
  });
});

describe('ADP gap', () => {
  it('is negative for a reach and positive for value', () => {
    expect(formatGap(adpGap(exposure.players[0]!))).toBe('−2.5');
    expect(formatGap(adpGap(exposure.players[1]!))).toBe('+3.0');
    expect(formatGap(adpGap(exposure.players[3]!))).toBe('–');
  });
});
