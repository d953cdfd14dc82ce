import { fantasyPoints, SPORTS, type SportId } from '@kennel/core';

/** Fantasy points are not in a stat line: they are worked out from it by the sport's scoring. */
const FANTASY_POINTS = 'fantasy_points';

/** What a pick's stat is called ("Passing yards", "Fantasy points"). */
export function statLabel(sport: SportId, stat: string): string {
  if (stat === FANTASY_POINTS) return 'Fantasy points';
  return SPORTS[sport].stats.find((definition) => definition.key === stat)?.label ?? stat;
}

/** A player's value of `stat` in a stat line so far; null when they have no line (not played yet). */
export function statValueOf(
  sport: SportId,
  stat: string,
  line: Record<string, number> | undefined,
): number | null {
  if (!line) return null;
  return stat === FANTASY_POINTS ? fantasyPoints(sport, line) : (line[stat] ?? 0);
}
