import { describe, expect, it } from 'vitest';
import { describeInPlay } from './account-closure.ts';

describe('what is in play, in words', () => {
  it('names each game with a count, singular or plural, joined as a sentence', () => {
    expect(describeInPlay({ pickem: 0, best_ball: 0, sportsbook: 0 })).toBe('');
    expect(describeInPlay({ pickem: 1, best_ball: 0, sportsbook: 0 })).toBe("1 pick'em entry");
    expect(describeInPlay({ pickem: 0, best_ball: 3, sportsbook: 1 })).toBe('3 best ball entries and 1 bet');
    expect(describeInPlay({ pickem: 2, best_ball: 1, sportsbook: 4 })).toBe(
      "2 pick'em entries, 1 best ball entry and 4 bets",
    );
  });
});
