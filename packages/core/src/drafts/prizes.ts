import { prizeForPlace, splitPrizes } from './best-ball-score.ts';
import type { PrizeTier } from './model.ts';

/**
 * A best ball contest's prizes at settlement (RULES.md, Best ball drafts). The lobby's table pays
 * the pool of a full contest (fee × entry cap) by final rank across all of its drafts. A contest
 * that drafted fewer paid entries than its cap holds only their fees, so every tier is scaled to
 * the share drafted, rounded down to the cent: a full contest pays exactly the table it showed.
 */
export function scalePrizeTable(
  prizes: readonly PrizeTier[],
  { drafted, cap }: { drafted: number; cap: number },
): PrizeTier[] {
  if (cap <= 0 || drafted >= cap) return prizes.map((tier) => ({ ...tier }));
  const share = Math.max(0, drafted);
  return prizes.map((tier) => ({ ...tier, amountCents: Math.floor((tier.amountCents * share) / cap) }));
}

/**
 * Each ranked team's prize: the table scaled to the entries drafted, then tied ranks share the
 * prizes of the places they cover evenly, rounded down to the cent (`splitPrizes`).
 */
export function contestPrizes(
  prizes: readonly PrizeTier[],
  ranked: readonly { id: string; rank: number }[],
  fill: { drafted: number; cap: number },
): Map<string, number> {
  return splitPrizes(scalePrizeTable(prizes, fill), ranked);
}

/** What a prize table pays in all (the lobby's `prize_pool_cents`). */
export function prizeTableTotal(prizes: readonly PrizeTier[]): number {
  return prizes.reduce((sum, tier) => sum + tier.amountCents * (tier.rankTo - tier.rankFrom + 1), 0);
}

/** How one team's prize was worked out, so a player can check it against the table. */
export interface PrizeBreakdown {
  /** Final place among the contest's paid teams (bots' seats never rank for prizes). */
  rank: number;
  /** Paid teams ranked across all of the contest's drafts. */
  teams: number;
  /** Teams sharing the rank, this one included (1: no tie). */
  tied: number;
  /** The places the tied teams cover: rank .. rank + tied − 1. */
  places: { place: number; amountCents: number }[];
  /** The table as paid: scaled to the paid entries drafted (`drafted` of `cap`). */
  table: PrizeTier[];
  drafted: number;
  cap: number;
  /** The places' prizes shared by the tied teams, rounded down to the cent. */
  prizeCents: number;
}

/**
 * The prize of `entryId` as settlement pays it (`contestPrizes`), with each step shown: the scaled
 * table, the contest-wide rank, the tie and the places it shares. Null for a team not ranked.
 */
export function prizeBreakdown(
  prizes: readonly PrizeTier[],
  ranked: readonly { id: string; rank: number }[],
  fill: { drafted: number; cap: number },
  entryId: string,
): PrizeBreakdown | null {
  const mine = ranked.find((entry) => entry.id === entryId);
  if (!mine) return null;
  const table = scalePrizeTable(prizes, fill);
  const tied = ranked.filter((entry) => entry.rank === mine.rank).length;
  const places = Array.from({ length: tied }, (_, index) => ({
    place: mine.rank + index,
    amountCents: prizeForPlace(table, mine.rank + index),
  }));
  return {
    rank: mine.rank,
    teams: ranked.length,
    tied,
    places,
    table,
    drafted: fill.drafted,
    cap: fill.cap,
    prizeCents: contestPrizes(prizes, ranked, fill).get(entryId) ?? 0,
  };
}
