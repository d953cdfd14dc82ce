import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { JobRow } from '../db/schema/jobs.ts';
import { timeBackgroundRun } from '../monitoring/metrics.ts';
import { backoffMs, errorText, type JobDefinition, type RetryPolicy } from './job.ts';
import { recordFailure, recordFailureKnowingNext, recordSuccess, renewLease } from './store.ts';

/** A kind as the queue knows it: its definition and its retry policy with the defaults filled in. */
export interface RegisteredJob {
  definition: JobDefinition;
  retry: RetryPolicy;
}

export interface JobRunOutcome {
  /** What the handler answered (0 when it failed or did not run). */
  handled: number;
  /**
   * When the next job of the instance's kinds is due, in ms from now, as the record's statement
   * read it: null when none is queued or running, undefined when not known (the loop reads it).
   */
  nextDueMs: number | null | undefined;
}

/**
 * Runs one claimed job to its recorded end: checks its payload, runs its handler (timed in the
 * metrics) while renewing its lease, then records the success, or the failure with its retry or
 * burial. A job whose last run's instance died after its final attempt is buried without running.
 */
export async function runJobToRecord(
  db: Database,
  logger: FastifyBaseLogger,
  job: JobRow,
  { definition, retry }: RegisteredJob,
  { leaseMs, nextDueOf }: { leaseMs: number; nextDueOf: readonly string[] },
): Promise<JobRunOutcome> {
  const log = logger.child({ job_id: job.id, job_kind: job.kind, attempt: job.attempts });
  if (job.attempts > job.maxAttempts) {
    // Its last run's instance died mid-run: running it again would pass the limit.
    const outcome = await recordFailure(db, job, 'lease expired during the last attempt', 0);
    log.error({ outcome }, 'job abandoned by a dead instance');
    return { handled: 0, nextDueMs: undefined };
  }
  const heartbeat = setInterval(
    () => void renewLease(db, job, leaseMs).catch((error) => log.warn({ err: error }, 'lease not renewed')),
    Math.max(1_000, leaseMs / 3),
  );
  heartbeat.unref();
  try {
    const payload = definition.payload.parse(job.payload);
    const handled = await timeBackgroundRun(job.kind, async () => definition.run(payload));
    clearInterval(heartbeat);
    const nextDueMs = await recordSuccess(db, job, nextDueOf);
    return { handled: typeof handled === 'number' ? handled : 0, nextDueMs };
  } catch (error) {
    clearInterval(heartbeat);
    const { outcome, nextDueMs } = await recordFailureKnowingNext(
      db,
      job,
      errorText(error),
      backoffMs(retry, job.attempts),
      nextDueOf,
    );
    log[outcome === 'retrying' ? 'warn' : 'error']({ err: error, outcome }, 'job failed');
    return { handled: 0, nextDueMs };
  }
}
