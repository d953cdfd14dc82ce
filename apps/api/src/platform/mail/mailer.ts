import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import type { RenderedEmail } from './layout.ts';

export interface OutgoingMail extends RenderedEmail {
  to: string;
  subject: string;
  /** What the mail is for, e.g. 'email_verification'; kept in the outbox for support and tests. */
  kind: string;
  /** The link the mail carries, printed to the log in development. */
  link?: string;
}

/** A mail written to the outbox and not yet handed to a transport. */
export interface QueuedMail extends OutgoingMail {
  id: string;
}

export interface MailerOptions {
  db: Database;
  logger: FastifyBaseLogger;
  /** Unset: development mode, where the outbox row and a log line are the delivery. */
  smtpUrl?: string | undefined;
  from: string;
}

/**
 * Mail through an outbox: `enqueue` writes the row inside the caller's transaction, and
 * `deliverAfterCommit` sends it once that transaction has committed, so a rolled-back action
 * never sends mail and a slow mail server never holds a transaction open. Delivery runs in the
 * background so a request's answer time never reveals whether a mail was sent.
 */
export function createMailer({ db, logger, smtpUrl, from }: MailerOptions) {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();

  async function record(id: string, outcome: { sentAt: Date } | { error: string }) {
    await db
      .update(mailOutbox)
      .set('sentAt' in outcome ? { sentAt: outcome.sentAt, error: null } : { error: outcome.error })
      .where(eq(mailOutbox.id, id));
  }

  async function deliver(mail: QueuedMail): Promise<void> {
    if (!transport) {
      logger.info(
        { mail_id: mail.id, kind: mail.kind },
        `mail to ${mail.to}: ${mail.subject} ${mail.link ?? ''}`.trimEnd(),
      );
      await record(mail.id, { sentAt: new Date() });
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await record(mail.id, { sentAt: new Date() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ mail_id: mail.id, kind: mail.kind, err: error }, 'mail could not be sent');
      await record(mail.id, { error: message.slice(0, 1000) });
    }
  }

  return {
    /** Writes the mail to the outbox with `executor` (pass the open transaction). */
    async enqueue(executor: Database, mail: OutgoingMail): Promise<QueuedMail> {
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          kind: mail.kind,
          link: mail.link ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('the outbox did not return the queued mail');
      return { ...mail, id: row.id };
    },

    /** Starts sending mails already committed to the outbox; never throws, never waits. */
    deliverAfterCommit(...mails: (QueuedMail | null | undefined)[]): void {
      for (const mail of mails) {
        if (!mail) continue;
        const sending = deliver(mail)
          .catch((error: unknown) =>
            logger.error({ err: error, mail_id: mail.id }, 'mail outbox update failed'),
          )
          .finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      }
    },

    /** Waits for every delivery already started (at shutdown, and in tests). */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    async close(): Promise<void> {
      await this.settle();
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
