import { TERMS_VERSION, type TermsAcceptance, termsAcceptanceRequired } from '@kennel/core';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { PaidActionCheck } from '../authorization/service.ts';
import { termsRepo } from './repo.ts';

/**
 * The check the authorisation step of every paid action runs inside its transaction: a player who
 * has not accepted the current terms (terms of use, membership agreement, privacy policy) is refused.
 */
export const currentTermsCheck: PaidActionCheck<string | null> = {
  facts: (userId) => termsRepo.acceptedVersionSql(userId),
  decide(_unit, _userId, _action, accepted) {
    if (termsAcceptanceRequired(accepted)) throw new ApiProblem('terms_acceptance_required');
  },
};

/** Players accept the current terms again after they change; each acceptance is in the audit trail. */
export function createTermsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Records acceptance of the current version (the contract refused any other); accepting twice is harmless. */
    async acceptCurrentTerms(userId: string): Promise<TermsAcceptance> {
      return inTransaction(db, async (tx) => {
        const now = clock();
        const previous = await termsRepo.recordAcceptance(tx, userId, TERMS_VERSION, now);
        if (previous === undefined) throw new ApiProblem('unauthenticated');
        await recordAudit(tx, {
          userId,
          actor: 'player',
          action: 'terms.accepted',
          details: { version: TERMS_VERSION, previous_version: previous },
          at: now,
        });
        return { terms_version: TERMS_VERSION, accepted_at: now.toISOString() };
      });
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
