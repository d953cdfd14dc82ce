import { renderEmail } from '../../platform/mail/layout.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { Notice } from '../notifications/port.ts';

export const GUEST_REPLY_MAIL_KIND = 'support.guest_reply';

/** A player hears of an answer in the bell and by email (unless they turned that email off). */
export function supportReplyNotice(userId: string, messageId: number, text: string): Notice {
  return {
    userId,
    type: 'support_reply',
    event: `support-reply:${messageId}`,
    title: 'Kennel support answered you',
    body: text,
    // The chat opens from the help link on any page; the dashboard is where a player lands.
    link: '/dashboard',
  };
}

/** A signed-out visitor has no chat to come back to: the answer itself goes by email. */
export function guestReplyEmail(to: string, text: string, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Kennel support answered you',
    kind: GUEST_REPLY_MAIL_KIND,
    link: publicUrl,
    ...renderEmail({
      greeting: 'Hi,',
      paragraphs: ['You wrote to Kennel support. Here is our answer:', text],
      afterAction: ['Reply from the support chat on Kennel, or write to support@kennel.example.'],
    }),
  };
}
