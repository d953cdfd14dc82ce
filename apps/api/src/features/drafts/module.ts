import type { FeatureModule } from '../../platform/modules.ts';
import { draftNotices } from './draft-notices.ts';
import { runClockWorker } from './engine/clock-worker.ts';
import { createDraftEngine, type DraftEngine } from './engine/engine.ts';
import { createPlayerPools } from './player-pool.ts';
import { createDraftReads } from './read.ts';
import { draftRoutes } from './routes.ts';
import { type BestBallTeamsModule, installBestBallTeams } from './teams/index.ts';
import { bestBallTestRoutes } from './teams/test-routes.ts';

/** The services this module gives the modules after it. */
export interface DraftsServices {
  /** Best ball rankings, ADP, teams and scoring. */
  bestBall: BestBallTeamsModule;
  drafts: DraftEngine;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends DraftsServices {}
}

/**
 * Best ball drafts: the engine (the lobby starts filled drafts through it), the pick clocks every
 * process sweeps (the row lock decides which one moves each draft), rankings, ADP, teams, scoring.
 */
export const draftsModule: FeatureModule = {
  name: 'drafts',
  install({ app, db, clock, config, bus, jobs, realtime, use }) {
    const bestBall = installBestBallTeams(app, { db, clock, jobs, bus, realtime });
    if (config.testRoutes) bestBallTestRoutes(app, { scoring: bestBall.scores });

    const pools = createPlayerPools();
    const notices = draftNotices(use('notices'));
    // RULES.md: no drafting during a time-out or exclusion (the seat's clock runs out to autopick);
    // decided in the step's transaction, after the draft's lock.
    const { playGuard } = use('responsibleGaming');
    const drafts = createDraftEngine({
      playGuard,
      db,
      clock,
      bus,
      pools,
      maxPickClockMs: config.draftClock.maxPickClockMs,
      botsThink: config.draftBots.think,
      onPublishError: (error) => app.log.error({ err: error }, 'draft change not published'),
      onSweepError: (error, draftId) =>
        app.log.error({ err: error, draft_id: draftId }, 'draft clock expiry failed'),
      // ADP is recomputed once a draft completes (a job enqueued in the completing transaction).
      onDraftStarted: notices.started,
      onPlayerOnTheClock: notices.onTheClock,
      onDraftComplete: async (tx, draftId) => {
        await bestBall.adp.afterDraftComplete(draftId, tx);
      },
    });
    draftRoutes(app, {
      engine: drafts,
      reads: createDraftReads(db, pools, clock),
      realtime,
      db,
    });
    let draftClocks: ReturnType<typeof runClockWorker> | undefined;
    app.addHook('onReady', async () => {
      draftClocks = runClockWorker(drafts, {
        pollMs: config.draftClock.pollMs,
        shortestClockMs: config.draftClock.maxPickClockMs,
        logger: app.log,
      });
    });
    app.addHook('preClose', async () => {
      await draftClocks?.close();
    });
    return { bestBall, drafts };
  },
};
