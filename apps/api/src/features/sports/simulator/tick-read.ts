import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { GAME_COLUMNS, type GameRow, iso } from './game-rows.ts';
import { SIMULATOR_PROVIDER } from './sim-world.ts';
import type { WorldControls } from './world-settings.ts';

/** Finals stay watched this long for their stat correction. */
export const CORRECTION_WATCH_MS = 30 * 60_000;

export interface TickRead {
  controls: WorldControls;
  /** When the controls last changed (undefined while none was ever stored). */
  changedAt: Date | undefined;
  /**
   * The simulated games to play at `now`: started and not over, and finals still watched for their
   * correction, in start order. Empty while the world is paused (nothing is played then).
   */
  games: GameRow[];
}

interface ControlsJson {
  seed: number;
  speed: number;
  paused: boolean;
  updated_at: string;
}

/**
 * What a simulator tick needs from the database, in one statement: the operator's controls and
 * the live games (a tick runs every second, so its reads are folded into one round trip).
 */
export async function readTick(db: Database, now: Date, defaultSeed: number): Promise<TickRead> {
  const watchedFrom = iso(new Date(now.getTime() - CORRECTION_WATCH_MS));
  const [row] = await selectRows<{ controls: ControlsJson | null; games: GameRow[] | null }>(
    db,
    sql`with w as (select seed, speed, paused, updated_at from world_settings where id = 1)
        select (select row_to_json(w) from w) as controls,
          case when coalesce((select paused from w), false) then null else (
            select json_agg(x order by x.starts_at, x.id) from (
              select ${GAME_COLUMNS} from games g
              where g.provider = ${SIMULATOR_PROVIDER} and g.starts_at <= ${iso(now)}::timestamptz
                and (g.status in ('scheduled', 'in_progress')
                     or (g.status = 'final' and g.updated_at >= ${watchedFrom}::timestamptz))
            ) x) end as games`,
  );
  const controls = row?.controls;
  const games = row?.games ?? [];
  if (!controls)
    return { controls: { seed: defaultSeed, speed: 1, paused: false }, changedAt: undefined, games };
  return {
    controls: { seed: controls.seed, speed: Number(controls.speed), paused: controls.paused },
    changedAt: new Date(controls.updated_at),
    games,
  };
}
