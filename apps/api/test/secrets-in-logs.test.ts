import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { apiErrorSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/database.ts';
import { selectRows } from '../src/platform/db/rows.ts';
import { mailOutbox } from '../src/platform/db/schema/mail.ts';
import { createLogger } from '../src/platform/http/server.ts';
import { redactMail } from '../src/platform/mail/redaction.ts';
import { AccountBrowser, registerUser, useAccountsApp } from './accounts/helpers.ts';
import { createTestApp, type TestApp } from './app.ts';
import { databaseDump, depositByCard, postWithKey, signIn, verifyIdentity } from './wallet/helpers.ts';

/** JSON log lines written to memory. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

function tokenOf(body: string): string {
  const match = /[?&]token=([A-Za-z0-9_%-]+)/.exec(body);
  if (!match?.[1]) throw new Error('no token link in the mail');
  return decodeURIComponent(match[1]);
}

async function allMailSent(db: Database) {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from mail_outbox where sent_at is null`,
    );
    if (row?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('mail still unsent after 10 s');
}

describe('mail at rest keeps no usable link', () => {
  const ctx = useAccountsApp({ KENNEL_TEST_ROUTES: 'true' });

  it('redacts every one-time link once sent: verification, device, reset, unlock and withdrawal', async () => {
    const { app, smtp } = ctx;
    const tokens: string[] = [];

    const user = await registerUser(ctx);
    // registerUser took the verification mail off the server; its token is in the outbox row until sent.
    expect((await user.browser.delete('/v1/session')).statusCode).toBe(204);
    const phone = await AccountBrowser.open(app);
    await phone.post('/v1/sessions', { email: user.email, password: user.password });
    tokens.push(tokenOf((await smtp.waitFor(user.email, 'Confirm your new device')).body));

    await phone.post('/v1/password-resets', { email: user.email });
    const resetToken = tokenOf((await smtp.waitFor(user.email, 'Reset your Kennel password')).body);
    tokens.push(resetToken);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.browser.post('/v1/sessions', { email: user.email, password: `wrong guess ${attempt}` });
    }
    tokens.push(tokenOf((await smtp.waitFor(user.email, 'Your Kennel account is locked')).body));

    const player = await signIn(app);
    expect((await verifyIdentity(player)).statusCode).toBeLessThan(300);
    const deposit = await depositByCard(app, player, 10_000);
    expect(deposit.statusCode).toBe(201);
    const withdrawal = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 2_000,
      payment_method_id: deposit.json().data.payment_method_id,
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const playerEmail = `${player.username.toLowerCase()}@test.kennel.invalid`;
    tokens.push(tokenOf((await smtp.waitFor(playerEmail, 'withdrawal')).body));

    const db = ctx.testApp.database.handle.db;
    await allMailSent(db);
    const rows = await db.select().from(mailOutbox);
    const linked = rows.filter((row) => row.link !== null);
    expect(linked.map((row) => row.kind).sort()).toEqual(
      expect.arrayContaining([
        'account_unlock',
        'email_verification',
        'login_confirmation',
        'password_reset',
        'withdrawal_confirmation',
      ]),
    );
    for (const row of linked) expect(row.link).toMatch(/\?token=\[redacted\]$/);
    const dump = await databaseDump(db);
    for (const token of tokens) expect(dump).not.toContain(token);

    // The link in the mail still works: only the copy at rest was redacted.
    const reset = await phone.post('/v1/password-resets/confirm', {
      token: resetToken,
      new_password: 'quiet harbour lamps 77',
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
  });

  it('masks a link token wherever the mail repeats it, HTML-escaped or not', () => {
    const token = randomBytes(32).toString('base64url');
    const link = `https://kennel.example/account-unlock?token=${token}`;
    const redacted = redactMail({
      subject: 'Unlock',
      text: `Open ${link}\nor enter ${token}`,
      html: `<a href="https://kennel.example/x?a=1&amp;token=${token}">x</a> ${encodeURIComponent(token)}`,
      link,
    });
    expect(JSON.stringify(redacted)).not.toContain(token);
    expect(redacted.link).toBe('https://kennel.example/account-unlock?token=[redacted]');
  });
});

describe('error logs carry no SQL parameter values', () => {
  const secret = `secret-${randomBytes(12).toString('hex')}`;
  const secretId = randomUUID();
  const { lines, stream } = logSink();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      logger: pino({ level: 'info' }, stream),
      beforeReady(app) {
        app.get('/test/bad-input-query', async () => {
          await testApp.database.handle.db.execute(sql`select ${secret}::uuid`);
        });
        app.get('/test/duplicate-row', async () => {
          const row = {
            id: secretId,
            to: `${secret}@example.com`,
            subject: secret,
            text: secret,
            html: secret,
            kind: 'test',
          };
          await testApp.database.handle.db.insert(mailOutbox).values(row).onConflictDoNothing();
          await testApp.database.handle.db.insert(mailOutbox).values(row);
        });
      },
    });
  });
  afterAll(() => testApp.close());

  it.each([
    ['/test/bad-input-query', '22P02'],
    ['/test/duplicate-row', '23505'],
  ])('%s: 500 in the error shape, the SQLSTATE and query logged, the values not', async (url, code) => {
    lines.length = 0;
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    expect(apiErrorSchema.parse(response.json()).api_code).toBe('internal_error');
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(failure?.err?.message).toContain('Failed query:');
    expect(JSON.stringify(failure)).toContain(code);
    const log = lines.join('\n');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secretId);
  });

  it('the production logger masks them too, for errors logged outside a request', async () => {
    const sink = logSink();
    const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), sink.stream);
    const error = await testApp.database.handle.db
      .execute(sql`select ${secret}::int`)
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    logger.error({ err: error }, 'background job failed');
    const [line] = sink.lines;
    expect(line).toContain('Failed query: select $1::int');
    expect(line).toContain('22P02');
    expect(line).not.toContain(secret);
  });
});
