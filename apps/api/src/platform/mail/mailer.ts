import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database.ts';
import type { RenderedEmail } from './layout.ts';
import {
  claimDueMails,
  insertMail,
  MAIL_RETRY_POLICY,
  type MailRetryPolicy,
  type OutboxMail,
  recordFailure,
  recordSent,
} from './outbox.ts';

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
  /** Unset: development mode, where a log line is the delivery. */
  smtpUrl?: string | undefined;
  from: string;
  retry?: MailRetryPolicy;
  /** Told of every mail once it is out, with its link (the outbox keeps only a redacted copy); tests read links here. */
  onSent?: (mail: QueuedMail) => void;
}

/** How many due mails one `sendDue` run claims. */
const DUE_BATCH = 20;

/**
 * Mail through an outbox: `enqueue` writes the row inside the caller's transaction, and
 * `deliverAfterCommit` sends it once that transaction has committed, so a rolled-back action
 * never sends mail and a slow mail server never holds a transaction open. Delivery runs in the
 * background so a request's answer time never reveals whether a mail was sent. A mail whose send
 * failed, or whose instance died before sending it, is picked up by `sendDue` (run periodically
 * by every instance; each mail is claimed by one).
 */
export function createMailer({
  db,
  logger,
  smtpUrl,
  from,
  retry = MAIL_RETRY_POLICY,
  onSent,
}: MailerOptions) {
  // Bounded waits, so a send always ends well within the lease that keeps other instances off it.
  const transport: Transporter | null = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): Promise<T> {
    const tracked = work.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return tracked;
  }

  async function send(mail: OutboxMail): Promise<boolean> {
    const outgoing: QueuedMail = {
      id: mail.id,
      to: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.link ? { link: mail.link } : {}),
    };
    try {
      if (transport) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      } else {
        logger.info(
          { mail_id: mail.id, kind: mail.kind },
          `mail to ${mail.to}: ${mail.subject} ${mail.link ?? ''}`.trimEnd(),
        );
      }
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const outcome = await recordFailure(db, retry, mail, message);
      logger.error(
        { mail_id: mail.id, kind: mail.kind, attempt: mail.attempt, outcome, err: error },
        'mail could not be sent',
      );
      return false;
    }
    await recordSent(db, mail);
    onSent?.(outgoing);
    return true;
  }

  return {
    /** Writes the mail to the outbox with `executor` (pass the open transaction). */
    async enqueue(executor: Database, mail: OutgoingMail): Promise<QueuedMail> {
      const content = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        kind: mail.kind,
        link: mail.link ?? null,
      };
      const id = await insertMail(executor, retry, content);
      return { ...mail, id };
    },

    /** Starts sending mails already committed to the outbox; never throws, never waits. */
    deliverAfterCommit(...mails: (QueuedMail | null | undefined)[]): void {
      for (const mail of mails) {
        if (!mail) continue;
        const first: OutboxMail = { ...mail, link: mail.link ?? null, attempt: 1 };
        void track(
          send(first).catch((error: unknown) =>
            logger.error({ err: error, mail_id: mail.id }, 'mail outbox update failed'),
          ),
        );
      }
    },

    /** Sends mails that are due (failed earlier, or left unsent by a crash); answers how many went out. */
    sendDue(): Promise<number> {
      return track(
        (async () => {
          let sent = 0;
          for (const mail of await claimDueMails(db, retry, DUE_BATCH)) {
            if (await send(mail)) sent += 1;
          }
          return sent;
        })(),
      );
    },

    /** Waits for every delivery already started (at shutdown, and in tests). */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    async close(): Promise<void> {
      await this.settle();
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
