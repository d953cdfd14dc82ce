import type { GameSummary } from '@kennel/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sportsQueryKeys } from '../api/sports.ts';
import { GameChip } from './game-chip.tsx';
import { gameFixture } from './testing/fixtures.ts';
import { liveTopics, push } from './testing/live-topics.ts';

vi.mock('../realtime/index.ts', async (original) => ({
  ...(await original<typeof import('../realtime/index.ts')>()),
  useLiveTopic: (await import('./testing/live-topics.ts')).fakeUseLiveTopic,
}));

afterEach(() => liveTopics.clear());

function renderChip(game: ReturnType<typeof gameFixture>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GameChip game={game} />
    </QueryClientProvider>,
  );
  return { chip: screen.getByTestId('game-chip'), client };
}

const statusOf = (chip: HTMLElement) => within(chip).getByTestId('game-status').textContent;
const scoresOf = (chip: HTMLElement) =>
  within(chip)
    .queryAllByTestId('score')
    .map((score) => score.textContent);

describe('GameChip', () => {
  it('before the start shows both teams and the minutes to go, no score', () => {
    const { chip } = renderChip(
      gameFixture('nfl', { starts_at: new Date(Date.now() + 12 * 60_000 + 5_000).toISOString() }),
    );
    expect(statusOf(chip)).toBe('in 12 min');
    expect(chip.textContent).toContain('BUF');
    expect(chip.textContent).toContain('KC');
    expect(scoresOf(chip)).toEqual([]);
    expect(within(chip).getByRole('img', { name: 'Kansas City Chiefs' }).textContent).toBe('KC');
  });

  it('a later start shows the weekday and the time in Eastern Time, saying so', () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMinutes(30, 0, 0);
    const { chip } = renderChip(gameFixture('nba', { starts_at: start.toISOString() }));
    const eastern = start
      .toLocaleString('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
      })
      .replace(',', '');
    expect(statusOf(chip)).toBe(`${eastern} ET`);
  });

  it.each([
    ['nfl', 3, 252, 'Q3 4:12'],
    ['nba', 4, 30, 'Q4 0:30'],
    ['nhl', 2, 665, 'P2 11:05'],
    ['mlb', 6, null, 'Inning 6'],
    ['soccer', 2, 1440, "2H 67'"],
    ['nfl', 2, 0, 'Half'],
    ['nhl', 4, 180, 'OT 3:00'],
  ] as const)('live %s period %i clock %s reads "%s" with the score', (sport, period, clock, text) => {
    const { chip } = renderChip(
      gameFixture(sport, {
        status: 'in_progress',
        period,
        clock_seconds: clock,
        home_score: 3,
        away_score: 2,
      }),
    );
    expect(statusOf(chip)).toBe(text);
    expect(scoresOf(chip)).toEqual(['2', '3']);
    expect(chip.dataset.status).toBe('in_progress');
  });

  it('a final shows "Final" and the score, overtime marked', () => {
    const { chip } = renderChip(
      gameFixture('nba', { status: 'final', period: 4, clock_seconds: 0, home_score: 112, away_score: 108 }),
    );
    expect(statusOf(chip)).toBe('Final');
    expect(scoresOf(chip)).toEqual(['108', '112']);
  });

  it('an overtime final says so', () => {
    const { chip } = renderChip(
      gameFixture('nhl', { status: 'final', period: 4, clock_seconds: 0, home_score: 4, away_score: 3 }),
    );
    expect(statusOf(chip)).toBe('Final/OT');
  });

  it.each([
    ['postponed', 'Postponed'],
    ['cancelled', 'Cancelled'],
  ] as const)('a %s game says "%s" without a score', (status, text) => {
    const { chip } = renderChip(gameFixture('mlb', { status }));
    expect(statusOf(chip)).toBe(text);
    expect(scoresOf(chip)).toEqual([]);
  });

  it('follows pushes on game:<id>: newer versions change score and clock, older ones are dropped', async () => {
    const game = gameFixture('nfl', { status: 'in_progress', period: 1, clock_seconds: 600, version: 10 });
    const { chip, client } = renderChip(game);
    expect(liveTopics.has('game:nfl-g1')).toBe(true);
    push('game:nfl-g1', { ...game, period: 2, clock_seconds: 125, home_score: 7, version: 14 });
    await waitFor(() => expect(statusOf(chip)).toBe('Q2 2:05'));
    expect(scoresOf(chip)).toEqual(['0', '7']);
    push('game:nfl-g1', { ...game, period: 1, clock_seconds: 300, home_score: 3, version: 12 });
    expect(client.getQueryData<GameSummary>(sportsQueryKeys.liveGame('nfl-g1'))?.version).toBe(14);
    push('game:nfl-g1', {
      ...game,
      status: 'final',
      period: 4,
      clock_seconds: 0,
      home_score: 24,
      away_score: 21,
      version: 90,
    });
    await waitFor(() => expect(statusOf(chip)).toBe('Final'));
    expect(scoresOf(chip)).toEqual(['21', '24']);
  });

  it('a scheduled game goes live when the first push arrives', async () => {
    const game = gameFixture('soccer', { starts_at: new Date(Date.now() + 120_000).toISOString() });
    const { chip } = renderChip(game);
    push('game:soccer-g1', { ...game, status: 'in_progress', period: 1, clock_seconds: 2640, version: 3 });
    await waitFor(() => expect(statusOf(chip)).toBe("1H 2'"));
    expect(scoresOf(chip)).toEqual(['0', '0']);
  });
});
