import { renderEmail } from '../../platform/mail/layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { Notice } from './port.ts';

/** The outbox kind of a notification's email, e.g. `notification.deposit_landed`. */
export const notificationMailKind = (notice: Pick<Notice, 'type'>) => `notification.${notice.type}`;

export function notificationEmail(
  notice: Notice,
  recipient: { email: string; username: string },
  publicUrl: string,
): OutgoingMail {
  const url = new URL(notice.link, publicUrl).toString();
  return {
    to: recipient.email,
    subject: notice.title,
    kind: notificationMailKind(notice),
    link: url,
    ...renderEmail({
      greeting: `Hi ${recipient.username},`,
      paragraphs: [notice.body],
      action: { label: 'Open Kennel', url },
      afterAction: ['You can turn these emails off under Notifications on your account page.'],
    }),
  };
}
