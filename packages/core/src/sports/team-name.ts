import type { SportId } from './catalog.ts';

/**
 * A team's full name as fans say it: "New Orleans Saints" (location and nickname) in the American
 * leagues, the club's own name in soccer ("Leeds United", "Arsenal"), whose location is only the
 * town it plays in ("Leeds Leeds United" and "London Arsenal" are nobody's names).
 */
export function teamName(team: { sport_id: SportId; location: string; nickname: string }): string {
  return team.sport_id === 'soccer' ? team.nickname : `${team.location} ${team.nickname}`;
}
