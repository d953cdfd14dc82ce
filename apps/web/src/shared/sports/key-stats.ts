import { SPORTS, type SportId, type StatDefinition } from '@kennel/core';

// What a card leads with per position (a kicker's field goals, a goalie's saves), as stat keys of
// core's catalog; positions not listed lead with the sport's catalog order.
const LEADING: Partial<Record<SportId, Record<string, readonly string[]>>> = {
  nfl: {
    QB: ['passing_yards', 'passing_tds', 'interceptions', 'rushing_yards', 'rushing_tds'],
    RB: ['rushing_attempts', 'rushing_yards', 'rushing_tds', 'receptions', 'receiving_yards'],
    WR: ['receptions', 'receiving_yards', 'receiving_tds', 'rushing_yards'],
    TE: ['receptions', 'receiving_yards', 'receiving_tds'],
    K: ['field_goals', 'extra_points'],
  },
  mlb: {
    SP: ['pitcher_strikeouts', 'outs_recorded', 'earned_runs', 'hits_allowed', 'wins', 'quality_starts'],
    RP: ['pitcher_strikeouts', 'outs_recorded', 'earned_runs', 'hits_allowed'],
    '*': ['hits', 'home_runs', 'runs', 'rbis', 'walks', 'stolen_bases', 'total_bases'],
  },
  nhl: {
    G: ['saves', 'goals_against', 'time_on_ice_seconds'],
    '*': ['goals', 'assists', 'shots_on_goal', 'blocked_shots', 'time_on_ice_seconds'],
  },
  soccer: {
    GK: ['saves', 'goals_against', 'passes', 'minutes'],
    '*': ['goals', 'assists', 'shots', 'shots_on_target', 'passes', 'tackles', 'minutes'],
  },
};

/**
 * The stats to show for a player: the position's leading stats, then any other stat the lines
 * record (a receiver's one carry), in catalog order; never another position's empty columns, nor a
 * count of taking part (plate appearances, targets) a position does not lead with.
 */
export function keyStats(
  sportId: SportId,
  position: string,
  ...lines: Array<Record<string, number> | null | undefined>
): StatDefinition[] {
  const catalog = SPORTS[sportId].stats;
  const byPosition = LEADING[sportId];
  const leading = byPosition
    ? (byPosition[position] ?? byPosition['*'] ?? [])
    : catalog.map((stat) => stat.key);
  const recorded = (key: string) => lines.some((line) => (line?.[key] ?? 0) !== 0);
  const first = leading.flatMap((key) => catalog.filter((stat) => stat.key === key));
  const rest = catalog.filter(
    (stat) => !leading.includes(stat.key) && !stat.participation && recorded(stat.key),
  );
  return [...first, ...rest];
}
