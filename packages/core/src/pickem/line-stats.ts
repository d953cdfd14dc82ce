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
}

const stat = (
  key: string,
  dispersion: number,
  options: Partial<Pick<PickemStat, 'accruesOver' | 'continuous' | 'rivals' | 'label'>> = {},
): [string, Omit<PickemStat, 'label'> & { label?: string }] => [
  key,
  { key, dispersion, accruesOver: 1, continuous: false, rivals: false, ...options },
];

const fantasy = (dispersion: number) =>
  stat(FANTASY_POINTS_STAT, dispersion, { continuous: true, label: 'Fantasy points' });

/** The stats each sport is known for (issue 11, Lines), in board order. */
const TABLE: Record<SportId, [string, Omit<PickemStat, 'label'> & { label?: string }][]> = {
  nba: [stat('points', 3.1, { rivals: true }), stat('rebounds', 1.6), stat('assists', 1.5), fantasy(4.6)],
  nfl: [
    stat('passing_yards', 18),
    stat('rushing_yards', 13),
    stat('receiving_yards', 23, { rivals: true }),
    fantasy(4),
  ],
  mlb: [
    stat('pitcher_strikeouts', 1.1, { accruesOver: 0.7 }),
    stat('hits', 1),
    stat('total_bases', 2.6, { rivals: true }),
    fantasy(5.2),
  ],
  nhl: [stat('shots_on_goal', 1, { rivals: true }), fantasy(4.6)],
  soccer: [stat('shots', 1.4, { rivals: true }), fantasy(4.4)],
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
