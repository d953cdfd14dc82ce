import { worldTimeScale } from '@kennel/core';
import type { FeatureModule } from '../../platform/modules.ts';
import { bestBallPrizePlan } from '../drafts/prizes/jobs.ts';
import { createPrizeSettlement, type PrizeSettlement } from '../drafts/prizes/service.ts';
import { prizeTestRoutes } from '../drafts/prizes/test-routes.ts';
import { installGameProduct, locateRequest } from '../games/product.ts';
import type { SettlementJobRuns } from '../sports/settlement-jobs.ts';
import { SIMULATOR_PROVIDER } from '../sports/simulator/sim-world.ts';
import { readWorldControls } from '../sports/simulator/world-settings.ts';
import { makeContests } from './contest-maker.ts';
import { bestBallEntriesInPlay } from './in-play.ts';
import { defineContestJobs } from './jobs.ts';
import { contestRoutes } from './routes.ts';
import { type ContestsService, createContests } from './service.ts';
import { openSlowTestContest } from './slow-test-contest.ts';
import { contestTestRoutes } from './test-routes.ts';

/** The services this module gives the modules after it. */
export interface BestBallServices {
  contests: ContestsService;
  contestJobs: ReturnType<typeof defineContestJobs>;
  bestBallPrizes: PrizeSettlement;
  bestBallPrizeJobs: SettlementJobRuns;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends BestBallServices {}
}

/**
 * Best ball (peer-to-peer contests): entries paid through the wallet fill drafts, the draft engine
 * starts each filled draft, prizes are paid when the slate's last game goes final.
 */
export const bestBallModule: FeatureModule = {
  name: 'best-ball',
  install(context) {
    const { app, db, clock, config, bus, jobs, realtime, use } = context;
    const wallet = use('wallet');
    const drafts = use('drafts');
    const contests = createContests({
      wallet,
      authorization: use('authorization'),
      bus,
      clock,
      notices: use('notices'),
      bots: config.draftBots,
      onDraftFilled: async (tx, draftId) => {
        await drafts.startDraft(tx, draftId, clock());
      },
      onDraftsStarted: (draftIds) => drafts.announce(draftIds),
      closeDraft: (draftId) => drafts.closeDraft(draftId),
      onPublishError: (error) => app.log.error({ err: error }, 'contest entries change not published'),
    });
    // Contests for the upcoming slates; bots may sit in them only where DRAFT_BOTS is on. A simulated
    // slate's slow clocks follow the world's pace (WORLD_GAME_MINUTES and the operator's speed) now.
    const makeLobbyContests = async () => {
      const { speed } = await readWorldControls(db, config.world.seed);
      const scale = worldTimeScale(config.world.gameMinutes, speed);
      return makeContests(db, {
        now: clock(),
        botsAllowed: config.draftBots.enabled,
        timeScale: (slate) => (slate.provider === SIMULATOR_PROVIDER ? scale : 1),
        onCreated: (contestIds) => contests.publishLobby(contestIds),
      });
    };
    const contestJobs = defineContestJobs(jobs, {
      contests,
      makeContests: makeLobbyContests,
      bots: config.draftBots.enabled,
    });
    const bestBallPrizes = createPrizeSettlement({
      wallet,
      notices: use('notices'),
      logger: app.log,
      // A settled contest is closed: the lobby hears it, and its players' team lists refresh.
      onSettled: async (settled) => {
        contests.announce(settled.userIds);
        await contests.publishLobby([settled.contestId]);
      },
    });
    const bestBallPrizeJobs = installGameProduct(context, {
      sells: 'best_ball',
      routes() {
        contestRoutes(app, { contests, locate: locateRequest(context), realtime });
        if (config.testRoutes) {
          contestTestRoutes(app, {
            contests,
            makeContests: makeLobbyContests,
            openSlowContest: (sportId) =>
              openSlowTestContest(db, { now: clock(), sportId, botsAllowed: config.draftBots.enabled }),
          });
          prizeTestRoutes(app, { settlement: bestBallPrizes });
        }
      },
      // Entries still waiting for a draft are refunded in the exclusion's transaction.
      refundForExclusion: (unit, userId) => contests.refundForExclusion(unit, userId),
      inPlay: { game: 'best_ball', count: bestBallEntriesInPlay },
      settlement: bestBallPrizePlan(bestBallPrizes),
    });

    const { producer } = use('sports');
    app.decorate('prepareFirstLook', async () => {
      if (!config.world.simulator) return;
      try {
        await producer.prepareAtStart();
        await makeLobbyContests();
      } catch (error) {
        app.log.error({ err: error }, 'first contests not made at start (the contest maker job retries)');
      }
    });
    return { contests, contestJobs, bestBallPrizes, bestBallPrizeJobs };
  },
};
