import {
  canSubmitDocument,
  canSubmitIdentity,
  isIdentityVerified,
  VERIFICATION_STATUS_MESSAGES,
  type VerificationRequest,
  type VerificationStatusWire,
} from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { IdentityVerificationRow } from '../../platform/db/schema/verification.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { IdentityDocument, IdentityProvider } from './provider.ts';
import { createVerificationRepo } from './repo.ts';

function toWire(row: IdentityVerificationRow | undefined): VerificationStatusWire {
  const status = row?.status ?? 'unverified';
  return {
    status,
    message: VERIFICATION_STATUS_MESSAGES[status],
    submitted_at: row?.submittedAt.toISOString() ?? null,
    decided_at: row?.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Identity verification: one submission per player, decided by the provider; a "needs document"
 * answer is followed by a document check. Tax forms and limits read `isVerified`.
 */
export function createVerificationService({
  db,
  clock,
  provider,
}: {
  db: Database;
  clock: Clock;
  provider: IdentityProvider;
}) {
  const repo = createVerificationRepo(db);

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
        provider: provider.name,
        providerReference: check.reference,
        submittedAt: now,
        updatedAt: now,
      });
      if (!inserted) throw new ApiProblem('verification_already_submitted');
      return toWire(await repo.decide(userId, 'pending', check.decision, clock()));
    },

    async submitDocument(userId: string, document: IdentityDocument): Promise<VerificationStatusWire> {
      const current = await repo.find(userId);
      if (!current) throw new ApiProblem('identity_verification_required');
      if (!canSubmitDocument(current.status)) {
        throw new ApiProblem('verification_already_submitted');
      }
      // The images go to the provider only; Kennel keeps the decision.
      const decision = await provider.checkDocument(current.providerReference, document);
      const decided = await repo.decide(userId, 'needs_document', decision, clock());
      if (!decided) throw new ApiProblem('verification_already_submitted');
      return toWire(decided);
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
