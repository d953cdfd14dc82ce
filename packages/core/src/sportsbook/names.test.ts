import { describe, expect, it } from 'vitest';
import { formatAmericanOdds, selectionName } from './names.ts';

const teams = { home_team: 'Harbor City Gulls', away_team: 'Pine Valley Elks' };

describe('sportsbook names', () => {
  it('print American odds with their sign', () => {
    expect(formatAmericanOdds(150)).toBe('+150');
    expect(formatAmericanOdds(-110)).toBe('\u2212110');
    expect(formatAmericanOdds(100)).toBe('+100');
  });

  it('name a selection by its team, its side’s handicap, or over/under the line', () => {
    expect(selectionName({ ...teams, market_kind: 'moneyline', selection: 'away', line: null })).toBe(
      'Pine Valley Elks',
    );
    expect(selectionName({ ...teams, market_kind: 'moneyline', selection: 'draw', line: null })).toBe('Draw');
    expect(selectionName({ ...teams, market_kind: 'spread', selection: 'home', line: -3.5 })).toBe(
      'Harbor City Gulls \u22123.5',
    );
    expect(selectionName({ ...teams, market_kind: 'spread', selection: 'away', line: -3.5 })).toBe(
      'Pine Valley Elks +3.5',
    );
    expect(selectionName({ ...teams, market_kind: 'total', selection: 'under', line: 44.5 })).toBe(
      'Under 44.5',
    );
  });

  it('name a player prop by the player, the side and the line of the stat', () => {
    const prop = { ...teams, market_kind: 'player_prop' as const, line: 24.5, player_name: 'Ava Cole' };
    expect(selectionName({ ...prop, selection: 'over', stat_label: 'Points' })).toBe(
      'Ava Cole Over 24.5 Points',
    );
    expect(selectionName({ ...prop, selection: 'under', stat_label: 'Passing yards' })).toBe(
      'Ava Cole Under 24.5 Passing yards',
    );
  });
});
