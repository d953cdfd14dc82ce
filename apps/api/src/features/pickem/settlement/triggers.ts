import { type SettlementJobs, settlementNowKind } from '../../sports/settlement-jobs.ts';
import type { Settlement } from './service.ts';

/** The recurring run (settle what is ready, re-settle what was corrected), a few seconds apart. */
export const PICKEM_SETTLEMENT_JOB = 'pickem_settlement';
/** One extra run as soon as a game goes final or a final game changes (a stat correction). */
export const PICKEM_SETTLEMENT_NOW_JOB = settlementNowKind(PICKEM_SETTLEMENT_JOB);
export const PICKEM_SETTLEMENT_EVERY_MS = 5_000;

/** When and how pick'em settles: what is ready, then what a stat correction changed. */
export function pickemSettlementPlan(settlement: Settlement): SettlementJobs {
  return {
    kind: PICKEM_SETTLEMENT_JOB,
    everyMs: PICKEM_SETTLEMENT_EVERY_MS,
    firstRetryMs: 5_000,
    what: "pick'em settlement",
    run: async () => {
      const { settled } = await settlement.settleReady();
      const { resettled } = await settlement.regradeCorrected();
      return settled + resettled;
    },
  };
}
