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
            // The kernel reads a roster from the middle of a contest's arrays (the `offset`th team).
            const size = players.length;
            const rosters = new Uint32Array((offset + 1) * size);
            players.forEach((_, i) => {
              rosters[offset * size + i] = i;
            });
            const grouped = kernel.arrange(rosters, codes, size);
            expect(kernel.score(grouped, offset, size, points, 0)).toBe(expected);
            // Its starters index the grouped roster: mapped back, the scorer's own.
            let starters = 0;
            for (let slot = 0; slot < size; slot++)
              if (kernel.starters & (1 << slot)) starters |= 1 << grouped.order[offset * size + slot]!;
            expect(starters).toBe(scorer.last.starters);
            expect(kernel.weakest).toBe(scorer.last.weakest);
          },
        ),
        { numRuns: 500 },
      );
    });
  }
});
