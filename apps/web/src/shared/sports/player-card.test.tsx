import { SPORTS } from '@kennel/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../api/testing/fake-api.ts';
import { renderWithApi } from '../api/testing/render-with-api.tsx';
import { PlayerCard } from './player-card.tsx';
import { playerDetailFixture, playerFixture } from './testing/fixtures.ts';

vi.mock('../realtime/index.ts', async (original) => ({
  ...(await original<typeof import('../realtime/index.ts')>()),
  useLiveTopic: (await import('./testing/live-topics.ts')).fakeUseLiveTopic,
}));

afterEach(() => vi.unstubAllGlobals());

function Opener() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('nfl-p1')}>
        Open card
      </button>
      <PlayerCard playerId={open} preview={playerFixture()} onClose={() => setOpen(null)} />
    </>
  );
}

const routes = [{ path: '/', Component: Opener }];

describe('PlayerCard', () => {
  it('shows who, status, next game and projection, averages, the game log and news from the player endpoint', async () => {
    const { api } = renderWithApi('/', routes, {
      'GET /v1/players/nfl-p1': () => json(playerDetailFixture()),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open card' }));
    const card = await screen.findByRole('dialog', { name: 'Jalen Marsh' });
    expect(within(card).getByText('Kansas City Chiefs')).toBeTruthy();
    expect(within(card).getByText('#11')).toBeTruthy();
    expect(within(card).getByLabelText('Questionable').dataset.status).toBe('questionable');

    const averages = await within(card).findByTestId('season-averages');
    const tiles = within(averages)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    // A receiver's leading stats, with the catalog's short labels; averages to one place.
    expect(tiles).toEqual(['Rec 6.3', 'ReYd 81.7', 'ReTD 0.7', 'RuYd 0']);
    expect(within(card).getByText('3 games')).toBeTruthy();

    const log = within(card).getByTestId('game-log');
    const headings = within(log)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const short = (key: string) => SPORTS.nfl.stats.find((stat) => stat.key === key)!.short;
    expect(headings).toEqual([
      'Game',
      short('receptions'),
      short('receiving_yards'),
      short('receiving_tds'),
      short('rushing_yards'),
      'FPTS',
    ]);
    const rows = within(log).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th span, td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows.map(cells)).toEqual([
      ['vs BUF', '11/16 · W 27-20', 'W', '8', '112', '1', '0', '27.2'],
      ['@ BUF', '11/9 · L 17-24', 'L', '4', '48', '0', '0', '8.8'],
      ['vs BUF', '11/2 · W 31-10', 'W', '7', '85', '1', '0', '21.5'],
    ]);

    const projection = within(card).getByTestId('projection');
    expect(projection.textContent).toContain('78.4');
    expect(within(card).getByTestId('game-chip').dataset.gameId).toBe('nfl-next');
    expect(
      within(within(card).getByTestId('player-news')).getByText('Marsh limited at practice with a hamstring'),
    ).toBeTruthy();
    expect(api.callsTo('GET', '/v1/players/nfl-p1')).toHaveLength(1);
  });

  it('says so and offers a retry when the card does not load', async () => {
    let attempts = 0;
    renderWithApi('/', routes, {
      'GET /v1/players/nfl-p1': () => {
        attempts += 1;
        return attempts === 1 ? apiError(500, 'internal_error', 'Boom') : json(playerDetailFixture());
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open card' }));
    const card = await screen.findByRole('dialog');
    await within(card).findByText('This player card did not load.');
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByTestId('season-averages')).toBeTruthy();
  });
});
