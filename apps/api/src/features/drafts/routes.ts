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
  /**
   * Throws the refusal when the player may not draft now (a time-out or self-exclusion in force):
   * their own picks, queue and autopick changes are refused, and their seat drafts on autopick
   * once its clock runs out, so the rest of the draft is never held up.
   */
  mayDraft?: (userId: string) => Promise<void>;
}

/** The draft room's HTTP API; live changes travel on `draft:<draftId>`. */
export function draftRoutes(
  app: App,
  { engine, reads, realtime, db, mayDraft = async () => {} }: DraftRoutesOptions,
) {
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
    await mayDraft(user.id);
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
    await mayDraft(user.id);
    return engine.setQueue(user.id, params.draftId, body.player_ids);
  });
  route(app, DRAFT_ENDPOINTS.setDraftAutopick, async ({ user, params, body }) => {
    await mayDraft(user.id);
    return engine.setAutopick(user.id, params.draftId, body.enabled);
  });
}
