import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import { mailOutbox } from '../src/platform/db/schema/mail.ts';
import { createMailer, type Mailer } from '../src/platform/mail/mailer.ts';
import { MAIL_RETRY_POLICY, type MailRetryPolicy } from '../src/platform/mail/outbox.ts';
import { TestSmtpServer } from './accounts/smtp.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { databaseDump } from './wallet/helpers.ts';

const quiet = pino({ level: 'silent' });
// Port 9 (discard) on loopback: nothing listens there, so every send is refused.
const REFUSING_SMTP = 'smtp://127.0.0.1:9';

function mailerOn(db: Database, smtpUrl: string, retry: MailRetryPolicy = MAIL_RETRY_POLICY): Mailer {
  return createMailer({ db, logger: quiet, smtpUrl, from: 'Kennel <no-reply@kennel.test>', retry });
}

/** A password-reset-like mail with a live token in its link. */
function linkedMail(to: string) {
  const token = randomBytes(32).toString('base64url');
  const link = `http://localhost:3000/forgot-password?token=${token}`;
  return {
    token,
    mail: {
      to,
      subject: 'Reset your Kennel password',
      kind: 'password_reset',
      link,
      text: `Choose a new password: ${link}`,
      html: `<a href="${link}">Choose a new password</a>`,
    },
  };
}

const recipient = (label: string) => `${label}-${randomBytes(4).toString('hex')}@test.kennel.invalid`;

/** Time passes: every lease and backoff still running runs out. */
async function leasesRunOut(db: Database) {
  await db.execute(
    sql`update mail_outbox set next_attempt_at = now() - interval '1 second'
        where sent_at is null and gave_up_at is null`,
  );
}

async function rowFor(db: Database, to: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  if (!row) throw new Error(`no outbox row for ${to}`);
  return row;
}

/** Seconds from now until the mail to `to` is tried again, by the database's clock. */
async function secondsUntilRetry(db: Database, to: string): Promise<number> {
  const [row] = await selectRows<{ seconds: number }>(
    db,
    sql`select extract(epoch from next_attempt_at - now())::float8 as seconds from mail_outbox where "to" = ${to}`,
  );
  return Number(row?.seconds);
}

/** Runs `sendDue` until a run finds nothing due. */
async function drain(mailer: Mailer): Promise<number> {
  let total = 0;
  for (let sent = await mailer.sendDue(); sent > 0; sent = await mailer.sendDue()) total += sent;
  return total;
}

describe('mail outbox retries', () => {
  let database: TestDatabase;
  let otherDb: Database;
  const smtp = new TestSmtpServer();
  beforeAll(async () => {
    await smtp.start();
    database = await createTestDatabase();
    otherDb = (await database.openAnotherHandle()).db;
  });
  afterAll(async () => {
    await database.destroy();
    await smtp.stop();
  });

  it('sends, from another instance, the mails an instance queued and never sent (it crashed)', async () => {
    const db = database.handle.db;
    const crashed = mailerOn(db, smtp.url);
    const survivor = mailerOn(otherDb, smtp.url);
    const mails = [linkedMail(recipient('crash')), linkedMail(recipient('crash'))];
    for (const { mail } of mails) await crashed.enqueue(db, mail);

    // While the queuing instance could still be sending them, nobody else touches them.
    expect(await survivor.sendDue()).toBe(0);
    await leasesRunOut(db);
    expect(await drain(survivor)).toBe(2);

    for (const { mail, token } of mails) {
      const received = await smtp.waitFor(mail.to, mail.subject);
      expect(received.body).toContain(token);
      const row = await rowFor(db, mail.to);
      expect(row).toMatchObject({ attempts: 1, error: null, gaveUpAt: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.link).toBe('http://localhost:3000/forgot-password?token=[redacted]');
    }
    const dump = await databaseDump(db);
    for (const { token } of mails) expect(dump).not.toContain(token);
    await survivor.close();
  });

  it('sends each mail exactly once when two instances work the same outbox', async () => {
    const db = database.handle.db;
    const first = mailerOn(db, smtp.url);
    const second = mailerOn(otherDb, smtp.url);
    const recipients = Array.from({ length: 45 }, () => recipient('pair'));
    // Two thirds were left unsent (due once their lease ran out); the rest are sent after commit
    // while both workers run.
    for (const to of recipients.slice(0, 30)) await first.enqueue(db, linkedMail(to).mail);
    await leasesRunOut(db);
    const live = await Promise.all(recipients.slice(30).map((to) => first.enqueue(db, linkedMail(to).mail)));
    first.deliverAfterCommit(...live);

    const sent = await Promise.all([drain(first), drain(second), drain(first), drain(second)]);
    await Promise.all([first.settle(), second.settle()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(30);
    for (const to of recipients) expect(smtp.mailsTo(to)).toHaveLength(1);
    const [unsent] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from mail_outbox where sent_at is null`,
    );
    expect(unsent?.count).toBe(0);
    await Promise.all([first.close(), second.close()]);
  });

  it('retries a failing mail server with growing waits, then gives up keeping the error', async () => {
    const db = database.handle.db;
    const policy = { ...MAIL_RETRY_POLICY, maxAttempts: 3 };
    const failing = mailerOn(db, REFUSING_SMTP, policy);
    const { mail, token } = linkedMail(recipient('refused'));
    failing.deliverAfterCommit(await failing.enqueue(db, mail));
    await failing.settle();

    let row = await rowFor(db, mail.to);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, gaveUpAt: null });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.link).toBe(mail.link);
    const firstWait = await secondsUntilRetry(db, mail.to);
    expect(firstWait).toBeGreaterThan(20);
    expect(firstWait).toBeLessThanOrEqual(30);
    // Not due yet: the worker leaves it alone.
    expect(await failing.sendDue()).toBe(0);
    expect((await rowFor(db, mail.to)).attempts).toBe(1);

    await leasesRunOut(db);
    expect(await failing.sendDue()).toBe(0);
    row = await rowFor(db, mail.to);
    expect(row).toMatchObject({ attempts: 2, gaveUpAt: null });
    const secondWait = await secondsUntilRetry(db, mail.to);
    expect(secondWait).toBeGreaterThan(50);
    expect(secondWait).toBeLessThanOrEqual(60);

    await leasesRunOut(db);
    await failing.sendDue();
    row = await rowFor(db, mail.to);
    expect(row).toMatchObject({ attempts: 3, sentAt: null });
    expect(row.gaveUpAt).toBeInstanceOf(Date);
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    expect(JSON.stringify(row)).not.toContain(token);

    await leasesRunOut(db);
    await failing.sendDue();
    expect((await rowFor(db, mail.to)).attempts).toBe(3);
    await failing.close();
  });

  it('delivers a mail that failed once as soon as the server works and its wait is over', async () => {
    const db = database.handle.db;
    const failing = mailerOn(db, REFUSING_SMTP);
    const { mail, token } = linkedMail(recipient('later'));
    failing.deliverAfterCommit(await failing.enqueue(db, mail));
    await failing.settle();
    expect((await rowFor(db, mail.to)).attempts).toBe(1);

    const working = mailerOn(otherDb, smtp.url);
    await leasesRunOut(db);
    expect(await drain(working)).toBe(1);
    expect((await smtp.waitFor(mail.to, mail.subject)).body).toContain(token);
    const row = await rowFor(db, mail.to);
    expect(row).toMatchObject({ attempts: 2, error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    await Promise.all([failing.close(), working.close()]);
  });
});
