import type { SportId } from '../sports/catalog.ts';
import { kennelCalendarDay } from '../time.ts';
import { type BestBallLineup, bestBallLineup } from './best-ball-lineup.ts';
import type { PrizeTier } from './model.ts';
import type { RosterShape } from './rosters.ts';

/**
 * Best ball scoring (RULES.md, Best ball): each scoring period the best legal lineup from the roster,
 * the entry's score the sum over periods, ranks in the draft with ties sharing a rank, and the prize
 * split where tied ranks share their prizes evenly, rounded down to the cent.
 */

export interface RosterPlayer {
  id: string;
  position: string;
}

export interface PeriodPoints {
  id: string;
  /** Fantasy points per player id in the period; a player absent scored nothing. */
  points: ReadonlyMap<string, number>;
}

export interface PeriodLineup extends BestBallLineup {
  periodId: string;
}

export interface BestBallScore {
  /** Sum of the periods' best lineups, to the hundredth. */
  points: number;
  periods: PeriodLineup[];
}

/**
 * An NFL week is its slate; day sports score each day of the slate: the Eastern calendar day of the
 * game's start (Kennel's days are Eastern, so a 10:10 PM ET game is on the evening slate's day).
 */
export function scoringPeriodId(sport: SportId, slateId: string, gameStartsAt: Date): string {
  return sport === 'nfl' ? slateId : kennelCalendarDay(gameStartsAt);
}

export function bestBallScore(
  shape: RosterShape,
  roster: readonly RosterPlayer[],
  periods: readonly PeriodPoints[],
): BestBallScore {
  const lineups = periods.map((period) => ({
    periodId: period.id,
    ...bestBallLineup(
      shape,
      roster.map((player) => ({ ...player, points: period.points.get(player.id) ?? 0 })),
    ),
  }));
  return { points: roundPoints(lineups.reduce((sum, lineup) => sum + lineup.points, 0)), periods: lineups };
}

export function roundPoints(points: number): number {
  return Math.round((points + Number.EPSILON) * 100) / 100 || 0;
}

/** Standard competition ranking: 1, 2, 2, 4. Points compare to the hundredth, as shown. */
export function rankByPoints<T extends { points: number }>(entries: readonly T[]): (T & { rank: number })[] {
  const sorted = [...entries].sort((a, b) => roundPoints(b.points) - roundPoints(a.points));
  let rank = 0;
  return sorted.map((entry, index) => {
    if (index === 0 || roundPoints(sorted[index - 1]!.points) !== roundPoints(entry.points)) rank = index + 1;
    return { ...entry, rank };
  });
}

/** The prize of one finishing place (1-based) from a prize table; 0 outside it. */
export function prizeForPlace(prizes: readonly PrizeTier[], place: number): number {
  return prizes.find((tier) => place >= tier.rankFrom && place <= tier.rankTo)?.amountCents ?? 0;
}

/**
 * Each entry's prize in cents by its rank: the n entries tied at rank r share the prizes of places
 * r..r+n−1 evenly, each rounded down to the cent (the leftover cents stay in the pool).
 */
export function splitPrizes(
  prizes: readonly PrizeTier[],
  ranked: readonly { id: string; rank: number }[],
): Map<string, number> {
  const tied = new Map<number, string[]>();
  for (const entry of ranked) tied.set(entry.rank, [...(tied.get(entry.rank) ?? []), entry.id]);
  const payouts = new Map<string, number>();
  for (const [rank, ids] of tied) {
    const share = tiedPrize(prizes, rank, ids.length);
    for (const id of ids) payouts.set(id, share);
  }
  return payouts;
}

/** What each of `tied` teams sharing `rank` wins: places rank..rank+tied−1 shared, rounded down. */
export function tiedPrize(prizes: readonly PrizeTier[], rank: number, tied: number): number {
  let pool = 0;
  for (let place = rank; place < rank + tied; place++) pool += prizeForPlace(prizes, place);
  return Math.floor(pool / Math.max(1, tied));
}
