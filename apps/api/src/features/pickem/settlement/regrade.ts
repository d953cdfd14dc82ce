import { nextSettlement, type SettlementStep } from '@kennel/core';
import type { SettledPick } from '../../../platform/db/schema/pickem.ts';
import type { WalletService } from '../../wallet/service.ts';
import { gradeEntry, picksByEntry } from './grade.ts';
import { stakeSettlementOf } from './payments.ts';
import {
  type CurrentSettlement,
  createSettlementRepo,
  type LockedEntry,
  type RegradedPicks,
  type SettlementRow,
} from './repo.ts';
import type { ChunkResult } from './settle-ready.ts';

const CORRECTED = "Pick'em result corrected";

interface Change {
  entry: LockedEntry;
  current: CurrentSettlement;
  step: SettlementStep;
  picks: SettledPick[];
}

/**
 * Grades a chunk of settled entries again (their game's stats were corrected). Picks get their
 * new final values; an entry whose result or payout changed gets a new settlement version, its
 * stake settled again through the wallet in the same transaction: the new payment posted, the
 * previous one reversed as far as the player covers it. The rest is owed in the wallet (paid down
 * by their later winnings), so no balance goes negative and nothing is kept here to retry.
 */
export async function regradeChunk(wallet: WalletService, entryIds: readonly string[]): Promise<ChunkResult> {
  return wallet.inTransaction(async ({ tx, stakes, now }) => {
    const repo = createSettlementRepo(tx);
    const locking = await repo.lockWithPicks(entryIds, 'settled', false);
    const { entries } = locking;
    if (entries.length === 0) return { userIds: new Set(), settled: 0 };
    const locked = entries.map((entry) => entry.id);
    const picks = picksByEntry(locking.picks);
    const currents = new Map((await repo.currentSettlements(locked)).map((row) => [row.entryId, row]));
    const changes: Change[] = [];
    const regraded: RegradedPicks[] = [];
    for (const entry of entries) {
      const graded = gradeEntry(entry.type, entry.feeCents, picks.get(entry.id) ?? [], entry.schedule);
      const current = currents.get(entry.id);
      if (!current) continue;
      const step = nextSettlement(current, graded.outcome);
      if (step) changes.push({ entry, current, step, picks: graded.picks });
      else regraded.push({ id: entry.id, version: current.version, picks: graded.picks });
    }
    // A result that stands keeps its version; only its picks' final values change.
    await repo.writeCurrentPicks(regraded);
    if (changes.length === 0) return { userIds: new Set(), settled: 0 };
    const results = await stakes.resettle(
      changes.map(({ entry, current, step }) => ({
        settlement: stakeSettlementOf(entry, step, true),
        previous: { settlement: current.version },
        reversalDescription: CORRECTED,
      })),
    );
    const rows: SettlementRow[] = [];
    for (const [index, { entry, current, step, picks: settledPicks }] of changes.entries()) {
      const { transferId, reversal } = results[index]!;
      rows.push({
        id: entry.id,
        version: step.version,
        result: step.result,
        payout_cents: step.payoutCents,
        picks: settledPicks,
        payout_transfer_id: transferId,
      });
      if (reversal.transferId) await repo.recordReversal(entry.id, current.version, reversal.transferId);
    }
    await repo.insertSettlements(rows, now);
    await repo.markSettled(
      rows.map(({ id, version, result, payout_cents }) => ({ id, version, result, payout_cents })),
      now,
    );
    return { userIds: new Set(changes.map(({ entry }) => entry.userId)), settled: changes.length };
  });
}
