import type { FastifyBaseLogger } from 'fastify';
import type { WalletService } from '../../wallet/service.ts';
import { type ContestSettled, contestsReadyToSettle, settleContest } from './settle-contest.ts';

export interface PrizeSettlementOptions {
  wallet: WalletService;
  logger: FastifyBaseLogger;
  /** After each contest's settlement committed (the lobby announces its new status). */
  onSettled?: (settled: ContestSettled) => Promise<void> | void;
}

/**
 * Best ball contest settlement: pays the prizes of every contest whose drafts are complete and
 * whose slate is over, one contest per transaction (a contest holds at most a few hundred entries).
 * Safe to run again and from several processes at once: a contest is settled under its row lock
 * and closed in the same transaction, and each prize's ledger key names its entry.
 *
 * A stat corrected after settlement does not move prizes: the scoring job may still re-rank the
 * teams for a day, but the money stays as paid (left out; pick'em's re-grading is the model).
 */
export function createPrizeSettlement({ wallet, logger, onSettled }: PrizeSettlementOptions) {
  return {
    /** Settles every ready contest; answers how many were settled now. */
    async settleReady(): Promise<number> {
      let settled = 0;
      for (const contestId of await contestsReadyToSettle(wallet.db)) {
        const result = await wallet.inTransaction((unit) => settleContest(unit, contestId));
        if (!result) continue;
        settled += 1;
        logger.info(
          { contest_id: contestId, entries: result.entries, prizes_cents: result.prizesCents },
          'best ball contest settled',
        );
        try {
          await onSettled?.(result);
        } catch (error) {
          logger.error({ err: error, contest_id: contestId }, 'best ball settlement not announced');
        }
      }
      return settled;
    },
  };
}

export type PrizeSettlement = ReturnType<typeof createPrizeSettlement>;
