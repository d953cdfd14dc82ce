import {
  BEST_BALL_ROSTERS,
  fantasyPoints,
  type PlayerSummary,
  type RosterShape,
  type SportId,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import {
  PLAYER_COLUMNS,
  PLAYER_TEAM,
  type PlayerRowWithTeam,
  playerSummaryFromRow,
} from '../../sports/read-people.ts';

/** A draftable player with what the pool is ordered by. */
export interface PoolPlayer {
  player: PlayerSummary;
  projectedPoints: number;
  /** The stored ADP, or the projection rank when none is stored yet. */
  adp: number;
  drafts: number;
  updatedAt: Date | null;
}

export interface DraftPool {
  sportId: SportId;
  slateId: string;
  shape: RosterShape;
  /** By ADP (then projection, then id): the order "reset to ADP" gives. */
  players: PoolPlayer[];
}

/** Positions a sport's best ball roster can start (NFL kickers are not drafted). */
export function draftablePositions(shape: RosterShape): string[] {
  return [...new Set(shape.starters.flatMap((slot) => slot.positions))];
}

/**
 * A slate's draftable players: a projection in one of its games at a position the sport's roster
 * starts. Null when the slate is unknown, of another sport, or the sport has no best ball.
 */
export async function loadDraftPool(
  db: Database,
  sportId: SportId,
  slateId: string,
): Promise<DraftPool | null> {
  const shape = BEST_BALL_ROSTERS[sportId];
  if (!shape) return null;
  const [slate] = await selectRows<{ id: string }>(
    db,
    sql`select id from slates where id = ${slateId} and sport_id = ${sportId}`,
  );
  if (!slate) return null;
  const positions = draftablePositions(shape);
  const rows = await selectRows<
    PlayerRowWithTeam & {
      stats: Record<string, number>[];
      adp: number | null;
      drafts: number | null;
      adp_at: unknown;
    }
  >(
    db,
    sql`select ${PLAYER_COLUMNS}, jsonb_agg(pr.stats) as stats, a.adp, a.drafts, a.updated_at as adp_at
        from slate_games sg
        join projections pr on pr.game_id = sg.game_id
        join players p on p.id = pr.player_id
        ${PLAYER_TEAM}
        left join player_adp a on a.sport_id = ${sportId} and a.slate_id = ${slateId} and a.player_id = p.id
        where sg.slate_id = ${slateId} and p.sport_id = ${sportId}
          and p.position in (${sql.join(
            positions.map((position) => sql`${position}`),
            sql`, `,
          )})
        group by p.id, t.id, a.adp, a.drafts, a.updated_at`,
  );
  const players = rows.map((row) => ({
    player: playerSummaryFromRow(row),
    projectedPoints:
      Math.round(row.stats.reduce((sum, stats) => sum + fantasyPoints(sportId, stats), 0) * 100) / 100,
    storedAdp: row.adp === null ? null : Number(row.adp),
    drafts: Number(row.drafts ?? 0),
    updatedAt: row.adp_at ? new Date(row.adp_at as string) : null,
  }));
  const byProjection = [...players].sort(
    (a, b) => b.projectedPoints - a.projectedPoints || a.player.id.localeCompare(b.player.id),
  );
  const projectionRank = new Map(byProjection.map((entry, index) => [entry.player.id, index + 1]));
  const pool = players.map(({ storedAdp, ...entry }) => ({
    ...entry,
    adp: storedAdp ?? projectionRank.get(entry.player.id)!,
  }));
  pool.sort(
    (a, b) =>
      a.adp - b.adp || b.projectedPoints - a.projectedPoints || a.player.id.localeCompare(b.player.id),
  );
  return { sportId, slateId, shape, players: pool };
}
