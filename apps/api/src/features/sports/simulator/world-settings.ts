import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { worldSettings } from '../../../platform/db/schema/index.ts';

/** The operator's controls of the simulator, read by the producer on every tick. */
export interface WorldControls {
  seed: number;
  /** Multiplies the pace: 1 plays a game in WORLD_GAME_MINUTES, 2 in half that. */
  speed: number;
  paused: boolean;
}

const ROW_ID = 1;
export const MAX_WORLD_SPEED = 1_000;

/** The stored controls, or the defaults (seed from settings, speed 1, running) before the first write. */
export async function readWorldControls(db: Database, defaultSeed: number): Promise<WorldControls> {
  return (await readWorldControlsAndChange(db, defaultSeed)).controls;
}

/** The controls and when they last changed (undefined while none was ever stored), in one read. */
export async function readWorldControlsAndChange(
  db: Database,
  defaultSeed: number,
): Promise<{ controls: WorldControls; changedAt: Date | undefined }> {
  const [row] = await db.select().from(worldSettings).where(eq(worldSettings.id, ROW_ID));
  if (!row) return { controls: { seed: defaultSeed, speed: 1, paused: false }, changedAt: undefined };
  return { controls: { seed: row.seed, speed: row.speed, paused: row.paused }, changedAt: row.updatedAt };
}

export async function updateWorldControls(
  db: Database,
  clock: Clock,
  defaults: WorldControls,
  change: Partial<Pick<WorldControls, 'speed' | 'paused'>>,
): Promise<void> {
  const now = clock();
  await db
    .insert(worldSettings)
    .values({ id: ROW_ID, ...defaults, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: worldSettings.id, set: { ...change, updatedAt: now } });
}

/** Records the seed the world was generated from, so status and later schedules use the same one. */
export async function recordWorldSeed(db: Database, clock: Clock, seed: number): Promise<void> {
  await db
    .insert(worldSettings)
    .values({ id: ROW_ID, seed, speed: 1, paused: false, updatedAt: clock() })
    .onConflictDoUpdate({ target: worldSettings.id, set: { seed, updatedAt: clock() } });
}
