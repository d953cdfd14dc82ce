import type { ErrorEntries } from './error-entry.ts';

/** The operator console's own errors. */
export const CONSOLE_ERRORS = {
  operator_unauthenticated: {
    status: 401,
    title: 'Sign in to the console',
    detail: 'Your console session has ended. Sign in again with your password and authenticator code.',
  },
  operator_login_failed: {
    status: 401,
    title: 'Could not sign you in',
    detail: 'That email, password or authenticator code is not right. Check them and try again.',
  },
  operator_forbidden: {
    status: 403,
    title: 'Not part of your role',
    detail: 'Your console role cannot do that. Ask an admin if you need it.',
  },
  player_not_found: {
    status: 404,
    title: 'Player not found',
    detail: 'No player has that id. Search for them again.',
  },
  account_not_linked: {
    status: 409,
    title: 'Not a linked account',
    detail:
      "That account is not tied to this player by a shared browser or one verified name and birth date. Refresh the player's linked accounts.",
  },
  document_case_not_found: {
    status: 409,
    title: 'No document waiting',
    detail: 'That player has no identity document waiting for a decision. Refresh the queue.',
  },
  account_review_not_found: {
    status: 404,
    title: 'Review not found',
    detail: 'No account review has that id. Refresh the list.',
  },
  account_review_resolved: {
    status: 409,
    title: 'Review already resolved',
    detail: 'Someone already resolved that review. Refresh the list.',
  },
  account_already_held: {
    status: 409,
    title: 'Account already held',
    detail: 'That account already has an open review. Resolve it from Account reviews.',
  },
  account_payout_in_flight: {
    status: 409,
    title: 'Payout in flight',
    detail:
      'A withdrawal of this player is being paid out right now and can no longer be stopped. Try the hold again in a minute, once it shows as paid or failed.',
  },
  account_review_owes_shortfall: {
    status: 409,
    title: 'A shortfall is still owed',
    detail: 'This account owes a returned deposit. Collect the shortfall instead of releasing it.',
  },
  account_review_no_shortfall: {
    status: 409,
    title: 'Nothing owed',
    detail: 'This review has no shortfall to collect. Release the account instead.',
  },
  shortfall_not_covered: {
    status: 409,
    title: 'Not enough cash yet',
    detail:
      "The player's cash does not cover the shortfall yet, and a balance never goes negative. Try again after they deposit.",
  },
  pickem_line_not_found: {
    status: 404,
    title: 'Line not found',
    detail: "No pick'em line has that id. Search for it again.",
  },
  pickem_line_still_offered: {
    status: 409,
    title: 'Line still on the board',
    detail: 'Players can still pick this line. Rule on it once its game locks it or a new line replaces it.',
  },
  contest_not_found: {
    status: 404,
    title: 'Contest not found',
    detail: 'No best ball contest has that id. Copy it from the list of settled contests.',
  },
  contest_not_settled: {
    status: 409,
    title: 'Contest not settled yet',
    detail:
      'Its prizes have not been paid yet, so there is nothing to settle again. It settles when its last game ends.',
  },
  reconciliation_day_not_over: {
    status: 409,
    title: 'That day is not over',
    detail: 'Only a day that has ended can be reconciled. Choose yesterday or earlier.',
  },
} as const satisfies ErrorEntries;
