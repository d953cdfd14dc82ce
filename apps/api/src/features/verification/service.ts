import {
  canSubmitDocument,
  canSubmitIdentity,
  DOCUMENT_REVIEW_MESSAGE,
  isIdentityVerified,
  VERIFICATION_STATUS_MESSAGES,
  type VerificationRequest,
  type VerificationStatus,
  type VerificationStatusWire,
} from '@kennel/core';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { IdentityVerificationRow } from '../../platform/db/schema/verification.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Notices } from '../notifications/port.ts';
import { identityDecisionNotice } from './notice.ts';
import type { IdentityDocument, IdentityProvider } from './provider.ts';
import { createVerificationRepo } from './repo.ts';
import {
  createVerificationReview,
  inReview,
  VERIFICATION_DECIDED,
  VERIFICATION_DOCUMENT_SUBMITTED,
  type VerificationCase,
} from './review.ts';
import type { SsnDigest } from './ssn-digest.ts';

function toWire(row: IdentityVerificationRow | undefined): VerificationStatusWire {
  const status = row?.status ?? 'unverified';
  return {
    status,
    message: inReview(row) ? DOCUMENT_REVIEW_MESSAGE : VERIFICATION_STATUS_MESSAGES[status],
    submitted_at: row?.submittedAt.toISOString() ?? null,
    decided_at: row?.decidedAt?.toISOString() ?? null,
    document_submitted_at: row?.documentSubmittedAt?.toISOString() ?? null,
    reason: status === 'rejected' ? (row?.decisionReason ?? null) : null,
  };
}

/**
 * Identity verification: one submission per player, decided by the provider; a "needs document"
 * answer is followed by a document, which the provider may reject outright and otherwise leaves to
 * an operator's review (`review`). Every decision is in the audit trail. Withdrawals read `isVerified`.
 */
export function createVerificationService({
  db,
  clock,
  provider,
  mailer,
  publicUrl,
  notices,
  ssnDigest,
}: {
  db: Database;
  clock: Clock;
  provider: IdentityProvider;
  mailer: Mailer;
  publicUrl: string;
  notices: Notices;
  /** The SSN's last 4 digits as kept (the digits themselves go to the provider only). */
  ssnDigest: SsnDigest;
}) {
  const repo = createVerificationRepo(db);

  /** The provider's decision and its audit event commit together. */
  async function recordProviderDecision(
    userId: string,
    verificationCase: VerificationCase,
    decide: (tx: Database, at: Date) => Promise<IdentityVerificationRow | undefined>,
  ): Promise<IdentityVerificationRow> {
    return db.transaction(async (tx) => {
      const at = clock();
      const row = await decide(tx, at);
      if (!row) throw new ApiProblem('verification_already_submitted');
      if (row.status !== 'pending') {
        await recordAudit(tx, {
          userId,
          actor: 'system',
          actorName: provider.name,
          action: VERIFICATION_DECIDED,
          details: { status: row.status, reason: null, case: verificationCase },
          at,
        });
        await notices.send(tx, identityDecisionNotice(userId, row));
      }
      return row;
    });
  }

  return {
    async status(userId: string): Promise<VerificationStatusWire> {
      return toWire(await repo.find(userId));
    },

    async isVerified(userId: string, executor: Database = db): Promise<boolean> {
      const row = await createVerificationRepo(executor).find(userId);
      return isIdentityVerified(row?.status ?? 'unverified');
    },

    async submitDetails(userId: string, request: VerificationRequest): Promise<VerificationStatusWire> {
      const current = await repo.find(userId);
      if (!canSubmitIdentity(current?.status ?? 'unverified')) {
        throw new ApiProblem('verification_already_submitted');
      }
      // The identity checked must be the account holder's: a verified date of birth outranks the
      // one typed at sign-up (age checks read it), so it may never differ from it.
      if ((await repo.accountDateOfBirth(userId)) !== request.date_of_birth) {
        throw new ApiProblem('identity_details_mismatch', {
          fields: { date_of_birth: 'Enter the date of birth on your Kennel account.' },
        });
      }
      const details = {
        legalFirstName: request.legal_first_name,
        legalLastName: request.legal_last_name,
        dateOfBirth: request.date_of_birth,
        addressLine1: request.address_line1,
        addressLine2: request.address_line2 ?? null,
        city: request.city,
        state: request.state,
        postalCode: request.postal_code,
      };
      const check = await provider.checkDetails({ ...details, ssnLast4: request.ssn_last4 });
      const now = clock();
      // 'pending' first: a concurrent second submission loses here, before anything is decided.
      const inserted = await repo.insertIfAbsent({
        userId,
        status: 'pending',
        ...details,
        // Kept only when the provider matched it: a person approved by document has an SSN no one
        // checked (typed wrong, or someone else's), which the same-person match must treat as unknown.
        ssnLast4Digest: check.decision === 'approved' ? ssnDigest(request.ssn_last4) : null,
        provider: provider.name,
        providerReference: check.reference,
        submittedAt: now,
        updatedAt: now,
      });
      if (!inserted) throw new ApiProblem('verification_already_submitted');
      const decided = await recordProviderDecision(userId, 'details', (tx, at) =>
        createVerificationRepo(tx).decide(userId, 'pending', check.decision, at),
      );
      return toWire(decided);
    },

    async submitDocument(userId: string, document: IdentityDocument): Promise<VerificationStatusWire> {
      const current = await repo.find(userId);
      if (!current) throw new ApiProblem('identity_verification_required');
      if (!canSubmitDocument(current.status)) {
        throw new ApiProblem('verification_already_submitted');
      }
      // The images go to the provider only; Kennel keeps the decision.
      const decision = await provider.checkDocument(current.providerReference, document);
      const status: VerificationStatus = decision === 'review' ? 'pending' : decision;
      const decided = await recordProviderDecision(userId, 'document', async (tx, at) => {
        const row = await createVerificationRepo(tx).recordDocument(
          userId,
          document.documentType,
          status,
          at,
        );
        if (row) {
          await recordAudit(tx, {
            userId,
            actor: 'player',
            action: VERIFICATION_DOCUMENT_SUBMITTED,
            details: { document_type: document.documentType, outcome: decision },
            at,
          });
        }
        return row;
      });
      return toWire(decided);
    },

    /** The operator's side: open document cases and their decisions (`npm run verification`). */
    review: createVerificationReview({ db, clock, mailer, publicUrl, notices }),
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
