import { cents, formatCents, nextSettlement, type PickemEntryResult } from '@kennel/core';
import type { SettledPick } from '../../../platform/db/schema/pickem.ts';
import type { Notice, Notices } from '../../notifications/port.ts';
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

const SETTLED_TITLES: Record<PickemEntryResult, string> = {
  won: "Your pick'em entry won",
  lost: "Your pick'em entry settled",
  refunded: "Your pick'em entry was refunded",
};

function settledNotice(userId: string, entry: EntrySettled): Notice {
  const payout = formatCents(cents(entry.payout_cents));
  return {
    userId,
    type: 'entry_settled',
    event: `pickem:${entry.id}`,
    title: SETTLED_TITLES[entry.result],
    body:
      entry.result === 'won'
        ? `${payout} is in your balance. See how every pick did in your results.`
        : entry.result === 'refunded'
          ? `${payout} went back to your balance: a pick could not be graded.`
          : 'It did not hit this time. See how every pick did in your results.',
    link: '/results',
  };
}

/**
 * Settles a chunk of ready entries in one transaction: locks those still open (skipping any
 * another run holds), grades them, queues the players' notices, and then writes in two statements:
 * the entries marked settled and the games' graded sequences with the payments (winnings and
 * refunds through one batch of the wallet's stakes), then the settlement rows with each entry's
 * pick grades. Picks are never updated: their grades live on the settlement row, one row written
 * per entry.
 */
export async function settleChunk(
  wallet: WalletService,
  notices: Notices,
  entryIds: readonly string[],
): Promise<ChunkResult> {
  return wallet.inTransaction(async ({ tx, stakes, now }) => {
    const repo = createSettlementRepo(tx);
    const { entries, picks: rows, sides } = await repo.lockWithPicks(entryIds, 'open', true);
    if (entries.length === 0) return { userIds: new Set(), settled: 0 };
    const picks = picksByEntry(rows);
    const settled: EntrySettled[] = [];
    const gradedPicks: SettledPick[][] = [];
    const owners: string[] = [];
    const payments: StakeSettlement[] = [];
    for (const entry of entries) {
      const graded = gradeEntry(entry.type, entry.feeCents, picks.get(entry.id) ?? [], entry.schedule);
      const step = nextSettlement(null, graded.outcome);
      if (!step) continue;
      settled.push({
        id: entry.id,
        result: step.result,
        payout_cents: step.payoutCents,
        version: step.version,
      });
      gradedPicks.push(graded.picks);
      owners.push(entry.userId);
      payments.push(stakeSettlementOf(entry, step));
    }
    // Deferred: the entries and graded games travel with the ledger's write, the settlement rows
    // (which name its transfers) with the commit.
    await repo.markSettled(settled, now);
    await repo.recordGradedGames(gamesSeen(sides), now);
    // Queued before the payments, which lock the players' accounts until commit: another chunk
    // paying one of the same players waits for this one no longer than it must.
    await notices.sendAll(
      tx,
      settled.map((entry, index) => settledNotice(owners[index]!, entry)),
    );
    // A version names its first payment (a refund in two parts names the promo one).
    const paid = await stakes.settle(payments);
    const settlementRows: SettlementRow[] = settled.map((entry, index) => ({
      id: entry.id,
      result: entry.result,
      payout_cents: entry.payout_cents,
      version: entry.version,
      picks: gradedPicks[index]!,
      payout_transfer_id: paid[index] ?? null,
    }));
    await repo.insertSettlements(settlementRows, now);
    return { userIds: new Set(entries.map((entry) => entry.userId)), settled: settled.length };
  });
}
