import { randomUUID } from 'node:crypto';
import {
  availableBalance,
  cents,
  PROMO_FUNDING_ACCOUNT,
  parseLedgerAccountName,
  promoLeftForRefund,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import type { Ledger, LedgerTransfer } from '../ledger/ledger.ts';
import { createOwedRepo } from '../owed/repo.ts';
import { createPromotionGrantRepo } from '../promotions/repo.ts';
import { returnedToHouseKeyOf, reversalKeyOf } from './keys.ts';
import { houseAccount, partOf } from './pots.ts';

/** What a unit's reversals and pay-downs need besides the ledger. */
export interface OwedContext {
  tx: Database;
  now: () => Date;
}

export interface Reversal {
  /** The reversal's transfer (what the player covered now), null when they covered none of it. */
  transferId: string | null;
  /** What the player's cash did not cover: owed, paid down by later winnings and refunds. */
  owedCents: number;
  /** What a refund's promo part could not take back (the promo expired or was spent): written off. */
  writtenOffCents: number;
}

/** Which settlement of which stake a reversal belongs to (the game's reference on what is owed). */
export interface OwedReference {
  game: string;
  stakeId: string;
  settlement: number;
}

/**
 * A prize taken back from a player goes back into its contest's pool, which closed at settlement:
 * the house, which kept the pool's rest and pays re-settled prizes, takes it on from there.
 */
async function returnToHouse(
  ledger: Ledger,
  payment: LedgerTransfer,
  key: string,
  amountCents: number,
  description: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  if (parseLedgerAccountName(payment.debitAccount)?.kind !== 'contest_pool') return;
  await ledger.transferBatch([
    {
      key,
      kind: 'house_transfer',
      debit: payment.debitAccount,
      credit: houseAccount(),
      amountCents,
      description,
      metadata,
    },
  ]);
}

/** What the player holds now toward taking back `payment` (a promo part: only what is left of its grant). */
async function coverableCents(ledger: Ledger, context: OwedContext, payment: LedgerTransfer) {
  const held = availableBalance(await ledger.balance(payment.creditAccount));
  if (partOf(payment.creditAccount) === 'cash') return Math.min(held, payment.amountCents);
  const userId = parseLedgerAccountName(payment.creditAccount)?.ownerKey;
  const grants = userId ? await createPromotionGrantRepo(context.tx).grantsOf(userId) : [];
  const left = promoLeftForRefund(
    grants.map((grant) => ({ amount: grant.amountCents, grantedAt: grant.grantedAt.toISOString() })),
    cents(held),
    payment.createdAt.toISOString(),
    context.now().toISOString(),
  );
  return Math.min(left, payment.amountCents);
}

/**
 * Takes back a payment a correction replaced, never making a balance negative: what the player
 * holds now is reversed; of a cash payment the rest is owed (one wallet row with the game's
 * reference), of a promo part (a refund's) the rest is written off to the promo budget, so it is
 * never retried and no later, unrelated grant pays it. Made once per payment: a second call
 * answers what the first did.
 */
export async function reversePayment(
  ledger: Ledger,
  context: OwedContext,
  payment: LedgerTransfer,
  reference: OwedReference & { userId: string },
  description: string,
  metadata: Record<string, unknown>,
): Promise<Reversal> {
  const key = reversalKeyOf(payment.transferKey);
  const owedRepo = createOwedRepo(context.tx);
  const [done] = await ledger.transfersByKeys([key, `${key}:written-off`]);
  const [owedBefore] = await owedRepo.ofPayments([payment.id]);
  if (done || owedBefore) {
    return {
      transferId: done?.transferKey === key ? done.id : null,
      owedCents: owedBefore?.owedAtReversalCents ?? 0,
      writtenOffCents: 0,
    };
  }
  const covered = await coverableCents(ledger, context, payment);
  let transferId: string | null = null;
  if (covered === payment.amountCents) {
    transferId = (await ledger.reverse({ key, transferId: payment.id, description, metadata })).id;
  } else if (covered > 0) {
    transferId = (
      await ledger.reversePart({
        key,
        transferId: payment.id,
        amountCents: covered,
        marksReversal: true,
        description,
        metadata,
      })
    ).id;
  }
  if (covered > 0) {
    await returnToHouse(
      ledger,
      payment,
      returnedToHouseKeyOf(payment.transferKey),
      covered,
      description,
      metadata,
    );
  }
  const rest = payment.amountCents - covered;
  if (rest === 0) return { transferId, owedCents: 0, writtenOffCents: 0 };
  if (partOf(payment.creditAccount) === 'promo') {
    await ledger.transferBatch([
      {
        key: `${key}:written-off`,
        kind: 'promo_write_off',
        debit: PROMO_FUNDING_ACCOUNT,
        credit: houseAccount(),
        amountCents: rest,
        description: 'Promo credit of a corrected refund, already expired or spent',
        metadata: { ...metadata, reverses_transfer_id: payment.id },
      },
    ]);
    return { transferId, owedCents: 0, writtenOffCents: rest };
  }
  await owedRepo.insert({
    id: randomUUID(),
    userId: reference.userId,
    paymentTransferId: payment.id,
    game: reference.game,
    stakeId: reference.stakeId,
    settlement: reference.settlement,
    owedAtReversalCents: cents(rest),
    owedCents: cents(rest),
    paidDowns: 0,
    createdAt: context.now(),
    paidAt: null,
  });
  return { transferId, owedCents: rest, writtenOffCents: 0 };
}

/**
 * Pays down what players owe from what this unit just credited them (winnings, refunds: RULES.md
 * says nothing, so they pay it first and deposits never do), oldest owed first, never more than
 * their cash holds. Each part is the owed payment's reversal continued, keyed by its count.
 * Runs after the credits, with the players' cash accounts already locked by them.
 */
export async function payDownOwed(
  ledger: Ledger,
  context: OwedContext,
  credits: ReadonlyMap<string, number>,
): Promise<void> {
  const userIds = [...credits.keys()].filter((userId) => (credits.get(userId) ?? 0) > 0).sort();
  if (userIds.length === 0) return;
  const owedRepo = createOwedRepo(context.tx);
  const owed = await owedRepo.outstanding(userIds);
  if (owed.length === 0) return;
  const payments = new Map(
    (await ledger.transfersByIds(owed.map((row) => row.paymentTransferId))).map((t) => [t.id, t]),
  );
  const budgets = new Map<string, number>();
  for (const row of owed) {
    const payment = payments.get(row.paymentTransferId);
    if (!payment) throw new Error(`Owed payment ${row.paymentTransferId} is not in the ledger.`);
    if (!budgets.has(row.userId)) {
      const cash = availableBalance(await ledger.balance(payment.creditAccount));
      budgets.set(row.userId, Math.min(cash, credits.get(row.userId) ?? 0));
    }
    const part = Math.min(budgets.get(row.userId)!, row.owedCents);
    if (part === 0) continue;
    budgets.set(row.userId, budgets.get(row.userId)! - part);
    const paidDowns = row.paidDowns + 1;
    const key = `${reversalKeyOf(payment.transferKey)}:paid-down:${paidDowns}`;
    const metadata = { game: row.game, stake_id: row.stakeId, reverses: row.settlement, owed_id: row.id };
    const description = 'Owed from a corrected result, paid down';
    await ledger.reversePart({
      key,
      transferId: payment.id,
      amountCents: part,
      marksReversal: false,
      description,
      metadata,
    });
    await returnToHouse(ledger, payment, `${key}:to-house`, part, description, metadata);
    await owedRepo.recordPaidDown(row.id, row.owedCents - part, paidDowns, context.now());
  }
}
