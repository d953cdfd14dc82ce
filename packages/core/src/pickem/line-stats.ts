import { SPORTS, type SportId, type StatLine } from '../sports/catalog.ts';
import { fantasyPoints } from '../sports/fantasy-points.ts';

/** The derived stat every sport offers lines on: core `fantasyPoints` of the player's stat line. */
export const FANTASY_POINTS_STAT = 'fantasy_points';

/**
 * One stat a sport offers lines on, with how its game totals spread around their projection
 * (variance ÷ mean, measured on the simulator's games: 1 for plain counts, more for yards, whose
 * plays come in big chunks) and which part of the game it accrues over (starting pitchers leave
 * after about six innings).
 */
export interface PickemStat {
  key: string;
  label: string;
  dispersion: number;
  /** Share of the game the stat accrues over, from the start (1: the whole game). */
  accruesOver: number;
  /** Fractional totals (fantasy points): lines are always x.5, never whole. */
  continuous: boolean;
  /** Offered head to head (rivals) between the two teams' players of the same rank. */
  rivals: boolean;
  /**
   * The projection a player needs on this stat to get a line: a book prices what a player will
   * really put up (a starting quarterback's passing yards, not a backup's garbage-time few).
   */
  minProjection: number;
  /** The lowest line offered, pre-game or in-game: no 0.5-yard or 1-point lines. */
  minLine: number;
}

type StatRow = [string, Omit<PickemStat, 'label'> & { label?: string }];

const stat = (
  key: string,
  dispersion: number,
  offered: Pick<PickemStat, 'minProjection' | 'minLine'>,
  options: Partial<Pick<PickemStat, 'accruesOver' | 'continuous' | 'rivals' | 'label'>> = {},
): StatRow => [
  key,
  { key, dispersion, accruesOver: 1, continuous: false, rivals: false, ...offered, ...options },
];

const fantasy = (dispersion: number, offered: Pick<PickemStat, 'minProjection' | 'minLine'>) =>
  stat(FANTASY_POINTS_STAT, dispersion, offered, { continuous: true, label: 'Fantasy points' });

/**
 * The stats each sport is known for (issue 11, Lines), in board order, with the least projection
 * and the lowest line a book offers on each (about the lowest lines Underdog and PrizePicks list:
 * 0.5 only where "at least one" is the standard question, such as a batter's hits).
 */
const TABLE: Record<SportId, StatRow[]> = {
  nba: [
    stat('points', 3.1, { minProjection: 6, minLine: 4.5 }, { rivals: true }),
    stat('rebounds', 1.6, { minProjection: 2.5, minLine: 1.5 }),
    stat('assists', 1.5, { minProjection: 1.5, minLine: 1.5 }),
    fantasy(4.6, { minProjection: 10, minLine: 7.5 }),
  ],
  nfl: [
    stat('passing_yards', 18, { minProjection: 150, minLine: 99.5 }),
    stat('rushing_yards', 13, { minProjection: 15, minLine: 9.5 }),
    stat('receiving_yards', 23, { minProjection: 15, minLine: 9.5 }, { rivals: true }),
    fantasy(4, { minProjection: 5, minLine: 3.5 }),
  ],
  mlb: [
    stat('pitcher_strikeouts', 1.1, { minProjection: 2.5, minLine: 2.5 }, { accruesOver: 0.7 }),
    stat('hits', 1, { minProjection: 0.5, minLine: 0.5 }),
    stat('total_bases', 2.6, { minProjection: 1.2, minLine: 1.5 }, { rivals: true }),
    fantasy(5.2, { minProjection: 5, minLine: 4.5 }),
  ],
  nhl: [
    stat('shots_on_goal', 1, { minProjection: 1.5, minLine: 1.5 }, { rivals: true }),
    fantasy(4.6, { minProjection: 4, minLine: 3.5 }),
  ],
  soccer: [
    stat('shots', 1.4, { minProjection: 1.5, minLine: 1.5 }, { rivals: true }),
    fantasy(4.4, { minProjection: 4, minLine: 3.5 }),
  ],
};

export const PICKEM_STATS: Readonly<Record<SportId, readonly PickemStat[]>> = Object.fromEntries(
  Object.entries(TABLE).map(([sport, rows]) => [
    sport,
    rows.map(([key, row]) => ({
      ...row,
      label: row.label ?? SPORTS[sport as SportId].stats.find((known) => known.key === key)?.label ?? key,
    })),
  ]),
) as Record<SportId, PickemStat[]>;

export function pickemStatOf(sport: SportId, key: string): PickemStat | undefined {
  return PICKEM_STATS[sport].find((candidate) => candidate.key === key);
}

/** A pick'em stat's value in a stat line (projected or played); fantasy points are derived. */
export function pickemStatValue(sport: SportId, key: string, line: StatLine): number {
  if (key === FANTASY_POINTS_STAT) return fantasyPoints(sport, line);
  return line[key] ?? 0;
}
