import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeForPlace, rankByPoints } from './best-ball-score.ts';
import type { PrizeTier } from './model.ts';
import { contestPrizes, prizeBreakdown, prizeTableTotal, scalePrizeTable } from './prizes.ts';

const TABLE: PrizeTier[] = [
  { rankFrom: 1, rankTo: 1, amountCents: 4_501 },
  { rankFrom: 2, rankTo: 2, amountCents: 2_250 },
  { rankFrom: 3, rankTo: 5, amountCents: 1_083 },
];

const tiers = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 100_000 })), {
    minLength: 1,
    maxLength: 6,
  })
  .map((rows) => {
    let from = 1;
    return rows.map(([width, amountCents]) => {
      const tier = { rankFrom: from, rankTo: from + width - 1, amountCents };
      from += width;
      return tier;
    });
  });
const scores = fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 24 });

describe('best ball contest prizes', () => {
  it('pays a full contest exactly the table it showed', () => {
    const ranked = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => ({ id, rank: index + 1 }));
    const paid = contestPrizes(TABLE, ranked, { drafted: 12, cap: 12 });
    expect(Object.fromEntries(paid)).toEqual({ a: 4_501, b: 2_250, c: 1_083, d: 1_083, e: 1_083, f: 0 });
  });

  it('splits tied ranks’ prizes evenly, rounded down to the cent', () => {
    // b, c and d tie for second: places 2, 3 and 4 pay 2,250 + 1,083 + 1,083 = 4,416, so 1,472 each.
    const ranked = [
      { id: 'a', rank: 1 },
      { id: 'b', rank: 2 },
      { id: 'c', rank: 2 },
      { id: 'd', rank: 2 },
      { id: 'e', rank: 5 },
      { id: 'f', rank: 5 },
    ];
    const paid = contestPrizes(TABLE, ranked, { drafted: 12, cap: 12 });
    // e and f share place 5 (1,083) and place 6 (nothing): 541 each, the odd cent unpaid.
    expect(Object.fromEntries(paid)).toEqual({ a: 4_501, b: 1_472, c: 1_472, d: 1_472, e: 541, f: 541 });
  });

  it('scales every tier to the share of the cap drafted, rounded down', () => {
    expect(scalePrizeTable(TABLE, { drafted: 4, cap: 12 })).toEqual([
      { rankFrom: 1, rankTo: 1, amountCents: 1_500 },
      { rankFrom: 2, rankTo: 2, amountCents: 750 },
      { rankFrom: 3, rankTo: 5, amountCents: 361 },
    ]);
    expect(scalePrizeTable(TABLE, { drafted: 0, cap: 12 }).map((tier) => tier.amountCents)).toEqual([
      0, 0, 0,
    ]);
    expect(prizeTableTotal(TABLE)).toBe(4_501 + 2_250 + 3 * 1_083);
  });

  it('never pays more than the (scaled) table, and tied teams get equal amounts', () => {
    fc.assert(
      fc.property(
        tiers,
        scores,
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 250 }),
        (table, points, cap, drafted) => {
          const ranked = rankByPoints(points.map((p, index) => ({ id: `e${index}`, points: p })));
          const paid = contestPrizes(table, ranked, { drafted, cap });
          const total = [...paid.values()].reduce((sum, cents) => sum + cents, 0);
          const scaled = scalePrizeTable(table, { drafted, cap });
          let placesTotal = 0;
          for (let place = 1; place <= ranked.length; place++) placesTotal += prizeForPlace(scaled, place);
          expect(total).toBeLessThanOrEqual(placesTotal);
          expect(total).toBeLessThanOrEqual(prizeTableTotal(table));
          // Scaled down, the table never pays more than the drafted entries' share of it.
          if (drafted < cap) {
            expect(prizeTableTotal(scaled)).toBeLessThanOrEqual((prizeTableTotal(table) * drafted) / cap);
          }
          for (const rank of new Set(ranked.map((entry) => entry.rank))) {
            const shares = new Set(
              ranked.filter((entry) => entry.rank === rank).map((entry) => paid.get(entry.id)),
            );
            expect(shares.size).toBe(1);
          }
          for (const cents of paid.values()) expect(Number.isInteger(cents) && cents >= 0).toBe(true);
        },
      ),
    );
  });
});

describe('a team’s prize breakdown', () => {
  it('shows the scaled table, the contest rank, the tie and the places it shares, adding up to the prize', () => {
    // 6 of 12 entries drafted: every tier is halved (rounded down): 2,250, 1,125 and 541.
    const ranked = [
      { id: 'a', rank: 1 },
      { id: 'b', rank: 2 },
      { id: 'c', rank: 2 },
      { id: 'd', rank: 4 },
      { id: 'e', rank: 5 },
      { id: 'f', rank: 6 },
    ];
    const breakdown = prizeBreakdown(TABLE, ranked, { drafted: 6, cap: 12 }, 'c');
    expect(breakdown).toEqual({
      rank: 2,
      teams: 6,
      tied: 2,
      places: [
        { place: 2, amountCents: 1_125 },
        { place: 3, amountCents: 541 },
      ],
      table: [
        { rankFrom: 1, rankTo: 1, amountCents: 2_250 },
        { rankFrom: 2, rankTo: 2, amountCents: 1_125 },
        { rankFrom: 3, rankTo: 5, amountCents: 541 },
      ],
      drafted: 6,
      cap: 12,
      // (1,125 + 541) / 2 = 833, rounded down.
      prizeCents: 833,
    });
    expect(prizeBreakdown(TABLE, ranked, { drafted: 6, cap: 12 }, 'nobody')).toBeNull();
  });

  it('always agrees with what settlement pays', () => {
    fc.assert(
      fc.property(tiers, scores, fc.integer({ min: 1, max: 40 }), (table, points, cap) => {
        const ranked = rankByPoints(points.map((value, index) => ({ id: `t${index}`, points: value })));
        const fill = { drafted: Math.min(ranked.length, cap), cap };
        const paid = contestPrizes(table, ranked, fill);
        for (const entry of ranked) {
          const breakdown = prizeBreakdown(table, ranked, fill, entry.id)!;
          expect(breakdown.prizeCents).toBe(paid.get(entry.id));
          const shared = breakdown.places.reduce((sum, place) => sum + place.amountCents, 0);
          expect(breakdown.prizeCents).toBe(Math.floor(shared / breakdown.tied));
        }
      }),
    );
  });
});
