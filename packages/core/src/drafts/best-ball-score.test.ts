import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestBallLineup } from './best-ball-lineup.ts';
import {
  bestBallScore,
  prizeForPlace,
  rankByPoints,
  scoringPeriodId,
  splitPrizes,
} from './best-ball-score.ts';
import type { PrizeTier } from './model.ts';
import { BEST_BALL_ROSTERS } from './rosters.ts';

const nfl = BEST_BALL_ROSTERS.nfl!;
const positions = ['QB', 'RB', 'WR', 'TE'];

describe('best ball score', () => {
  it('is the sum over periods of each period’s best lineup', () => {
    const roster = [
      { id: 'qb', position: 'QB' },
      { id: 'rb1', position: 'RB' },
      { id: 'rb2', position: 'RB' },
      { id: 'rb3', position: 'RB' },
    ];
    const score = bestBallScore(nfl, roster, [
      {
        id: 'w1',
        points: new Map([
          ['qb', 20],
          ['rb1', 10],
          ['rb2', 5],
          ['rb3', 1],
        ]),
      },
      {
        id: 'w2',
        points: new Map([
          ['rb3', 30],
          ['rb2', 2.5],
        ]),
      },
    ]);
    // Week 1: QB 20, RBs 10 and 5, FLEX rb3 1; week 2: rb3 30, rb2 2.5, rb1 0 at FLEX.
    expect(score.periods.map((period) => period.points)).toEqual([36, 32.5]);
    expect(score.points).toBe(68.5);
  });

  it('equals bestBallLineup per period for any roster', () => {
    const player = fc.record({
      position: fc.constantFrom(...positions),
      points: fc.integer({ min: -500, max: 5000 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(player, { minLength: 18, maxLength: 18 }), { minLength: 1, maxLength: 3 }),
        (weeks) => {
          const roster = weeks[0]!.map((row, index) => ({ id: `p${index}`, position: row.position }));
          const periods = weeks.map((week, w) => ({
            id: `w${w}`,
            points: new Map(week.map((row, index) => [`p${index}`, row.points / 100])),
          }));
          const score = bestBallScore(nfl, roster, periods);
          const expected = periods.map(
            (period) =>
              bestBallLineup(
                nfl,
                roster.map((p) => ({ ...p, points: period.points.get(p.id)! })),
              ).points,
          );
          expect(score.periods.map((period) => period.points)).toEqual(expected);
          expect(score.points).toBeCloseTo(
            expected.reduce((sum, points) => sum + points, 0),
            6,
          );
        },
      ),
    );
  });

  it('scores an NFL week as its slate and a day sport by the game’s day', () => {
    const at = new Date('2026-11-24T23:30:00Z');
    expect(scoringPeriodId('nfl', 'slate-w12', at)).toBe('slate-w12');
    expect(scoringPeriodId('nba', 'slate-d', at)).toBe('2026-11-24');
  });

  it('cuts a day sport’s periods at Eastern midnight, not UTC midnight', () => {
    // One evening slate: 7:05 PM ET and 10:10 PM ET straddle 00:00Z and are one day.
    const early = scoringPeriodId('mlb', 'slate-d', new Date('2026-07-14T23:05:00Z'));
    const late = scoringPeriodId('mlb', 'slate-d', new Date('2026-07-15T02:10:00Z'));
    expect(early).toBe('2026-07-14');
    expect(late).toBe(early);
    // In winter Eastern is UTC−5: 11:30 PM ET is 04:30Z the next day.
    expect(scoringPeriodId('nba', 'slate-d', new Date('2026-11-25T04:30:00Z'))).toBe('2026-11-24');
    expect(scoringPeriodId('nba', 'slate-d', new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
  });

  it('keeps the Eastern day across the daylight-saving changes', () => {
    // 1 Nov 2026 clocks fall back at 2 AM: 11:59 PM EDT on 31 Oct is 03:59Z; 11:30 PM EST on 1 Nov is 04:30Z on 2 Nov.
    expect(scoringPeriodId('nba', 'slate-d', new Date('2026-11-01T03:59:00Z'))).toBe('2026-10-31');
    expect(scoringPeriodId('nba', 'slate-d', new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(scoringPeriodId('nba', 'slate-d', new Date('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
    // 8 Mar 2026 clocks spring forward: 04:30Z is 11:30 PM EST on the 6th, 12:30 AM EDT on the 9th.
    expect(scoringPeriodId('nba', 'slate-d', new Date('2026-03-07T04:30:00Z'))).toBe('2026-03-06');
    expect(scoringPeriodId('nba', 'slate-d', new Date('2026-03-09T04:30:00Z'))).toBe('2026-03-09');
  });
});

describe('ranks in a draft', () => {
  it('shares a rank between ties and skips the places they took', () => {
    const ranked = rankByPoints([
      { id: 'a', points: 90 },
      { id: 'b', points: 120 },
      { id: 'c', points: 90 },
      { id: 'd', points: 80 },
    ]);
    expect(ranked.map((entry) => [entry.id, entry.rank])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('ranks every entry by how many scored strictly more', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 12 }), (scores) => {
        const entries = scores.map((points, index) => ({ id: `e${index}`, points }));
        for (const entry of rankByPoints(entries)) {
          expect(entry.rank).toBe(1 + entries.filter((other) => other.points > entry.points).length);
        }
      }),
    );
  });
});

describe('prize split', () => {
  const prizes: PrizeTier[] = [
    { rankFrom: 1, rankTo: 1, amountCents: 10_000 },
    { rankFrom: 2, rankTo: 2, amountCents: 5_001 },
    { rankFrom: 3, rankTo: 4, amountCents: 1_000 },
  ];

  it('splits the tied places’ prizes evenly, rounded down to the cent', () => {
    const payouts = splitPrizes(prizes, [
      { id: 'a', rank: 1 },
      { id: 'b', rank: 2 },
      { id: 'c', rank: 2 },
      { id: 'd', rank: 2 },
      { id: 'e', rank: 5 },
    ]);
    // Places 2, 3 and 4: 5,001 + 1,000 + 1,000 = 7,001 cents over three, each 2,333.
    expect(Object.fromEntries(payouts)).toEqual({ a: 10_000, b: 2_333, c: 2_333, d: 2_333, e: 0 });
  });

  const tiers = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 100_000 })), {
      minLength: 1,
      maxLength: 5,
    })
    .map((rows) => {
      let from = 1;
      return rows.map(([width, amountCents]) => {
        const tier = { rankFrom: from, rankTo: from + width - 1, amountCents };
        from += width;
        return tier;
      });
    });
  const scores = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 12 });

  it('never pays more than the table, ties get equal shares, and each group loses under one cent a member', () => {
    fc.assert(
      fc.property(tiers, scores, (table, points) => {
        const ranked = rankByPoints(points.map((p, index) => ({ id: `e${index}`, points: p })));
        const payouts = splitPrizes(table, ranked);
        let tableTotal = 0;
        for (let place = 1; place <= ranked.length; place++) tableTotal += prizeForPlace(table, place);
        const paid = [...payouts.values()].reduce((sum, cents) => sum + cents, 0);
        const groups = new Set(ranked.map((entry) => entry.rank));
        expect(paid).toBeLessThanOrEqual(tableTotal);
        let lossBound = 0;
        for (const rank of groups) {
          const members = ranked.filter((entry) => entry.rank === rank);
          const shares = new Set(members.map((entry) => payouts.get(entry.id)));
          expect(shares.size).toBe(1);
          lossBound += members.length - 1;
        }
        expect(tableTotal - paid).toBeLessThanOrEqual(lossBound);
        for (const cents of payouts.values()) expect(Number.isInteger(cents) && cents >= 0).toBe(true);
      }),
    );
  });

  it('pays each place its tier when nobody ties', () => {
    fc.assert(
      fc.property(tiers, fc.integer({ min: 1, max: 12 }), (table, size) => {
        const ranked = Array.from({ length: size }, (_, index) => ({ id: `e${index}`, rank: index + 1 }));
        const payouts = splitPrizes(table, ranked);
        for (const entry of ranked) expect(payouts.get(entry.id)).toBe(prizeForPlace(table, entry.rank));
      }),
    );
  });
});
