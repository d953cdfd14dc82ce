import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { teamFixture } from '../../../shared/best-ball-teams/testing/fixtures.ts';
import { CompletedDraftsPage } from './completed-page.tsx';
import { slatesApi, teamsApi } from './testing/teams-api.ts';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/completed/:slateId?/:draftType?/:selectedId?', Component: CompletedDraftsPage }];

const final = (period: ReturnType<typeof teamFixture>['periods'][number]) => ({ ...period, final: true });
const base = teamFixture({ phase: 'completed' });
const week11 = {
  ...base.contest,
  id: 'bb-nfl-fast-5-w11',
  slate_id: 'nfl-w11',
  name: 'NFL Week 11 Sprint $5.00',
};
const won = teamFixture({
  entry_id: 'won',
  phase: 'completed',
  rank: 1,
  points: 152.4,
  prize_cents: 18_000,
  periods: base.periods.map(final),
});
const settling = teamFixture({
  entry_id: 'settling',
  phase: 'completed',
  rank: 4,
  points: 120.5,
  prize_cents: null,
  contest: { ...base.contest, style_id: 'nfl-slow-10', speed: 'slow', name: 'NFL Week 12 Slow Burn $10.00' },
});
const older = teamFixture({
  entry_id: 'older',
  phase: 'completed',
  rank: 9,
  prize_cents: 0,
  contest: week11,
});
const still = teamFixture({ entry_id: 'still', phase: 'drafted' });

const slates = slatesApi([
  { id: 'nfl-w12', name: 'NFL Week 12', starts_at: '2026-11-22T18:00:00.000Z' },
  { id: 'nfl-w11', name: 'NFL Week 11', starts_at: '2026-11-15T18:00:00.000Z' },
]);

function api() {
  const teams = { current: [won, settling, older, still] };
  return {
    ...teamsApi(teams),
    ...slates,
    'GET /v1/best-ball/teams/won': () => json(won),
  };
}

const cards = () =>
  screen.getAllByTestId('best-ball-team').map((card) => card.querySelector('h3')!.textContent);

describe('/completed/:slateId/:draftType/:selectedId', () => {
  it('lists finished teams with final points, rank and prize (settling until paid)', async () => {
    renderWithApi('/completed', routes, api());
    await screen.findByRole('list', { name: 'Completed teams' });
    expect(cards()).toEqual([
      'NFL Week 12 Sprint $5.00',
      'NFL Week 12 Slow Burn $10.00',
      'NFL Week 11 Sprint $5.00',
    ]);
    const [first, second, third] = screen.getAllByTestId('best-ball-team');
    expect(within(first!).getByText('1st of 12')).toBeTruthy();
    expect(within(first!).getByTestId('team-prize').textContent).toBe('$180.00');
    expect(within(second!).getByTestId('team-prize').textContent).toBe('Settling…');
    expect(within(third!).getByTestId('team-prize').textContent).toBe('No prize');
  });

  it('filters by slate and by draft type through the address', async () => {
    const { api: fake, location } = renderWithApi('/completed', routes, api());
    await screen.findByRole('list', { name: 'Completed teams' });
    // The slate picker names the player's slates, newest first.
    const slate = screen.getByLabelText('Slate') as HTMLSelectElement;
    await vi.waitFor(() =>
      expect([...slate.options].map((option) => option.text)).toEqual([
        'All slates',
        'NFL Week 12',
        'NFL Week 11',
      ]),
    );
    await userEvent.selectOptions(slate, 'nfl-w12');
    expect(location()).toBe('/completed/nfl-w12/all');
    await vi.waitFor(() =>
      expect(cards()).toEqual(['NFL Week 12 Sprint $5.00', 'NFL Week 12 Slow Burn $10.00']),
    );

    const draftType = screen.getByLabelText('Draft type') as HTMLSelectElement;
    expect([...draftType.options].map((option) => option.text)).toEqual([
      'All draft types',
      'Fast drafts',
      'Slow drafts',
      'Slow Burn $10.00',
      'Sprint $5.00',
    ]);
    await userEvent.selectOptions(draftType, 'slow');
    expect(location()).toBe('/completed/nfl-w12/slow');
    await vi.waitFor(() => expect(cards()).toEqual(['NFL Week 12 Slow Burn $10.00']));

    await userEvent.selectOptions(draftType, 'nfl-fast-5');
    await vi.waitFor(() => expect(cards()).toEqual(['NFL Week 12 Sprint $5.00']));
    const last = fake.callsTo('GET', '/v1/best-ball/teams').at(-1)!.url.searchParams;
    expect([last.get('status'), last.get('slate'), last.get('contest_style')]).toEqual([
      'completed',
      'nfl-w12',
      'nfl-fast-5',
    ]);
  });

  it('shows the selected team’s roster, weekly scores, lineups and prize', async () => {
    renderWithApi('/completed/all/all/won', routes, api());
    const detail = await screen.findByRole('region', { name: won.contest.name });
    expect(within(detail).getByTestId('team-rank').textContent).toBe('1st of 12');
    expect(within(detail).getByTestId('team-prize').textContent).toBe('$180.00');
    const period = within(detail).getByTestId('period');
    expect(within(period).getByText('Final')).toBeTruthy();
    expect(within(period).getByTestId('period-points').textContent).toBe('109.2');
    expect(within(detail).getAllByTestId('roster-pick')).toHaveLength(5);
    expect(within(detail).getByRole('link', { name: 'All completed teams' }).getAttribute('href')).toBe(
      '/completed/all/all',
    );
  });

  it('says so when no team matches, and has a real empty state without any', async () => {
    renderWithApi('/completed/nfl-w11/slow', routes, api());
    expect(await screen.findByRole('heading', { name: 'No finished teams match' })).toBeTruthy();
  });

  it('invites a player without finished teams to the lobby', async () => {
    renderWithApi('/completed', routes, { ...teamsApi({ current: [still] }), ...slates });
    expect(await screen.findByRole('heading', { name: 'No completed drafts yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/lobby');
  });
});
