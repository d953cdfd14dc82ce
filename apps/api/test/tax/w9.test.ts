import { Writable } from 'node:stream';
import { apiErrorSchema, depositResponseSchema } from '@kennel/core';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTinCipher } from '../../src/features/tax/tin-cipher.ts';
import { auditTrail } from '../../src/platform/audit/audit-log.ts';
import { w9Forms } from '../../src/platform/db/schema/tax.ts';
import { useTestApp } from '../app.ts';
import {
  databaseDump,
  depositByCard,
  postWithKey,
  signIn,
  verifyIdentity,
  walletOf,
} from '../wallet/helpers.ts';
import { ledgerFor, submitW9, taxSummaryOf, W9, W9_TIN_DIGITS } from './helpers.ts';

/** Every log line of this file's app, at the most verbose level. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let now = new Date('2026-04-15T14:00:00.000Z');
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => now,
  logger: pino({ level: 'trace' }, logStream),
});

function db() {
  return testApp.current.database.handle.db;
}

describe('the W-9', () => {
  it('stores the TIN encrypted, answers it masked, and records the submission without it', async () => {
    const player = await signIn(testApp.current.app);
    const response = await submitW9(player);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(W9_TIN_DIGITS);
    expect(response.json().data.w9).toEqual({
      legal_name: 'Rex Barker',
      business_name: null,
      tax_classification: 'individual',
      address_line1: '1 Kennel Way',
      address_line2: 'Apt 2',
      city: 'Albany',
      state: 'NY',
      postal_code: '12207',
      tin_type: 'ssn',
      tin_masked: '***-**-6789',
      submitted_at: now.toISOString(),
      updated_at: now.toISOString(),
    });

    const [row] = await db().select().from(w9Forms).where(eq(w9Forms.userId, player.id));
    expect(row?.tinLast4).toBe('6789');
    expect(row?.tinEncrypted).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(row?.tinEncrypted).not.toContain(W9_TIN_DIGITS);
    expect(Buffer.from(row!.tinEncrypted.split('.')[2]!, 'base64url').toString('latin1')).not.toContain(
      W9_TIN_DIGITS,
    );
    // Only the configured key opens it, and only for this player.
    const cipher = createTinCipher(testApp.current.config.taxIdEncryptionKey);
    expect(cipher.decrypt(row!.tinEncrypted, player.id)).toBe(W9_TIN_DIGITS);
    expect(() => cipher.decrypt(row!.tinEncrypted, crypto.randomUUID())).toThrow();
    expect(() =>
      createTinCipher('another-key-entirely-1234567890ab').decrypt(row!.tinEncrypted, player.id),
    ).toThrow();
    expect(await databaseDump(db())).not.toContain(W9_TIN_DIGITS);

    const summary = await taxSummaryOf(player);
    expect(summary.w9?.tin_masked).toBe('***-**-6789');
    expect(JSON.stringify(summary)).not.toContain(W9_TIN_DIGITS);
  });

  it('a correction keeps the first submission time and adds tax_form.updated to the audit trail', async () => {
    const player = await signIn(testApp.current.app);
    const submittedAt = now;
    await submitW9(player);
    now = new Date(now.getTime() + 60_000);
    const corrected = await submitW9(player, {
      ...W9,
      tin_type: 'itin',
      tin: '912 70 1234',
      business_name: 'Rex LLC',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data.w9).toMatchObject({
      tin_type: 'itin',
      tin_masked: '***-**-1234',
      business_name: 'Rex LLC',
      submitted_at: submittedAt.toISOString(),
      updated_at: now.toISOString(),
    });
    const trail = await auditTrail(db(), player.id);
    expect(trail.map((event) => [event.action, event.actor, event.details])).toEqual([
      [
        'tax_form.submitted',
        'player',
        { form: 'W-9', tin_type: 'ssn', tin_last4: '6789', tax_classification: 'individual', state: 'NY' },
      ],
      [
        'tax_form.updated',
        'player',
        {
          form: 'W-9',
          tin_type: 'itin',
          tin_last4: '1234',
          tax_classification: 'individual',
          state: 'NY',
          tin_changed: true,
        },
      ],
    ]);
    expect(trail[1]?.at).toEqual(now);
    expect(JSON.stringify(trail)).not.toMatch(/123456789|912701234/);
  });

  it('refuses a form that is incomplete, uncertified or has an impossible TIN, saying what to do', async () => {
    const player = await signIn(testApp.current.app);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...W9, certified: false }, 'certified', /Tick the box to certify/],
      [{ ...W9, tin: '12345678' }, 'tin', /Enter all 9 digits/],
      [{ ...W9, tin: '666-12-3456' }, 'tin', /not a valid Social Security number/],
      [{ ...W9, tin_type: 'itin', tin: '123-45-6789' }, 'tin', /An ITIN starts with 9/],
      [{ ...W9, legal_name: ' ' }, 'legal_name', /Enter your legal name/],
      [{ ...W9, postal_code: '1220' }, 'postal_code', /5-digit ZIP code/],
    ];
    for (const [body, field, message] of cases) {
      const response = await submitW9(player, body);
      expect(response.statusCode, field).toBe(400);
      const problem = apiErrorSchema.parse(response.json());
      expect(problem.api_code).toBe('invalid_request');
      expect(response.json().fields).toEqual({ [field]: expect.stringMatching(message) });
      // The number sent is never echoed back.
      expect(response.body).not.toContain(String(body.tin).replace(/\D/g, ''));
    }
    expect(await taxSummaryOf(player)).toMatchObject({ w9: null });
    expect(await auditTrail(db(), player.id)).toEqual([]);
  });

  it('is for signed-in players only', async () => {
    const guest = testApp.current.app;
    expect((await guest.inject({ method: 'GET', url: '/v1/tax' })).statusCode).toBe(401);
    expect((await guest.inject({ method: 'GET', url: '/v1/tax/forms/2025' })).statusCode).toBe(401);
  });
});

describe('withdrawals and the W-9', () => {
  it('refuses a withdrawal once net winnings reach the threshold, until the W-9 is in', async () => {
    const { app } = testApp.current;
    const player = await signIn(app);
    expect((await verifyIdentity(player)).json().data.status).toBe('approved');
    const deposit = depositResponseSchema.parse((await depositByCard(app, player, 10_000)).json()).data;
    const withdraw = () =>
      postWithKey(player, '/v1/withdrawals', {
        amount_cents: 1_000,
        payment_method_id: deposit.payment_method_id,
      });

    // Under the threshold: no form needed.
    const ledger = ledgerFor(app, player);
    await ledger.payout(199_999);
    expect((await withdraw()).statusCode).toBe(201);

    await ledger.payout(1);
    const refused = await withdraw();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ api_code: 'tax_form_required' });
    expect(await walletOf(player)).toMatchObject({ pending_withdrawal_cents: 1_000 });

    expect((await submitW9(player)).statusCode).toBe(200);
    const allowed = await withdraw();
    expect(allowed.statusCode).toBe(201);
    expect(await walletOf(player)).toMatchObject({ pending_withdrawal_cents: 2_000 });
    expect((await taxSummaryOf(player)).w9_required).toBe(false);
  });
});

describe('logs', () => {
  it('never carry a TIN, whether the W-9 was taken or refused (this file sent several)', () => {
    expect(logLines.some((line) => line.includes('/v1/tax/w9'))).toBe(true);
    for (const tin of [W9_TIN_DIGITS, '123-45-6789', '912701234', '912 70 1234', '666-12-3456']) {
      expect(logLines.filter((line) => line.includes(tin))).toEqual([]);
    }
  });
});
