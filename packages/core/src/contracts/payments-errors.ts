import type { ErrorEntries } from './error-entry.ts';

/** Deposits, withdrawals and payment methods. Amounts in these texts are checked against core's wallet schedule by tests. */
export const PAYMENT_ERRORS = {
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
      'We need to review your account before money can leave it or go into play, for example after a bank took back a deposit. Contact support; you can still deposit.',
  },
  card_invalid: {
    status: 422,
    title: 'Check your card details',
    detail:
      "Some card details aren't valid. Check the number, expiry date and security code, then try again.",
  },
} as const satisfies ErrorEntries;
