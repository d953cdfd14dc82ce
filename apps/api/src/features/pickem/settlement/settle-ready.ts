import { HOUSE_ACCOUNT, nextSettlement, userCashAccount } from '@kennel/core';
import type { TransferRequest } from '../../wallet/ledger/ledger.ts';
import type { WalletService } from '../../wallet/service.ts';
import { gamesSeen, gradeEntry, picksByEntry } from './grade.ts';
import { createSettlementRepo, type EntrySettled, type PickGrade, type SettlementRow } from './repo.ts';

/** The ledger key of a settlement version's payment: one per entry and version, so a re-run pays nothing twice. */
export const settlementKey = (entryId: string, version: number, what: 'payout' | 'refund' | 'reversal') =>
  `pickem:${entryId}:v${version}:${what}`;

export interface ChunkResult {
  /** The players whose entries settled, for the after-commit events. */
  userIds: Set<string>;
  settled: number;
}

/**
 * Settles a chunk of ready entries in one transaction: locks those still open (skipping any
 * another run holds), grades them, writes the picks and entries, pays winners and refunds through
 * one ledger batch, and records the settlement rows and the games' graded sequences. The ledger
 * comes last so the house account is held only for the end of the transaction.
 */
export async function settleChunk(wallet: WalletService, entryIds: readonly string[]): Promise<ChunkResult> {
  return wallet.inTransaction(async ({ tx, ledger, now }) => {
    const repo = createSettlementRepo(tx);
    const entries = await repo.lockEntries(entryIds, 'open', true);
    if (entries.length === 0) return { userIds: new Set(), settled: 0 };
    const rows = await repo.picksOf(entries.map((entry) => entry.id));
    const picks = picksByEntry(rows);
    const grades: PickGrade[] = [];
    const settled: EntrySettled[] = [];
    const transfers: TransferRequest[] = [];
    for (const entry of entries) {
      const { outcome, grades: pickGrades } = gradeEntry(
        entry.type,
        entry.feeCents,
        picks.get(entry.id) ?? [],
      );
      grades.push(...pickGrades);
      const step = nextSettlement(null, outcome);
      if (!step) continue;
      settled.push({
        id: entry.id,
        result: step.result,
        payout_cents: step.payoutCents,
        version: step.version,
      });
      if (step.payoutCents === 0) continue;
      const refund = step.result === 'refunded';
      transfers.push({
        key: settlementKey(entry.id, step.version, refund ? 'refund' : 'payout'),
        kind: refund ? 'refund' : 'payout',
        debit: HOUSE_ACCOUNT,
        credit: refund ? entry.feeAccount : userCashAccount(entry.userId),
        amountCents: step.payoutCents,
        description: refund ? "Pick'em entry refunded" : "Pick'em winnings",
        metadata: { product: 'pickem', entry_id: entry.id, settlement_version: step.version },
      });
    }
    await repo.writePickGrades(grades);
    await repo.markSettled(settled, now);
    const paid = await ledger.transferBatch(transfers);
    const transferOf = new Map(
      paid.map((transfer, index) => [transfers[index]!.metadata!.entry_id, transfer.id]),
    );
    const settlementRows: SettlementRow[] = settled.map((entry) => ({
      ...entry,
      payout_transfer_id: transferOf.get(entry.id) ?? null,
    }));
    await repo.insertSettlements(settlementRows, now);
    await repo.recordGradedGames(gamesSeen(rows), now);
    return { userIds: new Set(entries.map((entry) => entry.userId)), settled: settled.length };
  });
}
