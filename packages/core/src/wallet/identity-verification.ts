/**
 * Identity verification (RULES.md "Location, age and tax"): name, date of birth, address and the last
 * four of the SSN, then a document check when that fails. Required before the first withdrawal and
 * before lifetime deposits pass the schedule's threshold.
 */

export const VERIFICATION_STATUSES = [
  'unverified',
  'pending',
  'approved',
  'needs_document',
  'rejected',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What a provider decides about one submission. */
export type VerificationDecision = 'approved' | 'needs_document' | 'rejected';

export const VERIFICATION_STATUS_MESSAGES: Readonly<Record<VerificationStatus, string>> = {
  unverified:
    'Verify your identity to withdraw. It takes a minute: your name, date of birth, address and the last 4 of your SSN.',
  pending: "We're checking your details. This usually takes a few minutes; we'll email you when it's done.",
  approved: 'Your identity is verified. You can withdraw your cash balance.',
  needs_document:
    "We couldn't confirm your details. Upload a photo of the front and back of your driver's license or state ID.",
  rejected: "We couldn't verify your identity. Contact support and we'll help you sort it out.",
};

export function isIdentityVerified(status: VerificationStatus): boolean {
  return status === 'approved';
}

/** Whether the player may send (or resend) their identity details in this status. */
export function canSubmitIdentity(status: VerificationStatus): boolean {
  return status === 'unverified';
}

export function canSubmitDocument(status: VerificationStatus): boolean {
  return status === 'needs_document';
}

/** What the provider answers about a document: most go to an operator, some it rejects outright. */
export type DocumentCheckDecision = 'approved' | 'rejected' | 'review';

/** `pending` after a document upload: the case waits for an operator, not the provider. */
export const DOCUMENT_REVIEW_MESSAGE =
  "We've got your ID and a member of our team is reviewing it. This usually takes less than a day; we'll email you when it's done.";

/** What an operator can decide about a document case (`npm run verification`). */
export const OPERATOR_VERIFICATION_DECISIONS = ['approved', 'rejected'] as const;
export type OperatorVerificationDecision = (typeof OPERATOR_VERIFICATION_DECISIONS)[number];

/** The longest reason an operator may give; it is shown to the player as written. */
export const VERIFICATION_REASON_MAX_CHARS = 500;

/**
 * The sandbox provider's test data, like a payment sandbox's test cards: the SSN's last four picks
 * the outcome, anything else is approved.
 */
export const SANDBOX_VERIFICATION_SSN_LAST4: Readonly<Record<string, VerificationDecision>> = {
  '0000': 'rejected',
  '1111': 'needs_document',
};

export function sandboxIdentityDecision(ssnLast4: string): VerificationDecision {
  return SANDBOX_VERIFICATION_SSN_LAST4[ssnLast4] ?? 'approved';
}

/** In the sandbox a document whose file name contains this is rejected outright; any other goes to review. */
export const SANDBOX_REJECTED_DOCUMENT_MARKER = 'reject';

export function sandboxDocumentDecision(fileName: string): Exclude<DocumentCheckDecision, 'approved'> {
  return fileName.toLowerCase().includes(SANDBOX_REJECTED_DOCUMENT_MARKER) ? 'rejected' : 'review';
}
