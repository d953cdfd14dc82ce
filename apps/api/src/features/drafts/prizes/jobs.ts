import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import { defineSettlementJobs, settlementNowKind } from '../../sports/settlement-jobs.ts';
import type { PrizeSettlement } from './service.ts';

/** The recurring run; slates end rarely, so once a minute is plenty behind the game-final run. */
export const BEST_BALL_PRIZES_JOB = 'best_ball_prizes';
/** One extra run as soon as a game goes final (the slate's last one settles its contests). */
export const BEST_BALL_PRIZES_NOW_JOB = settlementNowKind(BEST_BALL_PRIZES_JOB);
export const BEST_BALL_PRIZES_EVERY_MS = 60_000;

/** Best ball prize settlement on the shared queue, run again as soon as a game goes final. */
export function definePrizeJobs(jobs: JobQueue, settlement: PrizeSettlement, logger: FastifyBaseLogger) {
  return defineSettlementJobs(
    jobs,
    {
      kind: BEST_BALL_PRIZES_JOB,
      everyMs: BEST_BALL_PRIZES_EVERY_MS,
      firstRetryMs: 10_000,
      what: 'best ball prizes',
      run: () => settlement.settleReady(),
    },
    logger,
  );
}
