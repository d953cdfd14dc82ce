import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestBallScore, rankByPoints } from './best-ball-score.ts';
import { ContestStandings } from './contest-standings.ts';
import { BEST_BALL_ROSTERS } from './rosters.ts';

const nfl = BEST_BALL_ROSTERS.nfl!;
const POSITIONS = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'K'];

/** Four teams of 5 players over 2 periods; teams 0–1 in draft 0, 2–3 in draft 1; groups across drafts. */
function smallContest() {
  const positions = Array.from({ length: 16 }, (_, i) => POSITIONS[i % POSITIONS.length]!);
  const rosters = new Uint16Array(Array.from({ length: 20 }, (_, k) => (k * 7) % 16));
  return new ContestStandings({
    shape: nfl,
    positions,
    periods: 2,
    rosterSize: 5,
    rosters,
    drafts: Int32Array.from([0, 0, 1, 1]),
    groups: Int32Array.from([0, 1, 0, 1]),
  });
}

/** The slow way: every team's best ball score from the reference engine, then a sort. */
function reference(standings: ContestStandings, rosters: Uint16Array, positions: string[], size: number) {
  const teams = Array.from({ length: standings.teams }, (_, team) => {
    const roster = Array.from(rosters.subarray(team * size, team * size + size), (player) => ({
      id: String(player),
      position: positions[player]!,
    }));
    const periods = [0, 1].map((period) => ({
      id: String(period),
      points: new Map(roster.map((p) => [p.id, standings.playerPoints(Number(p.id), period) / 100])),
    }));
    return { id: team, points: bestBallScore(nfl, roster, periods).points };
  });
  return rankByPoints(teams);
}

const BENCHED = ['QB', 'RB', 'WR', 'WR', 'RB', 'TE', 'WR', 'K'];

/** Random stat events, then every team's total and rank against the reference engine and a sort. */
function checkAgainstFullSort(positions: string[], rosters: Uint16Array, rosterSize: number) {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(15), fc.nat(1), fc.integer({ min: -400, max: 4_000 })), { maxLength: 30 }),
      (events) => {
        const standings = new ContestStandings({
          shape: nfl,
          positions,
          periods: 2,
          rosterSize,
          rosters,
          drafts: Int32Array.from([0, 0, 1, 1]),
        });
        for (const [player, period, points] of events) {
          const holders = new Set<number>();
          for (let k = 0; k < rosters.length; k++) {
            if (rosters[k] === player) holders.add(Math.floor(k / rosterSize));
          }
          const changes = standings.setPlayerPoints(player, period, points);
          for (const team of changes) expect(holders.has(team)).toBe(true);
        }
        const expected = reference(standings, rosters, positions, rosterSize);
        for (const team of expected) {
          expect(standings.totals[team.id]! / 100).toBeCloseTo(team.points, 6);
          expect(standings.contestRank(team.id)).toBe(team.rank);
        }
        const incremental = [...standings.totals];
        standings.rescoreAll();
        expect([...standings.totals]).toEqual(incremental);
      },
    ),
    { numRuns: 150 },
  );
}

describe('contest standings', () => {
  it('a stat event moves only the teams holding the player, and ranks agree with a full sort', () => {
    const positions = Array.from({ length: 16 }, (_, i) => POSITIONS[i % POSITIONS.length]!);
    const rosters = new Uint16Array(Array.from({ length: 20 }, (_, k) => (k * 7) % 16));
    checkAgainstFullSort(positions, rosters, 5);
  });

  it('the same with benches: ten players a team, so gains and losses off the bench are tested', () => {
    const positions = Array.from({ length: 16 }, (_, i) => BENCHED[i % BENCHED.length]!);
    // Team t holds players (3t + 5k) mod 16, k < 10: ten different players each.
    const rosters = new Uint16Array(
      Array.from({ length: 40 }, (_, index) => (3 * Math.floor(index / 10) + 5 * (index % 10)) % 16),
    );
    checkAgainstFullSort(positions, rosters, 10);
  });

  it('ranks a team in its draft, its group and the contest, ties sharing', () => {
    const standings = smallContest();
    // Rosters: team 0 holds 0,7,14,5,12; team 1 3,10,1,8,15; team 2 6,13,4,11,2; team 3 9,0,7,14,5.
    standings.setPlayerPoints(0, 0, 2_000); // QB on teams 0 and 3
    standings.setPlayerPoints(1, 0, 500); // RB on team 1
    standings.setPlayerPoints(13, 1, 3_000); // WR on team 2
    expect([0, 1, 2, 3].map((team) => standings.totals[team])).toEqual([2_000, 500, 3_000, 2_000]);
    expect([0, 1, 2, 3].map((team) => standings.contestRank(team))).toEqual([2, 4, 1, 2]);
    expect(standings.tiedWith(0)).toBe(2);
    expect([0, 1, 2, 3].map((team) => standings.draftRank(team))).toEqual([1, 2, 1, 2]);
    expect([0, 1, 2, 3].map((team) => standings.groupRank(team))).toEqual([2, 2, 1, 1]);
    expect([0, 1, 2, 3].map((team) => standings.groupStanding(team))).toEqual([
      { rank: 2, tied: false, teams: 2 },
      { rank: 2, tied: false, teams: 2 },
      { rank: 1, tied: false, teams: 2 },
      { rank: 1, tied: false, teams: 2 },
    ]);
    // A kicker never starts in best ball: his points move nobody.
    expect(standings.setPlayerPoints(7, 0, 900)).toHaveLength(0);
  });

  it('ranks only the paid teams contest-wide, ties sharing, against a full sort after any events', () => {
    const positions = Array.from({ length: 16 }, (_, i) => BENCHED[i % BENCHED.length]!);
    const rosters = new Uint16Array(
      Array.from({ length: 40 }, (_, index) => (3 * Math.floor(index / 10) + 5 * (index % 10)) % 16),
    );
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        // Few distinct point values, so teams tie often.
        fc.array(fc.tuple(fc.nat(15), fc.nat(1), fc.constantFrom(-100, 0, 100, 200, 300)), { maxLength: 40 }),
        (paid, events) => {
          const ranked = Uint8Array.from(paid, (flag) => (flag ? 1 : 0));
          const standings = new ContestStandings({
            shape: nfl,
            positions,
            periods: 2,
            rosterSize: 10,
            rosters,
            drafts: Int32Array.from([0, 0, 1, 1]),
            ranked,
          });
          for (const [player, period, points] of events) standings.setPlayerPoints(player, period, points);
          const paidTeams = [0, 1, 2, 3].filter((team) => paid[team]);
          expect(standings.rankedTeams).toBe(paidTeams.length);
          const sorted = rankByPoints(
            paidTeams.map((team) => ({ id: team, points: standings.totals[team]! })),
          );
          for (const team of sorted) {
            expect(standings.contestRank(team.id)).toBe(team.rank);
            expect(standings.tiedWith(team.id)).toBe(
              sorted.filter((other) => other.rank === team.rank).length,
            );
          }
          for (const team of [0, 1, 2, 3]) {
            const draft = [0, 1, 2, 3].filter((other) => Math.floor(other / 2) === Math.floor(team / 2));
            const inDraft = rankByPoints(draft.map((id) => ({ id, points: standings.totals[id]! })));
            const mine = inDraft.find((one) => one.id === team)!;
            expect(standings.draftStanding(team)).toEqual({
              rank: mine.rank,
              tied: inDraft.some((one) => one.id !== team && one.rank === mine.rank),
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a full rescore in shares on shared arrays (as worker threads do it) gives the single-thread totals and ranks', () => {
    const positions = Array.from({ length: 16 }, (_, i) => BENCHED[i % BENCHED.length]!);
    const rosters = new Uint16Array(
      Array.from({ length: 40 }, (_, index) => (3 * Math.floor(index / 10) + 5 * (index % 10)) % 16),
    );
    const build = (shared: boolean) =>
      new ContestStandings({
        shape: nfl,
        positions,
        periods: 2,
        rosterSize: 10,
        rosters,
        drafts: Int32Array.from([0, 0, 1, 1]),
        shared,
      });
    expect(build(false).seasonJob()).toBeNull();
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(-100, 0, 100, 200, 300, 1_500), { minLength: 32, maxLength: 32 }),
        fc.nat(4),
        (points, split) => {
          const single = build(false);
          const shared = build(true);
          points.forEach((value, at) => {
            single.loadPoints(at % 16, at >> 4, value);
            shared.loadPoints(at % 16, at >> 4, value);
          });
          single.rescoreAll();
          const job = shared.seasonJob()!;
          expect(job.arrays.totals.buffer).toBeInstanceOf(SharedArrayBuffer);
          expect(job.arrays.players.buffer).toBeInstanceOf(SharedArrayBuffer);
          expect(job.sizes).toEqual({ stride: 16, periods: 2, teams: 4 });
          shared.rescoreTeams(split, 4);
          shared.rescoreTeams(0, split);
          shared.rerank();
          expect([...shared.totals]).toEqual([...single.totals]);
          for (const team of [0, 1, 2, 3]) {
            expect(shared.contestRank(team)).toBe(single.contestRank(team));
            expect(shared.tiedWith(team)).toBe(single.tiedWith(team));
          }
          // Stat events after it find the same starters.
          expect([...shared.setPlayerPoints(1, 0, 2_000)]).toEqual([...single.setPlayerPoints(1, 0, 2_000)]);
          expect([...shared.totals]).toEqual([...single.totals]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('scores its lineups at the first stat event when no full rescore came first', () => {
    const loaded = () => {
      const standings = smallContest();
      for (let player = 0; player < 16; player++)
        standings.loadPoints(player, 1, 100 + ((player * 37) % 500));
      return standings;
    };
    const rescored = loaded();
    rescored.rescoreAll();
    const unscored = loaded();
    expect([...unscored.totals]).toEqual([0, 0, 0, 0]);
    expect([...unscored.setPlayerPoints(13, 1, 3_000)]).toEqual([...rescored.setPlayerPoints(13, 1, 3_000)]);
    expect([...unscored.totals]).toEqual([...rescored.totals]);
    for (const team of [0, 1, 2, 3]) expect(unscored.contestRank(team)).toBe(rescored.contestRank(team));
  });

  it('offers worker threads no season job for a shape the season kernel does not cover (NBA)', () => {
    const standings = new ContestStandings({
      shape: BEST_BALL_ROSTERS.nba!,
      positions: ['PG', 'SG', 'SF', 'PF', 'C', 'PG'],
      periods: 1,
      rosterSize: 3,
      rosters: Uint16Array.from([0, 1, 2, 3, 4, 5]),
      drafts: Int32Array.from([0, 0]),
      shared: true,
    });
    expect(standings.seasonJob()).toBeNull();
  });
});
