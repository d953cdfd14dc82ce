import { gameProgress } from '../pickem/line-pricing.ts';
import type { SportId } from '../sports/catalog.ts';
import type { Final } from './markets.ts';

// In-game prices (RULES.md, Sportsbook): a game under way is priced from the score so far and the
// part of each simulated game still to play. Each pre-game final stands for one way the game could
// go; scaled to the share of the game left and added to the score, it is one way this game can end.

/** The finals a game under way can still reach: the score so far plus each run's points, scaled to the time left. */
export function liveFinals(finals: readonly Final[], score: Final, progress: number): Final[] {
  const left = 1 - Math.min(1, Math.max(0, progress));
  return finals.map((final) => ({
    home: score.home + Math.round(final.home * left),
    away: score.away + Math.round(final.away * left),
  }));
}

/** How far a game is, 0 to 1 (the pick'em line maker's measure, shared so both books agree). */
export function sportsbookProgress(sport: SportId, period: number, clockSeconds: number | null): number {
  return gameProgress(sport, period, clockSeconds);
}
