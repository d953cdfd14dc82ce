import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/platform/db/schema/mail.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { AccountBrowser, registration } from './helpers.ts';

async function registerIn(testApp: TestApp) {
  const browser = await AccountBrowser.open(testApp.app);
  const body = registration();
  expect((await browser.post('/v1/accounts', body)).statusCode).toBe(201);
  return body.email;
}

async function outboxRowsFor(testApp: TestApp, email: string) {
  return testApp.database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe('mail in development (no SMTP_URL)', () => {
  const lines: { msg?: string }[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    testApp = await createTestApp({
      settings: { PASSWORD_SCRYPT_LOG_N: '10' },
      logger: pino({ level: 'info' }, sink),
    });
  });
  afterAll(() => testApp.close());

  it('prints its link in one log line and keeps only a redacted copy in the outbox', async () => {
    const email = await registerIn(testApp);
    let rows = await outboxRowsFor(testApp, email);
    for (let wait = 0; wait < 50 && !rows[0]?.sentAt; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = await outboxRowsFor(testApp, email);
    }
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      kind: 'email_verification',
      subject: 'Confirm your email for Kennel',
      error: null,
      attempts: 1,
      link: 'http://localhost:3000/email-verified?token=[redacted]',
    });
    expect(row?.text).toContain(row?.link ?? '-');
    expect(row?.html).toContain('<a href="http://localhost:3000/email-verified?token=[redacted]"');
    expect(row?.sentAt).toBeInstanceOf(Date);
    const printed = lines
      .map((line) => line.msg ?? '')
      .find((message) => message.startsWith(`mail to ${email}: Confirm your email for Kennel `));
    const link = printed?.split(' ').at(-1) ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/email-verified\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link).searchParams.get('token') ?? '-';
    expect(JSON.stringify(row)).not.toContain(token);
  });
});

describe('mail when the SMTP server cannot be reached', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens there, so the connection is refused.
    testApp = await createTestApp({
      settings: { PASSWORD_SCRYPT_LOG_N: '10', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
  });
  afterAll(() => testApp.close());

  it('still answers the request, keeps the mail in the outbox and records the error', async () => {
    const email = await registerIn(testApp);
    let rows = await outboxRowsFor(testApp, email);
    for (let wait = 0; wait < 250 && !rows[0]?.error; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = await outboxRowsFor(testApp, email);
    }
    expect(rows[0]?.sentAt).toBeNull();
    expect(rows[0]?.error).toMatch(/ECONNREFUSED|connect/i);
    // Left for the outbox worker to retry later, not given up.
    expect(rows[0]).toMatchObject({ attempts: 1, gaveUpAt: null });
    expect(rows[0]?.nextAttemptAt.getTime()).toBeGreaterThan(rows[0]?.createdAt.getTime() ?? 0);
  });
});
