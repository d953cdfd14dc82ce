import {
  contestPoolAccount,
  HOUSE_ACCOUNT,
  PENDING_WITHDRAWAL_ACCOUNT,
  processorClearingAccount,
  userCashAccount,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LedgerError } from '../../src/features/wallet/ledger/errors.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const CLEARING = processorClearingAccount('sandbox_card');

function wallet() {
  return testApp.current.app.walletModule.wallet;
}

async function deposit(userId: string, key: string, amountCents: number) {
  return wallet().transfer({
    key,
    kind: 'deposit',
    debit: CLEARING,
    credit: userCashAccount(userId),
    amountCents,
    description: 'Deposit',
  });
}

describe('the ledger service', () => {
  it('posts a transfer once per key and answers a retry with the first transfer', async () => {
    const player = await signIn(testApp.current.app);
    const first = await deposit(player.id, `t1-${player.id}`, 2_500);
    const again = await deposit(player.id, `t1-${player.id}`, 2_500);
    expect(again.id).toBe(first.id);
    expect((await wallet().getWallet(player.id)).cash_cents).toBe(2_500);
    await expect(deposit(player.id, `t1-${player.id}`, 9_999)).rejects.toBeInstanceOf(LedgerError);
  });

  it('refuses a debit the balance cannot cover and changes nothing', async () => {
    const player = await signIn(testApp.current.app);
    await deposit(player.id, `t2-${player.id}`, 1_000);
    const overdraw = wallet().transfer({
      key: `fee-${player.id}`,
      kind: 'entry_fee',
      debit: userCashAccount(player.id),
      credit: HOUSE_ACCOUNT,
      amountCents: 1_001,
      description: 'Entry fee',
    });
    await expect(overdraw).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect((await wallet().getWallet(player.id)).cash_cents).toBe(1_000);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('holds, then posts or voids, each hold exactly once', async () => {
    const player = await signIn(testApp.current.app);
    await deposit(player.id, `t3-${player.id}`, 5_000);
    const hold = (amountCents: number, key: string) =>
      wallet().hold({
        key,
        kind: 'withdrawal',
        debit: userCashAccount(player.id),
        credit: PENDING_WITHDRAWAL_ACCOUNT,
        amountCents,
        description: 'Withdrawal',
      });
    const first = await hold(2_000, `h1-${player.id}`);
    const second = await hold(1_000, `h2-${player.id}`);
    expect(await wallet().getWallet(player.id)).toMatchObject({
      cash_cents: 2_000,
      pending_withdrawal_cents: 3_000,
    });
    await expect(hold(2_001, `h3-${player.id}`)).rejects.toMatchObject({ code: 'insufficient_funds' });

    await wallet().post({ key: `h1-post-${player.id}`, pendingId: first.id, description: 'Paid' });
    await wallet().void({ key: `h2-void-${player.id}`, pendingId: second.id, description: 'Cancelled' });
    expect(await wallet().getWallet(player.id)).toMatchObject({
      cash_cents: 3_000,
      pending_withdrawal_cents: 0,
    });
    await expect(
      wallet().void({ key: `h1-void-${player.id}`, pendingId: first.id, description: 'Too late' }),
    ).rejects.toMatchObject({ reason: 'hold_already_posted' });
    // The same resolution retried with its key is answered, not refused.
    const retried = await wallet().post({
      key: `h1-post-${player.id}`,
      pendingId: first.id,
      description: 'Paid',
    });
    expect(retried.pendingId).toBe(first.id);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('corrects a transfer with a reversing transfer, once', async () => {
    const player = await signIn(testApp.current.app);
    const pool = contestPoolAccount(`c-${player.id.slice(0, 8)}`);
    await deposit(player.id, `t4-${player.id}`, 3_000);
    const fee = await wallet().transfer({
      key: `fee4-${player.id}`,
      kind: 'entry_fee',
      debit: userCashAccount(player.id),
      credit: pool,
      amountCents: 1_200,
      description: 'Entry fee',
    });
    const reversal = await wallet().reverse({
      key: `refund4-${player.id}`,
      transferId: fee.id,
      description: 'Refund',
    });
    expect(reversal).toMatchObject({ reversesId: fee.id, debitAccount: pool, amountCents: 1_200 });
    expect((await wallet().getWallet(player.id)).cash_cents).toBe(3_000);
    await expect(
      wallet().reverse({ key: `refund4b-${player.id}`, transferId: fee.id, description: 'Again' }),
    ).rejects.toMatchObject({ reason: 'already_reversed' });
    const retried = await wallet().reverse({
      key: `refund4-${player.id}`,
      transferId: fee.id,
      description: 'Refund',
    });
    expect(retried.id).toBe(reversal.id);
    expect((await wallet().getWallet(player.id)).cash_cents).toBe(3_000);
  });

  it('cannot edit or delete ledger rows: the database refuses', async () => {
    const { db } = testApp.current.database.handle;
    await expect(db.execute(sql`update transfers set amount_cents = amount_cents + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from entries`)).rejects.toThrow();
    await expect(db.execute(sql`truncate transfers cascade`)).rejects.toThrow();
  });

  it('keeps the account CHECK as a last line of defence against a negative player balance', async () => {
    const player = await signIn(testApp.current.app);
    await deposit(player.id, `t6-${player.id}`, 1_000);
    const { db } = testApp.current.database.handle;
    await expect(
      db.execute(
        sql`update ledger_accounts set debits_posted_cents = credits_posted_cents + 1 where name = ${userCashAccount(player.id)}`,
      ),
    ).rejects.toThrow();
  });
});
