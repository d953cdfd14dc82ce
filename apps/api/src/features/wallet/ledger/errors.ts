import type { HoldRejection } from '@kennel/core';
import { ApiProblem } from '../../../platform/http/api-problem.ts';

/**
 * A transfer the ledger refused for a reason that is a bug in the caller (a route that does not
 * exist, a key reused for another movement, a missing hold). Shown to players as a 500.
 */
export class LedgerError extends Error {
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(message);
    this.name = 'LedgerError';
    this.reason = reason;
  }
}

/** A balance that cannot cover a debit is the player's problem to fix; anything else is ours. */
export function rejectionError(rejection: HoldRejection, what: string): Error {
  if (rejection.reason === 'would_go_negative') return new ApiProblem('insufficient_funds');
  return new LedgerError(rejection.reason, `${what} refused: ${JSON.stringify(rejection)}`);
}
