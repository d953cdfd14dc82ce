import { BEST_BALL_ROSTERS, ContestStandings, seededRandom, shuffle } from '@kennel/core';
import { afterAll, describe, expect, it } from 'vitest';
import { RescoreThreads } from '../../src/features/drafts/teams/rescore-threads.ts';

const SEATS = 12;
const ROUNDS = 18;
const PERIODS = 3;
const POOL = { QB: 16, RB: 40, WR: 56, TE: 16, K: 12 } as const;
const positions = Object.entries(POOL).flatMap(([position, count]) => Array<string>(count).fill(position));

/** A contest of 12-team NFL drafts (some seats bots, unranked), built twice from one seed. */
function contest(teams: number, shared: boolean) {
  const random = seededRandom(teams);
  const rosters = new Uint16Array(teams * ROUNDS);
  const drafts = new Int32Array(teams);
  const ranked = new Uint8Array(teams);
  const ids = Array.from(positions, (_, player) => player);
  for (let first = 0; first < teams; first += SEATS) {
    const picks = shuffle(ids, random);
    for (let seat = 0; seat < Math.min(SEATS, teams - first); seat++) {
      drafts[first + seat] = first / SEATS;
      ranked[first + seat] = random() < 0.8 ? 1 : 0;
      for (let round = 0; round < ROUNDS; round++)
        rosters[(first + seat) * ROUNDS + round] = picks[round * SEATS + seat]!;
    }
  }
  const standings = new ContestStandings({
    shape: BEST_BALL_ROSTERS.nfl!,
    positions,
    periods: PERIODS,
    rosterSize: ROUNDS,
    rosters,
    drafts,
    ranked,
    shared,
  });
  // Few distinct points (ties between teams are common), negatives too.
  for (let player = 0; player < positions.length; player++)
    for (let period = 0; period < PERIODS; period++)
      standings.loadPoints(player, period, Math.floor(random() * 40) * 50 - 200);
  return standings;
}

function expectSameStandings(actual: ContestStandings, expected: ContestStandings) {
  expect(actual.totals).toEqual(expected.totals);
  for (let team = 0; team < expected.teams; team++) {
    expect(actual.contestRank(team)).toBe(expected.contestRank(team));
    expect(actual.tiedWith(team)).toBe(expected.tiedWith(team));
    expect(actual.draftStanding(team)).toEqual(expected.draftStanding(team));
  }
}

const pools: RescoreThreads[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

describe('best ball full rescore over worker threads', () => {
  it('gives every team the single-thread rescore’s totals and ranks, the workers scoring every share', async () => {
    const single = contest(2_500, false);
    single.rescoreAll();
    const parallel = contest(2_500, true);
    const pool = new RescoreThreads({ threads: 3, share: 97, callerScores: false });
    pools.push(pool);
    expect(await pool.rescoreAll(parallel)).toBe(2_500);
    expectSameStandings(parallel, single);
    // Stat events after it move the same teams to the same ranks (the lineups' starters were kept).
    for (const [player, period, points] of [
      [3, 1, 2_400],
      [20, 2, -300],
      [70, 0, 0],
      [100, 1, 1_750],
    ] as const) {
      expect(parallel.setPlayerPoints(player, period, points)).toEqual(
        single.setPlayerPoints(player, period, points),
      );
    }
    expectSameStandings(parallel, single);
  });

  it('shares the teams between the calling thread and a worker, and rescores again after new points', async () => {
    const single = contest(1_800, false);
    const parallel = contest(1_800, true);
    const pool = new RescoreThreads({ threads: 2, share: 64 });
    pools.push(pool);
    await pool.start();
    for (const [player, points] of [
      [5, 3_000],
      [50, 10],
      [130, 900],
    ] as const) {
      single.loadPoints(player, 1, points);
      parallel.loadPoints(player, 1, points);
    }
    single.rescoreAll();
    const byWorkers = await pool.rescoreAll(parallel);
    expect(byWorkers).toBeGreaterThanOrEqual(0);
    expect(byWorkers).toBeLessThanOrEqual(1_800);
    expectSameStandings(parallel, single);
  });

  it('rescores standings whose arrays are not shared on the calling thread', async () => {
    const single = contest(600, false);
    single.rescoreAll();
    const unshared = contest(600, false);
    const pool = new RescoreThreads({ threads: 2, share: 16 });
    pools.push(pool);
    expect(await pool.rescoreAll(unshared)).toBe(0);
    expectSameStandings(unshared, single);
  });
});
