import type { FeatureModule } from '../../platform/modules.ts';
import { installGameProduct, locateRequest } from '../games/product.ts';
import type { SettlementJobRuns } from '../sports/settlement-jobs.ts';
import { pickemEntriesInPlay } from './entries/in-play.ts';
import { pickemEntryRoutes } from './entries/routes.ts';
import { createPickemEntries, type PickemEntries } from './entries/service.ts';
import {
  createBoardCache,
  createLineMaker,
  type LineMaker,
  pickemBoardRoutes,
  pickemLinesTestRoutes,
  readBoard,
  runLineMaker,
} from './lines/index.ts';
import { settlementRoutes } from './settlement/routes.ts';
import { createSettlement, type Settlement } from './settlement/service.ts';
import { pickemSettlementPlan } from './settlement/triggers.ts';

/** The services this module gives the modules after it. */
export interface PickemServices {
  pickemEntries: PickemEntries;
  pickemSettlement: Settlement;
  pickemSettlementJobs: SettlementJobRuns;
  pickemLines: LineMaker;
  pickemLinesLive: ReturnType<typeof runLineMaker>;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends PickemServices {}
}

/**
 * Pick'em (house-banked): entries on the lines board, settled as their games go final. The lines
 * are made and moved by a job on the shared queue, and at once when a game changes here.
 */
export const pickemModule: FeatureModule = {
  name: 'pickem',
  install(context) {
    const { app, db, clock, config, bus, jobs, realtime, use } = context;
    const wallet = use('wallet');
    const pickemEntries = createPickemEntries({
      wallet,
      authorization: use('authorization'),
      bus,
      clock,
      onPublishError: (error) => app.log.error({ err: error }, "pick'em entries change not published"),
    });
    const pickemSettlement = createSettlement({
      db,
      clock,
      wallet,
      bus,
      notices: use('notices'),
      logger: app.log,
    });

    const boards = createBoardCache((query, now) => readBoard(db, query, now));
    // A line change on any instance drops this one's board reads.
    bus.subscribe((event) => {
      if (event.type === 'pickem_lines') boards.clear();
    });
    const pickemLines = createLineMaker({
      db,
      clock,
      bus,
      logger: app.log,
      onLinesChanged: () => boards.clear(),
      // No gathering of score changes here (the sportsbook gathers them): an in-game pick'em line
      // has no entry-time check of the score it was priced on, so its bet stop cannot wait.
    });
    const pickemLinesLive = runLineMaker({
      lineMaker: pickemLines,
      jobs,
      live: use('sportsLive'),
      onError: (error) => app.log.error({ err: error }, 'pickem lines not refreshed'),
    });
    // Before the database closes: refreshes under way finish.
    app.addHook('preClose', () => pickemLinesLive.close());

    const pickemSettlementJobs = installGameProduct(context, {
      sells: 'pickem_house',
      routes() {
        pickemEntryRoutes(app, { entries: pickemEntries, locate: locateRequest(context), realtime });
        pickemBoardRoutes(app, { boards, clock, db });
        settlementRoutes(app, { db, clock, settlement: pickemSettlement, testRoutes: config.testRoutes });
        if (config.testRoutes) pickemLinesTestRoutes(app, { lineMaker: pickemLines });
      },
      refundForExclusion: (unit, userId) => pickemEntries.refundForExclusion(unit, userId),
      inPlay: { game: 'pickem', count: pickemEntriesInPlay },
      settlement: pickemSettlementPlan(pickemSettlement),
    });
    return { pickemEntries, pickemSettlement, pickemSettlementJobs, pickemLines, pickemLinesLive };
  },
};
