import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../shared/api/testing/render-with-api.tsx';
import { teamFixture } from '../../../shared/best-ball-teams/testing/fixtures.ts';
import { ActiveDraftsPage } from './active-page.tsx';
import { clockLeft, onTheClock } from './team-phases.ts';
import { teamsApi } from './testing/teams-api.ts';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/active/:draftId?', Component: ActiveDraftsPage }];

const pooled = teamFixture({
  entry_id: 'e-pooled',
  phase: 'pooled',
  state: 'pooled',
  draft_id: null,
  draft_status: null,
  seat: null,
  roster: [],
  periods: [],
  players: [],
  points: null,
  rank: null,
  draft_size: 0,
});
const filling = teamFixture({
  entry_id: 'e-filling',
  phase: 'filling',
  draft_id: 'd-filling',
  draft_status: 'filling',
  roster: [],
  periods: [],
  players: [],
  points: null,
  rank: null,
  draft_size: 7,
});
// Pick 27 of a 12-seat snake: round 3 goes 1→12, so seat 3 is on the clock.
const drafting = teamFixture({
  entry_id: 'e-drafting',
  phase: 'drafting',
  draft_id: 'd-drafting',
  draft_status: 'drafting',
  seat: 3,
  current_pick: 27,
  deadline_at: new Date(Date.now() + 25_000).toISOString(),
  periods: [],
  points: null,
  rank: null,
});
const drafted = teamFixture({ entry_id: 'e-drafted', draft_id: 'd-drafted' });

describe('/active/:draftId?', () => {
  it('says the pick is being made once the draft’s clock has run out, not “0:00 left”', async () => {
    const overdue = { ...drafting, deadline_at: new Date(Date.now() - 2_000).toISOString() };
    renderWithApi('/active', routes, teamsApi({ current: [overdue] }));
    await screen.findByRole('heading', { name: /Drafting/ });
    const card = within(screen.getByRole('region', { name: /Drafting/ })).getByRole('article');
    expect(within(card).getByTestId('pick-clock').textContent).toBe('Picking…');
    expect(card.textContent).not.toMatch(/0:00|left/);
  });

  it('counts the pick clock on the server’s clock: a phone whose clock runs a minute fast shows the time left there', async () => {
    // The deadline is 25 s away on the server; this device's clock reads 60 s later than the server's.
    const serverSkewMs = -60_000;
    const onServer = { ...drafting, deadline_at: new Date(Date.now() + serverSkewMs + 25_000).toISOString() };
    renderWithApi('/active', routes, teamsApi({ current: [onServer] }, { serverSkewMs }));
    await screen.findByRole('heading', { name: /Drafting/ });
    const card = within(screen.getByRole('region', { name: /Drafting/ })).getByRole('article');
    expect(within(card).getByTestId('pick-clock').textContent).toMatch(/^0:2\d$/);
  });

  it('groups the teams by phase, the draft on the clock first', async () => {
    renderWithApi('/active', routes, teamsApi({ current: [drafted, pooled, filling, drafting] }));
    await screen.findByRole('heading', { name: /Drafting/ });
    const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(sections).toEqual(['phase-drafting', 'phase-filling', 'phase-pooled', 'phase-drafted']);

    const draftingCard = within(screen.getByRole('region', { name: /Drafting/ })).getByRole('article');
    expect(within(draftingCard).getByText('On the clock')).toBeTruthy();
    expect(within(draftingCard).getByTestId('pick-clock').textContent).toMatch(/^0:2\d$/);
    expect(within(draftingCard).getByRole('link', { name: 'Go to draft room' }).getAttribute('href')).toBe(
      '/draft/d-drafting',
    );

    const fillingSection = screen.getByRole('region', { name: /Filling/ });
    expect(within(fillingSection).getByText(/7 of 12/).textContent).toBe('7 of 12');
    expect(within(fillingSection).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('7');

    const waiting = screen.getByRole('region', { name: /Waiting for a draft/ });
    expect(within(waiting).getByText(/a draft starts as soon as 12 players/)).toBeTruthy();
    // A pooled entry has no draft to open.
    expect(within(waiting).queryByRole('link')).toBeNull();

    const played = screen.getByRole('region', { name: /Games to play/ });
    expect(within(played).getByText('109.2')).toBeTruthy();
    expect(within(played).getByText('2nd of 12')).toBeTruthy();
  });

  it('opens the team of the draft in the address: points, rank, lineups with the starters, roster by position', async () => {
    renderWithApi('/active/d-drafted', routes, teamsApi({ current: [drafted, filling] }));
    const detail = await screen.findByRole('region', { name: drafted.contest.name });
    expect(within(detail).getByTestId('team-points').textContent).toBe('109.2');
    expect(within(detail).getByTestId('team-rank').textContent).toBe('2nd of 12');
    const period = within(detail).getByTestId('period');
    expect(within(period).getByText('Week 12')).toBeTruthy();
    expect(
      within(period)
        .getAllByTestId('starter')
        .map((starter) => starter.textContent),
    ).toEqual(['QBCole Brandt25.1', 'RBDev Okoro30.5', 'WRJalen Marsh41.2', 'TESam Ruiz12.0']);
    // The roster by position in the lineup's order; the bench WR is not a starter.
    const groups = within(detail).getAllByRole('region', { name: /\(\d+\)/ });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'QB (1)',
      'RB (1)',
      'WR (2)',
      'TE (1)',
    ]);
    const wrs = within(groups[2]!).getAllByTestId('roster-pick');
    expect(wrs.map((pick) => [pick.textContent?.startsWith('JM'), pick.dataset.starter])).toEqual([
      [true, 'true'],
      [false, undefined],
    ]);
    const list = screen.getByRole('region', { name: /Games to play/ });
    expect(within(list).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(
      '/active/d-drafted',
    );
    expect(within(detail).getByRole('link', { name: 'All active teams' }).getAttribute('href')).toBe(
      '/active',
    );
  });

  it('moves between teams from the list', async () => {
    const other = teamFixture({
      entry_id: 'e-other',
      draft_id: 'd-other',
      contest: { ...drafted.contest, name: 'NFL Week 12 Fast Lane $25.00' },
      points: 88.8,
      rank: 7,
    });
    const { location } = renderWithApi('/active/d-drafted', routes, teamsApi({ current: [drafted, other] }));
    await screen.findByRole('region', { name: drafted.contest.name });
    await userEvent.click(screen.getByRole('link', { name: 'NFL Week 12 Fast Lane $25.00' }));
    expect(location()).toBe('/active/d-other');
    const detail = await screen.findByRole('region', { name: 'NFL Week 12 Fast Lane $25.00' });
    expect(within(detail).getByTestId('team-rank').textContent).toBe('7th of 12');
  });

  it('loads more teams a page at a time', async () => {
    const many = Array.from({ length: 52 }, (_, index) =>
      teamFixture({ entry_id: `e-${index}`, draft_id: `d-${index}`, points: index }),
    );
    const { api } = renderWithApi('/active', routes, teamsApi({ current: many }));
    await screen.findByRole('heading', { name: /Games to play/ });
    expect(screen.getAllByTestId('best-ball-team')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('best-ball-team')).toHaveLength(52));
    expect(api.callsTo('GET', '/v1/best-ball/teams').at(-1)!.url.searchParams.get('cursor')).toBe('e-49');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends a player with no teams to the lobby', async () => {
    renderWithApi('/active', routes, teamsApi({ current: [] }));
    expect(await screen.findByRole('heading', { name: 'No active drafts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/lobby');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });
});

describe('pick clock and snake seat', () => {
  it('counts minutes and seconds, and hours for slow drafts', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    expect(clockLeft('2026-11-24T10:00:27.000Z', now)).toBe('0:27');
    expect(clockLeft('2026-11-24T17:59:00.000Z', now)).toBe('7h 59m');
    expect(clockLeft('2026-11-24T09:59:00.000Z', now)).toBe('0:00');
  });

  it('knows whose pick it is in the snake', () => {
    const team = { seat: 3, draft_size: 12, contest: drafting.contest };
    expect(onTheClock({ ...team, current_pick: 3 })).toBe(true);
    expect(onTheClock({ ...team, current_pick: 22 })).toBe(true);
    expect(onTheClock({ ...team, current_pick: 4 })).toBe(false);
    expect(onTheClock({ ...team, current_pick: null })).toBe(false);
  });
});
