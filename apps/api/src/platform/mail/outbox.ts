import { and, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { type MailContent, redactMail } from './redaction.ts';

/**
 * How the outbox retries. One attempt is one send; the row's `next_attempt_at` is both the lease
 * of the instance sending it and, after a failure, the backoff.
 */
export interface MailRetryPolicy {
  /** How long other instances leave a mail alone while one sends it; longer than a send can take. */
  leaseMs: number;
  /** The wait after the first failed attempt; it doubles after each further failure. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** After this many failed attempts the mail is given up (its last error is kept). */
  maxAttempts: number;
}

export const MAIL_RETRY_POLICY: MailRetryPolicy = {
  leaseMs: 2 * 60_000,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  maxAttempts: 8,
};

/** The wait before the next try after `attempt` (1 = the first send) failed. */
export function retryDelayMs(policy: MailRetryPolicy, attempt: number): number {
  return Math.min(policy.maxRetryMs, policy.firstRetryMs * 2 ** (attempt - 1));
}

/** Database time, so every instance agrees on when a lease or backoff ends. */
const fromNow = (ms: number): SQL<Date> => sql`now() + make_interval(secs => ${ms / 1000}::float8)`;

export interface OutboxMail extends MailContent {
  id: string;
  to: string;
  kind: string;
  /** The attempt about to be made (1 for the send right after commit). */
  attempt: number;
}

/** Writes a mail leased to the writing instance, which sends it right after commit. */
export async function insertMail(
  executor: Database,
  policy: MailRetryPolicy,
  mail: Omit<OutboxMail, 'id' | 'attempt'>,
): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ ...mail, nextAttemptAt: fromNow(policy.leaseMs) })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('the outbox did not return the queued mail');
  return row.id;
}

/**
 * Claims up to `limit` mails that are due (never sent, or failed and waited out, or leased to an
 * instance that died), by moving their lease forward in one statement. `FOR UPDATE SKIP LOCKED`
 * means two instances claiming at once get different mails, never the same one.
 */
export async function claimDueMails(
  db: Database,
  policy: MailRetryPolicy,
  limit: number,
): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt), lte(mailOutbox.nextAttemptAt, sql`now()`)),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: fromNow(policy.leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed.map((row) => ({
    id: row.id,
    to: row.to,
    kind: row.kind,
    subject: row.subject,
    text: row.text,
    html: row.html,
    link: row.link,
    attempt: row.attempts + 1,
  }));
}

/** The mail is out: keep only its redacted copy. */
export async function recordSent(db: Database, mail: OutboxMail): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...redactMail(mail), sentAt: sql`now()`, attempts: mail.attempt, error: null })
    .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)));
}

/** The attempt failed: wait longer each time, and give up (keeping the error) after the last one. */
export async function recordFailure(
  db: Database,
  policy: MailRetryPolicy,
  mail: OutboxMail,
  error: string,
): Promise<'retrying' | 'gave_up'> {
  const givingUp = mail.attempt >= policy.maxAttempts;
  await db
    .update(mailOutbox)
    .set(
      givingUp
        ? // A mail that will never be sent keeps no usable link either.
          { ...redactMail(mail), attempts: mail.attempt, error, gaveUpAt: sql`now()` }
        : {
            attempts: mail.attempt,
            error,
            nextAttemptAt: fromNow(retryDelayMs(policy, mail.attempt)),
          },
    )
    .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)));
  return givingUp ? 'gave_up' : 'retrying';
}
