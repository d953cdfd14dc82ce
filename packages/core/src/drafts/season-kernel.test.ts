import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLineupScorer } from './lineup-scorer.ts';
import { NestedLineupKernel } from './nested-lineup-kernel.ts';
import { BEST_BALL_ROSTERS } from './rosters.ts';
import { compileSeasonKernel, seasonKernelSource } from './season-kernel.ts';

describe('season kernel (code generated per roster shape)', () => {
  for (const sport of ['nfl', 'mlb'] as const) {
    it(`writes the kernel's lineup, starters and weakest starter in every cell, and the totals (${sport})`, () => {
      const shape = BEST_BALL_ROSTERS[sport]!;
      const scorer = createLineupScorer(shape);
      const kernel = new NestedLineupKernel(scorer.nested!);
      // Positions no slot takes (K) are held and never start.
      const positions = [...new Set(shape.starters.flatMap((slot) => slot.positions)), 'K'];
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 20 }),
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 4 }),
          fc.array(fc.constantFrom(...positions), { minLength: 30, maxLength: 30 }),
          fc.array(fc.integer({ min: -300, max: 3_000 }), { minLength: 30 * 4, maxLength: 30 * 4 }),
          fc.array(fc.nat(29), { minLength: 6 * 20, maxLength: 6 * 20 }),
          (rosterSize, teams, periods, pool, values, picks) => {
            const codes = Int8Array.from(pool, (position) => scorer.positionCode(position));
            // Few distinct points, so ties are common.
            const points = Int32Array.from(values, (value) => (value % 7 === 0 ? 100 : value));
            const rosters = Uint32Array.from({ length: teams * rosterSize }, (_, i) => picks[i]!);
            const grouped = kernel.arrange(rosters, codes, rosterSize);
            const cells = () => ({
              lineups: new Int32Array(teams * periods),
              starters: new Int32Array(teams * periods),
              weakest: new Int32Array(teams * periods),
            });
            const expected = cells();
            const expectedTotals = Int32Array.from({ length: teams }, (_, team) =>
              kernel.scoreSeason(grouped, team, rosterSize, points, 30, periods, expected, team, teams),
            );
            const actual = { ...cells(), totals: new Int32Array(teams) };
            const run = compileSeasonKernel(seasonKernelSource(kernel.layout, rosterSize));
            // In two shares, as worker threads would score them.
            const sizes = { stride: 30, periods, teams };
            const arrays = { players: grouped.players, ends: grouped.ends, points, ...actual };
            const half = Math.floor(teams / 2);
            run(arrays, sizes, 0, half);
            run(arrays, sizes, half, teams);
            expect(actual.lineups).toEqual(expected.lineups);
            expect(actual.starters).toEqual(expected.starters);
            expect(actual.weakest).toEqual(expected.weakest);
            expect(actual.totals).toEqual(expectedTotals);
          },
        ),
        { numRuns: 300 },
      );
    });
  }

  it('generates nothing from input but the layout and the roster size', () => {
    const layout = createLineupScorer(BEST_BALL_ROSTERS.nfl!).nested!;
    const source = seasonKernelSource(layout, 18);
    expect(source).toBe(seasonKernelSource(layout, 18));
    expect(source).not.toContain('eval');
  });
});
