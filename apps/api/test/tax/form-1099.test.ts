import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FORM_1099_FIELDS } from '../../src/features/tax/form-1099.ts';
import { useTestApp } from '../app.ts';
import { type Player, signIn } from '../wallet/helpers.ts';
import { ledgerFor, submitW9, taxSummaryOf, W9, W9_TIN_DIGITS } from './helpers.ts';

let now = new Date('2025-09-20T16:00:00.000Z');
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => now,
});

/** A player who netted payouts minus entry fees in 2025, signed in again in February 2026. */
async function playerWhoWonIn2025(payoutCents: number, entryFeeCents: number): Promise<Player> {
  now = new Date('2025-09-20T16:00:00.000Z');
  const player = await signIn(testApp.current.app);
  const ledger = ledgerFor(testApp.current.app, player);
  if (entryFeeCents > 0) {
    await ledger.deposit(entryFeeCents);
    await ledger.entryFee(entryFeeCents);
  }
  await ledger.payout(payoutCents);
  now = new Date('2026-02-01T15:00:00.000Z');
  return signIn(testApp.current.app, player.username);
}

async function formFields(bytes: Buffer) {
  const pdf = await PDFDocument.load(bytes);
  const form = pdf.getForm();
  const text = (name: string) => form.getTextField(name).getText();
  return {
    pdf,
    taxYear: text(FORM_1099_FIELDS.taxYear),
    payer: text(FORM_1099_FIELDS.payer),
    payerTin: text(FORM_1099_FIELDS.payerTin),
    recipientTin: text(FORM_1099_FIELDS.recipientTin),
    recipientName: text(FORM_1099_FIELDS.recipientName),
    recipientStreet: text(FORM_1099_FIELDS.recipientStreet),
    recipientCity: text(FORM_1099_FIELDS.recipientCity),
    otherIncome: text(FORM_1099_FIELDS.otherIncome),
    federalTaxWithheld: text(FORM_1099_FIELDS.federalTaxWithheld),
  };
}

describe('the 1099-MISC', () => {
  it('is a PDF with the year, payer, masked recipient TIN and net winnings in box 3', async () => {
    const player = await playerWhoWonIn2025(95_025, 20_000);
    expect((await submitW9(player)).statusCode).toBe(200);
    const summary = await taxSummaryOf(player);
    expect(summary.forms).toEqual([{ tax_year: 2025, form: '1099-MISC', amount_cents: 75_025 }]);

    const response = await player.browser.get('/v1/tax/forms/2025');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kennel-1099-misc-2025.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).not.toContain(W9_TIN_DIGITS);

    const fields = await formFields(response.rawPayload);
    expect(fields).toMatchObject({
      taxYear: '2025',
      payerTin: '00-0000000',
      recipientTin: '***-**-6789',
      recipientName: 'Rex Barker',
      recipientStreet: '1 Kennel Way, Apt 2',
      recipientCity: 'Albany, NY 12207',
      otherIncome: '$750.25',
      federalTaxWithheld: '$0.00',
    });
    expect(fields.payer).toBe('Kennel\n1 Sandbox Plaza\nNew York, NY 10001');
    expect(fields.pdf.getTitle()).toBe('Form 1099-MISC 2025: Rex Barker');
    expect(fields.pdf.getPageCount()).toBe(1);
  });

  it('names the configured payer and its EIN once they are set', async () => {
    const { createTestApp } = await import('../app.ts');
    const configured = await createTestApp({
      settings: {
        KENNEL_TEST_ROUTES: 'true',
        TAX_PAYER_EIN: '12-3456789',
        TAX_PAYER_ADDRESS: '100 Main Street; Boston, MA 02110',
      },
      clock: () => now,
    });
    try {
      now = new Date('2025-05-05T12:00:00.000Z');
      const player = await signIn(configured.app);
      await ledgerFor(configured.app, player).payout(60_000);
      await submitW9(player, { ...W9, address_line2: '' });
      // 1099s are issued at midnight of 31 January in New York.
      now = new Date('2026-01-31T05:00:00.000Z');
      const again = await signIn(configured.app, player.username);
      const fields = await formFields((await again.browser.get('/v1/tax/forms/2025')).rawPayload);
      expect(fields).toMatchObject({
        payer: 'Kennel\n100 Main Street\nBoston, MA 02110',
        payerTin: '12-3456789',
        recipientStreet: '1 Kennel Way',
        otherIncome: '$600.00',
      });
    } finally {
      await configured.close();
    }
  });

  it('is not available for a year under the threshold, the current year, or without a W-9', async () => {
    const under = await playerWhoWonIn2025(59_999, 0);
    await submitW9(under);
    expect((await taxSummaryOf(under)).forms).toEqual([]);
    const refused = await under.browser.get('/v1/tax/forms/2025');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ api_code: 'tax_form_not_available' });

    const winner = await playerWhoWonIn2025(60_000, 0);
    // No W-9 yet: no recipient to name, so no form (and the withdrawal rule asks for the W-9).
    expect(await taxSummaryOf(winner)).toMatchObject({ forms: [], w9_required: true });
    expect((await winner.browser.get('/v1/tax/forms/2025')).statusCode).toBe(404);
    await submitW9(winner);
    await ledgerFor(testApp.current.app, winner).payout(300_000);
    // 2026 reached its threshold too, but its form is made after the year ends.
    expect((await winner.browser.get('/v1/tax/forms/2026')).json()).toMatchObject({
      api_code: 'tax_form_not_available',
    });
    expect((await winner.browser.get('/v1/tax/forms/2025')).statusCode).toBe(200);
    expect((await winner.browser.get('/v1/tax/forms/19')).statusCode).toBe(400);
  });
});
