import { randomUUID } from 'node:crypto';
import { apiErrorSchema, reconciliationSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { bankDeposit, depositByCard, postWithKey, withdrawalConfirmationToken } from '../wallet/helpers.ts';
import { signInOperator } from './helpers.ts';
import { verifiedPlayer, withdraw } from './review-helpers.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

async function chargeOf(depositId: string) {
  const [row] = await selectRows<{ id: string; card_id: string }>(
    db(),
    sql`select id, card_id from sandbox_processor_operations where kind = 'charge' and reference = ${depositId}`,
  );
  return row!;
}

describe('the daily ledger reconciliation', () => {
  it("finds the mismatches planted in the processor's records, and nothing in the day's clean payments", async () => {
    // A clean day's payments: a card deposit, a card payout, a bank deposit.
    const clean = await verifiedPlayer(app());
    expect((await depositByCard(app(), clean, 5_000)).statusCode).toBe(201);
    expect((await withdraw(clean, 1_000)).statusCode).toBe(201);
    const token = await withdrawalConfirmationToken(db(), clean);
    expect((await postWithKey(clean, '/v1/withdrawals/confirm', { token })).statusCode).toBe(200);
    await bankDeposit(app(), clean, 2_000);

    // Planted: the processor's record of a deposit says 25.00 where the ledger credited 30.00...
    const other = await verifiedPlayer(app());
    const shortCharged = (await depositByCard(app(), other, 3_000)).json().data.id as string;
    const charge = await chargeOf(shortCharged);
    await db().execute(
      sql`update sandbox_processor_operations set amount_cents = 2500 where id = ${charge.id}`,
    );
    // ...and a charge of 12.34 the ledger never saw.
    const unseen = randomUUID();
    await db().execute(
      sql`insert into sandbox_processor_operations (id, kind, card_id, merchant_id, amount_cents, reference, outcome, created_at)
          values (${`ch_${randomUUID()}`}, 'charge', ${charge.card_id}, 'kennel_primary', 1234, ${unseen}, 'approved',
            ${'2026-11-24T15:00:00.000Z'}::timestamptz)`,
    );

    // The next day the job reconciles the day before, once.
    time.set('2026-11-25T01:00:00.000Z');
    expect(await app().walletModule.reconciliationJob.runOnce()).toMatchObject({ ledger_reconciliation: 1 });
    expect(await app().walletModule.reconciliationJob.runOnce()).toMatchObject({ ledger_reconciliation: 0 });

    const finance = await signInOperator(app(), 'finance', time.now());
    const listed = await finance.browser.get('/v1/console/reconciliations');
    expect(listed.statusCode, listed.body).toBe(200);
    const [day] = reconciliationSchema.array().parse(listed.json().data);
    expect(day?.day).toBe('2026-11-24');
    expect(day?.checked).toBe(5);
    expect([...(day?.findings ?? [])].sort((a, b) => a.processor_cents - b.processor_cents)).toEqual([
      {
        reference: unseen,
        kind: 'deposit',
        processor: 'sandbox_card',
        problem: 'missing_in_ledger',
        processor_cents: 1_234,
        ledger_cents: 0,
      },
      {
        reference: shortCharged,
        kind: 'deposit',
        processor: 'sandbox_card',
        problem: 'amount_mismatch',
        processor_cents: 2_500,
        ledger_cents: 3_000,
      },
    ]);

    // Once the processor's record is put right, running the day again clears it.
    await db().execute(
      sql`update sandbox_processor_operations set amount_cents = 3000 where id = ${charge.id}`,
    );
    const again = await finance.browser.post('/v1/console/reconciliations/2026-11-24');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.findings.map((finding: { reference: string }) => finding.reference)).toEqual([
      unseen,
    ]);
    expect((await finance.browser.post('/v1/console/reconciliations/2026-11-25')).json()).toMatchObject({
      api_code: 'reconciliation_day_not_over',
    });
    expect(
      apiErrorSchema.parse((await finance.browser.post('/v1/console/reconciliations/2026-13-45')).json()),
    ).toMatchObject({
      api_code: 'invalid_request',
      status: 400,
    });
  });

  it('refuses a day the calendar does not have, reconciling and storing nothing under it', async () => {
    time.set('2026-12-05T09:00:00.000Z');
    const finance = await signInOperator(app(), 'finance', time.now());
    // JavaScript's date parser rolls these over (31 November is 1 December), so each once
    // reconciled another day's payments and listed them under a day that does not exist.
    for (const day of ['2026-11-31', '2026-02-29', '2026-02-30', '2026-04-31', '2026-11-00']) {
      const response = await finance.browser.post(`/v1/console/reconciliations/${day}`);
      expect(response.statusCode, `${day}: ${response.body}`).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ api_code: 'invalid_request' });
    }
    const stored = await selectRows<{ day: string }>(
      db(),
      sql`select day from ledger_reconciliations where day in ('2026-11-31', '2026-02-29', '2026-02-30', '2026-04-31', '2026-11-00')`,
    );
    expect(stored).toEqual([]);
    // A real day next to them still runs.
    const real = await finance.browser.post('/v1/console/reconciliations/2026-11-30');
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().data.day).toBe('2026-11-30');
  });
});
