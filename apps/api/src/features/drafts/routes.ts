import { DRAFT_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { DraftEngine } from './engine/engine.ts';
import type { createDraftReads } from './read.ts';

/** The draft room's HTTP API; live changes travel on `draft:<draftId>`. */
export function draftRoutes(
  app: App,
  { engine, reads }: { engine: DraftEngine; reads: ReturnType<typeof createDraftReads> },
) {
  route(app, DRAFT_ENDPOINTS.listDrafts, ({ user, query }) => reads.list(user.id, query));
  route(app, DRAFT_ENDPOINTS.getDraft, ({ user, params }) => reads.state(user.id, params.draftId));
  route(app, DRAFT_ENDPOINTS.getDraftPool, ({ params }) => reads.pool(params.draftId));
  route(app, DRAFT_ENDPOINTS.makeDraftPick, async ({ user, params, body }) => ({
    pick: await engine.makePick({
      userId: user.id,
      draftId: params.draftId,
      pickNumber: body.pick_number,
      playerId: body.player_id,
    }),
  }));
  route(app, DRAFT_ENDPOINTS.setDraftQueue, ({ user, params, body }) =>
    engine.setQueue(user.id, params.draftId, body.player_ids),
  );
  route(app, DRAFT_ENDPOINTS.setDraftAutopick, ({ user, params, body }) =>
    engine.setAutopick(user.id, params.draftId, body.enabled),
  );
}
