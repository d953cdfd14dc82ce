import type { Ledger } from '../ledger/ledger.ts';
import { type PotSettlement, settlePot } from './pot.ts';
import type { OwedContext } from './reverse.ts';
import {
  type OnPromoReturned,
  refundStake,
  resettleStakes,
  type StakeResettlement,
  type StakeSettlement,
  settleStakes,
} from './settle.ts';
import { type StakeRef, type StakeToTake, takeCashStakes, takeStake } from './take.ts';

export type { StakeGame, StakeRound } from './keys.ts';
export type { PotSettlement, Prize } from './pot.ts';
export { contestPot, HOUSE_POT, type Pot } from './pots.ts';
export type { Reversal } from './reverse.ts';
export type {
  OnPromoReturned,
  PromoReturned,
  StakePayment,
  StakeResettlement,
  StakeSettlement,
} from './settle.ts';
export type { StakeRef, StakeToTake, TakenStake } from './take.ts';

/**
 * The one door through which every game moves money (a unit of work's `stakes`): take a stake,
 * refund it, pay what it won, settle it again after a correction, close a contest's pool. Keys,
 * accounts and transfer kinds are the wallet's; a game names only its stakes, pots and rounds.
 * `onPromoReturned` hears of promo credit refunds gave back, in the same transaction. A reversal
 * the player cannot cover is owed in the wallet (owed/), paid down by their next winnings or refund.
 */
export function createStakes(ledger: Ledger, context: OwedContext, onPromoReturned: OnPromoReturned) {
  return {
    /** Takes a stake: promo credit first when the player chose to, then cash; insufficient_funds otherwise. */
    take: (stake: StakeToTake) => takeStake(ledger, stake),

    /** Takes many cash-only stakes in one batch (seeding a day's entries). */
    takeFromCash: (stakes: readonly StakeToTake[]) => takeCashStakes(ledger, stakes),

    /** Refunds a stake before play, whole or a part, to where it came from; answers the cents refunded. */
    refund: (
      refund: StakeRef & { amountCents?: number; description: string; metadata?: Record<string, unknown> },
    ) => refundStake(ledger, context, refund, onPromoReturned),

    /** Settles stakes (winnings, refunds, nothing) in one batch; answers each one's first transfer id. */
    settle: (settlements: readonly StakeSettlement[]) =>
      settleStakes(ledger, context, settlements, onPromoReturned),

    /**
     * Settles stakes again after a correction: the new payments, then the earlier ones reversed as
     * far as the player covers them; the rest is owed in the wallet (a promo part written off).
     */
    resettle: (changes: readonly StakeResettlement[]) =>
      resettleStakes(ledger, context, changes, onPromoReturned),

    /** Pays a contest pool's prizes and closes it (the house guarantees and keeps the rest). */
    settlePot: (settlement: PotSettlement) => settlePot(ledger, context, settlement),
  };
}

export type Stakes = ReturnType<typeof createStakes>;
