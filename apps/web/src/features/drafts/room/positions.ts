import type { DraftPick, DraftState } from '@kennel/core';

/**
 * One colour per position group, the same on the board, rosters and pool, so a glance at the board
 * shows each team's shape. The fills and text are design tokens (styles.css `--kn-pos-*`), opaque
 * in both themes so even the board's 10 px labels keep 4.5:1 (checked in position-contrast.test.ts).
 */
export const POSITION_GROUPS: { positions: string[]; classes: string }[] = [
  { positions: ['QB', 'PG', 'SP'], classes: 'bg-pos-qb text-pos-qb-text ring-pos-qb-text/25' },
  { positions: ['RB', 'SG', 'RP', 'C'], classes: 'bg-pos-rb text-pos-rb-text ring-pos-rb-text/25' },
  {
    positions: ['WR', 'SF', '1B', '2B', '3B', 'SS'],
    classes: 'bg-pos-wr text-pos-wr-text ring-pos-wr-text/25',
  },
  { positions: ['TE', 'PF', 'OF'], classes: 'bg-pos-te text-pos-te-text ring-pos-te-text/25' },
];
export const OTHER_POSITION_CLASSES = 'bg-pos-other text-pos-other-text ring-pos-other-text/25';

export function positionClasses(position: string): string {
  return (
    POSITION_GROUPS.find((group) => group.positions.includes(position))?.classes ?? OTHER_POSITION_CLASSES
  );
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
