import type { BestBallTeams } from '@kennel/core';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bestBallQueryKeys } from '../api/best-ball.ts';
import { applyStandings } from './live-standings.ts';
import { teamFixture } from './testing/fixtures.ts';

const moved = {
  entry_id: 'e-1',
  contest_id: 'c-1',
  points: 88.5,
  rank: 1,
  rank_tied: false,
  contest_rank: 3,
  contest_rank_tied: true,
  contest_teams: 1_200,
  tournament: null,
};

describe('live standings in the query cache', () => {
  it('moves the team’s points and ranks in single teams, lists and pages of lists; leaves the rest alone', () => {
    const client = new QueryClient();
    const mine = teamFixture({ entry_id: 'e-1', points: 40, rank: 4, contest_rank: 900 });
    const other = teamFixture({ entry_id: 'e-2', points: 10 });
    const list: BestBallTeams = {
      teams: [mine, other],
      next_cursor: null,
      server_now: '2026-11-24T09:00:00.000Z',
    };
    const pages: InfiniteData<BestBallTeams> = { pages: [list], pageParams: [null] };
    client.setQueryData(bestBallQueryKeys.team('e-1'), mine);
    client.setQueryData(bestBallQueryKeys.team('e-2'), other);
    client.setQueryData(bestBallQueryKeys.teamList({ status: 'active' }), list);
    client.setQueryData([...bestBallQueryKeys.teams, 'pages', {}], pages);

    applyStandings(client, { teams: [moved] });

    const expected = {
      points: 88.5,
      rank: 1,
      rank_tied: false,
      contest_rank: 3,
      contest_rank_tied: true,
      contest_teams: 1_200,
    };
    expect(client.getQueryData(bestBallQueryKeys.team('e-1'))).toMatchObject(expected);
    expect(client.getQueryData(bestBallQueryKeys.team('e-2'))).toBe(other);
    const listed = client.getQueryData<BestBallTeams>(bestBallQueryKeys.teamList({ status: 'active' }))!;
    expect(listed.teams[0]).toMatchObject(expected);
    expect(listed.teams[1]).toBe(other);
    const paged = client.getQueryData<InfiniteData<BestBallTeams>>([
      ...bestBallQueryKeys.teams,
      'pages',
      {},
    ])!;
    expect(paged.pages[0]!.teams[0]).toMatchObject(expected);
  });

  it('leaves when each answer came as it was: its `server_now` was measured then (the pick clocks’ offset)', () => {
    const client = new QueryClient();
    const pages: InfiniteData<BestBallTeams> = {
      pages: [
        {
          teams: [teamFixture({ entry_id: 'e-1' })],
          next_cursor: null,
          server_now: '2026-11-24T09:00:00.000Z',
        },
      ],
      pageParams: [null],
    };
    const key = [...bestBallQueryKeys.teams, 'pages', {}];
    client.setQueryData(key, pages, { updatedAt: 1_000 });
    // Minutes later a standings message moves the team's points.
    applyStandings(client, { teams: [moved] });
    expect(client.getQueryData<InfiniteData<BestBallTeams>>(key)!.pages[0]!.teams[0]!.points).toBe(88.5);
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(1_000);
  });

  it('moves a tournament team’s group and tournament ranks in its round; its draft rank and points stay', () => {
    const client = new QueryClient();
    const team = teamFixture({
      entry_id: 'e-1',
      points: 40,
      rank: 1,
      contest_rank: 9,
      tournament: { round: 1, group_rank: 2, group_teams: 12 },
    });
    client.setQueryData(bestBallQueryKeys.team('e-1'), team);
    applyStandings(client, {
      teams: [
        {
          ...moved,
          points: 12.5,
          rank: 1,
          contest_rank: 4,
          contest_rank_tied: false,
          contest_teams: 600,
          tournament: { round: 1, group_rank: 1, group_teams: 12 },
        },
      ],
    });
    expect(client.getQueryData(bestBallQueryKeys.team('e-1'))).toMatchObject({
      points: 40,
      rank: 1,
      contest_rank: 4,
      contest_rank_tied: false,
      contest_teams: 600,
      tournament: { round: 1, group_rank: 1, group_teams: 12 },
    });
  });

  it('moves a qualifying tournament team like any other, its round kept', () => {
    const client = new QueryClient();
    const team = teamFixture({
      entry_id: 'e-1',
      points: 40,
      rank: 4,
      tournament: { round: 0, group_rank: null, group_teams: 0 },
    });
    client.setQueryData(bestBallQueryKeys.team('e-1'), team);
    const qualifying = { round: 0, group_rank: null, group_teams: 0 };
    applyStandings(client, { teams: [{ ...moved, tournament: qualifying }] });
    expect(client.getQueryData(bestBallQueryKeys.team('e-1'))).toMatchObject({
      points: 88.5,
      rank: 1,
      contest_rank: 3,
      tournament: qualifying,
    });
  });
});
