import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankByPoints, splitPrizes, tiedPrize } from './best-ball-score.ts';
import { RankIndex } from './rank-index.ts';

describe('rank index', () => {
  it('ranks ties together and the next team after all of them (1, 2, 2, 4)', () => {
    const index = new RankIndex();
    for (const score of [9_000, 8_050, 8_050, 7_000]) index.add(score);
    expect([9_000, 8_050, 7_000].map((score) => index.rank(score))).toEqual([1, 2, 4]);
    expect(index.countAt(8_050)).toBe(2);
    index.move(7_000, 8_050);
    expect(index.rank(8_050)).toBe(2);
    expect(index.countAt(8_050)).toBe(3);
  });

  it('grows to take scores outside its range, negative ones too', () => {
    const index = new RankIndex(0, 10);
    index.add(5);
    index.add(50_000);
    index.add(-300);
    expect([50_000, 5, -300].map((score) => index.rank(score))).toEqual([1, 2, 3]);
    expect(index.size).toBe(3);
  });

  it('refuses to remove a team that is not there', () => {
    const index = new RankIndex();
    expect(() => index.remove(100)).toThrow(RangeError);
  });

  it('after any moves, agrees with sorting every team (rankByPoints)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -200, max: 2_000 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -200, max: 60_000 })), { maxLength: 40 }),
        (scores, moves) => {
          const index = new RankIndex(0, 64);
          const teams = [...scores];
          for (const score of teams) index.add(score);
          for (const [pick, to] of moves) {
            const team = pick % teams.length;
            index.move(teams[team]!, to);
            teams[team] = to;
          }
          const sorted = rankByPoints(teams.map((score, id) => ({ id, points: score / 100 })));
          for (const team of sorted) expect(index.rank(teams[team.id]!)).toBe(team.rank);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('prize splits for ties', () => {
  const table = [
    { rankFrom: 1, rankTo: 1, amountCents: 10_000 },
    { rankFrom: 2, rankTo: 2, amountCents: 5_001 },
    { rankFrom: 3, rankTo: 3, amountCents: 2_000 },
  ];

  it('shares the tied places evenly, rounded down to the cent', () => {
    // Three teams tied second share places 2, 3 and 4: (5,001 + 2,000 + 0) / 3 = 2,333.67 → 2,333.
    expect(tiedPrize(table, 2, 3)).toBe(2_333);
    expect(tiedPrize(table, 1, 2)).toBe(7_500);
    expect(tiedPrize(table, 4, 1)).toBe(0);
  });

  it('pays from the rank index what splitPrizes pays from a sorted list', () => {
    const index = new RankIndex();
    const scores = [12_000, 11_000, 11_000, 11_000, 9_000];
    for (const score of scores) index.add(score);
    const ranked = rankByPoints(scores.map((score, id) => ({ id: `t${id}`, points: score / 100 })));
    const split = splitPrizes(table, ranked);
    scores.forEach((score, id) => {
      expect(tiedPrize(table, index.rank(score), index.countAt(score))).toBe(split.get(`t${id}`));
    });
    expect(split.get('t1')).toBe(2_333);
  });

  it('rebuilt at once (reset), agrees with sorting the teams it includes, ties sharing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -300, max: 300 }), fc.boolean()), {
          minLength: 1,
          maxLength: 60,
        }),
        (teams) => {
          const index = new RankIndex(0, 8);
          index.add(5);
          const scores = Int32Array.from(teams, ([score]) => score);
          index.reset(
            scores,
            Uint8Array.from(teams, ([, included]) => (included ? 1 : 0)),
          );
          const included = teams.flatMap(([score, flag], id) => (flag ? [{ id, points: score }] : []));
          expect(index.size).toBe(included.length);
          for (const team of rankByPoints(included)) expect(index.rank(team.points)).toBe(team.rank);
        },
      ),
    );
  });
});
