import type { FeatureModule } from '../../platform/modules.ts';
import { installGameProduct, locateRequest } from '../games/product.ts';
import type { SettlementJobRuns } from '../sports/settlement-jobs.ts';
import { readWorldControls } from '../sports/simulator/world-settings.ts';
import { createCashOut } from './bets/cash-out.ts';
import { sportsbookBetsInPlay } from './bets/in-play.ts';
import { sportsbookBetRoutes } from './bets/routes.ts';
import { createSportsbookBets, type SportsbookBets } from './bets/service.ts';
import { createMarketMaker, type MarketMaker } from './markets/market-maker.ts';
import { sportsbookMarketRoutes } from './markets/routes.ts';
import { runMarketMaker, SPORTSBOOK_MARKETS_EVERY_MS } from './markets/run-market-maker.ts';
import { sportsbookSettlementPlan } from './settlement/plan.ts';
import { createSportsbookSettlement, type SportsbookSettlement } from './settlement/service.ts';
import { sportsbookTestRoutes } from './test-routes.ts';

/** The services this module gives the modules after it (and tests). */
export interface SportsbookServices {
  sportsbookBets: SportsbookBets;
  sportsbookMarkets: MarketMaker;
  sportsbookMarketsLive: ReturnType<typeof runMarketMaker>;
  sportsbookSettlement: SportsbookSettlement;
  sportsbookSettlementJobs: SettlementJobRuns;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends SportsbookServices {}
}

/**
 * The sportsbook (house-banked): markets priced from the simulator's own chances and moved in-game
 * by a job on the shared queue, bets placed through the one authorisation step and the stakes, and
 * settlement as their games go final.
 */
export const sportsbookModule: FeatureModule = {
  name: 'sportsbook',
  install(context) {
    const { app, db, clock, config, bus, jobs, realtime, use } = context;
    const wallet = use('wallet');
    const sportsbookBets = createSportsbookBets({
      wallet,
      authorization: use('authorization'),
      bus,
      onPublishError: (error) => app.log.error({ err: error }, 'sportsbook bets change not published'),
    });
    const sportsbookSettlement = createSportsbookSettlement({
      wallet,
      clock,
      notices: use('notices'),
      announce: (userIds) => sportsbookBets.announce(userIds),
    });
    const sportsbookMarkets = createMarketMaker({
      db,
      clock,
      seed: async () => (await readWorldControls(db, config.world.seed)).seed,
      logger: app.log,
      // A scoring play's run (made due at once) decides that game; the others drift on the job's turn.
      driftEveryMs: SPORTSBOOK_MARKETS_EVERY_MS,
    });
    const sportsbookMarketsLive = runMarketMaker({
      marketMaker: sportsbookMarkets,
      jobs,
      live: use('sportsLive'),
      onError: (error) => app.log.error({ err: error }, 'sportsbook markets not refreshed'),
    });
    app.addHook('preClose', () => sportsbookMarketsLive.close());

    const sportsbookSettlementJobs = installGameProduct(context, {
      sells: 'sportsbook',
      routes() {
        sportsbookMarketRoutes(app, { db, clock });
        sportsbookBetRoutes(app, {
          bets: sportsbookBets,
          cashOut: createCashOut({ wallet, announce: (userIds) => sportsbookBets.announce(userIds) }),
          db,
          clock,
          locate: locateRequest(context),
          realtime,
        });
        if (config.testRoutes) {
          sportsbookTestRoutes(app, { marketMaker: sportsbookMarkets, settlement: sportsbookSettlement });
        }
      },
      refundForExclusion: (unit, userId) => sportsbookBets.refundForExclusion(unit, userId),
      inPlay: { game: 'sportsbook', count: sportsbookBetsInPlay },
      settlement: sportsbookSettlementPlan(sportsbookSettlement),
    });
    return {
      sportsbookBets,
      sportsbookMarkets,
      sportsbookMarketsLive,
      sportsbookSettlement,
      sportsbookSettlementJobs,
    };
  },
};
