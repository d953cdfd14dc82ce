import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createSportsLiveFanout } from './live.ts';
import type { SportsProvider } from './provider.ts';
import { noRefillProvider } from './provider.ts';
import { createStatIngest } from './stat-ingest.ts';
import { createWorldStore } from './world-store.ts';

/**
 * The sports world's services as the composition root builds them: the store (world writes and
 * the producer's reads), the ingest (stat events, news) and the fanout its live messages go to.
 */
export function createSportsWorld({
  db,
  clock,
  provider = noRefillProvider,
  onListenerError,
}: {
  db: Database;
  clock: Clock;
  provider?: SportsProvider;
  onListenerError?: (error: unknown) => void;
}) {
  const live = createSportsLiveFanout(onListenerError);
  const store = createWorldStore({ db, clock });
  const ingest = createStatIngest({ db, clock, provider, publish: live.publish, store });
  return { store, ingest, live };
}

export type SportsWorld = ReturnType<typeof createSportsWorld>;
