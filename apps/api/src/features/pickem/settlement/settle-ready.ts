import { nextSettlement } from '@kennel/core';
import type { WalletService } from '../../wallet/service.ts';
import type { StakeSettlement } from '../../wallet/stakes/index.ts';
import { gamesSeen, gradeEntry, picksByEntry } from './grade.ts';
import { stakeSettlementOf } from './payments.ts';
import { createSettlementRepo, type EntrySettled, type PickGrade, type SettlementRow } from './repo.ts';

export interface ChunkResult {
  /** The players whose entries settled, for the after-commit events. */
  userIds: Set<string>;
  settled: number;
}

/**
 * Settles a chunk of ready entries in one transaction: locks those still open (skipping any
 * another run holds), grades them, writes the picks and entries, pays winners and refunds through
 * one batch of the wallet's stakes, and records the settlement rows and the games' graded sequences. The money
 * moves last so the house account is held only for the end of the transaction.
 */
export async function settleChunk(wallet: WalletService, entryIds: readonly string[]): Promise<ChunkResult> {
  return wallet.inTransaction(async ({ tx, stakes, now }) => {
    const repo = createSettlementRepo(tx);
    const entries = await repo.lockEntries(entryIds, 'open', true);
    if (entries.length === 0) return { userIds: new Set(), settled: 0 };
    const rows = await repo.picksOf(entries.map((entry) => entry.id));
    const picks = picksByEntry(rows);
    const grades: PickGrade[] = [];
    const settled: EntrySettled[] = [];
    const payments: StakeSettlement[] = [];
    for (const entry of entries) {
      const graded = gradeEntry(entry.type, entry.feeCents, picks.get(entry.id) ?? []);
      grades.push(...graded.grades);
      const step = nextSettlement(null, graded.outcome);
      if (!step) continue;
      settled.push({
        id: entry.id,
        result: step.result,
        payout_cents: step.payoutCents,
        version: step.version,
      });
      payments.push(stakeSettlementOf(entry, step));
    }
    await repo.writePickGrades(grades);
    await repo.markSettled(settled, now);
    // A version names its first payment (a refund in two parts names the promo one).
    const paid = await stakes.settle(payments);
    const settlementRows: SettlementRow[] = settled.map((entry, index) => ({
      ...entry,
      payout_transfer_id: paid[index] ?? null,
    }));
    await repo.insertSettlements(settlementRows, now);
    await repo.recordGradedGames(gamesSeen(rows), now);
    return { userIds: new Set(entries.map((entry) => entry.userId)), settled: settled.length };
  });
}
