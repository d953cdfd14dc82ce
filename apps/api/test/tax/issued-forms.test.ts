import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FORM_1099_FIELDS } from '../../src/features/tax/form-1099.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { signInOperator } from '../console/helpers.ts';
import { type Player, signIn } from '../wallet/helpers.ts';
import { bestBallStake, ledgerFor, submitW9, taxSummaryOf, W9 } from './helpers.ts';

let now = new Date('2025-12-31T20:00:00.000Z');
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: () => now });
const app = () => testApp.current.app;

/** The clock moved: the old session may have ended, so sign the same player in again. */
async function at(instant: string, player: Player): Promise<Player> {
  now = new Date(instant);
  return signIn(app(), player.username);
}

async function formOf(player: Player, year: number) {
  const response = await player.browser.get(`/v1/tax/forms/${year}`);
  expect(response.statusCode, response.body).toBe(200);
  const pdf = await PDFDocument.load(response.rawPayload);
  const text = (name: string) => pdf.getForm().getTextField(name).getText();
  return {
    subject: pdf.getSubject(),
    otherIncome: text(FORM_1099_FIELDS.otherIncome),
    street: text(FORM_1099_FIELDS.recipientStreet),
  };
}

/** A player who won $2,000 in 2025 and bought a $500 entry on 31 December (net winnings: $1,500), with a W-9. */
async function wonThenStakedOnNewYearsEve() {
  now = new Date('2025-12-31T20:00:00.000Z');
  let player = await signIn(app());
  const ledger = ledgerFor(app(), player);
  await ledger.payout(200_000);
  const stake = await bestBallStake(app(), player, 50_000);
  player = await at('2026-01-10T15:00:00.000Z', player);
  expect((await submitW9(player)).statusCode).toBe(200);
  return { player, stake };
}

/**
 * The 1099 for 2025 issued on 31 January 2026 at $1,500; the entry's contest never filled, so its
 * stake is refunded on 2 February and counts in 2025, the stake's year.
 */
async function formIssuedThenStakeRefunded() {
  const won = await wonThenStakedOnNewYearsEve();
  let player = await at('2026-01-31T15:00:00.000Z', won.player);
  expect((await taxSummaryOf(player)).forms).toEqual([
    { tax_year: 2025, form: '1099-MISC', amount_cents: 150_000 },
  ]);
  expect((await formOf(player, 2025)).otherIncome).toBe('$1,500.00');

  player = await at('2026-02-02T15:00:00.000Z', player);
  await won.stake.refund();
  // The ledger now counts $2,000 for 2025: the refund belongs to its stake's year.
  expect(await app().walletModule.wallet.counts().netWinningsByYear(player.id)).toContainEqual({
    taxYear: 2025,
    netWinningsCents: 200_000,
  });
  return player;
}

describe('a 1099 is issued on 31 January of the next year', () => {
  it('until then the year shows an estimate that follows a refund of one of its stakes', async () => {
    const won = await wonThenStakedOnNewYearsEve();
    let player = won.player;
    let summary = await taxSummaryOf(player);
    expect(summary.forms).toEqual([]);
    expect(summary.years.find((year) => year.tax_year === 2025)).toMatchObject({
      net_winnings_cents: 150_000,
      estimate: true,
    });
    expect((await player.browser.get('/v1/tax/forms/2025')).statusCode).toBe(404);

    player = await at('2026-01-20T15:00:00.000Z', player);
    await won.stake.refund();
    player = await at('2026-01-31T04:59:59.999Z', player);
    summary = await taxSummaryOf(player);
    expect(summary.forms).toEqual([]);
    expect(summary.years.find((year) => year.tax_year === 2025)).toMatchObject({
      net_winnings_cents: 200_000,
      estimate: true,
    });

    // Midnight in New York: the form is issued with the refund counted, and is no estimate.
    player = await at('2026-01-31T05:00:00.000Z', player);
    summary = await taxSummaryOf(player);
    expect(summary.forms).toEqual([{ tax_year: 2025, form: '1099-MISC', amount_cents: 200_000 }]);
    expect(summary.years.find((year) => year.tax_year === 2025)).toMatchObject({
      net_winnings_cents: 200_000,
      estimate: false,
    });
    expect((await formOf(player, 2025)).otherIncome).toBe('$2,000.00');
  });
});

describe('an issued 1099 is fixed', () => {
  it('keeps its figure when a stake of its year is refunded after 31 December', async () => {
    const player = await formIssuedThenStakeRefunded();
    const summary = await taxSummaryOf(player);
    expect(summary.forms).toEqual([{ tax_year: 2025, form: '1099-MISC', amount_cents: 150_000 }]);
    expect(summary.years.find((year) => year.tax_year === 2025)?.net_winnings_cents).toBe(150_000);
    const form = await formOf(player, 2025);
    expect(form.otherIncome).toBe('$1,500.00');
    expect(form.subject).not.toContain('CORRECTED');
  });

  it('keeps the recipient it named when the W-9 changes', async () => {
    let player = await formIssuedThenStakeRefunded();
    expect((await submitW9(player, { ...W9, address_line1: '9 Other Street' })).statusCode).toBe(200);
    player = await at('2026-02-03T15:00:00.000Z', player);
    expect((await formOf(player, 2025)).street).toBe('1 Kennel Way, Apt 2');
  });

  it('changes only by a correction an operator issues, which says CORRECTED and is audited', async () => {
    let player = await formIssuedThenStakeRefunded();
    now = new Date('2026-02-04T15:00:00.000Z');
    const finance = await signInOperator(app(), 'finance', now);
    const due = await finance.browser.get('/v1/console/tax-forms/corrections-due');
    expect(due.statusCode, due.body).toBe(200);
    expect(due.json().data).toContainEqual(
      expect.objectContaining({
        player_id: player.id,
        username: player.username,
        tax_year: 2025,
        amount_cents: 150_000,
        current_net_winnings_cents: 200_000,
        correction_due: true,
      }),
    );
    const listed = await finance.browser.get(`/v1/console/players/${player.id}/tax-forms`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      {
        tax_year: 2025,
        form: '1099-MISC',
        revision: 1,
        amount_cents: 150_000,
        issued_at: '2026-01-31T15:00:00.000Z',
        current_net_winnings_cents: 200_000,
        recipient_changed: false,
        correction_due: true,
      },
    ]);

    const corrections = `/v1/console/players/${player.id}/tax-forms/2025/corrections`;
    expect((await finance.browser.post(corrections, { reason: '' })).statusCode).toBe(400);
    const corrected = await finance.browser.post(corrections, { reason: 'Stake refunded on 2 February' });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.json().data).toMatchObject({
      revision: 2,
      amount_cents: 200_000,
      correction_due: false,
    });
    const [audit] = await selectRows<{ action: string; user_id: string; details: { reason: string } }>(
      testApp.current.database.handle.db,
      sql`select action, user_id, details from audit_events
          where operator_id = ${finance.id} and action = 'console.player.tax_form_corrected'`,
    );
    expect(audit).toMatchObject({ user_id: player.id, details: { reason: 'Stake refunded on 2 February' } });

    player = await signIn(app(), player.username);
    expect((await taxSummaryOf(player)).forms).toEqual([
      { tax_year: 2025, form: '1099-MISC', amount_cents: 200_000 },
    ]);
    const form = await formOf(player, 2025);
    expect(form.otherIncome).toBe('$2,000.00');
    expect(form.subject).toMatch(/^CORRECTED Form 1099-MISC/);

    const dueAfter = await finance.browser.get('/v1/console/tax-forms/corrections-due');
    expect(dueAfter.json().data.map((form: { player_id: string }) => form.player_id)).not.toContain(
      player.id,
    );

    const again = await finance.browser.post(corrections, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().api_code).toBe('tax_form_unchanged');
  });
});
