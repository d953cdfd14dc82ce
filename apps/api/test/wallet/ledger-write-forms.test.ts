import { HOUSE_ACCOUNT, processorClearingAccount, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TransferRequest } from '../../src/features/wallet/ledger/ledger.ts';
import { VALUES_WRITE_MAX_TRANSFERS } from '../../src/features/wallet/ledger/write-values.ts';
import { ledgerOf } from '../../src/features/wallet/ledger-unit.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from './helpers.ts';

// The ledger writes a few transfers as rows of typed parameters and more as JSON (ADR 0049): two texts
// of one write. The same transfers, one batch past the switch against batches under it, must leave the
// same rows: transfers, their entries (amounts, balances after) and every account's counters.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const CLEARING = processorClearingAccount('sandbox_card');
const wallet = () => testApp.current.app.walletModule.wallet;
const batch = (requests: TransferRequest[]) =>
  wallet().inTransaction((unit) => ledgerOf(unit).transferBatch(requests));

/** Nine transfers between two players, the house and the card processor, keyed under `prefix`. */
function transfers(prefix: string, a: string, b: string): TransferRequest[] {
  const move = (n: number, kind: string, debit: string, credit: string, amountCents: number) =>
    ({ key: `${prefix}-${n}`, kind, debit, credit, amountCents, description: kind }) as TransferRequest;
  return [
    move(1, 'deposit', CLEARING, userCashAccount(a), 5_000),
    move(2, 'deposit', CLEARING, userCashAccount(b), 2_500),
    move(3, 'entry_fee', userCashAccount(a), HOUSE_ACCOUNT, 1_000),
    move(4, 'entry_fee', userCashAccount(b), HOUSE_ACCOUNT, 700),
    move(5, 'entry_fee', userCashAccount(a), HOUSE_ACCOUNT, 1_200),
    move(6, 'payout', HOUSE_ACCOUNT, userCashAccount(b), 3_000),
    move(7, 'entry_fee', userCashAccount(b), HOUSE_ACCOUNT, 4_800),
    move(8, 'payout', HOUSE_ACCOUNT, userCashAccount(a), 250),
    move(9, 'entry_fee', userCashAccount(a), HOUSE_ACCOUNT, 3_050),
  ];
}

/** What the write left for these keys, with the players named by their part (a, b), not their ids. */
async function written(prefix: string, a: string, b: string) {
  const name = (account: string) => account.replace(a, 'A').replace(b, 'B');
  const rows = await selectRows<{ key: string; kind: string; amount: string; entries: unknown }>(
    testApp.current.database.handle.db,
    sql`select t.transfer_key as key, t.kind, t.amount_cents::text as amount,
      (select json_agg(json_build_object('account', la.name, 'amount', e.amount_cents::text,
          'available_change', e.available_change_cents::text, 'balance_after', e.balance_after_cents::text,
          'available_after', e.available_after_cents::text) order by e.amount_cents, la.name)
        from entries e join ledger_accounts la on la.id = e.account_id where e.transfer_id = t.id) as entries
      from transfers t where t.transfer_key like ${`${prefix}-%`} order by t.transfer_key`,
  );
  const accounts = await selectRows<Record<string, string>>(
    testApp.current.database.handle.db,
    sql`select name, debits_posted_cents::text as dp, credits_posted_cents::text as cp,
      debits_pending_cents::text as dpe, credits_pending_cents::text as cpe
      from ledger_accounts where name in (${userCashAccount(a)}, ${userCashAccount(b)}) order by name`,
  );
  return {
    transfers: rows.map((row) => ({
      key: row.key.slice(prefix.length),
      kind: row.kind,
      amount: row.amount,
      entries: JSON.parse(name(JSON.stringify(row.entries))),
    })),
    accounts: accounts
      .map((account) => ({ ...account, name: name(account.name ?? '') }))
      .sort((x, y) => x.name.localeCompare(y.name)),
  };
}

describe('the ledger write, as parameters and as JSON', () => {
  it('leaves the same transfers, entries and counters either way', async () => {
    expect(transfers('x', 'a', 'b').length).toBeGreaterThan(VALUES_WRITE_MAX_TRANSFERS);
    const app = testApp.current.app;
    const [a1, b1, a2, b2] = [await signIn(app), await signIn(app), await signIn(app), await signIn(app)];
    // Past the switch: one JSON write.
    const json = transfers(`json-${a1.id}`, a1.id, b1.id);
    await batch(json);
    // Under it: eight as parameters, then one.
    const values = transfers(`values-${a2.id}`, a2.id, b2.id);
    await batch(values.slice(0, VALUES_WRITE_MAX_TRANSFERS));
    await batch(values.slice(VALUES_WRITE_MAX_TRANSFERS));

    const byJson = await written(`json-${a1.id}`, a1.id, b1.id);
    const byValues = await written(`values-${a2.id}`, a2.id, b2.id);
    expect(byJson.transfers).toHaveLength(9);
    expect(byValues).toEqual(byJson);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });
});
