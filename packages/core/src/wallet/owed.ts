import { type Cents, cents, formatCents } from '../money.ts';

/**
 * What a player owes back of a payment a correction reversed (ADR 0039): the games it comes from,
 * what they may withdraw while they owe it, and the words every screen uses for it.
 */
export const OWED_GAMES = ['pickem', 'best_ball', 'sportsbook'] as const;
export type OwedGame = (typeof OWED_GAMES)[number];

/** Why a payment was taken back, by the game that paid it. */
export const OWED_REASONS: Readonly<Record<OwedGame, string>> = {
  pickem: "A pick'em entry was re-graded after a stat correction",
  best_ball: 'A best ball contest’s final standings were corrected',
  sportsbook: 'A bet was re-settled after a correction',
};

/**
 * How a history row took part in a correction: a stake payment taken back (`reversal`) or a part
 * of what a reversal left owed paid from later money (`owed_paid_down`).
 */
export const TRANSACTION_CORRECTIONS = ['reversal', 'owed_paid_down'] as const;
export interface HistoryCorrection {
  readonly kind: (typeof TRANSACTION_CORRECTIONS)[number];
  /** What the reversal left owed (for a pay-down: the reversal it pays toward). */
  readonly owed_cents: number;
}

/** A correction's movement in words, the same on the history screen and in its CSV export. */
export function correctionInWords(correction: HistoryCorrection): string {
  const owed = formatCents(cents(correction.owed_cents));
  if (correction.kind === 'owed_paid_down') {
    return `Paid toward the ${owed} you owed from a corrected result.`;
  }
  return correction.owed_cents > 0
    ? `Taken back after a correction. Your balance didn't cover ${owed} of it: that is owed, and comes out of your next winnings.`
    : 'Taken back after a correction.';
}

export function owedReasonOf(game: string): string {
  return (OWED_REASONS as Readonly<Record<string, string>>)[game] ?? 'A result was corrected';
}

/** Cash the player can withdraw: what they hold less what they owe, never below zero. */
export function withdrawableCents(cashCents: number, owedCents: number): Cents {
  return cents(Math.max(0, cashCents - Math.max(0, owedCents)));
}

/** What owing means, in the player's words (the wallet, the withdraw form, a refused withdrawal). */
export const OWED_EXPLANATION =
  'A corrected result took back winnings you had already spent or withdrawn. What your balance could not cover is owed: it comes out of your next winnings, refunds and prizes, never your deposits.';

/** The refusal of a withdrawal past what the player can withdraw while they owe. */
export function owedWithdrawalMessage(owedCents: number, withdrawable: number): string {
  const owed = formatCents(cents(owedCents));
  return withdrawable > 0
    ? `You owe ${owed} from a corrected result, so you can withdraw up to ${formatCents(cents(withdrawable))}. What you owe comes out of your next winnings, never your deposits.`
    : `You owe ${owed} from a corrected result, so there is nothing to withdraw yet. What you owe comes out of your next winnings, never your deposits.`;
}
