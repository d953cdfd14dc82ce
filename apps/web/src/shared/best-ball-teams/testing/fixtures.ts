import { type BestBallTeam, bestBallTeamSchema, type PlayerSummary } from '@kennel/core';
import { playerFixture, teamsOf } from '../../sports/testing/fixtures.ts';

// Contract-shaped best ball teams for component tests (parsed by core's schema, so a contract change
// breaks the fixture rather than a test passing on a stale shape).

const [kc, buf] = teamsOf('nfl');

export const qb = playerFixture({
  id: 'nfl-qb1',
  first_name: 'Cole',
  last_name: 'Brandt',
  position: 'QB',
  team: kc,
});
export const rb = playerFixture({
  id: 'nfl-rb1',
  first_name: 'Dev',
  last_name: 'Okoro',
  position: 'RB',
  team: buf,
});
export const wr = playerFixture({
  id: 'nfl-wr1',
  first_name: 'Jalen',
  last_name: 'Marsh',
  position: 'WR',
  team: kc,
});
export const te = playerFixture({
  id: 'nfl-te1',
  first_name: 'Sam',
  last_name: 'Ruiz',
  position: 'TE',
  team: buf,
});
const bench = playerFixture({
  id: 'nfl-wr2',
  first_name: 'Theo',
  last_name: 'Lang',
  position: 'WR',
  team: buf,
});

export const teamPlayers: PlayerSummary[] = [qb, rb, wr, te, bench];

const roster = [
  { pick_number: 3, round: 1, player_id: wr.id, points: 41.2 },
  { pick_number: 22, round: 2, player_id: rb.id, points: 30.5 },
  { pick_number: 27, round: 3, player_id: qb.id, points: 25.1 },
  { pick_number: 46, round: 4, player_id: te.id, points: 12 },
  { pick_number: 51, round: 5, player_id: bench.id, points: 3.4 },
];

export function teamFixture(overrides: Partial<BestBallTeam> = {}): BestBallTeam {
  return bestBallTeamSchema.parse({
    entry_id: 'entry-1',
    phase: 'drafted',
    state: 'seated',
    contest: {
      id: 'bb-nfl-fast-5-abc',
      name: 'NFL Week 12 Sprint $5.00',
      sport_id: 'nfl',
      slate_id: 'nfl-w12',
      style_id: 'nfl-fast-5',
      entry_fee_cents: 500,
      seats: 12,
      rounds: 18,
      speed: 'fast',
    },
    draft_id: 'draft-1',
    draft_status: 'complete',
    seat: 3,
    current_pick: null,
    deadline_at: null,
    roster,
    periods: [
      {
        id: 'nfl-w12',
        label: 'Week 12',
        starts_at: '2026-11-22T18:00:00.000Z',
        final: false,
        points: 109.2,
        starters: [
          { slot: 'QB', player_id: qb.id, points: 25.1 },
          { slot: 'RB', player_id: rb.id, points: 30.5 },
          { slot: 'WR', player_id: wr.id, points: 41.2 },
          { slot: 'TE', player_id: te.id, points: 12 },
        ],
      },
    ],
    points: 109.2,
    rank: 2,
    rank_tied: false,
    contest_rank: null,
    contest_rank_tied: false,
    contest_teams: 0,
    tournament: null,
    players_started: 9,
    draft_size: 12,
    draft_bots: 0,
    prize_cents: null,
    prize_breakdown: null,
    created_at: '2026-11-22T10:00:00.000Z',
    players: teamPlayers,
    ...overrides,
  });
}
