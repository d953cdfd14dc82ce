import { BEST_BALL_TEAMS_ENDPOINTS as E } from '@kennel/core';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import type { RankingsService } from './service.ts';

/** The player's pre-draft rankings: read, save, reset to ADP, and CSV out and in. */
export function rankingsRoutes(app: App, { rankings }: { rankings: RankingsService }) {
  const slate = (userId: string, params: { sportId: string; slateId: string }) => ({
    userId,
    sportId: params.sportId as Parameters<RankingsService['get']>[0]['sportId'],
    slateId: params.slateId,
  });

  route(app, E.getDraftRankings, async ({ user, params }) => rankings.get(slate(user.id, params)));
  route(app, E.saveDraftRankings, async ({ user, params, body }) =>
    rankings.save(slate(user.id, params), body.player_ids),
  );
  route(app, E.resetDraftRankings, async ({ user, params }) => {
    await rankings.reset(slate(user.id, params));
  });
  route(app, E.exportDraftRankings, async ({ user, params, reply }) => {
    reply.header('content-disposition', `attachment; filename="rankings-${params.slateId}.csv"`);
    return rankings.exportCsv(slate(user.id, params));
  });
  route(app, E.importDraftRankings, async ({ user, params, body }) =>
    rankings.importCsv(slate(user.id, params), body.csv),
  );
}
