import { VERIFICATION_STATUS_MESSAGES } from '@kennel/core';
import type { IdentityVerificationRow } from '../../platform/db/schema/verification.ts';
import type { Notice } from '../notifications/port.ts';

const DECISION_TITLES: Record<string, string> = {
  approved: 'Your identity is verified',
  needs_document: 'We need a photo of your ID',
  rejected: "We couldn't verify your identity",
};

/** The player's notice of a decision on their identity check (one per decision). */
export function identityDecisionNotice(userId: string, row: IdentityVerificationRow): Notice {
  const decidedAt = (row.decidedAt ?? row.updatedAt).toISOString();
  return {
    userId,
    type: 'identity_decision',
    event: `${userId}:${row.status}:${decidedAt}`,
    title: DECISION_TITLES[row.status] ?? 'Your identity check changed',
    body:
      row.status === 'rejected' && row.decisionReason
        ? `${VERIFICATION_STATUS_MESSAGES.rejected} Reason: ${row.decisionReason}`
        : VERIFICATION_STATUS_MESSAGES[row.status],
    link: '/account/verification',
  };
}
