import { z } from 'zod';
import type { JobQueue } from '../../platform/jobs/queue.ts';

/** How often each wallet job runs; each run is claimed by one instance. */
export const WALLET_JOBS_EVERY_MS = 30_000;

/** One recurring wallet job; answers how many things it handled. Each one is safe to run again. */
export interface WalletJob {
  kind: string;
  run(): Promise<number>;
}

/**
 * Puts the wallet's periodic work (promo expiry, interrupted deposits and payouts, unconfirmed
 * withdrawals, idempotency clean-up) on the shared job queue, and answers `runOnce`, which runs
 * them all now through the queue (tests drive it with an injected clock).
 */
export function defineWalletJobs(jobs: JobQueue, walletJobs: readonly WalletJob[]) {
  for (const job of walletJobs) {
    jobs.define({
      kind: job.kind,
      payload: z.object({}),
      everyMs: WALLET_JOBS_EVERY_MS,
      retry: { maxAttempts: 3, firstRetryMs: 5_000 },
      run: job.run,
    });
  }
  const kinds = walletJobs.map((job) => job.kind);
  return { runOnce: () => jobs.runNow(kinds) };
}
