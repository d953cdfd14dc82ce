import type { ErrorEntries } from './error-entry.ts';

/** The terms a player must accept before paying. */
export const TERMS_ERRORS = {
  terms_acceptance_required: {
    status: 403,
    title: 'Accept the updated terms',
    detail: 'Our terms have changed. Read and accept the new version to keep playing.',
  },
} as const satisfies ErrorEntries;
