import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../sports/catalog.ts';
import { bestBallLineup, type ScoredPlayer } from './best-ball-lineup.ts';
import { createLineupScorer } from './lineup-scorer.ts';
import { NestedLineupKernel } from './nested-lineup-kernel.ts';
import { BEST_BALL_ROSTERS, type RosterShape } from './rosters.ts';
import { compileSeasonKernel, seasonKernelSource } from './season-kernel.ts';

/**
 * Every assignment of players to slots (a slot may stay empty), the slow way: the fullest lineup,
 * then the most points (RULES.md, Best ball: the highest-scoring legal lineup; a slot is left
 * empty only when no player left can fill it, even a player with negative points).
 */
function bruteForce(shape: RosterShape, roster: readonly ScoredPlayer[]): { filled: number; points: number } {
  let best = { filled: -1, points: Number.NEGATIVE_INFINITY };
  const used = new Set<number>();
  const walk = (slot: number, filled: number, points: number) => {
    if (slot === shape.starters.length) {
      if (filled > best.filled || (filled === best.filled && points > best.points)) best = { filled, points };
      return;
    }
    walk(slot + 1, filled, points);
    roster.forEach((player, index) => {
      if (used.has(index) || !shape.starters[slot]!.positions.includes(player.position)) return;
      used.add(index);
      walk(slot + 1, filled + 1, points + Math.round(player.points * 100));
      used.delete(index);
    });
  };
  walk(0, 0, 0);
  return best;
}

const shapes = Object.values(BEST_BALL_ROSTERS) as RosterShape[];

describe('best ball lineup exactness, every sport with best ball', () => {
  it('covers every sport that has a best ball roster', () => {
    expect(shapes.map((shape) => shape.sport).sort()).toEqual(['mlb', 'nba', 'nfl']);
  });

  for (const shape of shapes) {
    it(`${shape.sport}: every lineup engine matches brute force on random rosters, negative points too`, () => {
      const scorer = createLineupScorer(shape);
      // The contest kernels (the fused one and the code generated per shape), for shapes whose
      // slots nest (NFL, MLB).
      const kernel = scorer.nested ? new NestedLineupKernel(scorer.nested) : null;
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              position: fc.constantFrom(...SPORTS[shape.sport].positions),
              points: fc.integer({ min: -500, max: 4_000 }),
            }),
            { maxLength: 10 },
          ),
          (players) => {
            const roster = players.map((player, index) => ({
              id: `p${index}`,
              position: player.position,
              points: player.points / 100,
            }));
            const expected = bruteForce(shape, roster);
            const lineup = bestBallLineup(shape, roster);
            expect(lineup.starters).toHaveLength(expected.filled);
            expect(Math.round(lineup.points * 100)).toBe(expected.points);
            const codes = roster.map((player) => scorer.positionCode(player.position));
            const hundredths = players.map((player) => player.points);
            expect(scorer.score(codes, hundredths, roster.length)).toBe(expected.points);
            if (kernel && roster.length > 0) {
              const grouped = kernel.arrange(
                Uint32Array.from(roster, (_, index) => index),
                Int8Array.from(codes),
                roster.length,
              );
              expect(kernel.score(grouped, 0, roster.length, Int32Array.from(hundredths), 0)).toBe(
                expected.points,
              );
              // The full rescore's code, generated for this shape and roster size.
              const season = compileSeasonKernel(seasonKernelSource(kernel.layout, roster.length));
              const cell = () => new Int32Array(1);
              const arrays = {
                players: grouped.players,
                ends: grouped.ends,
                points: Int32Array.from(hundredths),
                lineups: cell(),
                starters: cell(),
                weakest: cell(),
                totals: cell(),
              };
              season(arrays, { stride: roster.length, periods: 1, teams: 1 }, 0, 1);
              expect(arrays.lineups[0]).toBe(expected.points);
              expect(arrays.totals[0]).toBe(expected.points);
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});
