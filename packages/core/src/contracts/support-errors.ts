import type { ErrorEntries } from './error-entry.ts';

/** The support inbox's own errors. */
export const SUPPORT_ERRORS = {
  support_conversation_not_found: {
    status: 404,
    title: 'Conversation not found',
    detail: 'That support conversation no longer exists. Go back to the inbox and open it again.',
  },
} as const satisfies ErrorEntries;
