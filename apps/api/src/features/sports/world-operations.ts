import { writeFile } from 'node:fs/promises';
import type { Clock } from '../../platform/clock.ts';
import type { WorldConfig } from '../../platform/config.ts';
import type { Database, DatabaseDriver } from '../../platform/db/database.ts';
import { LEADER_KEYS } from '../../platform/db/leader.ts';
import type { AdvanceOutcome, WorldOperations } from './operator.ts';
import { readWorldControls, updateWorldControls } from './simulator/world-settings.ts';
import type { SportsWorld } from './world.ts';
import { WORLD_FILE_SCHEMA_PATH, worldFileJsonSchemaText } from './world-file-schema.ts';
import { gameLineOf, worldStatus } from './world-status.ts';

export interface WorldOperationsOptions {
  db: Database;
  driver: DatabaseDriver;
  clock: Clock;
  config: WorldConfig;
  sports: SportsWorld;
  schemaPath?: string;
}

/** The operator's commands over a database (`npm run world -- …`). */
export function createWorldOperations(options: WorldOperationsOptions): WorldOperations {
  const { db, clock, config, sports } = options;
  return {
    async status() {
      const status = await worldStatus(
        db,
        clock(),
        LEADER_KEYS.worldSimulator,
        options.driver === 'postgres',
      );
      return {
        ...status,
        controls: await readWorldControls(db, config.seed),
        simulatorSetting: config.simulator,
      };
    },
    async setControls(change) {
      await updateWorldControls(db, clock, await readWorldControls(db, config.seed), change);
    },
    async advance(gameId): Promise<AdvanceOutcome> {
      const result = await sports.producer.advance(gameId);
      if (result.outcome === 'unknown_game' || result.outcome === 'not_simulated') return result;
      const game = await gameLineOf(db, gameId);
      if (!game) return { outcome: 'unknown_game' };
      if (result.outcome === 'already_over') return { outcome: 'already_over', game };
      return { outcome: 'advanced', applied: result.applied, game };
    },
    seed: () => sports.producer.prepare(),
    importFile: (file) => sports.importer.importFile(file),
    async writeSchema() {
      const target = options.schemaPath ?? WORLD_FILE_SCHEMA_PATH;
      await writeFile(target, worldFileJsonSchemaText());
      return target;
    },
  };
}
