import { describe, expect, it } from 'vitest';
import { entryTitle, pickProgress, repricedNote, rivalsProgress, voidReason } from './pick-progress.ts';
import { entryFixture, marsh, okafor, pickFixture } from './testing/fixtures.ts';

const names = (id: string) => (id === marsh.id ? 'Jalen Marsh' : 'Drew Okafor');

describe('pickProgress', () => {
  it('fills the bar to the stat so far and marks the line, with what is still needed', () => {
    const progress = pickProgress(pickFixture({ stat_value: 64.5, current: 40 }));
    expect(progress).toMatchObject({ current: 40, line: 64.5, standing: 'pending', remaining: 24.5 });
    expect(progress.mark).toBe(0.5);
    expect(progress.fill).toBeCloseTo(40 / 129);
  });

  it('calls a higher pick a hit and a lower pick a miss once the stat passes the line', () => {
    expect(pickProgress(pickFixture({ choice: 'higher', stat_value: 4.5, current: 5 })).standing).toBe('hit');
    expect(pickProgress(pickFixture({ choice: 'lower', stat_value: 4.5, current: 5 })).standing).toBe('miss');
    // Under the line nothing is decided yet: the game can still push it over.
    expect(pickProgress(pickFixture({ choice: 'lower', stat_value: 4.5, current: 4 })).standing).toBe(
      'pending',
    );
    expect(pickProgress(pickFixture({ choice: 'higher', stat_value: 4.5, current: 4 }))).toMatchObject({
      standing: 'pending',
      remaining: 0.5,
    });
  });

  it('shows the graded result once settled, and an empty bar before the game has a value', () => {
    expect(pickProgress(pickFixture({ choice: 'lower', current: 80, result: 'void' })).standing).toBe('void');
    expect(pickProgress(pickFixture({ current: null }))).toMatchObject({ current: null, fill: 0 });
    // A stat far past the line stretches the scale: the bar is full, the mark moves left.
    const past = pickProgress(pickFixture({ stat_value: 10.5, current: 42 }));
    expect(past.fill).toBe(1);
    expect(past.mark).toBe(10.5 / 42);
  });
});

describe('rivalsProgress', () => {
  const rivals = (first: number | null, second: number | null, handicap = 2.5) =>
    pickFixture({
      kind: 'rivals',
      choice: 'first',
      stat_value: handicap,
      subjects: [
        { player_id: marsh.id, game_id: 'nfl-g1', team_id: 'nfl-kc', current_value: first },
        { player_id: okafor.id, game_id: 'nfl-g1', team_id: 'nfl-buf', current_value: second },
      ],
    });
  it('adds the handicap to the first player and names who leads', () => {
    expect(rivalsProgress(rivals(20, 21))).toMatchObject({ firstAdjusted: 22.5, leader: 'first' });
    expect(rivalsProgress(rivals(20, 25))).toMatchObject({ leader: 'second' });
    expect(rivalsProgress(rivals(null, null)).leader).toBeNull();
  });
  it('explains a void: a player who did not play, or a tie after the handicap', () => {
    expect(voidReason(rivals(null, 12), names)).toBe('Jalen Marsh did not play');
    expect(voidReason(rivals(10, 12, 2), names)).toBe('Tied after the handicap, so it counts as a push');
  });
});

describe('entry words', () => {
  it('names an entry by size and type', () => {
    expect(entryTitle(entryFixture())).toBe('3-pick Flex');
    expect(entryTitle({ type: 'standard', picks: entryFixture().picks.slice(0, 2) })).toBe('2-pick Standard');
  });

  it('explains a void pick and the re-priced entry', () => {
    expect(voidReason(pickFixture({ stat_value: 64, current: 64, result: 'void' }), names)).toBe(
      'Finished exactly on the line (64)',
    );
    expect(voidReason(pickFixture({ current: null, result: 'void' }), names)).toBe(
      'Jalen Marsh did not play',
    );
    const [a, b, c] = entryFixture().picks;
    const withVoid = [
      { ...a!, result: 'void' as const },
      { ...b!, result: 'hit' as const },
      { ...c!, result: 'hit' as const },
    ];
    expect(repricedNote({ type: 'flex', picks: withVoid, result: 'won' })).toBe(
      'Re-priced as a 2-pick Standard after 1 void',
    );
    expect(repricedNote({ type: 'standard', picks: withVoid.slice(0, 2), result: 'refunded' })).toBe(
      'Refunded in full after 1 void: too few picks or teams were left',
    );
    expect(repricedNote(entryFixture())).toBeNull();
  });
});
