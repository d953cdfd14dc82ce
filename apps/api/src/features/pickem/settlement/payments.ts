import type { PickemEntryResult } from '@kennel/core';
import { HOUSE_POT, type StakeSettlement } from '../../wallet/stakes/index.ts';
import type { LockedEntry } from './repo.ts';

/**
 * What a settlement version pays, as the wallet's stakes settle it: winnings to the player's cash
 * from the house, or the fee back to where each part of it came from; nothing for a lost entry.
 * The version is the stake's round, so a re-run pays nothing twice.
 */
export function stakeSettlementOf(
  entry: LockedEntry,
  step: { version: number; result: PickemEntryResult; payoutCents: number },
  corrected = false,
): StakeSettlement {
  // Written out rather than spread from a common part: an object spread costs this Node about a
  // microsecond (measured), and settlement makes one of these per entry.
  const game = 'pickem' as const;
  const stakeId = entry.id;
  const round = { settlement: step.version };
  const metadata = { settlement_version: step.version };
  if (step.payoutCents === 0) {
    return { game, stakeId, round, metadata, pays: 'nothing', description: "Pick'em entry lost" };
  }
  if (step.result === 'refunded') {
    return {
      game,
      stakeId,
      round,
      metadata,
      pays: 'refund',
      amountCents: step.payoutCents,
      description: corrected ? "Pick'em entry refunded (corrected)" : "Pick'em entry refunded",
    };
  }
  return {
    game,
    stakeId,
    round,
    metadata,
    pays: 'winnings',
    userId: entry.userId,
    pot: HOUSE_POT,
    amountCents: step.payoutCents,
    description: corrected ? "Pick'em winnings (corrected)" : "Pick'em winnings",
  };
}
