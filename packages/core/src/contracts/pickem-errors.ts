import type { ErrorEntries } from './error-entry.ts';

/** Pick'em entries (RULES.md, Pick'em). */
export const PICKEM_ERRORS = {
  pickem_lines_changed: {
    status: 422,
    title: 'Lines have changed',
    detail:
      'Some of your picks changed, were suspended or locked before your entry went in, so nothing was charged. Review the marked picks, accept the new lines and submit again.',
  },
  pickem_payouts_changed: {
    status: 422,
    title: 'Payouts have changed',
    detail:
      "Pick'em payouts changed before your entry went in, so nothing was charged. Check the new payouts on your slip and submit again.",
  },
  pickem_entry_not_allowed: {
    status: 422,
    title: 'Check your entry',
    detail: "This entry breaks one of the pick'em rules. Fix the marked problem and submit again.",
  },
  pickem_entry_not_cancellable: {
    status: 409,
    title: "This entry can't be cancelled",
    detail:
      'Entries can be cancelled only within 2 minutes of submitting, and only before any of their games starts.',
  },
} as const satisfies ErrorEntries;
