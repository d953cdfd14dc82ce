import { DRAFT_ENDPOINTS, draftTopic } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { DraftEngine } from './engine/engine.ts';
import type { createDraftReads } from './read.ts';
import { createDraftsRepo } from './repo.ts';

export interface DraftRoutesOptions {
  engine: DraftEngine;
  reads: ReturnType<typeof createDraftReads>;
  /** Its `draft:<id>` topics are followed only by the draft's own players. */
  realtime: Pick<RealtimeHub, 'guardTopics'>;
  db: Database;
}

/** The draft room's HTTP API; live changes travel on `draft:<draftId>`. */
export function draftRoutes(app: App, { engine, reads, realtime, db }: DraftRoutesOptions) {
  const prefix = draftTopic('');
  realtime.guardTopics(prefix, (userId, topic) =>
    createDraftsRepo(db).hasSeat(topic.slice(prefix.length), userId),
  );
  route(app, DRAFT_ENDPOINTS.listDrafts, ({ user, query }) => reads.list(user.id, query));
  route(app, DRAFT_ENDPOINTS.getDraft, ({ user, params }) => reads.state(user.id, params.draftId));
  route(app, DRAFT_ENDPOINTS.getDraftPool, ({ user, params }) => reads.pool(user.id, params.draftId));
  route(app, DRAFT_ENDPOINTS.makeDraftPick, async ({ user, params, body }) => {
    // Lateness is judged by when the pick arrived, not by when the draft's lock was had.
    const arrivedAt = engine.now();
    return {
      pick: await engine.makePick({
        userId: user.id,
        draftId: params.draftId,
        pickNumber: body.pick_number,
        playerId: body.player_id,
        arrivedAt,
      }),
    };
  });
  route(app, DRAFT_ENDPOINTS.setDraftQueue, async ({ user, params, body }) => {
    return engine.setQueue(user.id, params.draftId, body.player_ids);
  });
  route(app, DRAFT_ENDPOINTS.setDraftAutopick, async ({ user, params, body }) => {
    return engine.setAutopick(user.id, params.draftId, body.enabled);
  });
}
