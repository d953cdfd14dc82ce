import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { SportsPublish } from './live.ts';
import { noRefillProvider } from './provider.ts';
import { createStatIngest } from './stat-ingest.ts';
import { createWorldStore } from './world-store.ts';

export interface SportsWorldOptions {
  db: Database;
  clock: Clock;
  /** Live messages after each commit (the API's fan-out). */
  publish: SportsPublish;
}

/** The sports world's writers over one database: the store and the stat ingest (the producer adds its own). */
export function createSportsWorld({ db, clock, publish }: SportsWorldOptions) {
  const store = createWorldStore({ db, clock });
  const ingest = createStatIngest({ db, clock, provider: noRefillProvider, publish, store });
  return { store, ingest };
}

export type SportsWorld = ReturnType<typeof createSportsWorld>;
