import { IDEMPOTENCY_KEY_TTL_MS } from '@kennel/core';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/platform/db/schema/idempotency.ts';
import { deposits, withdrawals } from '../../src/platform/db/schema/payments.ts';
import { deleteExpiredIdempotencyKeys } from '../../src/platform/http/idempotency.ts';
import { useTestApp } from '../app.ts';
import {
  depositByCard,
  expectLedgerInvariants,
  newKey,
  postWithKey,
  signIn,
  verifyIdentity,
  walletOf,
} from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const db = () => testApp.current.database.handle.db;

/** The key's window passes (its record ages past the TTL; the player's session is left alone). */
async function outliveWindow(userId: string, key: string) {
  await db()
    .update(idempotencyKeys)
    .set({
      createdAt: sql`${idempotencyKeys.createdAt} - make_interval(secs => ${(IDEMPOTENCY_KEY_TTL_MS + 60_000) / 1000})`,
    })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

describe('an Idempotency-Key used again after its replay window', () => {
  it('withdraws the new amount instead of answering the old withdrawal', async () => {
    const player = await signIn(testApp.current.app);
    expect((await verifyIdentity(player)).json().data.status).toBe('approved');
    const funded = (await depositByCard(testApp.current.app, player, 10_000)).json().data;
    const key = newKey();
    const body = (amount: number) => ({ amount_cents: amount, payment_method_id: funded.payment_method_id });

    const first = await postWithKey(player, '/v1/withdrawals', body(2_000), key);
    expect(first.statusCode).toBe(201);
    // Within the window the same key and body replay the first answer.
    expect((await postWithKey(player, '/v1/withdrawals', body(2_000), key)).json().data.id).toBe(
      first.json().data.id,
    );

    await outliveWindow(player.id, key);
    const second = await postWithKey(player, '/v1/withdrawals', body(5_000), key);
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ amount_cents: 5_000, status: 'awaiting_confirmation' });
    expect(second.json().data.id).not.toBe(first.json().data.id);
    const rows = await db().select().from(withdrawals).where(eq(withdrawals.userId, player.id));
    expect(rows.map((row) => row.amountCents).sort()).toEqual([2_000, 5_000]);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 3_000, pending_withdrawal_cents: 7_000 });

    // The expiry cleanup forgetting the key opens a window of its own.
    await outliveWindow(player.id, key);
    expect(await deleteExpiredIdempotencyKeys(db(), new Date())).toBeGreaterThan(0);
    const third = await postWithKey(player, '/v1/withdrawals', body(1_000), key);
    expect(third.json().data).toMatchObject({ amount_cents: 1_000 });
    await expectLedgerInvariants(db());
  });

  it('charges a new card deposit instead of answering the old one', async () => {
    const player = await signIn(testApp.current.app);
    const key = newKey();
    const first = await depositByCard(testApp.current.app, player, 2_000, { key });
    expect(first.statusCode).toBe(201);

    await outliveWindow(player.id, key);
    const second = await depositByCard(testApp.current.app, player, 5_000, { key });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ amount_cents: 5_000, status: 'succeeded' });
    expect(second.json().data.id).not.toBe(first.json().data.id);
    const rows = await db()
      .select()
      .from(deposits)
      .where(and(eq(deposits.userId, player.id), eq(deposits.method, 'card')));
    expect(rows.map((row) => row.amountCents).sort()).toEqual([2_000, 5_000]);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 7_000 });
    await expectLedgerInvariants(db());
  });
});
