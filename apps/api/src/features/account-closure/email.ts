import { type Cents, cents, formatCents } from '@kennel/core';
import { renderEmail } from '../../platform/mail/layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';

export const ACCOUNT_CLOSED_MAIL = 'account_closed';

/** What the close did with money owed from a corrected result: paid from the cash held, and what is still owed. */
function owedParagraphs(paidCents: Cents, keptCents: Cents): string[] {
  const paid = formatCents(paidCents);
  if (keptCents <= 0) {
    return paidCents > 0
      ? [
          `You owed ${paid} from a corrected result. The cash you held toward it paid all of it when you closed, so you owe nothing.`,
        ]
      : [];
  }
  const kept = formatCents(keptCents);
  return [
    paidCents > 0
      ? `You owed ${formatCents(cents(paidCents + keptCents))} from a corrected result, which took back winnings you had already spent or withdrawn. When you closed, the ${paid} of cash you held toward it paid part of it: ${kept} is still owed.`
      : `You still owe ${kept} from a corrected result, which took back winnings you had already spent or withdrawn.`,
    `That ${kept} stays on our records against your closed account. Nothing is taken for it automatically: we never charge a card or bank account for it, and with your account closed there are no later winnings for it to come out of. If you have questions about it, contact support.`,
  ];
}

/** Confirms the close, so a player who did not ask for it learns at once and can contact support. */
export function accountClosedEmail(input: {
  to: string;
  username: string;
  promoForfeitedCents: Cents;
  /** Cash held against what was owed of corrected payments that paid it at the close (ADR 0042). */
  owedPaidCents: Cents;
  /** What that cash could not cover: kept on record against the closed account. */
  owedKeptCents: Cents;
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
        ...owedParagraphs(input.owedPaidCents, input.owedKeptCents),
        'We keep your account records for as long as the law requires; your history and tax documents stay available through support.',
        "If you didn't close your account, contact support right away.",
      ],
      action: { label: 'Responsible gaming help', url: resources },
    }),
  };
}
