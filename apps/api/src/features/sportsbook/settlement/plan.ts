import type { SettlementJobs } from '../../sports/settlement-jobs.ts';
import type { SportsbookSettlement } from './service.ts';

/** The recurring run (settle what is ready, settle again what was corrected). */
export const SPORTSBOOK_SETTLEMENT_JOB = 'sportsbook_settlement';
/**
 * The recurring run is the fallback: a game going final or corrected asks for a run at once (the
 * `_now` job, settlement-jobs.ts), so the run every 30 s finds nothing in a quiet world.
 */
export const SPORTSBOOK_SETTLEMENT_EVERY_MS = 30_000;

/** When and how the sportsbook settles, on the shared settlement-jobs helper (with its game-final trigger). */
export function sportsbookSettlementPlan(settlement: SportsbookSettlement): SettlementJobs {
  return {
    kind: SPORTSBOOK_SETTLEMENT_JOB,
    everyMs: SPORTSBOOK_SETTLEMENT_EVERY_MS,
    firstRetryMs: 5_000,
    what: 'sportsbook settlement',
    run: async () => {
      const settled = await settlement.settleReady();
      const resettled = await settlement.regradeCorrected();
      return settled + resettled;
    },
  };
}
