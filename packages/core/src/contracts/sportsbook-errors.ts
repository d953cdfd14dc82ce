import type { ErrorEntries } from './error-entry.ts';

/** Sportsbook bets (RULES.md, Sportsbook). */
export const SPORTSBOOK_ERRORS = {
  sportsbook_prices_changed: {
    status: 422,
    title: 'Odds have changed',
    detail:
      'Some of your selections changed price or were suspended before your bet went in, so nothing was charged. Review the new odds and place your bet again.',
  },
  sportsbook_bet_not_allowed: {
    status: 422,
    title: 'Check your bet',
    detail: 'This bet breaks one of the sportsbook rules. Fix the marked problem and place it again.',
  },
  sportsbook_cash_out_changed: {
    status: 422,
    title: 'Cash out offer changed',
    detail:
      'The cash out offer moved, or is not available right now, before your request went in, so nothing changed. Review the new offer and try again.',
  },
} as const satisfies ErrorEntries;
