import { HOUSE_POT, type StakeSettlement } from '../../src/features/wallet/stakes/index.ts';

/**
 * A pick'em stake's settlement as the game writes it: winnings paid from the house pot, or nothing
 * (lost). Settling a later `settlement` of the same stake corrects the earlier one.
 */
export const pickemWinnings = (userId: string, stakeId: string, settlement: number, amountCents: number) =>
  ({
    game: 'pickem',
    stakeId,
    round: { settlement },
    ...(amountCents > 0
      ? { pays: 'winnings', userId, pot: HOUSE_POT, amountCents, description: "Pick'em winnings" }
      : { pays: 'nothing', description: 'Lost' }),
  }) as StakeSettlement;
