import type { DraftPick, DraftState } from '@kennel/core';

/**
 * One colour per position group, the same on the board, rosters and pool, so a glance at the board
 * shows each team's shape. Tints with a strong text colour keep contrast in both themes.
 */
const GROUPS: { positions: string[]; classes: string }[] = [
  {
    positions: ['QB', 'PG', 'SP'],
    classes: 'bg-rose-500/15 text-rose-800 ring-rose-500/30 dark:text-rose-200',
  },
  {
    positions: ['RB', 'SG', 'RP', 'C'],
    classes: 'bg-emerald-500/15 text-emerald-800 ring-emerald-500/30 dark:text-emerald-200',
  },
  {
    positions: ['WR', 'SF', '1B', '2B', '3B', 'SS'],
    classes: 'bg-sky-500/15 text-sky-800 ring-sky-500/30 dark:text-sky-200',
  },
  {
    positions: ['TE', 'PF', 'OF'],
    classes: 'bg-amber-500/20 text-amber-900 ring-amber-500/35 dark:text-amber-200',
  },
];
const OTHER = 'bg-violet-500/15 text-violet-800 ring-violet-500/30 dark:text-violet-200';

export function positionClasses(position: string): string {
  return GROUPS.find((group) => group.positions.includes(position))?.classes ?? OTHER;
}

/** Each sport's positions in the order the filter chips show them. */
export const SPORT_POSITIONS: Record<string, string[]> = {
  nfl: ['QB', 'RB', 'WR', 'TE'],
  nba: ['PG', 'SG', 'SF', 'PF', 'C'],
  mlb: ['SP', 'RP', 'C', '1B', '2B', '3B', 'SS', 'OF', 'DH'],
};

export function positionsOf(sport: string, present: readonly string[]): string[] {
  const known = SPORT_POSITIONS[sport] ?? [];
  const extra = [...new Set(present)].filter((position) => !known.includes(position)).sort();
  return [...known.filter((position) => present.includes(position)), ...extra];
}

/** A seat's picks in pick order. */
export function picksOfSeat(state: DraftState, seat: number): DraftPick[] {
  return state.picks.filter((pick) => pick.seat === seat);
}
