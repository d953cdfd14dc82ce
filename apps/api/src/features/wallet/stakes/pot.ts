import { availableBalance } from '@kennel/core';
import type { Ledger, TransferRequest } from '../ledger/ledger.ts';
import { type StakeGame, stakeKeys } from './keys.ts';
import { houseAccount, playerAccount, potAccount } from './pots.ts';
import { type OwedContext, payDownOwed } from './reverse.ts';
import { newCreditsOf } from './settle.ts';
import { stakeMetadata } from './take.ts';

export interface Prize {
  /** The stake (entry) that won it. */
  stakeId: string;
  userId: string;
  amountCents: number;
}

export interface PotSettlement {
  game: StakeGame;
  contestId: string;
  prizes: readonly Prize[];
  /** History lines: a prize, the house's guarantee top-up, the pool closed. */
  descriptions: { prize: string; guarantee: string; closed: string };
  metadata?: Record<string, unknown>;
}

/**
 * Pays a contest pool's prizes to the winners' cash and closes it, in one ledger batch: the house
 * first tops the pool up when the prizes pass what it holds (a guarantee), and takes back what it
 * keeps after the prizes. Each prize is its stake's winnings (round: its first settlement), and pays
 * down what its winner owes first.
 */
export async function settlePot(
  ledger: Ledger,
  context: OwedContext,
  settlement: PotSettlement,
): Promise<number> {
  const { game, contestId, descriptions } = settlement;
  const pool = potAccount({ kind: 'contest', contestId });
  const metadata = { ...settlement.metadata, game, contest_id: contestId };
  const prizes: TransferRequest[] = settlement.prizes
    .filter((prize) => prize.amountCents > 0)
    .map((prize) => ({
      key: stakeKeys.winnings(game, prize.stakeId, { settlement: 1 }),
      kind: 'payout' as const,
      debit: pool,
      credit: playerAccount(prize.userId, 'cash'),
      amountCents: prize.amountCents,
      description: descriptions.prize,
      metadata: stakeMetadata({ game, stakeId: prize.stakeId }, metadata),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const prizesCents = prizes.reduce((sum, prize) => sum + prize.amountCents, 0);
  const held = availableBalance(await ledger.balance(pool));
  const transfers: TransferRequest[] = [];
  if (prizesCents > held) {
    transfers.push({
      key: stakeKeys.potGuarantee(game, contestId),
      kind: 'house_transfer',
      debit: houseAccount(),
      credit: pool,
      amountCents: prizesCents - held,
      description: descriptions.guarantee,
      metadata,
    });
  }
  transfers.push(...prizes);
  if (held > prizesCents) {
    transfers.push({
      key: stakeKeys.potRemainder(game, contestId),
      kind: 'house_transfer',
      debit: pool,
      credit: houseAccount(),
      amountCents: held - prizesCents,
      description: descriptions.closed,
      metadata,
    });
  }
  const credits = await newCreditsOf(ledger, prizes);
  await ledger.transferBatch(transfers);
  // A prize pays down what its winner owes from an earlier correction first.
  await payDownOwed(ledger, context, credits.cash);
  return prizesCents;
}
