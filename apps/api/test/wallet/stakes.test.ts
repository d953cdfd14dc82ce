import { randomUUID } from 'node:crypto';
import {
  contestPoolAccount,
  HOUSE_ACCOUNT,
  PROMO_FUNDING_ACCOUNT,
  processorClearingAccount,
  userCashAccount,
  userPromoAccount,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StakeToTake } from '../../src/features/wallet/stakes/index.ts';
import { contestPot, HOUSE_POT } from '../../src/features/wallet/stakes/index.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { expectLedgerInvariants, signIn } from './helpers.ts';

// The wallet's stakes: the one door every game's money goes through (ADR: stakes and game modules).

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const wallet = () => testApp.current.app.walletModule.wallet;

/** A player holding `cash` cents of cash and `promo` cents of promo credit. */
async function player(cash: number, promo = 0): Promise<string> {
  const { id } = await signIn(testApp.current.app);
  if (cash > 0) {
    await wallet().transfer({
      key: `stakes-test:${randomUUID()}`,
      kind: 'deposit',
      debit: processorClearingAccount('sandbox_card'),
      credit: userCashAccount(id),
      amountCents: cash,
      description: 'Deposit',
    });
  }
  if (promo > 0) {
    await wallet().transfer({
      key: `stakes-test:${randomUUID()}`,
      kind: 'promo_credit',
      debit: PROMO_FUNDING_ACCOUNT,
      credit: userPromoAccount(id),
      amountCents: promo,
      description: 'Promo',
    });
  }
  return id;
}

const balances = async (userId: string) => {
  const figures = await wallet().getWallet(userId);
  return { cash: figures.cash_cents, promo: figures.promo_cents };
};

const stake = (userId: string, amountCents: number, extra: Partial<StakeToTake> = {}): StakeToTake => ({
  game: 'pickem',
  stakeId: randomUUID(),
  userId,
  pot: HOUSE_POT,
  amountCents,
  usePromo: true,
  description: 'Test stake',
  ...extra,
});

/** A pick'em stake's winnings from the house pot, in its settlement round `settlement`. */
const pickemWinnings = (userId: string, stakeId: string, settlement: number, amountCents: number) => ({
  game: 'pickem' as const,
  stakeId,
  round: { settlement },
  pays: 'winnings' as const,
  userId,
  pot: HOUSE_POT,
  amountCents,
  description: 'Winnings',
});

const take = (request: StakeToTake) => wallet().inTransaction(({ stakes }) => stakes.take(request));

async function keysOf(stakeId: string): Promise<string[]> {
  const rows = await selectRows<{ transfer_key: string }>(
    wallet().db,
    sql`select transfer_key from transfers where metadata->>'stake_id' = ${stakeId} order by transfer_key`,
  );
  return rows.map((row) => row.transfer_key);
}

describe('taking a stake', () => {
  it('takes promo credit first and the rest from cash, under keys made from the game and the stake', async () => {
    const userId = await player(1_000, 300);
    const request = stake(userId, 500);
    expect(await take(request)).toMatchObject({ fromPromoCents: 300, fromCashCents: 200 });
    expect(await balances(userId)).toEqual({ cash: 800, promo: 0 });
    expect(await keysOf(request.stakeId)).toEqual([
      `stake:pickem:${request.stakeId}:take:cash`,
      `stake:pickem:${request.stakeId}:take:promo`,
    ]);
  });

  it('takes cash only when the player chose not to use promo credit', async () => {
    const userId = await player(1_000, 300);
    expect(await take(stake(userId, 500, { usePromo: false }))).toMatchObject({
      fromPromoCents: 0,
      fromCashCents: 500,
    });
    expect(await balances(userId)).toEqual({ cash: 500, promo: 300 });
  });

  it('refuses a stake the balances cannot cover, moving nothing', async () => {
    const userId = await player(100, 300);
    await expect(take(stake(userId, 401))).rejects.toMatchObject({ code: 'insufficient_funds' });
    await expect(take(stake(userId, 101, { usePromo: false }))).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    expect(await balances(userId)).toEqual({ cash: 100, promo: 300 });
  });

  it('takes one stake once: the same stake again answers what it took first', async () => {
    const userId = await player(1_000);
    const request = stake(userId, 400);
    const first = await take(request);
    expect(await take(request)).toEqual(first);
    expect(await balances(userId)).toEqual({ cash: 600, promo: 0 });
  });
});

describe('refunding a stake', () => {
  it('puts each part back where it came from', async () => {
    const userId = await player(1_000, 300);
    const request = stake(userId, 500);
    await take(request);
    const refunded = await wallet().inTransaction(({ stakes }) =>
      stakes.refund({ game: 'pickem', stakeId: request.stakeId, description: 'Cancelled' }),
    );
    expect(refunded).toBe(500);
    expect(await balances(userId)).toEqual({ cash: 1_000, promo: 300 });
    await expectLedgerInvariants(wallet().db);
  });

  it('gives a part back promo credit first, and never more than was taken', async () => {
    const userId = await player(1_000, 300);
    const request = stake(userId, 500, { game: 'best_ball', pot: contestPot('stakes-test-pool') });
    await take(request);
    await wallet().inTransaction(({ stakes }) =>
      stakes.refund({ game: 'best_ball', stakeId: request.stakeId, amountCents: 350, description: 'Part' }),
    );
    expect(await balances(userId)).toEqual({ cash: 850, promo: 300 });
    const more = await wallet()
      .inTransaction(({ stakes }) =>
        stakes.refund({
          game: 'best_ball',
          stakeId: request.stakeId,
          amountCents: 501,
          description: 'Too much',
        }),
      )
      .catch((error: Error) => error);
    expect(more).toBeInstanceOf(Error);
    expect(await balances(userId)).toEqual({ cash: 850, promo: 300 });
  });

  it("finds the parts of stakes taken under earlier versions' keys", async () => {
    const userId = await player(1_000, 300);
    const pickemEntry = randomUUID();
    const contestEntry = randomUUID();
    const legacy = (key: string, debit: string, credit: string, amountCents: number) =>
      wallet().transfer({ key, kind: 'entry_fee', debit, credit, amountCents, description: 'Entry' });
    await legacy(`pickem-entry:${pickemEntry}:fee:promo`, userPromoAccount(userId), HOUSE_ACCOUNT, 300);
    await legacy(`pickem-entry:${pickemEntry}:fee:cash`, userCashAccount(userId), HOUSE_ACCOUNT, 200);
    await legacy(
      `contest-entry:${contestEntry}:fee:cash`,
      userCashAccount(userId),
      contestPoolAccount('old-c'),
      400,
    );
    expect(await balances(userId)).toEqual({ cash: 400, promo: 0 });
    await wallet().inTransaction(async ({ stakes }) => {
      expect(await stakes.refund({ game: 'pickem', stakeId: pickemEntry, description: 'Cancelled' })).toBe(
        500,
      );
      expect(await stakes.refund({ game: 'best_ball', stakeId: contestEntry, description: 'Unfilled' })).toBe(
        400,
      );
    });
    expect(await balances(userId)).toEqual({ cash: 1_000, promo: 300 });
  });
});

describe('settling a stake', () => {
  it("pays a promo-funded stake's winnings as cash", async () => {
    const userId = await player(0, 500);
    const request = stake(userId, 500);
    await take(request);
    await wallet().inTransaction(({ stakes }) =>
      stakes.settle([
        {
          game: 'pickem',
          stakeId: request.stakeId,
          round: { settlement: 1 },
          pays: 'winnings',
          userId,
          pot: HOUSE_POT,
          amountCents: 1_500,
          description: 'Winnings',
        },
      ]),
    );
    expect(await balances(userId)).toEqual({ cash: 1_500, promo: 0 });
  });

  it('re-settles: the new payment, then the earlier one reversed as far as the player covers it; the rest owed', async () => {
    const userId = await player(1_000);
    const request = stake(userId, 1_000);
    await take(request);
    const winnings = (settlement: number, amountCents: number) =>
      pickemWinnings(userId, request.stakeId, settlement, amountCents);
    await wallet().inTransaction(({ stakes }) => stakes.settle([winnings(1, 3_000)]));
    // The player withdraws all but $5 (a house adjustment stands in for the withdrawal).
    await wallet().transfer({
      key: `stakes-test:${randomUUID()}`,
      kind: 'adjustment',
      debit: userCashAccount(userId),
      credit: HOUSE_ACCOUNT,
      amountCents: 2_500,
      description: 'Withdrawn',
    });
    // A correction: the entry lost after all. Nothing new to pay, and $30 to take back from $5.
    const [result] = await wallet().inTransaction(({ stakes }) =>
      stakes.resettle([
        {
          settlement: { ...winnings(2, 0), pays: 'nothing' },
          previous: { settlement: 1 },
          reversalDescription: 'Corrected',
        },
      ]),
    );
    // The $5 the player holds is taken now; the other $25 is owed in the wallet, never a negative balance.
    expect(result?.reversal).toMatchObject({ owedCents: 2_500, writtenOffCents: 0 });
    expect(result?.reversal.transferId).not.toBeNull();
    expect(await balances(userId)).toEqual({ cash: 0, promo: 0 });
    const owed = await selectRows<{ game: string; stake_id: string; settlement: number; owed_cents: string }>(
      wallet().db,
      sql`select game, stake_id, settlement, owed_cents from owed_reversals where user_id = ${userId}::uuid`,
    );
    expect(owed.map((row) => ({ ...row, owed_cents: Number(row.owed_cents) }))).toEqual([
      { game: 'pickem', stake_id: request.stakeId, settlement: 1, owed_cents: 2_500 },
    ]);
    await expectLedgerInvariants(wallet().db);
  });

  it('settles the same stakes again without crediting anyone twice: what is owed is paid down once', async () => {
    const userId = await player(1_000);
    const first = stake(userId, 1_000);
    await take(first);
    const winnings = (stakeId: string, settlement: number, amountCents: number) =>
      pickemWinnings(userId, stakeId, settlement, amountCents);
    // $30 paid, then taken back from a player who holds nothing: $30 owed.
    await wallet().inTransaction(({ stakes }) => stakes.settle([winnings(first.stakeId, 1, 3_000)]));
    await wallet().transfer({
      key: `stakes-test:${randomUUID()}`,
      kind: 'adjustment',
      debit: userCashAccount(userId),
      credit: HOUSE_ACCOUNT,
      amountCents: 3_000,
      description: 'Withdrawn',
    });
    await wallet().inTransaction(({ stakes }) =>
      stakes.resettle([
        {
          settlement: { ...winnings(first.stakeId, 2, 0), pays: 'nothing' },
          previous: { settlement: 1 },
          reversalDescription: 'Corrected',
        },
      ]),
    );
    const owed = async () => {
      const rows = await selectRows<{ owed_cents: string | number }>(
        wallet().db,
        sql`select owed_cents from owed_reversals where user_id = ${userId}::uuid`,
      );
      return rows.map((row) => Number(row.owed_cents));
    };
    expect(await owed()).toEqual([3_000]);
    // Winnings of $10 on another stake pay down $10 of it; a lost stake settles alongside.
    const second = stake(userId, 0);
    const lost = randomUUID();
    const settleBoth = () =>
      wallet().inTransaction(({ stakes }) =>
        stakes.settle([
          winnings(second.stakeId, 1, 1_000),
          { game: 'pickem', stakeId: lost, round: { settlement: 1 }, pays: 'nothing', description: 'Lost' },
        ]),
      );
    const [paid, nothing] = await settleBoth();
    expect(nothing).toBeNull();
    expect(await owed()).toEqual([2_000]);
    expect(await balances(userId)).toEqual({ cash: 0, promo: 0 });
    // The player deposits $10; the same settlements again answer the first payment and move nothing.
    await wallet().transfer({
      key: `stakes-test:${randomUUID()}`,
      kind: 'deposit',
      debit: processorClearingAccount('sandbox_card'),
      credit: userCashAccount(userId),
      amountCents: 1_000,
      description: 'Deposit',
    });
    expect(await settleBoth()).toEqual([paid, null]);
    expect(await owed()).toEqual([2_000]);
    expect(await balances(userId)).toEqual({ cash: 1_000, promo: 0 });
    await expectLedgerInvariants(wallet().db);
  });

  it("reverses a settlement paid under an earlier version's pick'em keys", async () => {
    const userId = await player(0);
    const entryId = randomUUID();
    await wallet().transfer({
      key: `pickem:${entryId}:v1:payout`,
      kind: 'payout',
      debit: HOUSE_ACCOUNT,
      credit: userCashAccount(userId),
      amountCents: 2_000,
      description: "Pick'em winnings",
    });
    const [result] = await wallet().inTransaction(({ stakes }) =>
      stakes.resettle([
        {
          settlement: {
            game: 'pickem',
            stakeId: entryId,
            round: { settlement: 2 },
            pays: 'winnings',
            userId,
            pot: HOUSE_POT,
            amountCents: 1_200,
            description: 'Corrected',
          },
          previous: { settlement: 1 },
          reversalDescription: 'Corrected',
        },
      ]),
    );
    expect(result?.reversal.owedCents).toBe(0);
    expect(await balances(userId)).toEqual({ cash: 1_200, promo: 0 });
    const [reversal] = await selectRows<{ transfer_key: string }>(
      wallet().db,
      sql`select transfer_key from transfers where id = ${result?.reversal.transferId}::uuid`,
    );
    expect(reversal?.transfer_key).toBe(`pickem:${entryId}:v1:reversal`);
  });
});
