import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

describe('createRandom', () => {
  it('repeats its sequence for a seed, numbers and strings alike', () => {
    const draws = (seed: number | string) => {
      const random = createRandom(seed);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draws(7)).toEqual(draws(7));
    expect(draws('sim-nba-g-1-1')).toEqual(draws('sim-nba-g-1-1'));
    expect(draws(7)).not.toEqual(draws(8));
    expect(draws('7')).toEqual(draws(7));
  });

  it('keeps draws in range', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (seed, min, span) => {
          const random = createRandom(seed);
          for (let index = 0; index < 20; index++) {
            const value = random.next();
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThan(1);
            const whole = random.int(min, min + span);
            expect(whole).toBeGreaterThanOrEqual(min);
            expect(whole).toBeLessThanOrEqual(min + span);
          }
        },
      ),
    );
  });

  it('picks by weight, shuffles without losing items, and centres normal draws', () => {
    const random = createRandom('weights');
    const counts = [0, 0, 0];
    for (let index = 0; index < 3000; index++) {
      const drawn = random.weightedIndex([1, 0, 3]);
      counts[drawn] = (counts[drawn] ?? 0) + 1;
    }
    expect(counts[1]).toBe(0);
    expect(counts[2]).toBeGreaterThan(2 * (counts[0] ?? 0));
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    const draws = Array.from({ length: 2000 }, () => random.normal(10, 2));
    const average = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(Math.abs(average - 10)).toBeLessThan(0.3);
  });
});
