import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/database.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import type { QueuedMail } from '../src/platform/mail/mailer.ts';

/**
 * Mails each test app has sent, links included: the outbox keeps only redacted copies, so tests
 * read links here, as the e2e journeys read them from the development log.
 */
const mailsByDatabase = new WeakMap<Database, QueuedMail[]>();

/** The `onMailSent` hook for an app on `db`. */
export function collectSentMails(db: Database): (mail: QueuedMail) => void {
  const mails: QueuedMail[] = [];
  mailsByDatabase.set(db, mails);
  return (mail) => mails.push(mail);
}

export function sentMailsOf(db: Database): readonly QueuedMail[] {
  return mailsByDatabase.get(db) ?? [];
}

/**
 * The newest mail of `kind` to `to`: waits until every such mail in the outbox (committed with
 * the request that made it) has been sent, since sending happens just after the commit.
 */
export async function latestSentMail(
  db: Database,
  to: string,
  kind: string,
  timeoutMs = 10_000,
): Promise<QueuedMail> {
  const [queued] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from mail_outbox where "to" = ${to} and kind = ${kind}`,
  );
  const wanted = Math.max(1, queued?.count ?? 0);
  for (let waited = 0; ; waited += 20) {
    const mails = sentMailsOf(db).filter(
      (sent) => sent.to.toLowerCase() === to.toLowerCase() && sent.kind === kind,
    );
    const latest = mails.at(-1);
    if (latest && mails.length >= wanted) return latest;
    if (waited >= timeoutMs) throw new Error(`no ${kind} mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
