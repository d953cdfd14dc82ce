import { CLIENT_SIDE_ERRORS } from './client-side-errors.ts';

/**
 * Kennel's error catalogue: every error a user can see has a code here, an HTTP status,
 * a title and a message that says what to do next.
 */
export const ERROR_CATALOGUE = {
  not_found: {
    status: 404,
    title: 'Not found',
    detail: 'We could not find what you asked for. Check the address and try again.',
  },
  route_not_found: {
    status: 404,
    title: 'Not found',
    detail: 'This API path does not exist. Check the address and the API version.',
  },
  malformed_json: {
    status: 400,
    title: 'Malformed request',
    detail: 'The request body is not valid JSON. Fix the body and try again.',
  },
  invalid_request: {
    status: 400,
    title: 'Check your details',
    detail: 'Some of the details you sent are not valid. Correct the highlighted fields and try again.',
  },
  unsupported_media_type: {
    status: 415,
    title: 'Unsupported content type',
    detail: 'Send the request body as JSON (Content-Type: application/json).',
  },
  payload_too_large: {
    status: 413,
    title: 'Request too large',
    detail: 'The request body is larger than we accept. Send less data and try again.',
  },
  csrf_invalid: {
    status: 403,
    title: 'Security check failed',
    detail: 'Your security token is missing or out of date. Refresh the page and try again.',
  },
  unauthenticated: {
    status: 401,
    title: 'Please log in',
    detail: 'You need to be logged in to do that. Log in and try again.',
  },
  forbidden: { status: 403, title: 'Not allowed', detail: 'Your account is not allowed to do that.' },
  rate_limited: {
    status: 429,
    title: 'Too many requests',
    detail: 'You are going a little fast. Wait a moment and try again.',
  },
  request_timeout: CLIENT_SIDE_ERRORS.request_timeout,
  service_unavailable: {
    status: 503,
    title: 'Temporarily unavailable',
    detail: 'Kennel is briefly unavailable. Try again in a minute.',
  },
  network_error: CLIENT_SIDE_ERRORS.network_error,
  internal_error: CLIENT_SIDE_ERRORS.internal_error,
  invalid_credentials: {
    status: 401,
    title: 'Check your details',
    detail: "That email and password don't match. Try again or reset your password.",
  },
  current_password_incorrect: {
    status: 422,
    title: 'Check your current password',
    detail: "Your current password isn't right. Enter it again, or log out and reset your password.",
  },
  account_locked: {
    status: 403,
    title: 'Account locked',
    detail:
      'Your account is locked after too many failed logins. Use the unlock link we emailed you, or reset your password.',
  },
  mfa_required: {
    status: 401,
    title: 'Enter your code',
    detail: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  invalid_mfa_code: {
    status: 422,
    title: 'Code not accepted',
    detail:
      'That code is wrong or has expired. Enter the newest code from your authenticator app, or a recovery code.',
  },
  mfa_already_enabled: {
    status: 409,
    title: 'Two-step login is already on',
    detail:
      'Two-step login is already on for your account. Turn it off first if you want to set up a new app.',
  },
  mfa_not_enabled: {
    status: 409,
    title: 'Two-step login is off',
    detail: 'Two-step login is not on for your account. Start the set-up again from your security settings.',
  },
  account_closed: {
    status: 403,
    title: 'Account closed',
    detail:
      'This account is closed, so it cannot be used to log in. Contact support if you want to reopen it.',
  },
  email_already_verified: {
    status: 409,
    title: 'Email already verified',
    detail: 'Your email address is already verified. There is nothing more to do.',
  },
  email_not_verified: {
    status: 403,
    title: 'Verify your email',
    detail:
      'Confirm your email address first: open the link we sent you, or ask for a new one from your account page.',
  },
  username_taken: {
    status: 409,
    title: 'Username taken',
    detail: 'That username is taken. Choose another one.',
  },
  email_taken: {
    status: 409,
    title: 'Email already registered',
    detail: 'An account already uses that email. Log in, or reset your password if you have forgotten it.',
  },
  underage: {
    status: 403,
    title: 'Too young to play',
    detail: "You're below the minimum age to play in your state. You can open an account once you reach it.",
  },
  state_not_supported: {
    status: 403,
    title: 'Not available in your state',
    detail: "Kennel isn't available in your state yet. Check the legality page to see where you can play.",
  },
  weak_password: {
    status: 422,
    title: 'Choose a stronger password',
    detail:
      'That password is too easy to guess. Use at least 12 characters; a few unrelated words work well.',
  },
  promo_code_invalid: {
    status: 422,
    title: 'Promo code not valid',
    detail: 'That promo code is not valid or has ended. Check it, or leave the field empty to continue.',
  },
  referral_code_invalid: {
    status: 422,
    title: 'Referral code not valid',
    detail:
      'That referral code is not valid. Check it with your friend, or leave the field empty to continue.',
  },
  token_invalid_or_expired: {
    status: 400,
    title: 'Link expired',
    detail:
      'This link is invalid, already used or expired. Ask for a new one and use it within its time limit.',
  },
  login_confirmation_required: {
    status: 403,
    title: 'Confirm this device',
    // Only after a right password: a wrong one answers invalid_credentials on every device.
    detail: "You're logging in from a new device. We've emailed you a link: open it, then log in again.",
  },
  session_expired: {
    status: 401,
    title: 'Session expired',
    detail: 'Your session has ended for your security. Log in again to continue.',
  },
  self_excluded: {
    status: 403,
    title: 'Self-exclusion in effect',
    detail:
      'You have excluded yourself from play, so you cannot deposit, enter, draft or bet until it ends. You can still see your history and withdraw.',
  },
  // Wallet and payments. Amounts in these texts are checked against core's wallet schedule by tests.
  insufficient_funds: {
    status: 422,
    title: 'Not enough funds',
    detail: "Your balance doesn't cover this. Deposit more, or lower the amount.",
  },
  deposit_declined: {
    status: 402,
    title: 'Card declined',
    detail:
      'Your bank declined this deposit and nothing was charged. Try another card or online banking, or ask your bank why.',
  },
  deposit_insufficient_funds: {
    status: 402,
    title: 'Card declined',
    detail:
      "Your card doesn't have enough funds for this deposit, so nothing was charged. Try a smaller amount or another card.",
  },
  deposit_retry_other_merchant: {
    status: 402,
    title: "Deposit didn't go through",
    detail:
      "The payment processor couldn't complete this deposit and nothing was charged. Try again and we'll send it through another processor.",
  },
  deposit_below_minimum: {
    status: 422,
    title: 'Deposit too small',
    detail: 'The minimum deposit is $10.00. Enter a larger amount.',
  },
  deposit_above_maximum: {
    status: 422,
    title: 'Deposit too large',
    detail: 'You can deposit at most $10,000.00 at a time. Enter a smaller amount.',
  },
  deposit_limit_reached: {
    status: 422,
    title: 'Deposit limit reached',
    detail:
      "This deposit would go over a deposit limit you set. Deposit less or wait for the limit to reset; your limits page shows what's left.",
  },
  withdrawal_below_minimum: {
    status: 422,
    title: 'Withdrawal too small',
    detail: 'The minimum withdrawal is $10.00. Enter a larger amount.',
  },
  withdrawal_not_cancellable: {
    status: 409,
    title: "Can't cancel this withdrawal",
    detail:
      'This withdrawal has already been paid out or cancelled. Check your transaction history for its status.',
  },
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
  idempotency_key_required: {
    status: 400,
    title: 'Request key missing',
    detail:
      'This request needs an Idempotency-Key header so it can be retried safely. Refresh the page and try again.',
  },
  idempotency_key_reused: {
    status: 422,
    title: 'Request key already used',
    detail:
      'This Idempotency-Key was already used for a different request. Send a new key with each new request.',
  },
  idempotency_request_in_progress: {
    status: 409,
    title: 'Request in progress',
    detail:
      "We're still working on this request. Wait a moment, then check your balance before trying again.",
  },
  payment_method_not_found: {
    status: 404,
    title: 'Payment method not found',
    detail: "We couldn't find that payment method. Choose another one or add a new card.",
  },
  webhook_signature_invalid: {
    status: 400,
    title: 'Signature check failed',
    detail:
      "The notification's signature doesn't match its contents. Sign it with the shared secret and send it again.",
  },
  payment_token_used: {
    status: 409,
    title: 'Card details already used',
    detail:
      'These card details were already used for another payment, and each entry works once. Enter your card again.',
  },
  payment_token_not_yours: {
    status: 403,
    title: 'Card details not accepted',
    detail: 'These card details were entered in another account. Enter your card again in this account.',
  },
  account_under_review: {
    status: 403,
    title: 'Account under review',
    detail:
      'Your bank took back a deposit, so we need to review your account before money can leave it. Contact support.',
  },
  card_invalid: {
    status: 422,
    title: 'Check your card details',
    detail:
      "Some card details aren't valid. Check the number, expiry date and security code, then try again.",
  },
  // The authorisation step of every paid action, and the responsible-gaming tools.
  time_out_active: {
    status: 403,
    title: "You're on a break",
    detail:
      'You chose a time-out, so deposits, entries, drafts and bets are paused until it ends. You can still withdraw and see your history.',
  },
  restriction_already_active: {
    status: 409,
    title: 'Already on a break',
    detail:
      'A time-out or self-exclusion is already in force. It cannot be shortened; you can only extend it.',
  },
  deposit_limit_exceeded: {
    status: 403,
    title: 'Over your deposit limit',
    detail:
      'This deposit would go over a deposit limit you set. Deposit less, or wait for the limit to reset.',
  },
  spend_limit_exceeded: {
    status: 403,
    title: 'Over your spend limit',
    detail: 'This would go over a spend limit you set. Spend less, or wait for the limit to reset.',
  },
  entry_fee_limit_exceeded: {
    status: 403,
    title: 'Over your maximum entry fee',
    detail: 'This entry fee is more than the maximum you set for one entry. Choose a smaller entry.',
  },
  limit_change_not_ready: {
    status: 409,
    title: 'Not yet',
    detail: 'A raised or removed limit can be confirmed 24 hours after you asked for it. Come back then.',
  },
  no_pending_limit_change: {
    status: 409,
    title: 'Nothing to confirm',
    detail: 'This limit has no change waiting. Refresh the page to see your limits as they are now.',
  },
  location_required: {
    status: 403,
    title: "We couldn't confirm your location",
    detail:
      'We need to confirm you are in a state where Kennel is offered before you pay. Allow location access and try again.',
  },
  location_unavailable: {
    status: 503,
    title: "We can't check locations right now",
    detail:
      "We can't confirm where you are at the moment, so deposits and entries are paused. Try again in a few minutes; withdrawals and your history still work.",
  },
  location_not_allowed: {
    status: 403,
    title: 'Not available where you are',
    detail:
      'This game is not offered in the state you are in right now. You can still withdraw and see your history.',
  },
  under_minimum_age: {
    status: 403,
    title: 'Not old enough to play',
    detail:
      'You must be of the minimum age for this game in the state you are in. You can still withdraw your balance.',
  },
  tax_form_required: {
    status: 403,
    title: 'Tax form needed',
    detail:
      'Your net winnings this year reached the IRS reporting threshold. Submit a W-9 on the Tax page, then withdraw.',
  },
  tax_form_not_available: {
    status: 404,
    title: 'No tax form for that year',
    detail:
      'There is no 1099 form for that year. Forms are made for years whose net winnings reach the threshold.',
  },
  terms_acceptance_required: {
    status: 403,
    title: 'Accept the updated terms',
    detail: 'Our terms have changed. Read and accept the new version to keep playing.',
  },
  // Closing an account (/account/close)
  account_has_balance: {
    status: 409,
    title: 'Withdraw your balance first',
    detail:
      'Your account still holds cash. Withdraw all of it, then close your account: we never close an account with money in it.',
  },
  account_has_pending_payments: {
    status: 409,
    title: 'A payment is still in progress',
    detail: 'A deposit or withdrawal on your account has not finished yet. Close your account once it has.',
  },
  // Pick'em entries (RULES.md, Pick'em)
  pickem_lines_changed: {
    status: 422,
    title: 'Lines have changed',
    detail:
      'Some of your picks changed, were suspended or locked before your entry went in, so nothing was charged. Review the marked picks, accept the new lines and submit again.',
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
  // Best ball drafts (the draft room)
  draft_not_started: {
    status: 409,
    title: 'The draft is not on',
    detail:
      'This draft has not started yet or has already finished. Refresh the draft room to see where it stands.',
  },
  draft_not_your_turn: {
    status: 409,
    title: 'Not your turn',
    detail: 'Another team is on the clock. Queue the players you want and pick when your turn comes.',
  },
  draft_pick_not_current: {
    status: 409,
    title: 'That pick has moved on',
    detail:
      'The draft has moved to another pick since your screen last updated. Refresh the board and pick again.',
  },
  draft_pick_made: {
    status: 409,
    title: 'Pick already made',
    detail:
      'This pick was already made with another player, perhaps by the autopick. Check the board for your next turn.',
  },
  draft_player_taken: {
    status: 409,
    title: 'Player already drafted',
    detail: 'Another team drafted this player a moment ago. Choose someone else before your clock runs out.',
  },
  draft_player_locked: {
    status: 409,
    title: 'That player’s game has started',
    detail:
      'Players can be drafted only before their game starts. Choose a player whose game is still to come.',
  },
  draft_closed: {
    status: 409,
    title: 'The draft has closed',
    detail:
      'The slate’s first game has started, so the picks left in this draft are made by the autopick. Check the board for your team.',
  },
  draft_player_not_draftable: {
    status: 422,
    title: 'Player not in this draft',
    detail:
      'This player is not in the draft’s player pool (another sport or slate). Choose a player from the pool.',
  },
  // Best ball contests (RULES.md, Best ball drafts)
  contest_full: {
    status: 409,
    title: 'This contest is full',
    detail:
      'Every entry in this contest has been taken, so nothing was charged. Pick another contest in the lobby.',
  },
  contest_entry_limit: {
    status: 409,
    title: 'Too many entries',
    detail:
      'This would take you past the most entries one player may have in this contest, so nothing was charged. Enter fewer times.',
  },
  contest_locked: {
    status: 409,
    title: 'This contest has locked',
    detail:
      'This contest no longer takes entries: its drafts must finish before its first game starts, so nothing was charged. Pick another contest in the lobby.',
  },
  // Best ball rankings and teams (RULES.md, Best ball drafts)
  rankings_invalid: {
    status: 422,
    title: 'Check your rankings',
    detail:
      'Your rankings name a player who is not in this slate’s draft pool, or the same player twice. Fix the marked players and save again.',
  },
  rankings_csv_invalid: {
    status: 422,
    title: 'Check your file',
    detail:
      'Some rows of the file could not be read. Fix the marked rows and import it again; nothing was changed.',
  },
} as const satisfies Record<string, { status: number; title: string; detail: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, value);
}
