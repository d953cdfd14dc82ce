import {
  ACCOUNT_UNLOCK_TTL_MS,
  EMAIL_VERIFICATION_TTL_MS,
  LOGIN_CONFIRMATION_TTL_MS,
  MAX_FAILED_LOGINS,
  RESET_TOKEN_TTL_MS,
} from '@kennel/core';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** The web pages emailed links open (seed routes); each reads `token` from the query. */
export const EMAIL_LINK_PAGES = {
  email_verification: '/email-verified',
  login_confirmation: '/login-confirmation',
  account_unlock: '/account-unlock',
  password_reset: '/forgot-password',
} as const;

export type LinkedEmailKind = keyof typeof EMAIL_LINK_PAGES;

export function emailLink(publicUrl: string, kind: LinkedEmailKind, token: string): string {
  return `${publicUrl}${EMAIL_LINK_PAGES[kind]}?token=${encodeURIComponent(token)}`;
}

interface Recipient {
  email: string;
  username: string;
}

const duration = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
};

const NOT_YOU = "If this wasn't you, reset your password and contact support.";

function mail(
  to: Recipient,
  kind: string,
  subject: string,
  content: Parameters<typeof renderEmail>[0],
): OutgoingMail {
  return { to: to.email, subject, kind, link: content.action?.url, ...renderEmail(content) };
}

const hi = (to: Recipient) => `Hi ${to.username},`;

export function emailVerificationEmail(to: Recipient, link: string): OutgoingMail {
  return mail(to, 'email_verification', 'Confirm your email for Kennel', {
    greeting: hi(to),
    paragraphs: ['Welcome to Kennel! Confirm your email address so you can deposit and play.'],
    action: { label: 'Confirm my email', url: link },
    afterAction: [
      `The link works for ${duration(EMAIL_VERIFICATION_TTL_MS)}. If you didn't create a Kennel account, ignore this email.`,
    ],
  });
}

export function loginConfirmationEmail(
  to: Recipient,
  link: string,
  attempt: { device: string; ipAddress: string },
): OutgoingMail {
  return mail(to, 'login_confirmation', 'Confirm your new device on Kennel', {
    greeting: hi(to),
    paragraphs: [
      `Someone with your password is logging in to Kennel from a device we don't recognise (${attempt.device}, IP address ${attempt.ipAddress}).`,
      'If it was you, confirm the device, then log in again on it.',
    ],
    action: { label: 'Confirm this device', url: link },
    afterAction: [`The link works for ${duration(LOGIN_CONFIRMATION_TTL_MS)}. ${NOT_YOU}`],
  });
}

export function accountUnlockEmail(to: Recipient, link: string): OutgoingMail {
  return mail(to, 'account_unlock', 'Your Kennel account is locked', {
    greeting: hi(to),
    paragraphs: [
      `We locked your account after ${MAX_FAILED_LOGINS} failed login attempts, to keep it safe.`,
      'To unlock it, open the link below and choose a new password.',
    ],
    action: { label: 'Unlock my account', url: link },
    afterAction: [
      `The link works for ${duration(ACCOUNT_UNLOCK_TTL_MS)}. If the failed attempts weren't yours, someone may know your email: choose a password you use nowhere else.`,
    ],
  });
}

export function passwordResetEmail(to: Recipient, link: string): OutgoingMail {
  return mail(to, 'password_reset', 'Reset your Kennel password', {
    greeting: hi(to),
    paragraphs: ['We received a request to reset the password of your Kennel account.'],
    action: { label: 'Choose a new password', url: link },
    afterAction: [
      `The link works once, for ${duration(RESET_TOKEN_TTL_MS)}. If you didn't ask for it, ignore this email: your password stays the same.`,
    ],
  });
}

export function passwordChangedEmail(to: Recipient): OutgoingMail {
  return mail(to, 'password_changed', 'Your Kennel password was changed', {
    greeting: hi(to),
    paragraphs: [
      'The password of your Kennel account was just changed, and your other sessions were signed out.',
    ],
    afterAction: [NOT_YOU],
  });
}

export function mfaChangedEmail(to: Recipient, enabled: boolean): OutgoingMail {
  const state = enabled ? 'on' : 'off';
  return mail(
    to,
    enabled ? 'mfa_enabled' : 'mfa_disabled',
    `Two-step login is ${state} for your Kennel account`,
    {
      greeting: hi(to),
      paragraphs: [
        enabled
          ? 'Two-step login is now on: logging in will ask for a code from your authenticator app. Keep your recovery codes somewhere safe.'
          : 'Two-step login is now off: logging in needs only your password.',
      ],
      afterAction: [NOT_YOU],
    },
  );
}
