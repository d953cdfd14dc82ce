import { BEST_BALL_TEAMS_ENDPOINTS as E } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import { loadDraftPool } from './pool.ts';

/** The public ADP of a slate's draft pool (the draft room and the rankings page show it). */
export function adpRoutes(app: App, { db }: { db: Database }) {
  route(app, E.getAdp, async ({ query }) => {
    const pool = await loadDraftPool(db, query.sport, query.slate);
    if (!pool) throw new ApiProblem('not_found', { detail: 'No best ball slate with that sport and id.' });
    const [completed] = await selectRows<{ drafts: number }>(
      db,
      sql`select count(*)::int as drafts from drafts d join contests c on c.id = d.contest_id
          where d.status = 'complete' and c.sport_id = ${query.sport} and c.slate_id = ${query.slate}`,
    );
    const times = pool.players.flatMap((entry) => (entry.updatedAt ? [entry.updatedAt.getTime()] : []));
    return {
      sport_id: pool.sportId,
      slate_id: pool.slateId,
      players: pool.players.map((entry, index) => ({
        player: entry.player,
        adp: entry.adp,
        adp_rank: index + 1,
        projected_points: entry.projectedPoints,
        drafts: entry.drafts,
      })),
      completed_drafts: Number(completed?.drafts ?? 0),
      updated_at: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null,
    };
  });
}
