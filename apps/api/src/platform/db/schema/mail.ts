import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every email Kennel sends, written in the same transaction as what caused it; sent after commit. */
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
    /** The one link the mail carries, if any (development prints it). */
    link: text('link'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    error: text('error'),
  },
  (table) => [index('mail_outbox_unsent_idx').on(table.createdAt).where(sql`${table.sentAt} is null`)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
