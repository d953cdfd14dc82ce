import type { Clock } from '../../platform/clock.ts';
import type { WorldConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { createWorldImporter } from './importer.ts';
import type { SportsPublish } from './live.ts';
import { noRefillProvider } from './provider.ts';
import { createSimulatorProducer } from './simulator/producer.ts';
import { createStatIngest, type IngestResult } from './stat-ingest.ts';
import { createWorldStore, type WorldWriteSummary } from './world-store.ts';

/** What an import wrote: rows per kind, and the events applied (or skipped as already applied). */
export interface WorldImportCounts {
  rows: WorldWriteSummary;
  events: IngestResult;
}

export interface SportsWorldOptions {
  db: Database;
  clock: Clock;
  world: Pick<WorldConfig, 'seed' | 'gameMinutes'>;
  /** Live messages after each commit (the API's fan-out; a no-op in the CLI). */
  publish: SportsPublish;
}

/** The sports world's writers over one database: store, stat ingest, simulator producer, file importer. */
export function createSportsWorld({ db, clock, world, publish }: SportsWorldOptions) {
  const store = createWorldStore({ db, clock });
  const ingest = createStatIngest({ db, clock, provider: noRefillProvider, publish, store });
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
  return { store, ingest, producer, importer };
}

export type SportsWorld = ReturnType<typeof createSportsWorld>;
