import { describe, expect, it } from 'vitest';
import { gradeLeg } from './grading.ts';

describe('grading a leg on the final score', () => {
  it('pays the moneyline to the winner and pushes a two-way moneyline on a level final', () => {
    expect(gradeLeg({ kind: 'moneyline', line: null, selection: 'home' }, { home: 24, away: 17 })).toBe(
      'won',
    );
    expect(gradeLeg({ kind: 'moneyline', line: null, selection: 'away' }, { home: 24, away: 17 })).toBe(
      'lost',
    );
    expect(gradeLeg({ kind: 'moneyline', line: null, selection: 'away' }, { home: 2, away: 2 })).toBe('push');
    expect(gradeLeg({ kind: 'moneyline', line: null, selection: 'draw' }, { home: 2, away: 2 })).toBe('won');
    expect(gradeLeg({ kind: 'moneyline', line: null, selection: 'draw' }, { home: 3, away: 2 })).toBe('lost');
  });

  it('adds the home handicap before comparing, and a whole line the margin lands on pushes', () => {
    // Home −3.5 won by 7: home covers, away does not.
    expect(gradeLeg({ kind: 'spread', line: -3.5, selection: 'home' }, { home: 24, away: 17 })).toBe('won');
    expect(gradeLeg({ kind: 'spread', line: -3.5, selection: 'away' }, { home: 24, away: 17 })).toBe('lost');
    // Home −7.5 won by 7: the away side covers.
    expect(gradeLeg({ kind: 'spread', line: -7.5, selection: 'away' }, { home: 24, away: 17 })).toBe('won');
    expect(gradeLeg({ kind: 'spread', line: -7, selection: 'home' }, { home: 24, away: 17 })).toBe('push');
    expect(gradeLeg({ kind: 'spread', line: -7, selection: 'away' }, { home: 24, away: 17 })).toBe('push');
  });

  it('grades a total against the points line, both sides pushing on a whole line landed on', () => {
    expect(gradeLeg({ kind: 'total', line: 40.5, selection: 'over' }, { home: 24, away: 17 })).toBe('won');
    expect(gradeLeg({ kind: 'total', line: 40.5, selection: 'under' }, { home: 24, away: 17 })).toBe('lost');
    expect(gradeLeg({ kind: 'total', line: 41.5, selection: 'under' }, { home: 24, away: 17 })).toBe('won');
    expect(gradeLeg({ kind: 'total', line: 41, selection: 'over' }, { home: 24, away: 17 })).toBe('push');
    expect(gradeLeg({ kind: 'total', line: 41, selection: 'under' }, { home: 24, away: 17 })).toBe('push');
  });
});
