import { randomUUID } from 'node:crypto';
import {
  depositResponseSchema,
  HOUSE_ACCOUNT,
  PROMO_FUNDING_ACCOUNT,
  processorClearingAccount,
  userCashAccount,
  userPromoAccount,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUSE_POT, type StakeSettlement } from '../../src/features/wallet/stakes/index.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { ApiProblem } from '../../src/platform/http/api-problem.ts';
import { useTestApp } from '../app.ts';
import {
  depositByCard,
  expectLedgerInvariants,
  postWithKey,
  signIn,
  verifyIdentity,
  walletOf,
} from './helpers.ts';

// A correction that takes back a payment the player already spent: the wallet takes what their
// cash covers now, owes the rest in one table (with the game's reference), lets later winnings
// and refunds pay it down (RULES.md is silent: deposits do not), and keeps it out of withdrawals.
// A refund's promo part it cannot take back (the promo expired or was spent) is written off once.

const DAY_MS = 86_400_000;
const DAY_0 = Date.parse('2026-06-01T09:00:00.000Z');
let now = new Date(DAY_0);
const onDay = (day: number) => {
  now = new Date(DAY_0 + day * DAY_MS);
};
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: () => now });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const wallet = () => app().walletModule.wallet;

async function fund(userId: string, kind: 'deposit' | 'adjustment', amountCents: number) {
  await wallet().transfer({
    key: `owed-test:${randomUUID()}`,
    kind,
    debit: kind === 'deposit' ? processorClearingAccount('sandbox_card') : HOUSE_ACCOUNT,
    credit: userCashAccount(userId),
    amountCents,
    description: kind,
  });
}

/** Spends cash as another stake would (out of the player's reach, not withdrawable). */
async function spend(userId: string, amountCents: number) {
  await wallet().transfer({
    key: `owed-test:${randomUUID()}`,
    kind: 'adjustment',
    debit: userCashAccount(userId),
    credit: HOUSE_ACCOUNT,
    amountCents,
    description: 'Spent',
  });
}

const cash = async (userId: string) => (await wallet().getWallet(userId)).cash_cents;
const promo = async (userId: string) => (await wallet().getWallet(userId)).promo_cents;

const winnings = (
  userId: string,
  stakeId: string,
  settlement: number,
  amountCents: number,
): StakeSettlement =>
  amountCents > 0
    ? {
        game: 'pickem',
        stakeId,
        round: { settlement },
        pays: 'winnings',
        userId,
        pot: HOUSE_POT,
        amountCents,
        description: 'Winnings',
      }
    : { game: 'pickem', stakeId, round: { settlement }, pays: 'nothing', description: 'Lost' };

const settle = (settlement: StakeSettlement) =>
  wallet().inTransaction(({ stakes }) => stakes.settle([settlement]));

const correct = (settlement: StakeSettlement, previous: number) =>
  wallet().inTransaction(({ stakes }) =>
    stakes.resettle([{ settlement, previous: { settlement: previous }, reversalDescription: 'Corrected' }]),
  );

async function owedOf(userId: string) {
  const rows = await selectRows<{ stake_id: string; settlement: number; owed_cents: string | number }>(
    db(),
    sql`select stake_id, settlement, owed_cents from owed_reversals where user_id = ${userId}::uuid
        order by created_at, id`,
  );
  return rows.map((row) => ({ ...row, owed_cents: Number(row.owed_cents) }));
}

async function transfersOf(stakeId: string) {
  const rows = await selectRows<{ transfer_key: string; kind: string; amount_cents: string | number }>(
    db(),
    sql`select transfer_key, kind, amount_cents from transfers where transfer_key like ${`stake:%:${stakeId}:%`}
        order by transfer_key`,
  );
  return rows.map((row) => [
    row.transfer_key.split(':').slice(3).join(':'),
    row.kind,
    Number(row.amount_cents),
  ]);
}

describe('a reversal the player cannot cover', () => {
  it('takes what their cash covers, owes the rest in the wallet, and never makes a balance negative', async () => {
    onDay(0);
    const { id: userId } = await signIn(app());
    const stakeId = randomUUID();
    await settle(winnings(userId, stakeId, 1, 30_00));
    await spend(userId, 25_00);
    const [result] = await correct(winnings(userId, stakeId, 2, 0), 1);
    expect(result?.reversal).toMatchObject({ owedCents: 25_00, writtenOffCents: 0 });
    expect(await cash(userId)).toBe(0);
    expect(await owedOf(userId)).toEqual([{ stake_id: stakeId, settlement: 1, owed_cents: 25_00 }]);
    expect(await transfersOf(stakeId)).toEqual([
      ['s1:winnings', 'payout', 30_00],
      ['s1:winnings:reversal', 'payout', 5_00],
    ]);
    // The same correction again (a retried job) takes nothing more and owes nothing more.
    const [again] = await correct(winnings(userId, stakeId, 2, 0), 1);
    expect(again?.reversal.owedCents).toBe(25_00);
    expect(await owedOf(userId)).toHaveLength(1);
    expect(await cash(userId)).toBe(0);
    await expectLedgerInvariants(db());
  });

  it('is paid down by the next winnings and refunds in the same transaction, never by a deposit', async () => {
    onDay(0);
    const { id: userId } = await signIn(app());
    const first = randomUUID();
    await settle(winnings(userId, first, 1, 40_00));
    await spend(userId, 40_00);
    await correct(winnings(userId, first, 2, 0), 1);
    expect(await owedOf(userId)).toEqual([{ stake_id: first, settlement: 1, owed_cents: 40_00 }]);

    await fund(userId, 'deposit', 15_00);
    expect(await cash(userId)).toBe(15_00);
    expect((await owedOf(userId))[0]?.owed_cents).toBe(40_00);

    // Winnings of $25 pay $25 of it; the deposit stays.
    await settle(winnings(userId, randomUUID(), 1, 25_00));
    expect(await cash(userId)).toBe(15_00);
    expect((await owedOf(userId))[0]?.owed_cents).toBe(15_00);

    // A stake refunded: its $20 pays the last $15; $5 is the player's.
    const refunded = randomUUID();
    await wallet().inTransaction(({ stakes }) =>
      stakes.take({
        game: 'pickem',
        stakeId: refunded,
        userId,
        pot: HOUSE_POT,
        amountCents: 15_00,
        usePromo: false,
        description: 'Entry',
      }),
    );
    await fund(userId, 'deposit', 5_00);
    await wallet().inTransaction(({ stakes }) =>
      stakes.refund({ game: 'pickem', stakeId: refunded, description: 'Cancelled' }),
    );
    expect((await owedOf(userId))[0]?.owed_cents).toBe(0);
    expect(await cash(userId)).toBe(5_00);
    expect(await transfersOf(first)).toEqual([
      ['s1:winnings', 'payout', 40_00],
      ['s1:winnings:reversal:paid-down:1', 'payout', 25_00],
      ['s1:winnings:reversal:paid-down:2', 'payout', 15_00],
    ]);
    // More winnings pay nothing down: nothing is owed.
    await settle(winnings(userId, randomUUID(), 1, 7_00));
    expect(await cash(userId)).toBe(12_00);
    await expectLedgerInvariants(db());
  });

  it('keeps what is owed out of withdrawals: refused past the cash less what is owed', async () => {
    onDay(0);
    const player = await signIn(app());
    expect((await verifyIdentity(player)).json().data.status).toBe('approved');
    const deposit = depositResponseSchema.parse((await depositByCard(app(), player, 50_00)).json()).data;
    const stakeId = randomUUID();
    await settle(winnings(player.id, stakeId, 1, 60_00));
    await spend(player.id, 100_00); // all but $10
    await correct(winnings(player.id, stakeId, 2, 0), 1);
    expect(await owedOf(player.id)).toEqual([{ stake_id: stakeId, settlement: 1, owed_cents: 50_00 }]);
    await depositByCard(app(), player, 80_00);
    expect(await cash(player.id)).toBe(80_00);

    const refused = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 30_01,
      payment_method_id: deposit.payment_method_id,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      api_code: 'insufficient_funds',
      fields: { amount_cents: expect.stringContaining('$50.00') },
    });
    const allowed = await postWithKey(player, '/v1/withdrawals', {
      amount_cents: 30_00,
      payment_method_id: deposit.payment_method_id,
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(await walletOf(player)).toMatchObject({ cash_cents: 50_00, pending_withdrawal_cents: 30_00 });
    // Inside the wallet too, whoever asks: nothing more leaves while $50 is owed.
    await expect(
      wallet().inTransaction((unit) =>
        unit.cashier.holdWithdrawal({
          withdrawalId: randomUUID(),
          userId: player.id,
          amountCents: 1,
          description: 'Withdrawal',
        }),
      ),
    ).rejects.toBeInstanceOf(ApiProblem);
    await expectLedgerInvariants(db());
  });
});

/** A grant of promo credit as the promotions feature makes one: the transfer and its grant row. */
async function grantPromo(userId: string, amountCents: number) {
  const transfer = await wallet().transfer({
    key: `owed-test:grant:${randomUUID()}`,
    kind: 'promo_credit',
    debit: PROMO_FUNDING_ACCOUNT,
    credit: userPromoAccount(userId),
    amountCents,
    description: 'Promo',
  });
  const expires = new Date(now.getTime() + 60 * DAY_MS);
  await db().execute(
    sql`insert into promo_grants (id, user_id, transfer_id, kind, amount_cents, schedule_version, granted_at, expires_at)
        values (${randomUUID()}::uuid, ${userId}::uuid, ${transfer.id}::uuid, 'deposit_match', ${amountCents},
                'test', ${now.toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz)`,
  );
}

/** A sportsbook stake of `amountCents` from promo credit, settled void (its stake refunded, to promo). */
async function voidedPromoStake(userId: string, amountCents: number): Promise<string> {
  const stakeId = randomUUID();
  await wallet().inTransaction(async ({ stakes }) => {
    await stakes.take({
      game: 'sportsbook',
      stakeId,
      userId,
      pot: HOUSE_POT,
      amountCents,
      usePromo: true,
      description: 'Single',
    });
  });
  await wallet().inTransaction(({ stakes }) =>
    stakes.settle([
      { game: 'sportsbook', stakeId, round: { settlement: 1 }, pays: 'refund', description: 'Void' },
    ]),
  );
  return stakeId;
}

const lostAfterAll = (stakeId: string) =>
  wallet().inTransaction(({ stakes }) =>
    stakes.resettle([
      {
        settlement: {
          game: 'sportsbook',
          stakeId,
          round: { settlement: 2 },
          pays: 'nothing',
          description: 'Lost',
        },
        previous: { settlement: 1 },
        reversalDescription: 'Corrected',
      },
    ]),
  );

async function writeOffs(stakeId: string) {
  const rows = await selectRows<{ amount_cents: string | number }>(
    db(),
    sql`select t.amount_cents from transfers t where t.kind = 'promo_write_off'
        and t.transfer_key like ${`stake:sportsbook:${stakeId}:%`}`,
  );
  return rows.map((row) => Number(row.amount_cents));
}

describe("a refund's promo part taken back after a correction", () => {
  it('is written off once when the promo expired, and a later grant never pays it', async () => {
    onDay(0);
    const { id: userId } = await signIn(app());
    await grantPromo(userId, 40_00);
    onDay(58);
    const stakeId = await voidedPromoStake(userId, 40_00);
    expect(await promo(userId)).toBe(40_00);
    onDay(60);
    await app().walletModule.worker.runOnce();
    expect(await promo(userId)).toBe(0);

    onDay(61);
    await grantPromo(userId, 10_00); // unrelated, after the refund
    onDay(62);
    const [result] = await lostAfterAll(stakeId);
    expect(result?.reversal).toEqual({ transferId: null, owedCents: 0, writtenOffCents: 40_00 });
    expect(await promo(userId)).toBe(10_00);
    expect(await writeOffs(stakeId)).toEqual([40_00]);
    expect(await owedOf(userId)).toEqual([]);
    // Nothing is left to retry: the same correction again moves nothing.
    await lostAfterAll(stakeId);
    expect(await writeOffs(stakeId)).toEqual([40_00]);
    expect(await promo(userId)).toBe(10_00);
    await expectLedgerInvariants(db());
  });

  it("takes what is left of the refund's grant and writes off only the part spent", async () => {
    onDay(0);
    const { id: userId } = await signIn(app());
    await grantPromo(userId, 40_00);
    onDay(10);
    const stakeId = await voidedPromoStake(userId, 40_00);
    // $15 of it spent again on another stake, then an unrelated grant of $10.
    await wallet().inTransaction(({ stakes }) =>
      stakes.take({
        game: 'sportsbook',
        stakeId: randomUUID(),
        userId,
        pot: HOUSE_POT,
        amountCents: 15_00,
        usePromo: true,
        description: 'Single',
      }),
    );
    onDay(11);
    await grantPromo(userId, 10_00);
    expect(await promo(userId)).toBe(35_00);

    onDay(12);
    const [result] = await lostAfterAll(stakeId);
    expect(result?.reversal).toMatchObject({ owedCents: 0, writtenOffCents: 15_00 });
    expect(await promo(userId)).toBe(10_00);
    expect(await transfersOf(stakeId)).toEqual([
      ['s1:refund:promo', 'refund', 40_00],
      ['s1:refund:promo:reversal', 'refund', 25_00],
      ['s1:refund:promo:reversal:written-off', 'promo_write_off', 15_00],
      ['take:promo', 'bet', 40_00],
    ]);
    await expectLedgerInvariants(db());
  });
});
