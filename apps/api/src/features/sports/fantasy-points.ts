import type { SportId } from '@kennel/core';

// Stand-in until core's fantasyPoints (branch sports-sim) is merged: the RULES.md weights.
const WEIGHTS: Record<SportId, Record<string, number>> = {
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
    outs_recorded: 1,
    earned_runs: -3,
  },
  nhl: { goals: 8, assists: 5, shots_on_goal: 1.5, blocked_shots: 1.5, saves: 0.7, goals_against: -3.5 },
  soccer: { goals: 10, assists: 6, shots_on_target: 2, tackles: 1, saves: 2, goals_against: -2 },
};

/** A stat line's fantasy points, to two decimals. */
export function fantasyPoints(sport: SportId, stats: Readonly<Record<string, number>>): number {
  let total = 0;
  for (const [stat, weight] of Object.entries(WEIGHTS[sport])) total += (stats[stat] ?? 0) * weight;
  return Math.round(total * 100) / 100;
}
