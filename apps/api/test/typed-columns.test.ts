import { type Cents, cents } from '@kennel/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/database.ts';
import { CentsColumnError } from '../src/platform/db/schema/columns.ts';
import { sandboxBankPayouts } from '../src/platform/db/schema/payments.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

// sandbox_bank_payouts has a plain `amount_cents bigint` and no foreign keys: the simplest home.
let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});

afterAll(async () => {
  await database.destroy();
});

async function insertPayout(id: string, amountCents: Cents) {
  await db.insert(sandboxBankPayouts).values({
    id,
    merchantReference: `ref-${id}`,
    paymentId: 'bp_1',
    amountCents,
    createdAt: new Date(),
  });
}

async function readAmount(id: string) {
  const [row] = await db
    .select({ amountCents: sandboxBankPayouts.amountCents })
    .from(sandboxBankPayouts)
    .where(eq(sandboxBankPayouts.id, id));
  return row?.amountCents;
}

describe('the cents column', () => {
  it('writes whole cents and reads them back as the same number, up to the largest safe integer', async () => {
    for (const [id, amount] of [
      ['small', cents(1)],
      ['negative', cents(-2_500)],
      ['largest', cents(Number.MAX_SAFE_INTEGER)],
    ] as const) {
      await insertPayout(id, amount);
      const read = await readAmount(id);
      expect(read).toBe(amount);
      expect(typeof read).toBe('number');
    }
  });

  it('refuses to write an amount that is not a whole number of cents', async () => {
    await expect(insertPayout('fraction', 12.5 as Cents)).rejects.toThrow(RangeError);
    expect(await readAmount('fraction')).toBeUndefined();
  });

  it('fails loudly on reading a stored amount beyond what JavaScript holds exactly', async () => {
    await db.execute(
      sql`insert into sandbox_bank_payouts (id, merchant_reference, payment_id, amount_cents, created_at)
          values ('huge', 'ref-huge', 'bp_1', 9007199254740993, now())`,
    );
    await expect(readAmount('huge')).rejects.toThrow(CentsColumnError);
  });

  it('fails loudly on reading a value that is not a whole number', async () => {
    const fraction = db
      .select({ amount: sql`12.5::numeric`.mapWith(sandboxBankPayouts.amountCents) })
      .from(sql`(select 1) as one`);
    await expect(fraction).rejects.toThrow(CentsColumnError);
    const [whole] = await db
      .select({ amount: sql`1250::bigint`.mapWith(sandboxBankPayouts.amountCents) })
      .from(sql`(select 1) as one`);
    expect(whole?.amount).toBe(1250);
  });
});

describe('an enumerated column', () => {
  it('refuses, in the database, a value outside core’s union', async () => {
    const insert = (status: string) =>
      db.execute(
        sql`insert into bank_notifications (event_id, deposit_id, status, amount_cents, occurred_at, received_at, outcome)
            values (${`ev-${status}`}, gen_random_uuid(), ${status}, 100, now(), now(), 'applied')`,
      );
    await insert('succeeded');
    await expect(insert('refunded')).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'bank_notifications_status_check' }),
    });
  });
});
