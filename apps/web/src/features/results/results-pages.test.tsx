import { pickemAverageResultsSchema } from '@kennel/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedInSession } from '../../shared/api/testing/fake-api.ts';
import { renderWithApi } from '../../shared/api/testing/render-with-api.tsx';
import {
  entryFixture,
  liveGame,
  marsh,
  okafor,
  pickFixture,
  reyes,
} from '../../shared/pickem-entries/testing/fixtures.ts';
import { AverageResultsPage } from './average-results-page.tsx';
import { ResultsPage } from './results-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/results/:gameType?/:sportId?/:slateId?', Component: ResultsPage },
  { path: '/average-results', Component: AverageResultsPage },
  { path: '/m/average-results', Component: AverageResultsPage },
];

const final = { ...liveGame, status: 'final' as const, period: 4, clock_seconds: 0, version: 120 };
const settled = { status: 'settled' as const, games: [final], settled_at: '2026-11-24T04:00:00.000Z' };

const won = entryFixture({
  ...settled,
  id: 'won',
  result: 'won',
  payout_cents: 1500,
  picks: [
    pickFixture({ playerId: marsh.id, current: 71, result: 'hit' }),
    pickFixture({ playerId: okafor.id, choice: 'lower', stat_value: 30.5, current: 12, result: 'hit' }),
    pickFixture({ playerId: reyes.id, stat_value: 4.5, current: 6, result: 'hit' }),
  ],
});
const voided = entryFixture({
  ...settled,
  id: 'voided',
  type: 'standard',
  result: 'lost',
  payout_cents: 0,
  picks: [
    pickFixture({ playerId: marsh.id, stat_value: 64, current: 64, result: 'void' }),
    pickFixture({ playerId: okafor.id, choice: 'lower', stat_value: 30.5, current: 45, result: 'miss' }),
    pickFixture({ playerId: reyes.id, stat_value: 4.5, current: 6, result: 'hit' }),
  ],
});
const refunded = entryFixture({
  ...settled,
  id: 'refunded',
  type: 'standard',
  result: 'refunded',
  payout_cents: 500,
  picks: [
    pickFixture({ playerId: marsh.id, current: null, result: 'void' }),
    pickFixture({ playerId: okafor.id, choice: 'lower', stat_value: 30.5, current: 12, result: 'hit' }),
  ],
});

const card = (id: string) => document.querySelector<HTMLElement>(`[data-entry-id="${id}"]`)!;

describe('/results/:gameType/:sportId/:slateId', () => {
  it('shows each settled entry’s result, payout, final values and why picks were voided', async () => {
    const { api } = renderWithApi('/results/pick-em', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/pickem/entries': (call) =>
        call.url.searchParams.get('cursor') === 'page-2'
          ? json({ entries: [refunded], next_cursor: null, server_now: new Date().toISOString() })
          : json({ entries: [won, voided], next_cursor: 'page-2', server_now: new Date().toISOString() }),
    });
    await screen.findAllByRole('article', { name: /entry$/ });
    expect(api.callsTo('GET', '/v1/pickem/entries')[0]!.url.searchParams.get('status')).toBe('settled');

    expect(within(card('won')).getByTestId('entry-result').textContent).toBe('Won');
    expect(within(card('won')).getByTestId('entry-money').textContent).toBe('$15.00');
    expect(
      within(card('won'))
        .getAllByTestId('pick-current')
        .map((value) => value.textContent),
    ).toEqual(['71', '12', '6']);

    expect(within(card('voided')).getByTestId('entry-result').textContent).toBe('Lost');
    expect(within(card('voided')).getByText('Void: Finished exactly on the line (64)')).toBeTruthy();
    expect(within(card('voided')).getByText('Re-priced as a 2-pick Standard after 1 void')).toBeTruthy();
    expect(
      within(card('voided'))
        .getAllByTestId('pick-standing')
        .map((badge) => badge.textContent),
    ).toEqual(['Void', 'Miss', 'Hit']);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Void: Jalen Marsh did not play');
    expect(within(card('refunded')).getByTestId('entry-result').textContent).toBe('Refunded');
    expect(within(card('refunded')).getByTestId('entry-money').textContent).toBe('$5.00');
    expect(screen.getByText(/Refunded in full after 1 void/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the latest result of a re-settled entry after the entries are refreshed', async () => {
    let current = won;
    const { queryClient } = renderWithApi('/results/pick-em/nfl', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/pickem/entries': () =>
        json({ entries: [current], next_cursor: null, server_now: new Date().toISOString() }),
    });
    await screen.findByText('Won');
    current = { ...won, result: 'lost', payout_cents: 0 };
    await queryClient.invalidateQueries({ queryKey: ['pickem', 'entries'] });
    expect(await screen.findByText('Lost')).toBeTruthy();
    expect(within(card('won')).getByTestId('entry-money').textContent).toBe('$0.00');
  });

  it('says so when nothing has settled yet', async () => {
    renderWithApi('/results', routes, {
      'GET /v1/session': () => json(signedInSession),
      'GET /v1/pickem/entries': () =>
        json({ entries: [], next_cursor: null, server_now: new Date().toISOString() }),
    });
    expect(await screen.findByText('No settled entries yet')).toBeTruthy();
  });
});

const averages = pickemAverageResultsSchema.parse({
  rows: [
    {
      type: 'flex',
      picks: 3,
      entries: 1200,
      won_entries: 540,
      fees_cents: 600_000,
      payouts_cents: 552_000,
      win_rate: 0.45,
      average_return: 0.92,
    },
    {
      type: 'standard',
      picks: 2,
      entries: 800,
      won_entries: 240,
      fees_cents: 400_000,
      payouts_cents: 360_000,
      win_rate: 0.3,
      average_return: 0.9,
    },
  ],
  settled_entries: 2000,
  as_of: '2026-11-24T04:00:00.000Z',
});

describe('/average-results', () => {
  it('lists win rate and return per dollar by type and size, Standard first, as a table and as cards', async () => {
    renderWithApi('/average-results', routes, {
      'GET /v1/pickem/average-results': () => json(averages),
    });
    const rows = await screen.findAllByTestId('average-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '2-pick Standard',
      '3-pick Flex',
    ]);
    expect(within(rows[1]!).getByText('45%')).toBeTruthy();
    expect(within(rows[1]!).getByText('$0.92')).toBeTruthy();
    expect(within(rows[1]!).getByText('1,200')).toBeTruthy();
    const cards = screen.getAllByTestId('average-card');
    expect(cards.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '2-pick Standard',
      '3-pick Flex',
    ]);
    expect(screen.getByText(/From 2,000 settled entries/)).toBeTruthy();
  });

  it('keeps links inside the phone layout on /m/average-results and explains an empty history', async () => {
    renderWithApi('/m/average-results', routes, {
      'GET /v1/pickem/average-results': () => json({ ...averages, rows: [], settled_entries: 0 }),
    });
    expect(await screen.findByText('No settled entries yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How payouts work' }).getAttribute('href')).toBe(
      '/m/rules/pick-em',
    );
  });
});
