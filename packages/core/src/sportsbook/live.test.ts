import { describe, expect, it } from 'vitest';
import { liveFinals, sportsbookProgress } from './live.ts';
import { type Final, marketsFromFinals } from './markets.ts';
import { paysAtLeast } from './odds.ts';

/** 200 finals that favour neither side. */
const evenFinals = (): Final[] =>
  Array.from({ length: 200 }, (_, run) => ({ home: 10 + (run % 21), away: 10 + ((run * 7) % 21) }));

describe('in-game prices', () => {
  it('add the part of each simulated final still to play to the score so far', () => {
    const finals = [
      { home: 20, away: 10 },
      { home: 8, away: 30 },
    ];
    expect(liveFinals(finals, { home: 3, away: 7 }, 0.75)).toEqual([
      { home: 8, away: 10 },
      { home: 5, away: 15 },
    ]);
    // Before the start the finals stand as they were; at the end only the score is left.
    expect(liveFinals(finals, { home: 0, away: 0 }, 0)).toEqual(finals);
    expect(liveFinals(finals, { home: 21, away: 14 }, 1)).toEqual([
      { home: 21, away: 14 },
      { home: 21, away: 14 },
    ]);
  });

  it('move the moneyline toward the side ahead, and further the later it is', () => {
    const finals = evenFinals();
    const homePrice = (score: Final, progress: number) =>
      marketsFromFinals('nba', liveFinals(finals, score, progress))[0]!.selections.find(
        (s) => s.key === 'home',
      )!.price;
    const level = homePrice({ home: 0, away: 0 }, 0);
    const aheadEarly = homePrice({ home: 4, away: 0 }, 0.25);
    const aheadLate = homePrice({ home: 4, away: 0 }, 0.9);
    // A shorter price pays less: the home side is more likely to win.
    expect(paysAtLeast(level, aheadEarly)).toBe(true);
    expect(paysAtLeast(aheadEarly, aheadLate)).toBe(true);
    expect(level).not.toBe(aheadEarly);
    expect(aheadEarly).not.toBe(aheadLate);
  });

  it('measure how far a game is from its period and clock', () => {
    expect(sportsbookProgress('nba', 3, 360)).toBe(0.625);
    expect(sportsbookProgress('nfl', 0, null)).toBe(0);
  });
});
