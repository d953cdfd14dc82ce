import { HOUSE_ACCOUNT, processorClearingAccount, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LedgerError } from '../../src/features/wallet/ledger/errors.ts';
import type { TransferRequest } from '../../src/features/wallet/ledger/ledger.ts';
import { ledgerOf } from '../../src/features/wallet/ledger-unit.ts';
import { createWalletService } from '../../src/features/wallet/service.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createInProcessBus } from '../../src/platform/realtime/bus.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const CLEARING = processorClearingAccount('sandbox_card');
const wallet = () => testApp.current.app.walletModule.wallet;
const batch = (requests: TransferRequest[]) =>
  wallet().inTransaction((unit) => ledgerOf(unit).transferBatch(requests));
const cash = async (userId: string) => (await wallet().getWallet(userId)).cash_cents;

const deposit = (userId: string, key: string, amountCents: number): TransferRequest => ({
  key,
  kind: 'deposit',
  debit: CLEARING,
  credit: userCashAccount(userId),
  amountCents,
  description: 'Deposit',
});
const fee = (userId: string, key: string, amountCents: number): TransferRequest => ({
  key,
  kind: 'entry_fee',
  debit: userCashAccount(userId),
  credit: HOUSE_ACCOUNT,
  amountCents,
  description: 'Entry fee',
});
const payout = (userId: string, key: string, amountCents: number): TransferRequest => ({
  key,
  kind: 'payout',
  debit: HOUSE_ACCOUNT,
  credit: userCashAccount(userId),
  amountCents,
  description: 'Winnings',
});

async function transferCount(prefix: string) {
  const [row] = await selectRows<{ count: string | number }>(
    testApp.current.database.handle.db,
    sql`select count(*) as count from transfers where transfer_key like ${`${prefix}%`}`,
  );
  return Number(row?.count);
}

describe('the ledger batch', () => {
  it('posts many transfers in order, each account ending where the single path would leave it', async () => {
    const [a, b] = [await signIn(testApp.current.app), await signIn(testApp.current.app)];
    const p = `b1-${a.id}`;
    const posted = await batch([
      deposit(a.id, `${p}-d1`, 5_000),
      fee(a.id, `${p}-f1`, 4_000),
      deposit(b.id, `${p}-d2`, 1_000),
      payout(a.id, `${p}-p1`, 12_000),
      fee(b.id, `${p}-f2`, 1_000),
    ]);
    expect(posted.map((transfer) => transfer.transferKey)).toEqual([
      `${p}-d1`,
      `${p}-f1`,
      `${p}-d2`,
      `${p}-p1`,
      `${p}-f2`,
    ]);
    expect(await cash(a.id)).toBe(13_000);
    expect(await cash(b.id)).toBe(0);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('answers a repeated batch with its first transfers and moves nothing again', async () => {
    const player = await signIn(testApp.current.app);
    const p = `b2-${player.id}`;
    const requests = [deposit(player.id, `${p}-d`, 2_000), payout(player.id, `${p}-p`, 700)];
    const first = await batch(requests);
    const again = await batch(requests);
    expect(again.map((transfer) => transfer.id)).toEqual(first.map((transfer) => transfer.id));
    expect(await cash(player.id)).toBe(2_700);
    // Half old, half new: the old key answers, the new one posts.
    const mixed = await batch([requests[1]!, payout(player.id, `${p}-p2`, 300)]);
    expect(mixed[0]?.id).toBe(first[1]?.id);
    expect(await cash(player.id)).toBe(3_000);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('refuses the whole batch, writing nothing, when any transfer is refused', async () => {
    const player = await signIn(testApp.current.app);
    const p = `b3-${player.id}`;
    await batch([deposit(player.id, `${p}-d`, 1_000)]);
    // The second fee would take the balance below zero.
    await expect(
      batch([fee(player.id, `${p}-f1`, 600), fee(player.id, `${p}-f2`, 600)]),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    // A route the kind does not allow.
    await expect(
      batch([
        payout(player.id, `${p}-ok`, 100),
        { ...deposit(player.id, `${p}-bad`, 100), debit: HOUSE_ACCOUNT },
      ]),
    ).rejects.toBeInstanceOf(LedgerError);
    // A key used before for another movement, or twice in the batch.
    await expect(batch([payout(player.id, `${p}-d`, 999)])).rejects.toMatchObject({
      reason: 'transfer_key_reused',
    });
    await expect(
      batch([payout(player.id, `${p}-x`, 100), payout(player.id, `${p}-x`, 100)]),
    ).rejects.toMatchObject({ reason: 'transfer_key_reused' });
    expect(await cash(player.id)).toBe(1_000);
    expect(await transferCount(p)).toBe(1);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });

  it('leaves the single-transfer path as it was: a batch and single transfers share keys', async () => {
    const player = await signIn(testApp.current.app);
    const p = `b4-${player.id}`;
    const single = await wallet().transfer(deposit(player.id, `${p}-d`, 1_500));
    const [batched] = await batch([deposit(player.id, `${p}-d`, 1_500)]);
    expect(batched?.id).toBe(single.id);
    const [paid] = await batch([payout(player.id, `${p}-p`, 500)]);
    expect((await wallet().transfer(payout(player.id, `${p}-p`, 500))).id).toBe(paid?.id);
    expect(await cash(player.id)).toBe(2_000);
  });

  it('posts several transfers from an account it has not met yet, as a freshly started process does', async () => {
    const [a, b] = [await signIn(testApp.current.app), await signIn(testApp.current.app)];
    const p = `b5-${a.id}`;
    await batch([deposit(a.id, `${p}-d`, 1_000), fee(a.id, `${p}-f`, 1_000)]);
    // A new wallet service knows no account ids: the house (there already), paid from twice, is looked up once.
    const fresh = createWalletService({
      db: testApp.current.database.handle.db,
      clock: () => new Date(),
      bus: createInProcessBus(),
    });
    const posted = await fresh.inTransaction((unit) =>
      ledgerOf(unit).transferBatch([payout(a.id, `${p}-pa`, 700), payout(b.id, `${p}-pb`, 300)]),
    );
    expect(posted).toHaveLength(2);
    expect([await cash(a.id), await cash(b.id)]).toEqual([700, 300]);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });
});
