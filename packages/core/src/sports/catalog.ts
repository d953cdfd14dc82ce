/**
 * The sports Kennel covers, and for each its positions, the stats a stat line holds and how a
 * game is divided. The sports world (simulator, importer, read API) and the games read only this.
 */

export const SPORT_IDS = ['nfl', 'nba', 'mlb', 'nhl', 'soccer'] as const;
export type SportId = (typeof SPORT_IDS)[number];

export function isSportId(value: string): value is SportId {
  return (SPORT_IDS as readonly string[]).includes(value);
}

export const PLAYER_STATUSES = ['active', 'questionable', 'doubtful', 'out', 'injured_reserve'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const PLAYER_STATUS_LABELS: Record<PlayerStatus, string> = {
  active: 'Active',
  questionable: 'Questionable',
  doubtful: 'Doubtful',
  out: 'Out',
  injured_reserve: 'Injured reserve',
};

export const GAME_STATUSES = ['scheduled', 'in_progress', 'final', 'postponed', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export interface StatDefinition {
  key: string;
  label: string;
  /** Column heading in a game log. */
  short: string;
  /**
   * A count of taking part (a plate appearance, a target, a pass thrown): it marks who played, so a
   * hitless batter is graded rather than void; cards show it only where a position leads with it.
   */
  participation?: true;
}

export interface SportDefinition {
  id: SportId;
  name: string;
  league: string;
  /** Regulation periods and what one is called ("Q", "P", "H", "Inning"). */
  periods: number;
  periodLabel: string;
  /** Seconds in one regulation period (0 where there is no clock: baseball). */
  periodSeconds: number;
  /** Slates group a day's games, or a week's for the NFL. */
  slateSpan: 'day' | 'week';
  positions: readonly string[];
  /** Players per team roster, by position. */
  roster: Readonly<Record<string, number>>;
  stats: readonly StatDefinition[];
}

const stat = (key: string, label: string, short: string): StatDefinition => ({ key, label, short });
const participation = (key: string, label: string, short: string): StatDefinition => ({
  ...stat(key, label, short),
  participation: true,
});

export const SPORTS: Readonly<Record<SportId, SportDefinition>> = {
  nfl: {
    id: 'nfl',
    name: 'Football',
    league: 'NFL',
    periods: 4,
    periodLabel: 'Q',
    periodSeconds: 15 * 60,
    slateSpan: 'week',
    positions: ['QB', 'RB', 'WR', 'TE', 'K'],
    roster: { QB: 2, RB: 4, WR: 6, TE: 3, K: 1 },
    stats: [
      participation('pass_attempts', 'Pass attempts', 'PaAtt'),
      stat('passing_yards', 'Passing yards', 'PaYd'),
      stat('passing_tds', 'Passing TDs', 'PaTD'),
      stat('interceptions', 'Interceptions', 'Int'),
      stat('rushing_attempts', 'Rushing attempts', 'Att'),
      stat('rushing_yards', 'Rushing yards', 'RuYd'),
      stat('rushing_tds', 'Rushing TDs', 'RuTD'),
      participation('targets', 'Targets', 'Tgt'),
      stat('receptions', 'Receptions', 'Rec'),
      stat('receiving_yards', 'Receiving yards', 'ReYd'),
      stat('receiving_tds', 'Receiving TDs', 'ReTD'),
      stat('two_point_conversions', 'Two-point conversions', '2PC'),
      stat('fumbles_lost', 'Fumbles lost', 'FL'),
      stat('field_goals', 'Field goals', 'FG'),
      stat('extra_points', 'Extra points', 'XP'),
    ],
  },
  nba: {
    id: 'nba',
    name: 'Basketball',
    league: 'NBA',
    periods: 4,
    periodLabel: 'Q',
    periodSeconds: 12 * 60,
    slateSpan: 'day',
    positions: ['PG', 'SG', 'SF', 'PF', 'C'],
    roster: { PG: 3, SG: 3, SF: 3, PF: 3, C: 2 },
    stats: [
      stat('points', 'Points', 'PTS'),
      stat('rebounds', 'Rebounds', 'REB'),
      stat('assists', 'Assists', 'AST'),
      stat('steals', 'Steals', 'STL'),
      stat('blocks', 'Blocks', 'BLK'),
      stat('turnovers', 'Turnovers', 'TO'),
      stat('three_pointers_made', '3-pointers made', '3PM'),
      stat('minutes', 'Minutes', 'MIN'),
    ],
  },
  mlb: {
    id: 'mlb',
    name: 'Baseball',
    league: 'MLB',
    periods: 9,
    periodLabel: 'Inning',
    periodSeconds: 0,
    slateSpan: 'day',
    positions: ['SP', 'RP', 'C', '1B', '2B', '3B', 'SS', 'OF', 'DH'],
    roster: { SP: 5, RP: 8, C: 2, '1B': 1, '2B': 1, '3B': 1, SS: 1, OF: 5, DH: 2 },
    stats: [
      participation('plate_appearances', 'Plate appearances', 'PA'),
      stat('hits', 'Hits', 'H'),
      stat('singles', 'Singles', '1B'),
      stat('doubles', 'Doubles', '2B'),
      stat('triples', 'Triples', '3B'),
      stat('home_runs', 'Home runs', 'HR'),
      stat('runs', 'Runs', 'R'),
      stat('rbis', 'Runs batted in', 'RBI'),
      stat('walks', 'Walks', 'BB'),
      stat('stolen_bases', 'Stolen bases', 'SB'),
      stat('batter_strikeouts', 'Strikeouts (batting)', 'SO'),
      stat('total_bases', 'Total bases', 'TB'),
      stat('pitcher_strikeouts', 'Strikeouts', 'K'),
      participation('batters_faced', 'Batters faced', 'BF'),
      stat('outs_recorded', 'Outs recorded', 'OUTS'),
      stat('earned_runs', 'Earned runs', 'ER'),
      stat('hits_allowed', 'Hits allowed', 'HA'),
      stat('wins', 'Wins', 'W'),
      stat('quality_starts', 'Quality starts', 'QS'),
    ],
  },
  nhl: {
    id: 'nhl',
    name: 'Hockey',
    league: 'NHL',
    periods: 3,
    periodLabel: 'P',
    periodSeconds: 20 * 60,
    slateSpan: 'day',
    positions: ['C', 'LW', 'RW', 'D', 'G'],
    roster: { C: 4, LW: 4, RW: 4, D: 6, G: 2 },
    stats: [
      stat('goals', 'Goals', 'G'),
      stat('assists', 'Assists', 'A'),
      stat('shots_on_goal', 'Shots on goal', 'SOG'),
      stat('blocked_shots', 'Blocked shots', 'BLK'),
      stat('saves', 'Saves', 'SV'),
      stat('goals_against', 'Goals against', 'GA'),
      stat('time_on_ice_seconds', 'Time on ice (seconds)', 'TOI'),
    ],
  },
  soccer: {
    id: 'soccer',
    name: 'Soccer',
    league: 'Premier League',
    periods: 2,
    periodLabel: 'H',
    periodSeconds: 45 * 60,
    slateSpan: 'day',
    positions: ['GK', 'DEF', 'MID', 'FWD'],
    roster: { GK: 2, DEF: 7, MID: 7, FWD: 4 },
    stats: [
      stat('goals', 'Goals', 'G'),
      stat('assists', 'Assists', 'A'),
      stat('shots', 'Shots', 'SH'),
      stat('shots_on_target', 'Shots on target', 'SOT'),
      stat('passes', 'Passes', 'PAS'),
      stat('tackles', 'Tackles', 'TKL'),
      stat('saves', 'Saves', 'SV'),
      stat('goals_against', 'Goals against', 'GA'),
      stat('minutes', 'Minutes', 'MIN'),
    ],
  },
};

export function statKeys(sport: SportId): readonly string[] {
  return SPORTS[sport].stats.map((definition) => definition.key);
}

export function isStatOf(sport: SportId, key: string): boolean {
  return SPORTS[sport].stats.some((definition) => definition.key === key);
}

/** A player's stats in one game: stat key to total. Missing keys are zero. */
export type StatLine = Readonly<Record<string, number>>;
