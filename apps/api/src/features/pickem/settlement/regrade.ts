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
 * previous one reversed. When the player no longer holds what is reversed, the rest stays owed and
 * the version is marked due: a later run retries (`retryDueReversals`), so no balance goes negative.
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
      else if (!reversal.complete) await repo.markReversalDue(entry.id, current.version, now);
    }
    await repo.insertSettlements(rows, now);
    await repo.markSettled(
      rows.map(({ id, version, result, payout_cents }) => ({ id, version, result, payout_cents })),
      now,
    );
    return { userIds: new Set(changes.map(({ entry }) => entry.userId)), settled: changes.length };
  });
}

/** Retries the reversals that were due because the player held too little; answers how many went through. */
export async function retryDueReversals(wallet: WalletService): Promise<ChunkResult> {
  const due = await createSettlementRepo(wallet.db).dueReversals();
  const userIds = new Set<string>();
  let reversed = 0;
  for (const { entryId, version } of due) {
    const userId = await wallet.inTransaction(async ({ tx, stakes, now }) => {
      const repo = createSettlementRepo(tx);
      const {
        entries: [entry],
      } = await repo.lockWithPicks([entryId], 'settled', false);
      if (!entry) return null;
      const reversal = await stakes.reverseSettlement({
        game: 'pickem',
        stakeId: entryId,
        round: { settlement: version },
        description: CORRECTED,
        metadata: { settlement_version: version },
      });
      if (!reversal.complete) {
        await repo.markReversalDue(entryId, version, now);
        return null;
      }
      if (reversal.transferId) await repo.recordReversal(entryId, version, reversal.transferId);
      return entry.userId;
    });
    if (userId) {
      userIds.add(userId);
      reversed += 1;
    }
  }
  return { userIds, settled: reversed };
}
