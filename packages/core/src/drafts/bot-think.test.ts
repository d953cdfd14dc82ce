import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOT_CLOCK_SHARE,
  botThinkMs,
  CONSIDERED_THINK_MS,
  isObviousPick,
  OBVIOUS_THINK_MS,
} from './bot-think.ts';

describe('a bot’s think time', () => {
  it('stays inside its window, and an obvious pick comes sooner than a considered one at the same draw', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999_999, noNaN: true }), (random) => {
        const quick = botThinkMs({ clockMs: 30_000, obvious: true, random });
        const slow = botThinkMs({ clockMs: 30_000, obvious: false, random });
        expect(quick).toBeGreaterThanOrEqual(OBVIOUS_THINK_MS.min);
        expect(quick).toBeLessThanOrEqual(OBVIOUS_THINK_MS.max);
        expect(slow).toBeGreaterThanOrEqual(CONSIDERED_THINK_MS.min);
        expect(slow).toBeLessThanOrEqual(CONSIDERED_THINK_MS.max);
        expect(quick).toBeLessThan(slow);
      }),
    );
  });

  it('varies from pick to pick', () => {
    const times = new Set(
      [0.1, 0.4, 0.7, 0.95].map((random) => botThinkMs({ clockMs: 30_000, obvious: false, random })),
    );
    expect(times.size).toBe(4);
  });

  it('never takes more than its share of the pick clock, and nothing of a clock that has run out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        (clockMs, random) => {
          const think = botThinkMs({ clockMs, obvious: false, random });
          expect(think).toBeGreaterThanOrEqual(0);
          expect(think).toBeLessThanOrEqual(clockMs * BOT_CLOCK_SHARE);
        },
      ),
    );
    expect(botThinkMs({ clockMs: 0, obvious: true, random: 0.5 })).toBe(0);
  });

  it('calls a pick obvious when the best player stands a round clear of the next, or is the last one', () => {
    expect(isObviousPick([3, 20], 12)).toBe(true);
    expect(isObviousPick([3, 5], 12)).toBe(false);
    expect(isObviousPick([7], 12)).toBe(true);
    expect(isObviousPick([], 12)).toBe(true);
  });
});
