import type { SportId, StatLine } from './catalog.ts';

/**
 * Fantasy points per stat. NFL (half-PPR), NBA and MLB follow RULES.md; kickers add the usual
 * 3 per field goal and 1 per extra point (best ball drafts no kickers, so its scores are unchanged).
 * NHL follows the common daily-fantasy table: goal 8.5, assist 5, shot on goal 1.5, blocked shot
 * 1.3, save 0.7, goal against −3.5. Soccer: goal 10, assist 6, shot 1, shot on target 1,
 * pass 0.02, tackle 1, save 2, goal against −2.
 */
export const FANTASY_SCORING: Readonly<Record<SportId, Readonly<Record<string, number>>>> = {
  nfl: {
    passing_yards: 0.04,
    passing_tds: 4,
    interceptions: -1,
    rushing_yards: 0.1,
    receiving_yards: 0.1,
    rushing_tds: 6,
    receiving_tds: 6,
    receptions: 0.5,
    two_point_conversions: 2,
    fumbles_lost: -2,
    field_goals: 3,
    extra_points: 1,
  },
  nba: { points: 1, rebounds: 1.2, assists: 1.5, steals: 3, blocks: 3, turnovers: -1 },
  mlb: {
    singles: 3,
    doubles: 6,
    triples: 8,
    home_runs: 10,
    walks: 3,
    rbis: 2,
    runs: 2,
    stolen_bases: 4,
    wins: 5,
    quality_starts: 5,
    pitcher_strikeouts: 3,
    // An inning pitched is worth 3, so each of its three outs is worth 1.
    outs_recorded: 1,
    earned_runs: -3,
  },
  nhl: { goals: 8.5, assists: 5, shots_on_goal: 1.5, blocked_shots: 1.3, saves: 0.7, goals_against: -3.5 },
  soccer: {
    goals: 10,
    assists: 6,
    shots: 1,
    shots_on_target: 1,
    passes: 0.02,
    tackles: 1,
    saves: 2,
    goals_against: -2,
  },
};

/** Each sport's scoring as [stat, weight] pairs, in the table's order: listed once, not at every line scored. */
const SCORING_ENTRIES: Readonly<Record<string, readonly (readonly [string, number])[]>> = Object.fromEntries(
  Object.entries(FANTASY_SCORING).map(([sport, table]) => [sport, Object.entries(table)]),
);

/** A stat line's fantasy points for its sport, rounded to cents of a point. */
export function fantasyPoints(sport: SportId, stats: StatLine): number {
  let total = 0;
  // The book's playing out scores each fantasy prop in each of a game's 200 plays: no entries copied per call.
  for (const [stat, weight] of SCORING_ENTRIES[sport] ?? []) total += (stats[stat] ?? 0) * weight;
  // `|| 0` turns a negative zero (a keeper with no stats) into zero.
  return Math.round((total + Number.EPSILON) * 100) / 100 || 0;
}
