import { z } from 'zod';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { ContestsService } from './service.ts';

/** How often the lock refunds and the contest maker run, and how often bots look for waiting entries. */
export const CONTEST_LOCK_EVERY_MS = 15_000;
export const CONTEST_MAKER_EVERY_MS = 60_000;
export const DRAFT_BOTS_EVERY_MS = 2_000;

/**
 * The lobby's recurring work on the shared queue (each run claimed by one instance): refunds at each
 * contest's lock, contests for upcoming slates, and bots in waiting drafts (only with DRAFT_BOTS).
 * Answers `runOnce` (tests drive it with an injected clock).
 */
export function defineContestJobs(
  jobs: JobQueue,
  {
    contests,
    makeContests,
    bots,
  }: { contests: ContestsService; makeContests: () => Promise<number>; bots: boolean },
) {
  const defined = [
    { kind: 'contest_lock', everyMs: CONTEST_LOCK_EVERY_MS, run: () => contests.lockDue() },
    { kind: 'contest_maker', everyMs: CONTEST_MAKER_EVERY_MS, run: makeContests },
    ...(bots
      ? [{ kind: 'draft_bots', everyMs: DRAFT_BOTS_EVERY_MS, run: () => contests.fillWithBots() }]
      : []),
  ];
  for (const job of defined) {
    jobs.define({
      kind: job.kind,
      payload: z.object({}),
      everyMs: job.everyMs,
      retry: { maxAttempts: 3, firstRetryMs: 2_000 },
      run: job.run,
    });
  }
  return { runOnce: () => jobs.runNow(defined.map((job) => job.kind)) };
}
