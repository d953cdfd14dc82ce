import { DEFAULT_CONTEST_STYLES } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { contestsForSlate } from '../../src/features/contests/contest-maker.ts';

// A contest's name is shown whole where the slate is not picked above it (the draft room, /draft, the
// board, toasts): the slate's label and the style must read as two parts, not "3:20 PM ET Sprint $5.00".
describe('lobby contest names', () => {
  it('separate the slate from the style with a middle dot', () => {
    const now = new Date('2026-11-28T18:00:00.000Z');
    const slate = {
      id: 'nfl-w8',
      sportId: 'nfl' as const,
      name: 'NFL · Week 8 · Sat Nov 28, 3:20 PM ET',
      startsAt: new Date('2026-11-28T20:20:00.000Z'),
      provider: 'sim',
    };
    const styles = {
      kind: 'contest_styles' as const,
      version: 1,
      body: DEFAULT_CONTEST_STYLES,
      createdAt: now,
      createdBy: null,
    };
    const names = contestsForSlate(slate, { now, botsAllowed: true }, styles).map((contest) => contest.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain('NFL · Week 8 · Sat Nov 28, 3:20 PM ET · Sprint $5.00');
    for (const name of names) expect(name).toMatch(/^NFL · Week 8 · Sat Nov 28, 3:20 PM ET · \S/);
  });
});
