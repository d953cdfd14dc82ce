import type { SportId } from '../sports/catalog.ts';

/**
 * Best ball roster shapes (RULES.md): starting slots, each filled by one of its positions, and the
 * draft's rounds and usual size. Other sports follow the same shape.
 */
export interface StartingSlot {
  name: string;
  positions: readonly string[];
}

export interface RosterShape {
  sport: SportId;
  rounds: number;
  seats: number;
  starters: readonly StartingSlot[];
}

const slot = (name: string, ...positions: string[]): StartingSlot => ({ name, positions });

export const BEST_BALL_ROSTERS: Readonly<Partial<Record<SportId, RosterShape>>> = {
  nfl: {
    sport: 'nfl',
    rounds: 18,
    seats: 12,
    starters: [
      slot('QB', 'QB'),
      slot('RB', 'RB'),
      slot('RB', 'RB'),
      slot('WR', 'WR'),
      slot('WR', 'WR'),
      slot('WR', 'WR'),
      slot('TE', 'TE'),
      slot('FLEX', 'RB', 'WR', 'TE'),
    ],
  },
  nba: {
    sport: 'nba',
    rounds: 10,
    seats: 6,
    starters: [
      slot('G', 'PG', 'SG'),
      slot('W', 'SF', 'SG'),
      slot('B', 'PF', 'C'),
      slot('FLEX', 'PG', 'SG', 'SF', 'PF', 'C'),
      slot('FLEX', 'PG', 'SG', 'SF', 'PF', 'C'),
    ],
  },
  mlb: {
    sport: 'mlb',
    rounds: 20,
    seats: 12,
    starters: [
      slot('P', 'SP', 'RP'),
      slot('P', 'SP', 'RP'),
      slot('IF', 'C', '1B', '2B', '3B', 'SS'),
      slot('IF', 'C', '1B', '2B', '3B', 'SS'),
      slot('OF', 'OF'),
      slot('OF', 'OF'),
      slot('FLEX', 'C', '1B', '2B', '3B', 'SS', 'OF', 'DH'),
    ],
  },
};

/**
 * Assigns drafted positions to starting slots, most specific slot first, and returns the slots
 * still empty. A roster "needs" a position while some empty slot accepts it.
 */
export function openStartingSlots(shape: RosterShape, draftedPositions: readonly string[]): StartingSlot[] {
  const open = [...shape.starters].sort((a, b) => a.positions.length - b.positions.length);
  for (const position of draftedPositions) {
    const index = open.findIndex((candidate) => candidate.positions.includes(position));
    if (index >= 0) open.splice(index, 1);
  }
  return open;
}

export function neededPositions(shape: RosterShape, draftedPositions: readonly string[]): Set<string> {
  return new Set(openStartingSlots(shape, draftedPositions).flatMap((open) => open.positions));
}
