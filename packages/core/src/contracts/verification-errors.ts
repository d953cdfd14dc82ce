import type { ErrorEntries } from './error-entry.ts';

/** Identity verification. */
export const VERIFICATION_ERRORS = {
  identity_verification_required: {
    status: 403,
    title: 'Verify your identity',
    detail:
      'We need to verify your identity first. Go to Verification and enter your details; it takes about a minute.',
  },
  identity_check_with_support: {
    status: 403,
    title: 'Contact support to continue',
    detail:
      "We couldn't confirm who plays on this account, so deposits and paid play are paused. Contact support and we'll check it with you. You can still see your history and withdraw.",
  },
  identity_details_mismatch: {
    status: 422,
    title: 'Check your date of birth',
    detail:
      'The date of birth must be the one on your Kennel account. If your account has it wrong, contact support to correct it.',
  },
  identity_check_unavailable: {
    status: 503,
    title: "We can't verify identities right now",
    detail:
      "We can't check identity details at the moment, so nothing was sent. Try again in a few minutes; your account and history still work.",
  },
  verification_already_submitted: {
    status: 409,
    title: 'Details already sent',
    detail: 'We already have your identity details. Check your verification status for the next step.',
  },
} as const satisfies ErrorEntries;
