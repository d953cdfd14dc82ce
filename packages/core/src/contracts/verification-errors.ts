import type { ErrorEntries } from './error-entry.ts';

/** Identity verification. */
export const VERIFICATION_ERRORS = {
  identity_verification_required: {
    status: 403,
    title: 'Verify your identity',
    detail:
      'We need to verify your identity first. Go to Verification and enter your details; it takes about a minute.',
  },
  verification_already_submitted: {
    status: 409,
    title: 'Details already sent',
    detail: 'We already have your identity details. Check your verification status for the next step.',
  },
} as const satisfies ErrorEntries;
