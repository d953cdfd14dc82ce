import type { BetOutcome } from '@kennel/core';
import { HOUSE_POT, type StakeSettlement } from '../../wallet/stakes/index.ts';
import type { LockedBet } from './repo.ts';

const DESCRIPTIONS: Readonly<Record<BetOutcome['result'], string>> = {
  won: 'Sportsbook bet won',
  lost: 'Sportsbook bet lost',
  push: 'Sportsbook bet pushed: stake returned',
  void: 'Sportsbook bet void: stake returned',
};

/** What a bet's settlement pays through the stakes: its winnings (stake included), its stake back, or nothing. */
export function stakeSettlementOf(bet: LockedBet, outcome: BetOutcome, version: number): StakeSettlement {
  const base = {
    game: 'sportsbook' as const,
    stakeId: bet.id,
    round: { settlement: version },
    description: DESCRIPTIONS[outcome.result],
    metadata: { settlement_version: version },
  };
  if (outcome.result === 'won')
    return { ...base, pays: 'winnings', userId: bet.user_id, pot: HOUSE_POT, amountCents: outcome.payout };
  if (outcome.result === 'lost') return { ...base, pays: 'nothing' };
  return { ...base, pays: 'refund' };
}
