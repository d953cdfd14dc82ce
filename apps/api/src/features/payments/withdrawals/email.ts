import { type Cents, formatCents } from '@kennel/core';
import { renderEmail } from '../../../platform/mail/layout.ts';
import type { OutgoingMail } from '../../../platform/mail/mailer.ts';

export const WITHDRAWAL_CONFIRMATION_MAIL = 'withdrawal_confirmation';

export function withdrawalConfirmationEmail(input: {
  to: string;
  username: string;
  amountCents: Cents;
  methodLabel: string;
  url: string;
}): OutgoingMail {
  const amount = formatCents(input.amountCents);
  return {
    to: input.to,
    subject: `Confirm your ${amount} withdrawal`,
    kind: WITHDRAWAL_CONFIRMATION_MAIL,
    link: input.url,
    ...renderEmail({
      greeting: `Hi ${input.username},`,
      paragraphs: [
        `You asked to withdraw ${amount} to ${input.methodLabel}. We're holding the money until you confirm.`,
      ],
      action: { label: 'Confirm withdrawal', url: input.url },
      afterAction: [
        'This link works for 24 hours and only once.',
        "If this wasn't you, cancel the withdrawal from your wallet and change your password.",
      ],
    }),
  };
}
