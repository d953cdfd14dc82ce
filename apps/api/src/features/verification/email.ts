import type { OperatorVerificationDecision } from '@kennel/core';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

export const VERIFICATION_DECISION_MAIL = 'verification_decision';

/** Tells the player what the review of their ID decided, and the reason when it was rejected. */
export function verificationDecisionEmail(input: {
  to: string;
  username: string;
  status: OperatorVerificationDecision;
  reason: string | null;
  publicUrl: string;
}): OutgoingMail {
  if (input.status === 'approved') {
    const url = new URL('/account/wallet', input.publicUrl).toString();
    return {
      to: input.to,
      subject: 'Your identity is verified',
      kind: VERIFICATION_DECISION_MAIL,
      link: url,
      ...renderEmail({
        greeting: `Hi ${input.username},`,
        paragraphs: [
          "We've reviewed the photo of your ID and your identity is verified.",
          'You can now withdraw your cash balance.',
        ],
        action: { label: 'Go to my wallet', url },
      }),
    };
  }
  const url = new URL('/account/verification', input.publicUrl).toString();
  return {
    to: input.to,
    subject: "We couldn't verify your identity",
    kind: VERIFICATION_DECISION_MAIL,
    link: url,
    ...renderEmail({
      greeting: `Hi ${input.username},`,
      paragraphs: [
        "We've reviewed the photo of your ID and couldn't verify your identity with it.",
        ...(input.reason ? [`The reason: ${input.reason}`] : []),
        "Contact support and we'll help you sort it out.",
      ],
      action: { label: 'See your verification status', url },
    }),
  };
}
