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
import { paymentKeys, paymentRequests, reversalKeyOf } from './payments.ts';
import {
  type CurrentSettlement,
  createSettlementRepo,
  type LockedEntry,
  type PickGrade,
  type SettlementRepo,
  type VersionPayment,
} from './repo.ts';
import type { ChunkResult } from './settle-ready.ts';

/**
 * Takes back a replaced version's payments. When the player no longer holds them, what cannot be
 * taken back stays and the version is marked due: a later run retries (parts already reversed
 * answer by their keys), so no balance ever goes negative.
 */
async function reversePayments(
  ledger: Ledger,
  repo: SettlementRepo,
  entryId: string,
  version: number,
  payments: readonly VersionPayment[],
  now: Date,
): Promise<boolean> {
  const reversals: string[] = [];
  for (const payment of payments) {
    try {
      const reversal = await ledger.reverse({
        key: reversalKeyOf(payment.key),
        transferId: payment.id,
        description: "Pick'em result corrected",
        metadata: { product: 'pickem', entry_id: entryId, settlement_version: version },
      });
      reversals.push(reversal.id);
    } catch (error) {
      if (!(error instanceof ApiProblem) || error.code !== 'insufficient_funds') throw error;
    }
  }
  if (reversals.length < payments.length) {
    await repo.markReversalDue(entryId, version, now);
    return false;
  }
  if (reversals[0]) await repo.recordReversal(entryId, version, reversals[0]);
  return true;
}

interface Change {
  entry: LockedEntry;
  current: CurrentSettlement;
  step: SettlementStep;
  /** What the current version paid, to take back. */
  payments: VersionPayment[];
}

async function resettle(
  ledger: Ledger,
  repo: SettlementRepo,
  { entry, current, step, payments }: Change,
  now: Date,
) {
  // The new payments first, then the reversal: the player's balance only dips by what they were overpaid.
  const paid = [];
  for (const request of paymentRequests(entry, step, true)) paid.push(await ledger.transfer(request));
  const row = { id: entry.id, version: step.version, result: step.result, payout_cents: step.payoutCents };
  await repo.insertSettlements([{ ...row, payout_transfer_id: paid[0]?.id ?? null }], now);
  await repo.markSettled([row], now);
  if (payments.length > 0) await reversePayments(ledger, repo, entry.id, current.version, payments, now);
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
    const changed: Omit<Change, 'payments'>[] = [];
    const grades: PickGrade[] = [];
    for (const entry of entries) {
      const graded = gradeEntry(entry.type, entry.feeCents, picks.get(entry.id) ?? []);
      grades.push(...graded.grades);
      const current = currents.get(entry.id);
      const step = current ? nextSettlement(current, graded.outcome) : null;
      if (current && step) changed.push({ entry, current, step });
    }
    await repo.writePickGrades(grades);
    if (changed.length === 0) return { userIds: new Set(), settled: 0 };
    const payments = await repo.paymentsByKeys(
      changed.flatMap(({ entry, current }) => paymentKeys(entry.id, current.version)),
    );
    const changes: Change[] = changed.map((change) => ({
      ...change,
      payments: payments.filter((payment) =>
        paymentKeys(change.entry.id, change.current.version).includes(payment.key),
      ),
    }));
    // Every account this chunk moves money on, locked together in one order.
    const accounts = new Set<LedgerAccountName>([HOUSE_ACCOUNT]);
    for (const { entry, payments: paid } of changes) {
      accounts.add(userCashAccount(entry.userId));
      for (const part of entry.feeParts) accounts.add(part.account);
      for (const payment of paid) accounts.add(payment.account);
    }
    await ledger.lockAccounts([...accounts]);
    for (const change of changes) await resettle(ledger, repo, change, now);
    return { userIds: new Set(changes.map(({ entry }) => entry.userId)), settled: changes.length };
  });
}

/** Retries the reversals that were due because the player held too little; answers how many went through. */
export async function retryDueReversals(wallet: WalletService): Promise<ChunkResult> {
  const due = await createSettlementRepo(wallet.db).dueReversals();
  const userIds = new Set<string>();
  let reversed = 0;
  for (const { entryId, version } of due) {
    const userId = await wallet.inTransaction(async ({ tx, ledger, now }) => {
      const repo = createSettlementRepo(tx);
      const [entry] = await repo.lockEntries([entryId], 'settled', false);
      if (!entry) return null;
      const payments = await repo.paymentsByKeys(paymentKeys(entryId, version));
      await ledger.lockAccounts([HOUSE_ACCOUNT, ...payments.map((payment) => payment.account)]);
      const done = await reversePayments(ledger, repo, entryId, version, payments, now);
      return done ? entry.userId : null;
    });
    if (userId) {
      userIds.add(userId);
      reversed += 1;
    }
  }
  return { userIds, settled: reversed };
}
