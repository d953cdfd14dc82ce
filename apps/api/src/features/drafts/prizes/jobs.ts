import { type SettlementJobs, settlementNowKind } from '../../sports/settlement-jobs.ts';
import type { PrizeSettlement } from './service.ts';

/** The recurring run; slates end rarely, so once a minute is plenty behind the game-final run. */
export const BEST_BALL_PRIZES_JOB = 'best_ball_prizes';
/** One extra run as soon as a game goes final (the slate's last one settles its contests). */
export const BEST_BALL_PRIZES_NOW_JOB = settlementNowKind(BEST_BALL_PRIZES_JOB);
export const BEST_BALL_PRIZES_EVERY_MS = 60_000;

/** When and how best ball settles: tournaments' next rounds, prizes of contests whose slates are over, corrections. */
export function bestBallPrizePlan(settlement: PrizeSettlement): SettlementJobs {
  return {
    kind: BEST_BALL_PRIZES_JOB,
    everyMs: BEST_BALL_PRIZES_EVERY_MS,
    firstRetryMs: 10_000,
    what: 'best ball prizes',
    run: async () =>
      (await settlement.advanceRounds()) +
      (await settlement.settleReady()) +
      (await settlement.resettleCorrected()),
  };
}
