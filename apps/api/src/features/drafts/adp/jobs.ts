import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import type { AdpRecompute } from './recompute.ts';

/** RULES.md: ADP is updated at least hourly; a completed draft also asks for its slate at once. */
export const ADP_EVERY_MS = 60 * 60_000;
const ADP_ALL = 'player_adp';
const ADP_DRAFT = 'player_adp_draft';

/**
 * Puts ADP on the job queue: an hourly recompute of every running slate, and a one-off per
 * completed draft (`afterDraftComplete`, enqueued inside the engine's transaction so it exists
 * only if the draft's completion commits). The queue runs each job once across processes.
 */
export function defineAdpJobs(jobs: JobQueue, adp: AdpRecompute, everyMs = ADP_EVERY_MS) {
  jobs.define({
    kind: ADP_ALL,
    payload: z.object({}),
    everyMs,
    retry: { maxAttempts: 3, firstRetryMs: 30_000 },
    run: () => adp.recomputeAll(),
  });
  jobs.define({
    kind: ADP_DRAFT,
    payload: z.object({ draftId: z.string() }),
    retry: { maxAttempts: 5, firstRetryMs: 10_000 },
    run: ({ draftId }) => adp.recomputeForDraft(draftId),
  });
  return {
    afterDraftComplete: (draftId: string, executor?: Database) =>
      jobs.enqueue(ADP_DRAFT, { draftId }, { uniqueKey: draftId, ...(executor ? { executor } : {}) }),
    runOnce: () => jobs.runNow([ADP_ALL]),
  };
}
