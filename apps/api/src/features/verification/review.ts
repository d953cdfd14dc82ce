import type { OperatorVerificationDecision } from '@kennel/core';
import { type AuditInTransaction, recordAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { IdentityVerificationRow } from '../../platform/db/schema/verification.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Notices } from '../notifications/port.ts';
import { verificationDecisionEmail } from './email.ts';
import { identityDecisionNotice } from './notice.ts';
import { createVerificationRepo, type OpenDocumentCase } from './repo.ts';

export const VERIFICATION_DECIDED = 'verification.decided';
export const VERIFICATION_DOCUMENT_SUBMITTED = 'verification.document_submitted';

/** Which step a decision closes: the details check, or the document check that follows it. */
export type VerificationCase = 'details' | 'document';

/** A document case waiting for an operator. */
export function inReview(row: IdentityVerificationRow | undefined): boolean {
  return row?.status === 'pending' && row.documentSubmittedAt !== null;
}

/** Why an operator's decision could not be made; the command prints the message. */
export class VerificationReviewError extends Error {}

export interface OperatorDecision {
  /** The player's id or email. */
  player: string;
  status: OperatorVerificationDecision;
  reason: string | null;
  /** Who decided: recorded in the audit trail. */
  operator: string;
  /** The console operator's id when the decision came from the console (a command has none). */
  operatorId?: string;
  /** The console call's own audit row, written with the decision (a command has none). */
  auditIn?: AuditInTransaction;
}

/**
 * Operators decide document cases the provider left for review. The decision, its audit event and
 * the email to the player commit together; the email goes out after the commit.
 */
export function createVerificationReview({
  db,
  clock,
  mailer,
  publicUrl,
  notices,
}: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  /** The decision also reaches the player's notification centre (its email is the one below). */
  notices: Notices;
}) {
  return {
    openCases(): Promise<OpenDocumentCase[]> {
      return createVerificationRepo(db).openCases();
    },

    async decide(decision: OperatorDecision): Promise<IdentityVerificationRow> {
      if (decision.status === 'rejected' && !decision.reason) {
        throw new VerificationReviewError('a rejection needs a reason (--reason "...")');
      }
      const player = await createVerificationRepo(db).findPlayer(decision.player);
      if (!player) throw new VerificationReviewError(`no player ${decision.player}`);
      const { row, mail } = await db.transaction(async (tx) => {
        const at = clock();
        const decided = await createVerificationRepo(tx).decideReview(
          player.id,
          decision.status,
          decision.reason,
          at,
        );
        if (!decided) {
          throw new VerificationReviewError(`${player.email} has no document case waiting for review`);
        }
        await recordAudit(tx, {
          userId: player.id,
          actor: 'operator',
          actorName: decision.operator,
          ...(decision.operatorId ? { operatorId: decision.operatorId } : {}),
          action: VERIFICATION_DECIDED,
          details: { status: decision.status, reason: decision.reason, case: 'document' },
          at,
        });
        await decision.auditIn?.(tx, player.id);
        await notices.send(tx, { ...identityDecisionNotice(player.id, decided), emailedSeparately: true });
        const queued = await mailer.enqueue(
          tx,
          verificationDecisionEmail({
            to: player.email,
            username: player.username,
            status: decision.status,
            reason: decision.reason,
            publicUrl,
          }),
        );
        return { row: decided, mail: queued };
      });
      mailer.deliverAfterCommit(mail);
      return row;
    },
  };
}

export type VerificationReview = ReturnType<typeof createVerificationReview>;
