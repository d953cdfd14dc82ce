import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLineupScorer } from './lineup-scorer.ts';
import { NestedLineupKernel } from './nested-lineup-kernel.ts';
import { BEST_BALL_ROSTERS } from './rosters.ts';

const popcount = (bits: number) => {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
};

describe('nested lineup kernel', () => {
  for (const sport of ['nfl', 'mlb'] as const) {
    it(`gives the scorer's points, starters and weakest starter (${sport}, ties and negatives)`, () => {
      const shape = BEST_BALL_ROSTERS[sport]!;
      const scorer = createLineupScorer(shape);
      const kernel = new NestedLineupKernel(scorer.nested!);
      const positions = [...new Set(shape.starters.flatMap((slot) => slot.positions)), 'K'];
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.constantFrom(...positions), fc.integer({ min: -300, max: 3_000 })), {
            minLength: 1,
            maxLength: 20,
          }),
          fc.nat(3),
          (players, offset) => {
            const codes = Int8Array.from(players, ([position]) => scorer.positionCode(position));
            const points = Int32Array.from(players, ([, value]) => value);
            const expected = scorer.score(codes, points, players.length);
            // The kernel reads a roster from the middle of a contest's arrays (the `offset`th team).
            const size = players.length;
            const rosters = new Uint32Array((offset + 1) * size);
            players.forEach((_, i) => {
              rosters[offset * size + i] = i;
            });
            const grouped = kernel.arrange(rosters, codes, size, true);
            expect(kernel.score(grouped, offset, size, points, 0)).toBe(expected);
            // Its starters index the grouped roster. Mapped back, they are a best lineup of the
            // scorer's size and weakest starter (on ties it may start another of the tied players):
            // scored alone, they make the best lineup's points.
            const starting: number[] = [];
            for (let slot = 0; slot < size; slot++)
              if (kernel.starters & (1 << slot)) starting.push(grouped.order[offset * size + slot]!);
            const expectedStarters = scorer.last.starters;
            const expectedWeakest = scorer.last.weakest;
            expect(starting).toHaveLength(popcount(expectedStarters));
            expect(kernel.weakest).toBe(expectedWeakest);
            const alone = scorer.score(
              Int8Array.from(starting, (i) => codes[i]!),
              Int32Array.from(starting, (i) => points[i]!),
              starting.length,
            );
            expect(alone).toBe(expected);
            expect(popcount(scorer.last.starters)).toBe(starting.length);
          },
        ),
        { numRuns: 500 },
      );
    });
  }
});
