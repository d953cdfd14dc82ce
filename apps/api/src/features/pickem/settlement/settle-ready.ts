import { nextSettlement } from '@kennel/core';
import type { SettledPick } from '../../../platform/db/schema/pickem.ts';
import type { WalletService } from '../../wallet/service.ts';
import type { StakeSettlement } from '../../wallet/stakes/index.ts';
import { gamesSeen, gradeEntry, picksByEntry } from './grade.ts';
import { stakeSettlementOf } from './payments.ts';
import { createSettlementRepo, type EntrySettled, type SettlementRow } from './repo.ts';

export interface ChunkResult {
  /** The players whose entries settled, for the after-commit events. */
  userIds: Set<string>;
  settled: number;
}

/**
 * Settles a chunk of ready entries in one transaction: locks those still open (skipping any
 * another run holds), grades them, and then writes in two statements: the entries marked settled
 * and the games' graded sequences with the payments (winnings and refunds through one batch of the
 * wallet's stakes), then the settlement rows with each entry's pick grades. Picks are never
 * updated: their grades live on the settlement row, one row written per entry.
 */
export async function settleChunk(wallet: WalletService, entryIds: readonly string[]): Promise<ChunkResult> {
  return wallet.inTransaction(async ({ tx, stakes, now }) => {
    const repo = createSettlementRepo(tx);
    const { entries, picks: rows } = await repo.lockWithPicks(entryIds, 'open', true);
    if (entries.length === 0) return { userIds: new Set(), settled: 0 };
    const picks = picksByEntry(rows);
    const settled: (EntrySettled & { picks: SettledPick[] })[] = [];
    const payments: StakeSettlement[] = [];
    for (const entry of entries) {
      const graded = gradeEntry(entry.type, entry.feeCents, picks.get(entry.id) ?? []);
      const step = nextSettlement(null, graded.outcome);
      if (!step) continue;
      settled.push({
        id: entry.id,
        result: step.result,
        payout_cents: step.payoutCents,
        version: step.version,
        picks: graded.picks,
      });
      payments.push(stakeSettlementOf(entry, step));
    }
    // Deferred: the entries and graded games travel with the ledger's write, the settlement rows
    // (which name its transfers) with the commit.
    await repo.markSettled(
      settled.map(({ picks: _, ...entry }) => entry),
      now,
    );
    await repo.recordGradedGames(gamesSeen(rows), now);
    // A version names its first payment (a refund in two parts names the promo one).
    const paid = await stakes.settle(payments);
    const settlementRows: SettlementRow[] = settled.map((entry, index) => ({
      ...entry,
      payout_transfer_id: paid[index] ?? null,
    }));
    await repo.insertSettlements(settlementRows, now);
    return { userIds: new Set(entries.map((entry) => entry.userId)), settled: settled.length };
  });
}
