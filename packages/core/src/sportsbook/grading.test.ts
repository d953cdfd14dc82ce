import { describe, expect, it } from 'vitest';
import { gradeLeg } from './grading.ts';

describe('grading a leg on the final score', () => {
  it('pays the moneyline to the winner and pushes a two-way moneyline on a level final', () => {
    expect(
      gradeLeg({ kind: 'moneyline', line: null, selection: 'home', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('won');
    expect(
      gradeLeg({ kind: 'moneyline', line: null, selection: 'away', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('lost');
    expect(
      gradeLeg({ kind: 'moneyline', line: null, selection: 'away', sport: 'nfl' }, { home: 20, away: 20 }),
    ).toBe('push');
    expect(
      gradeLeg({ kind: 'moneyline', line: null, selection: 'home', sport: 'nba' }, { home: 99, away: 99 }),
    ).toBe('push');
  });

  it('on a three-way moneyline (a sport whose games can end level) a level final wins the draw and loses home and away', () => {
    const soccer = (selection: 'home' | 'away' | 'draw') =>
      ({ kind: 'moneyline', line: null, selection, sport: 'soccer' }) as const;
    expect(gradeLeg(soccer('home'), { home: 2, away: 2 })).toBe('lost');
    expect(gradeLeg(soccer('away'), { home: 2, away: 2 })).toBe('lost');
    expect(gradeLeg(soccer('draw'), { home: 2, away: 2 })).toBe('won');
    expect(gradeLeg(soccer('home'), { home: 0, away: 0 })).toBe('lost');
    expect(gradeLeg(soccer('home'), { home: 3, away: 2 })).toBe('won');
    expect(gradeLeg(soccer('away'), { home: 3, away: 2 })).toBe('lost');
    expect(gradeLeg(soccer('draw'), { home: 3, away: 2 })).toBe('lost');
  });

  it('keeps the line rule on a three-way sport: a whole spread or total landed on still pushes', () => {
    expect(
      gradeLeg({ kind: 'spread', line: 0, selection: 'home', sport: 'soccer' }, { home: 1, away: 1 }),
    ).toBe('push');
    expect(
      gradeLeg({ kind: 'total', line: 2, selection: 'over', sport: 'soccer' }, { home: 1, away: 1 }),
    ).toBe('push');
  });

  it('adds the home handicap before comparing, and a whole line the margin lands on pushes', () => {
    // Home −3.5 won by 7: home covers, away does not.
    expect(
      gradeLeg({ kind: 'spread', line: -3.5, selection: 'home', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('won');
    expect(
      gradeLeg({ kind: 'spread', line: -3.5, selection: 'away', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('lost');
    // Home −7.5 won by 7: the away side covers.
    expect(
      gradeLeg({ kind: 'spread', line: -7.5, selection: 'away', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('won');
    expect(
      gradeLeg({ kind: 'spread', line: -7, selection: 'home', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('push');
    expect(
      gradeLeg({ kind: 'spread', line: -7, selection: 'away', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('push');
  });

  it('grades a total against the points line, both sides pushing on a whole line landed on', () => {
    expect(
      gradeLeg({ kind: 'total', line: 40.5, selection: 'over', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('won');
    expect(
      gradeLeg({ kind: 'total', line: 40.5, selection: 'under', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('lost');
    expect(
      gradeLeg({ kind: 'total', line: 41.5, selection: 'under', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('won');
    expect(
      gradeLeg({ kind: 'total', line: 41, selection: 'over', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('push');
    expect(
      gradeLeg({ kind: 'total', line: 41, selection: 'under', sport: 'nfl' }, { home: 24, away: 17 }),
    ).toBe('push');
  });
});
