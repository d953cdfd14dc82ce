import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextDraftEntries, shuffled } from '../../src/features/contests/seating.ts';

const pool = fc.array(
  fc.record({ id: fc.uuid(), userId: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { nil: null }) }),
  { maxLength: 30 },
);

describe('seating', () => {
  it('shuffles into a permutation whatever the draws', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer()),
        fc.array(fc.double({ min: 0, max: 0.9999999, noNaN: true })),
        (items, draws) => {
          let i = 0;
          const out = shuffled(items, () => draws[i++ % Math.max(draws.length, 1)] ?? 0);
          expect([...out].sort()).toEqual([...items].sort());
        },
      ),
    );
  });

  it('reaches every seat: each position can receive the first entry', () => {
    const seen = new Set<number>();
    for (let k = 0; k < 12; k++) seen.add(shuffled([0, 1, 2, 3], () => k / 12).indexOf(0));
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('takes one entry per player, oldest first, unless repeats are allowed, never more than the seats', () => {
    fc.assert(
      fc.property(pool, fc.integer({ min: 2, max: 12 }), fc.boolean(), (entries, seats, repeats) => {
        const chosen = nextDraftEntries(entries, seats, repeats);
        expect(chosen.length).toBeLessThanOrEqual(seats);
        expect(new Set(chosen).size).toBe(chosen.length);
        const players = chosen.map((entry) => entry.userId).filter((id) => id !== null);
        const distinct = new Set(entries.map((entry) => entry.userId).filter((id) => id !== null)).size;
        const bots = entries.filter((entry) => entry.userId === null).length;
        if (!repeats) {
          expect(new Set(players).size).toBe(players.length);
          expect(chosen.length).toBe(Math.min(seats, distinct + bots));
        } else {
          expect(chosen.length).toBe(Math.min(seats, entries.length));
        }
      }),
    );
  });
});
