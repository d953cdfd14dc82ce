import { randomUUID } from 'node:crypto';
import { depositResponseSchema, IDEMPOTENCY_KEY_HEADER, userCashAccount } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUSE_POT } from '../../src/features/wallet/stakes/index.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { depositByCard, expectLedgerInvariants, newKey, signIn, verifyIdentity } from './helpers.ts';

// Withdrawals racing a correction's reversal on PostgreSQL: whatever order the transactions commit
// in, no withdrawal held after the reversal leaves the player's cash below what they owe. The
// player's cash account entries are written under its row lock, so their ids are the order the
// money decisions were made in; the test replays them.

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true', TRUST_PROXY: 'true', RATE_LIMIT_MAX: '100000' },
});
const ROUNDS = 6;
const WITHDRAWALS = 8;
const PRIZE = 100_00;
const WITHDRAWAL = 20_00;

interface CashEntry {
  kind: string;
  transfer_key: string;
  amount_cents: string | number;
  available_after_cents: string | number;
}

async function oneRound(round: number) {
  const { app, database } = testApp.current;
  const db = database.handle.db;
  const wallet = app.walletModule.wallet;
  const player = await signIn(app);
  expect((await verifyIdentity(player)).json().data.status).toBe('approved');
  const deposit = depositResponseSchema.parse((await depositByCard(app, player, 100_00)).json()).data;
  const stakeId = randomUUID();
  const base = { game: 'pickem' as const, stakeId, description: 'Prize' };
  await wallet.inTransaction(({ stakes }) =>
    stakes.settle([
      {
        ...base,
        round: { settlement: 1 },
        pays: 'winnings',
        userId: player.id,
        pot: HOUSE_POT,
        amountCents: PRIZE,
      },
    ]),
  );

  // The player stakes $150 of their $200 elsewhere: the reversal finds $50 and owes the rest, unless
  // withdrawals get there first (then it owes more); the deposit in the race then funds withdrawals.
  await wallet.inTransaction(({ stakes }) =>
    stakes.take({
      game: 'pickem',
      stakeId: randomUUID(),
      userId: player.id,
      pot: HOUSE_POT,
      amountCents: 150_00,
      usePromo: false,
      description: 'Another entry',
    }),
  );
  const reversal = wallet.inTransaction(({ stakes }) =>
    stakes.resettle([
      {
        settlement: { ...base, round: { settlement: 2 }, pays: 'nothing' },
        previous: { settlement: 1 },
        reversalDescription: 'Corrected',
      },
    ]),
  );
  // Right after the reversal, a deposit the processor confirmed lands (straight into the wallet, as
  // its callback does): withdrawals decided after both may take the deposit, never what is owed.
  const landed = reversal.then(() =>
    wallet.inTransaction(({ cashier }) =>
      cashier.creditDeposit({
        depositId: randomUUID(),
        userId: player.id,
        processor: 'sandbox_card',
        amountCents: 100_00,
        description: 'Deposit',
      }),
    ),
  );
  // Each withdrawal from its own address, so only the money decides (not the per-address limit).
  const withdrawals = Array.from({ length: WITHDRAWALS }, (_, index) =>
    player.browser.post(
      '/v1/withdrawals',
      { amount_cents: WITHDRAWAL, payment_method_id: deposit.payment_method_id },
      { headers: { [IDEMPOTENCY_KEY_HEADER]: newKey(), 'x-forwarded-for': `10.77.${round}.${index + 1}` } },
    ),
  );
  const [, , ...answers] = await Promise.all([reversal, landed, ...withdrawals]);
  for (const answer of answers) {
    expect([201, 422], answer.body).toContain(answer.statusCode);
    if (answer.statusCode === 422) expect(answer.json().api_code).toBe('insufficient_funds');
  }

  const entries = await selectRows<CashEntry>(
    db,
    sql`select t.kind, t.transfer_key, e.amount_cents, e.available_after_cents
        from entries e join ledger_accounts a on a.id = e.account_id join transfers t on t.id = e.transfer_id
        where a.name = ${userCashAccount(player.id)} order by e.id`,
  );
  const reversalKey = `stake:pickem:${stakeId}:s1:winnings:reversal`;
  // Every withdrawal took $20 of the $50: the reversal always finds some cash, so it has an entry.
  const at = entries.findIndex((entry) => entry.transfer_key === reversalKey);
  expect(at).toBeGreaterThan(0);
  const owed = PRIZE + Number(entries[at]!.amount_cents);
  const [row] = await selectRows<{ owed_cents: string | number }>(
    db,
    sql`select owed_cents from owed_reversals where stake_id = ${stakeId}`,
  );
  expect(Number(row?.owed_cents ?? 0)).toBe(owed);
  for (const entry of entries.slice(at + 1)) {
    if (entry.kind === 'withdrawal') expect(Number(entry.available_after_cents)).toBeGreaterThanOrEqual(owed);
  }
  const held = answers.filter((answer) => answer.statusCode === 201).length;
  expect(held).toBe(entries.filter((entry) => entry.kind === 'withdrawal').length);
  return { owed, held, after: entries.slice(at + 1).some((entry) => entry.kind === 'withdrawal') };
}

describe('withdrawals racing a reversal', () => {
  it(`never take money owed (${ROUNDS} rounds of a reversal, a deposit and ${WITHDRAWALS} withdrawals at once)`, async () => {
    const outcomes = [];
    for (let round = 0; round < ROUNDS; round += 1) outcomes.push(await oneRound(round));
    // Some withdrawal was decided after a reversal that left money owed (what the check is for).
    expect(outcomes.some((outcome) => outcome.owed > 0 && outcome.after)).toBe(true);
    await expectLedgerInvariants(testApp.current.database.handle.db);
  });
});
