import { PICKEM_ENTRIES_CHANGED } from '@kennel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { EventBus } from '../../../platform/realtime/bus.ts';
import type { Notices } from '../../notifications/port.ts';
import type { WalletService } from '../../wallet/service.ts';
import { createLineRulingRepo } from './line-rulings.ts';
import { regradeChunk } from './regrade.ts';
import { createSettlementRepo } from './repo.ts';
import { type ChunkResult, settleChunk } from './settle-ready.ts';

export interface SettlementOptions {
  db: Database;
  clock: Clock;
  wallet: WalletService;
  bus: EventBus;
  /** Each settled entry's player hears of it. */
  notices: Notices;
  logger: FastifyBaseLogger;
  /** Entries per transaction. */
  chunkSize?: number;
  /** Chunks in flight at once (each on its own connection on PostgreSQL). */
  concurrency?: number;
}

export interface SettleReport {
  /** Entries settled now. */
  settled: number;
}

export interface RegradeReport {
  /** Games whose corrected stats were graded again. */
  games: number;
  /** Entries given a new settlement version. */
  resettled: number;
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Pick'em settlement (RULES.md, Pick'em): grades open entries once every game is final and pays
 * them through the wallet, and re-settles entries whose games' stats were corrected. Both are safe
 * to run again and from several processes at once: an entry is settled under its row lock, and
 * every payment's ledger key names the entry and the settlement version.
 */
export function createSettlement({
  db,
  clock,
  wallet,
  bus,
  notices,
  logger,
  chunkSize = 1_000,
  concurrency = 2,
}: SettlementOptions) {
  const repo = createSettlementRepo(db);

  // After commit only: the players' entry lists refresh (their balance has its own event from the wallet).
  function announce(userIds: Iterable<string>) {
    const events = [...userIds].map((userId) => ({ type: PICKEM_ENTRIES_CHANGED, userId }));
    if (events.length === 0) return;
    try {
      bus.publish(events);
    } catch (error) {
      logger.error({ err: error }, "pick'em settlement not announced");
    }
  }

  async function inChunks(
    entryIds: readonly string[],
    run: (chunk: readonly string[]) => Promise<ChunkResult>,
  ): Promise<number> {
    const queue = chunksOf(entryIds, chunkSize);
    let total = 0;
    const worker = async () => {
      for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
        const result = await run(chunk);
        total += result.settled;
        announce(result.userIds);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    return total;
  }

  /**
   * Grades again the settled entries with a pick on a line an operator ruled on since they were
   * graded (the correction path below); answers how many got a new settlement version.
   */
  async function applyLineRulings(): Promise<number> {
    const rulings = createLineRulingRepo(db);
    let resettled = 0;
    for (const { lineId, decidedAt } of await rulings.unapplied()) {
      const entryIds = await rulings.settledEntryIdsOn(lineId);
      resettled += await inChunks(entryIds, (chunk) => regradeChunk(wallet, chunk));
      await rulings.markApplied(lineId, decidedAt);
    }
    return resettled;
  }

  return {
    /** Settles every open entry whose games are all final. */
    async settleReady(): Promise<SettleReport> {
      const ready = await repo.readyEntryIds();
      const settled = await inChunks(ready, (chunk) => settleChunk(wallet, notices, chunk));
      if (settled > 0) logger.info({ settled }, "pick'em entries settled");
      return { settled };
    },

    applyLineRulings,

    /**
     * Grades again the settled entries of games corrected since they were graded (what a player
     * cannot give back is owed in the wallet, not kept here).
     */
    async regradeCorrected(): Promise<RegradeReport> {
      const games = await repo.correctedGames();
      let resettled = await applyLineRulings();
      for (const game of games) {
        const entryIds = await repo.settledEntryIdsOf(game.id);
        resettled += await inChunks(entryIds, (chunk) => regradeChunk(wallet, chunk));
        await repo.markRegraded(game, clock());
      }
      if (resettled > 0) logger.info({ games: games.length, resettled }, "pick'em entries re-settled");
      return { games: games.length, resettled };
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
