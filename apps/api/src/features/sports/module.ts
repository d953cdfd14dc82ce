import type { FeatureModule } from '../../platform/modules.ts';
import { createSportsWorld, type SportsWorld } from './index.ts';
import type { SportsLiveFanout } from './live.ts';
import { sportsRoutes } from './routes.ts';
import { runWorldSimulator } from './simulator/run.ts';
import { worldTestRoutes } from './simulator/test-routes.ts';
import { createWorldProduction, type WorldProduction } from './world.ts';

/** The services this module gives the modules after it. */
export interface SportsServices {
  /** The store, the ingest and the world's producer. */
  sports: Pick<SportsWorld, 'store' | 'ingest'> & { producer: WorldProduction['producer'] };
  /** The game and news messages of what was committed; games listen for finals here. */
  sportsLive: SportsLiveFanout;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends SportsServices {}
}

/**
 * The sports world: the producer writes through the store, live messages go out through the
 * fanout and reach every instance's sockets through the bus. Every instance applies events and
 * announces them; only the elected leader runs the simulator.
 */
export const sportsModule: FeatureModule = {
  name: 'sports',
  install({ app, db, clock, config, bus }) {
    const sports = createSportsWorld({
      db,
      clock,
      onListenerError: (error) => app.log.error({ err: error }, 'sports live message not delivered'),
    });
    sportsRoutes(app, { db, clock });
    sports.live.subscribe((messages) => bus.publish(messages));
    const production = createWorldProduction({ db, clock, sports, world: config.world });
    if (config.world.simulator) {
      let simulator: ReturnType<typeof runWorldSimulator> | undefined;
      app.addHook('onReady', async () => {
        simulator = runWorldSimulator({ db, producer: production.producer, logger: app.log });
      });
      // Before the database closes: the running tick finishes and the lock is handed over.
      app.addHook('preClose', async () => {
        await simulator?.close();
      });
    }
    if (config.testRoutes) worldTestRoutes(app, { db, producer: production.producer });
    return {
      sports: { store: sports.store, ingest: sports.ingest, producer: production.producer },
      sportsLive: sports.live,
    };
  },
};
