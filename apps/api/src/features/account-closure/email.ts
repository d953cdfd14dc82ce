import { type Cents, formatCents } from '@kennel/core';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

export const ACCOUNT_CLOSED_MAIL = 'account_closed';

/** Confirms the close, so a player who did not ask for it learns at once and can contact support. */
export function accountClosedEmail(input: {
  to: string;
  username: string;
  promoForfeitedCents: Cents;
  publicUrl: string;
}): OutgoingMail {
  const resources = new URL('/responsible-gaming-resources', input.publicUrl).toString();
  return {
    to: input.to,
    subject: 'Your Kennel account is closed',
    kind: ACCOUNT_CLOSED_MAIL,
    link: resources,
    ...renderEmail({
      greeting: `Hi ${input.username},`,
      paragraphs: [
        'Your Kennel account is closed, as you asked. You have been logged out everywhere and can no longer log in, deposit or play.',
        ...(input.promoForfeitedCents > 0
          ? [`Your promo credit of ${formatCents(input.promoForfeitedCents)} was forfeited with the account.`]
          : []),
        'We keep your account records for as long as the law requires; your history and tax documents stay available through support.',
        "If you didn't close your account, contact support right away.",
      ],
      action: { label: 'Responsible gaming help', url: resources },
    }),
  };
}
