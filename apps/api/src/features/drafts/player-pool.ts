import { BEST_BALL_ROSTERS, fantasyPoints, type SportId } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';

/** A draftable player of a slate, by ADP. */
export interface PoolPlayer {
  id: string;
  firstName: string;
  lastName: string;
  position: string;
  team: string | null;
  adp: number;
  projectedPoints: number;
}

export interface PlayerPool {
  players: PoolPlayer[];
  byId: Map<string, PoolPlayer>;
}

/**
 * The slate's draftable players of the sport: every player projected in one of its games at a
 * position the roster shape starts (no kickers). ADP from player_adp, else the projection order.
 */
export async function loadPlayerPool(db: Database, sportId: SportId, slateId: string): Promise<PlayerPool> {
  const shape = BEST_BALL_ROSTERS[sportId];
  const positions = new Set(shape?.starters.flatMap((slot) => slot.positions) ?? []);
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select p.id, p.first_name, p.last_name, p.position, t.abbreviation as team, pr.stats, a.adp
        from slate_games sg
        join projections pr on pr.game_id = sg.game_id
        join players p on p.id = pr.player_id
        left join teams t on t.id = p.team_id
        left join player_adp a on a.sport_id = ${sportId} and a.slate_id = ${slateId} and a.player_id = p.id
        where sg.slate_id = ${slateId} and p.sport_id = ${sportId}`,
  );
  const byId = new Map<string, PoolPlayer & { knownAdp: number | null }>();
  for (const row of rows) {
    const position = String(row.position);
    if (!positions.has(position)) continue;
    const id = String(row.id);
    const points = fantasyPoints(sportId, (row.stats ?? {}) as Record<string, number>);
    const known = byId.get(id);
    if (known) known.projectedPoints += points;
    else
      byId.set(id, {
        id,
        firstName: String(row.first_name),
        lastName: String(row.last_name),
        position,
        team: row.team === null ? null : String(row.team),
        adp: 0,
        projectedPoints: points,
        knownAdp: row.adp === null ? null : Number(row.adp),
      });
  }
  const byProjection = [...byId.values()].sort(
    (a, b) => b.projectedPoints - a.projectedPoints || a.id.localeCompare(b.id),
  );
  const lastKnown = Math.max(0, ...byProjection.map((player) => player.knownAdp ?? 0));
  // Players without an ADP yet follow those with one, in projection order.
  byProjection.forEach((player, index) => {
    player.adp = player.knownAdp ?? lastKnown + index + 1;
  });
  const players = byProjection
    .map(({ knownAdp: _, ...player }) => ({ ...player, projectedPoints: round2(player.projectedPoints) }))
    .sort((a, b) => a.adp - b.adp || a.id.localeCompare(b.id));
  return { players, byId: new Map(players.map((player) => [player.id, player])) };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Pools change rarely (ADP hourly): each process keeps each one a short while. Read through the
 * caller's transaction (`db`), since PGlite has one connection.
 */
export function createPlayerPools(ttlMs = 30_000, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; pool: Promise<PlayerPool> }>();
  return async function playerPool(db: Database, sportId: SportId, slateId: string): Promise<PlayerPool> {
    const key = `${sportId}:${slateId}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.pool;
    const pool = loadPlayerPool(db, sportId, slateId);
    cache.set(key, { at: now(), pool });
    pool.catch(() => cache.delete(key));
    return pool;
  };
}

export type PlayerPools = ReturnType<typeof createPlayerPools>;
