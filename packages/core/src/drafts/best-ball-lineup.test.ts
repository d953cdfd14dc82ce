import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestBallLineup, type ScoredPlayer } from './best-ball-lineup.ts';
import { BEST_BALL_ROSTERS, type RosterShape } from './rosters.ts';

const nfl = BEST_BALL_ROSTERS.nfl!;
const nba = BEST_BALL_ROSTERS.nba!;
const p = (id: string, position: string, points: number): ScoredPlayer => ({ id, position, points });

/** Every assignment of players to slots, the slow way, for comparison. */
function bruteForce(shape: RosterShape, roster: readonly ScoredPlayer[]): number {
  let best = 0;
  const walk = (slot: number, used: Set<string>, total: number) => {
    if (slot === shape.starters.length) {
      best = Math.max(best, total);
      return;
    }
    let filled = false;
    for (const player of roster) {
      if (used.has(player.id) || !shape.starters[slot]!.positions.includes(player.position)) continue;
      filled = true;
      used.add(player.id);
      walk(slot + 1, used, total + player.points);
      used.delete(player.id);
    }
    if (!filled) walk(slot + 1, used, total);
  };
  walk(0, new Set(), 0);
  return Math.round(best * 100) / 100;
}

describe('best ball lineup', () => {
  it('starts the best QB, two RBs, three WRs, a TE and the best remaining flex', () => {
    const roster = [
      p('qb1', 'QB', 20),
      p('qb2', 'QB', 25),
      p('rb1', 'RB', 10),
      p('rb2', 'RB', 12),
      p('rb3', 'RB', 30),
      p('wr1', 'WR', 5),
      p('wr2', 'WR', 6),
      p('wr3', 'WR', 7),
      p('wr4', 'WR', 8),
      p('te1', 'TE', 9),
      p('te2', 'TE', 4),
    ];
    const lineup = bestBallLineup(nfl, roster);
    expect(lineup.points).toBe(25 + 30 + 12 + 8 + 7 + 6 + 9 + 10);
    expect(lineup.starters.map((starter) => starter.playerId).sort()).toEqual(
      ['qb2', 'rb3', 'rb2', 'wr4', 'wr3', 'wr2', 'te1', 'rb1'].sort(),
    );
  });

  it('finds the NBA lineup a greedy fill would miss (an SG fits G or W)', () => {
    const roster = [p('sg', 'SG', 40), p('pg', 'PG', 30), p('sf', 'SF', 5), p('c', 'C', 10)];
    // Greedy G=SG(40) leaves W to SF(5); best is G=PG, W=SG, FLEX=SF.
    expect(bestBallLineup(nba, roster).points).toBe(85);
  });

  it('matches a brute-force search on random rosters', () => {
    const positions = ['QB', 'RB', 'WR', 'TE', 'PG', 'SG', 'SF', 'PF', 'C'];
    fc.assert(
      fc.property(
        fc.constantFrom(nfl, nba),
        fc.array(
          fc.record({ position: fc.constantFrom(...positions), points: fc.integer({ min: 0, max: 4000 }) }),
          { maxLength: 9 },
        ),
        (shape, players) => {
          const roster = players.map((player, index) => p(`x${index}`, player.position, player.points / 100));
          const lineup = bestBallLineup(shape, roster);
          expect(lineup.points).toBe(bruteForce(shape, roster));
          expect(new Set(lineup.starters.map((starter) => starter.playerId)).size).toBe(
            lineup.starters.length,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
