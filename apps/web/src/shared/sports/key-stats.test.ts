import { describe, expect, it } from 'vitest';
import { keyStats } from './key-stats.ts';

const keys = (stats: { key: string }[]) => stats.map((stat) => stat.key);

describe('the stats a player card shows', () => {
  it("leads with the position's stats, adds any other stat recorded, and leaves out counts of taking part", () => {
    const batter = { plate_appearances: 4, hits: 0, walks: 1 };
    const shown = keys(keyStats('mlb', 'OF', batter));
    expect(shown.slice(0, 7)).toEqual([
      'hits',
      'home_runs',
      'runs',
      'rbis',
      'walks',
      'stolen_bases',
      'total_bases',
    ]);
    expect(shown).not.toContain('plate_appearances');

    const receiver = { targets: 5, receptions: 0, rushing_yards: 0, rushing_attempts: 1 };
    const wide = keys(keyStats('nfl', 'WR', receiver));
    expect(wide).toEqual([
      'receptions',
      'receiving_yards',
      'receiving_tds',
      'rushing_yards',
      'rushing_attempts',
    ]);
    expect(keys(keyStats('nfl', 'QB', { pass_attempts: 30, passing_yards: 210 }))).not.toContain(
      'pass_attempts',
    );
  });
});
