import { describe, expect, it } from 'vitest';
import { regroupAdvancers, seededRandom, shuffle, topOfGroup, tournamentFinalRanks } from './advancement.ts';

const team = (entryId: string, points: number) => ({ entryId, points });

describe('advancement regrouping', () => {
  const drafts = Array.from({ length: 6 }, (_, draft) => ({
    id: `d${draft}`,
    teams: Array.from({ length: 12 }, (_, seat) => team(`d${draft}s${seat}`, 100 + seat * 10 + draft)),
  }));

  it('advances the top K of each draft into groups of the round draft size', () => {
    const groups = regroupAdvancers(drafts, { advance: 2, groupSize: 4 }, seededRandom(7));
    expect(groups.map((group) => group.length)).toEqual([4, 4, 4]);
    const advanced = groups.flat().sort();
    const expected = drafts.flatMap((draft) => [`${draft.id}s11`, `${draft.id}s10`]).sort();
    expect(advanced).toEqual(expected);
  });

  it('gives the same groups for the same randomness, whatever order the drafts come in', () => {
    const first = regroupAdvancers(drafts, { advance: 2, groupSize: 4 }, seededRandom(42));
    const again = regroupAdvancers([...drafts].reverse(), { advance: 2, groupSize: 4 }, seededRandom(42));
    expect(again).toEqual(first);
    const other = regroupAdvancers(drafts, { advance: 2, groupSize: 4 }, seededRandom(43));
    expect(other).not.toEqual(first);
  });

  it('puts the rest in a smaller last group', () => {
    const groups = regroupAdvancers(drafts.slice(0, 5), { advance: 1, groupSize: 2 }, seededRandom(1));
    expect(groups.map((group) => group.length)).toEqual([2, 2, 1]);
  });

  it('draws between teams tied at the cut, and only between them', () => {
    const teams = [team('a', 150), team('b', 120), team('c', 120), team('d', 90)];
    const low = topOfGroup(teams, 2, () => 0.1).map((t) => t.entryId);
    expect(low[0]).toBe('a');
    expect(['b', 'c']).toContain(low[1]);
    let flip = 0;
    const alternating = () => (flip++ % 2 === 0 ? 0.1 : 0.9);
    const other = topOfGroup(teams, 2, alternating).map((t) => t.entryId);
    expect(other[0]).toBe('a');
    expect(other[1]).not.toBe(low[1]);
  });

  it('shuffles every item exactly once', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = shuffle(items, seededRandom(3));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('refuses a group size under two', () => {
    expect(() => regroupAdvancers(drafts, { advance: 1, groupSize: 1 }, Math.random)).toThrow(RangeError);
  });
});

describe('tournament final ranks', () => {
  it('ranks the last round first, then each earlier round, ties sharing a rank', () => {
    const ranks = tournamentFinalRanks([
      { id: 'out-high', reached: 0, points: 1_900 },
      { id: 'final-low', reached: 2, points: 90 },
      { id: 'semi', reached: 1, points: 150 },
      { id: 'final-high', reached: 2, points: 140.004 },
      { id: 'final-tie', reached: 2, points: 140 },
      { id: 'out-low', reached: 0, points: 1_200 },
    ]);
    expect(ranks).toEqual([
      { id: 'final-high', rank: 1 },
      { id: 'final-tie', rank: 1 },
      { id: 'final-low', rank: 3 },
      { id: 'semi', rank: 4 },
      { id: 'out-high', rank: 5 },
      { id: 'out-low', rank: 6 },
    ]);
  });
});
