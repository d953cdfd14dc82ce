import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLineupScorer } from './lineup-scorer.ts';
import { NestedLineupKernel } from './nested-lineup-kernel.ts';
import { BEST_BALL_ROSTERS } from './rosters.ts';

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
            // The kernel reads a roster from the middle of a contest's arrays.
            const rosters = new Uint32Array(offset + players.length);
            const groups = new Int8Array(offset + players.length);
            players.forEach((_, i) => {
              rosters[offset + i] = i;
              groups[offset + i] = kernel.groupOf(codes[i]!);
            });
            expect(kernel.score(rosters, groups, offset, players.length, points, 0)).toBe(expected);
            expect(kernel.starters).toBe(scorer.last.starters);
            expect(kernel.weakest).toBe(scorer.last.weakest);
          },
        ),
        { numRuns: 500 },
      );
    });
  }
});
