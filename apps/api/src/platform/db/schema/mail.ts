import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Every email Kennel sends, written in the same transaction as what caused it; sent after commit,
 * and retried with backoff by any instance's worker if that send failed or never happened. Once
 * sent (or given up), the row keeps only a redacted copy: no usable link stays at rest.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the mail is for, e.g. `email_verification`. */
    kind: text('kind').notNull(),
    /** The one link the mail carries, if any (development prints it); redacted once sent. */
    link: text('link'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    /** The last failure, kept after giving up. */
    error: text('error'),
    /** Sends tried so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may (re)try it: a lease while one instance sends it, then the backoff after a failure. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** Set after the last allowed attempt failed; the worker no longer picks it up. */
    gaveUpAt: instant('gave_up_at'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.gaveUpAt} is null`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
