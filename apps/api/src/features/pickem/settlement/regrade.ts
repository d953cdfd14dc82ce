import {
  HOUSE_ACCOUNT,
  type LedgerAccountName,
  nextSettlement,
  type SettlementStep,
  userCashAccount,
} from '@kennel/core';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Ledger } from '../../wallet/ledger/ledger.ts';
import type { WalletService } from '../../wallet/service.ts';
import { gradeEntry, picksByEntry } from './grade.ts';
import {
  type CurrentSettlement,
  createSettlementRepo,
  type LockedEntry,
  type PickGrade,
  type SettlementRepo,
} from './repo.ts';
import { type ChunkResult, settlementKey } from './settle-ready.ts';

/**
 * Takes back a replaced version's payment. When the player no longer holds it, nothing moves and
 * the version is marked due: a later run retries, so no balance ever goes negative.
 */
async function reversePayment(
  ledger: Ledger,
  repo: SettlementRepo,
  entryId: string,
  version: number,
  transferId: string,
  now: Date,
): Promise<boolean> {
  try {
    const reversal = await ledger.reverse({
      key: settlementKey(entryId, version, 'reversal'),
      transferId,
      description: "Pick'em result corrected",
      metadata: { product: 'pickem', entry_id: entryId, settlement_version: version },
    });
    await repo.recordReversal(entryId, version, reversal.id);
    return true;
  } catch (error) {
    if (!(error instanceof ApiProblem) || error.code !== 'insufficient_funds') throw error;
    await repo.markReversalDue(entryId, version, now);
    return false;
  }
}

async function resettle(
  ledger: Ledger,
  repo: SettlementRepo,
  entry: LockedEntry,
  current: CurrentSettlement,
  step: SettlementStep,
  now: Date,
) {
  let payoutTransferId: string | null = null;
  // The new payment first, then the reversal: the player's balance never dips below what they were overpaid.
  if (step.payoutCents > 0) {
    const refund = step.result === 'refunded';
    const paid = await ledger.transfer({
      key: settlementKey(entry.id, step.version, refund ? 'refund' : 'payout'),
      kind: refund ? 'refund' : 'payout',
      debit: HOUSE_ACCOUNT,
      credit: refund ? entry.feeAccount : userCashAccount(entry.userId),
      amountCents: step.payoutCents,
      description: refund ? "Pick'em entry refunded (corrected)" : "Pick'em winnings (corrected)",
      metadata: { product: 'pickem', entry_id: entry.id, settlement_version: step.version },
    });
    payoutTransferId = paid.id;
  }
  await repo.insertSettlements(
    [
      {
        id: entry.id,
        version: step.version,
        result: step.result,
        payout_cents: step.payoutCents,
        payout_transfer_id: payoutTransferId,
      },
    ],
    now,
  );
  await repo.markSettled(
    [{ id: entry.id, result: step.result, payout_cents: step.payoutCents, version: step.version }],
    now,
  );
  if (current.payoutTransferId) {
    await reversePayment(ledger, repo, entry.id, current.version, current.payoutTransferId, now);
  }
}

/**
 * Grades a chunk of settled entries again (their game's stats were corrected). Picks get their
 * new final values; an entry whose result or payout changed gets a new settlement version, with
 * the new payment posted and the previous one reversed in the same transaction.
 */
export async function regradeChunk(wallet: WalletService, entryIds: readonly string[]): Promise<ChunkResult> {
  return wallet.inTransaction(async ({ tx, ledger, now }) => {
    const repo = createSettlementRepo(tx);
    const entries = await repo.lockEntries(entryIds, 'settled', false);
    if (entries.length === 0) return { userIds: new Set(), settled: 0 };
    const locked = entries.map((entry) => entry.id);
    const picks = picksByEntry(await repo.picksOf(locked));
    const currents = new Map((await repo.currentSettlements(locked)).map((row) => [row.entryId, row]));
    const changes: { entry: LockedEntry; current: CurrentSettlement; step: SettlementStep }[] = [];
    const grades: PickGrade[] = [];
    for (const entry of entries) {
      const graded = gradeEntry(entry.type, entry.feeCents, picks.get(entry.id) ?? []);
      const outcome = graded.outcome;
      grades.push(...graded.grades);
      const current = currents.get(entry.id);
      if (!current) continue;
      const step = nextSettlement(current, outcome);
      if (step) changes.push({ entry, current, step });
    }
    await repo.writePickGrades(grades);
    if (changes.length === 0) return { userIds: new Set(), settled: 0 };
    // Every account this chunk moves money on, locked together in one order.
    const accounts = new Set<LedgerAccountName>([HOUSE_ACCOUNT]);
    for (const { entry, current } of changes) {
      accounts.add(userCashAccount(entry.userId));
      accounts.add(entry.feeAccount);
      if (current.payoutAccount) accounts.add(current.payoutAccount);
    }
    await ledger.lockAccounts([...accounts]);
    for (const { entry, current, step } of changes) await resettle(ledger, repo, entry, current, step, now);
    return { userIds: new Set(changes.map(({ entry }) => entry.userId)), settled: changes.length };
  });
}

/** Retries the reversals that were due because the player held too little; answers how many went through. */
export async function retryDueReversals(wallet: WalletService): Promise<ChunkResult> {
  const due = await createSettlementRepo(wallet.db).dueReversals();
  const userIds = new Set<string>();
  let reversed = 0;
  for (const { entryId, version, transferId } of due) {
    const done = await wallet.inTransaction(async ({ tx, ledger, now }) => {
      const repo = createSettlementRepo(tx);
      const [entry] = await repo.lockEntries([entryId], 'settled', false);
      if (!entry) return false;
      return reversePayment(ledger, repo, entryId, version, transferId, now).then((ok) => ok && entry.userId);
    });
    if (done) {
      userIds.add(done);
      reversed += 1;
    }
  }
  return { userIds, settled: reversed };
}
