import type { Clock } from '../../platform/clock.ts';
import type { WorldConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { createWorldImporter } from './importer.ts';
import type { SportsWorld } from './index.ts';
import { createSimulatorProducer } from './simulator/producer.ts';
import type { IngestResult } from './stat-ingest.ts';
import type { WorldWriteSummary } from './world-store.ts';

/** What an import wrote: rows per kind, and the events applied (or skipped as already applied). */
export interface WorldImportCounts {
  rows: WorldWriteSummary;
  events: IngestResult;
}

export interface WorldProductionOptions {
  db: Database;
  clock: Clock;
  /** The store and ingest every instance has (features/sports/index.ts). */
  sports: Pick<SportsWorld, 'store' | 'ingest'>;
  world: Pick<WorldConfig, 'seed' | 'gameMinutes'>;
}

/** What writes the sports world besides its readers: the simulator producer and the file importer. */
export function createWorldProduction({ db, clock, sports, world }: WorldProductionOptions) {
  const { store, ingest } = sports;
  const producer = createSimulatorProducer({ db, clock, store, ingest, settings: world });
  // Gaps in simulated streams refill from the simulator; other streams from what is stored.
  ingest.setProvider(producer.provider);
  const importer = createWorldImporter<WorldImportCounts>({
    db,
    async upsertWorld(file) {
      // Rows in one transaction; the events (checked beforehand to apply cleanly) after it, per stream.
      const rows = await store.upsertWorld(file);
      const events = await ingest.apply(file.events);
      return { rows, events };
    },
  });
  return { producer, importer };
}

export type WorldProduction = ReturnType<typeof createWorldProduction>;
