import type { ErrorEntries } from './error-entry.ts';

/** Accounts: registration, login, second factors, email and password recovery, sessions. */
export const ACCOUNT_ERRORS = {
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
} as const satisfies ErrorEntries;
