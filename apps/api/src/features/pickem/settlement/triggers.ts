import { type SettlementJobs, settlementNowKind } from '../../sports/settlement-jobs.ts';
import type { Settlement } from './service.ts';

/** The recurring run (settle what is ready, re-settle what was corrected). */
export const PICKEM_SETTLEMENT_JOB = 'pickem_settlement';
/** One extra run as soon as a game goes final or a final game changes (a stat correction). */
export const PICKEM_SETTLEMENT_NOW_JOB = settlementNowKind(PICKEM_SETTLEMENT_JOB);
/**
 * The recurring run is the fallback: a game going final or corrected asks for a run at once (the
 * `_now` job) and an operator's ruling is applied as it is made, so the run every 30 s finds
 * nothing in a quiet world (it was every 5 s: 12 claims, records and reads a minute for nothing).
 */
export const PICKEM_SETTLEMENT_EVERY_MS = 30_000;

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
