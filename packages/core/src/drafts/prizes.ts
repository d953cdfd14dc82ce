import { splitPrizes } from './best-ball-score.ts';
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
