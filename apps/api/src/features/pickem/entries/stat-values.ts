import { pickemStatOf, pickemStatValue, type SportId } from '@kennel/core';

/** What a pick's stat is called ("Passing yards", "Fantasy points"), as the board names it. */
export function statLabel(sport: SportId, stat: string): string {
  return pickemStatOf(sport, stat)?.label ?? stat;
}

/**
 * A player's value of `stat` so far, as the board shows it: null before their game starts, 0 once
 * it has started and they have no stat line yet.
 */
export function statValueOf(
  sport: SportId,
  stat: string,
  line: Record<string, number> | undefined,
  gameStarted: boolean,
): number | null {
  if (line) return pickemStatValue(sport, stat, line);
  return gameStarted ? 0 : null;
}
