import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  depositResponseSchema,
  HOUSE_ACCOUNT,
  OWED_EXPLANATION,
  owedResponseSchema,
  TRANSACTION_CSV_COLUMNS,
  transactionsResponseSchema,
  userCashAccount,
} from '@kennel/core';
import { describe, expect, it } from 'vitest';
import type { StakeSettlement } from '../../src/features/wallet/stakes/index.ts';
import { closeAccount, closed, closedAt, closureOf } from '../account-closure/helpers.ts';
import { useTestApp } from '../app.ts';
import { signInOperator } from '../console/helpers.ts';
import { PASSWORD, signInWithPassword, testClock } from '../responsible-gaming/helpers.ts';
import {
  depositByCard,
  expectLedgerInvariants,
  type Player,
  postWithKey,
  verifyIdentity,
  walletOf,
} from './helpers.ts';
import { pickemWinnings } from './pickem-settlements.ts';

// What a player owes of a corrected payment, as they and the console see it: the wallet's figure,
// the owed rows (when, why, how much left), the history's reversal and pay-down rows, a capped
// withdrawal's message, and a close that pays it from the cash held against it (ADR 0042).

const time = testClock();
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: time.clock });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const wallet = () => app().walletModule.wallet;

/** Spends cash as another stake would (out of the player's reach). */
async function spend(userId: string, amountCents: number) {
  await wallet().transfer({
    key: `owed-read:${randomUUID()}`,
    kind: 'adjustment',
    debit: userCashAccount(userId),
    credit: HOUSE_ACCOUNT,
    amountCents,
    description: 'Spent',
  });
}

const settle = (settlement: StakeSettlement) =>
  wallet().inTransaction(({ stakes }) => stakes.settle([settlement]));

const correct = (settlement: StakeSettlement, previous: number) =>
  wallet().inTransaction(({ stakes }) =>
    stakes.resettle([
      { settlement, previous: { settlement: previous }, reversalDescription: "Pick'em winnings corrected" },
    ]),
  );

/** A player paid $60 who spent all but $10 of it before a correction took it back: $50 owed. */
async function playerOwing50(): Promise<{ player: Player; paymentMethodId: string }> {
  const player = await signInWithPassword(app());
  expect((await verifyIdentity(player)).json().data.status).toBe('approved');
  const deposit = depositResponseSchema.parse((await depositByCard(app(), player, 40_00)).json()).data;
  const stakeId = randomUUID();
  await settle(pickemWinnings(player.id, stakeId, 1, 60_00));
  await spend(player.id, 90_00);
  time.advance(60_000);
  await correct(pickemWinnings(player.id, stakeId, 2, 0), 1);
  return { player, paymentMethodId: deposit.payment_method_id! };
}

const owedOf = async (player: Player) =>
  owedResponseSchema.parse((await player.browser.get('/v1/wallet/owed')).json()).data;

describe('what a player owes, as they see it', () => {
  it('shows the owed figure, the owed row with its reason, and the reversal and pay-down in history', async () => {
    time.set('2026-11-02T15:00:00.000Z');
    const { player } = await playerOwing50();
    expect(await walletOf(player)).toMatchObject({ cash_cents: 0, owed_cents: 50_00 });
    const owed = await owedOf(player);
    expect(owed).toEqual({
      owed_cents: 50_00,
      items: [
        {
          id: expect.any(String),
          game: 'pickem',
          reason: "A pick'em entry was re-graded after a stat correction",
          owed_at_reversal_cents: 50_00,
          owed_cents: 50_00,
          created_at: '2026-11-02T15:01:00.000Z',
          paid_at: null,
        },
      ],
    });

    // A later win pays $20 of it down in its own transaction; the rest stays owed.
    time.advance(60_000);
    await settle(pickemWinnings(player.id, randomUUID(), 1, 20_00));
    expect(await walletOf(player)).toMatchObject({ cash_cents: 0, owed_cents: 30_00 });
    expect((await owedOf(player)).items[0]).toMatchObject({ owed_cents: 30_00, paid_at: null });

    const history = transactionsResponseSchema.parse((await player.browser.get('/v1/transactions')).json());
    expect(history.data.slice(0, 3).map((row) => [row.type, row.amount_cents, row.correction])).toEqual([
      ['payout', -20_00, { kind: 'owed_paid_down', owed_cents: 50_00 }],
      ['payout', 20_00, null],
      ['payout', -10_00, { kind: 'reversal', owed_cents: 50_00 }],
    ]);
    // A returned deposit or a plain movement is never called a correction.
    expect(history.data.slice(3).every((row) => row.correction === null)).toBe(true);

    // The CSV export says the same, in two columns after the seven spreadsheets already read.
    const exported = await player.browser.get('/v1/transactions.csv');
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(TRANSACTION_CSV_COLUMNS.join(','));
    expect(lines[0]).toMatch(
      /^Date,Type,Description,Balance,Amount \(USD\),Balance after \(USD\),Transaction ID,/,
    );
    // Newest first, as the screen: the pay-down, the win that paid it, the reversal.
    expect(lines[1]).toMatch(
      /,Cash,-20\.00,0\.00,[^,]+,Paid toward the \$50\.00 you owed from a corrected result\.,50\.00$/,
    );
    expect(lines[3]).toContain(',Cash,-10.00,0.00,');
    expect(lines[3]).toContain(
      `,"Taken back after a correction. Your balance didn't cover $50.00 of it: that is owed, and comes out of your next winnings.",50.00`,
    );
    expect(lines[2]).toMatch(/,Cash,20\.00,20\.00,[^,]+,,$/);
    expect(lines.slice(4).every((line) => line.endsWith(',,'))).toBe(true);

    // Paid off by a bigger win: the row stays, with when it was settled.
    time.advance(60_000);
    await settle(pickemWinnings(player.id, randomUUID(), 1, 45_00));
    expect(await walletOf(player)).toMatchObject({ cash_cents: 15_00, owed_cents: 0 });
    expect((await owedOf(player)).items[0]).toMatchObject({
      owed_cents: 0,
      paid_at: '2026-11-02T15:03:00.000Z',
    });
    await expectLedgerInvariants(db());
  });

  it('says how much can be withdrawn, and why, when a withdrawal passes the cash less what is owed', async () => {
    time.set('2026-11-03T15:00:00.000Z');
    const { player, paymentMethodId } = await playerOwing50();
    const nothing = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 10_00,
      payment_method_id: paymentMethodId,
    });
    expect(nothing.statusCode, nothing.body).toBe(422);
    expect(apiErrorSchema.parse(nothing.json())).toMatchObject({
      api_code: 'insufficient_funds',
      title: 'Your balance is owed',
      detail:
        'You owe $50.00 from a corrected result, so there is nothing to withdraw yet. What you owe comes out of your next winnings, never your deposits.',
    });

    // A deposit does not pay it down: $80 held, $30 of it can be withdrawn.
    await depositByCard(app(), player, 80_00);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 80_00, owed_cents: 50_00 });
    const capped = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 30_01,
      payment_method_id: paymentMethodId,
    });
    expect(capped.statusCode).toBe(422);
    const message =
      'You owe $50.00 from a corrected result, so you can withdraw up to $30.00. What you owe comes out of your next winnings, never your deposits.';
    expect(apiErrorSchema.parse(capped.json())).toMatchObject({
      api_code: 'insufficient_funds',
      title: 'Part of your balance is owed',
      detail: message,
      fields: { amount_cents: message },
    });
    expect(OWED_EXPLANATION).toContain('never your deposits');
  });

  it('shows the console what a player owes: when, why and how much is left', async () => {
    time.set('2026-11-04T15:00:00.000Z');
    const { player } = await playerOwing50();
    for (const role of ['support', 'risk', 'finance'] as const) {
      const operator = await signInOperator(app(), role, time.now());
      const answer = await operator.browser.get(`/v1/console/players/${player.id}/owed`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(owedResponseSchema.parse(answer.json()).data).toMatchObject({
        owed_cents: 50_00,
        items: [{ game: 'pickem', owed_cents: 50_00, created_at: '2026-11-04T15:01:00.000Z' }],
      });
    }
  });
});

describe('closing an account that owes', () => {
  it('lets a player whose whole balance is owed close: the cash pays what it covers, the rest stays on record', async () => {
    time.set('2026-11-05T15:00:00.000Z');
    const { player } = await playerOwing50();
    await depositByCard(app(), player, 20_00);
    expect(await closureOf(player)).toMatchObject({ cash_cents: 0, owed_cents: 50_00, can_close: true });

    const answer = closed(await closeAccount(player, { password: PASSWORD }));
    expect(answer).toMatchObject({ owed_paid_cents: 20_00, owed_kept_cents: 30_00 });
    expect(await closedAt(db(), player)).not.toBeNull();
    expect(await wallet().getWallet(player.id)).toMatchObject({ cash_cents: 0, owed_cents: 30_00 });
    await expectLedgerInvariants(db());
  });

  it('asks for the cash past what is owed to be withdrawn first, and says what the rest covers', async () => {
    time.set('2026-11-06T15:00:00.000Z');
    const { player } = await playerOwing50();
    await depositByCard(app(), player, 70_00);
    expect(await closureOf(player)).toMatchObject({
      cash_cents: 20_00,
      owed_cents: 50_00,
      blockers: ['cash_balance'],
    });
    const refused = await closeAccount(player, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({
      api_code: 'account_has_balance',
      detail: expect.stringMatching(/\$20\.00 in cash you can withdraw.*covers the \$50\.00 you owe/),
    });
  });
});
