import type { z } from 'zod';

/** How a failing job is retried: waits of `firstRetryMs`, doubling each time up to `maxRetryMs`. */
export interface RetryPolicy {
  /** Runs allowed in all; after the last one fails a one-off job is dead. */
  maxAttempts: number;
  firstRetryMs: number;
  maxRetryMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, firstRetryMs: 10_000, maxRetryMs: 60 * 60_000 };

/** The wait after run number `attempt` (1 = the first) failed: exponential, with up to 10% jitter. */
export function backoffMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const base = Math.min(policy.maxRetryMs, policy.firstRetryMs * 2 ** (attempt - 1));
  return Math.round(base * (1 + 0.1 * random()));
}

/** One named kind of background work with a typed payload. */
export interface JobDefinition<Payload = unknown> {
  kind: string;
  payload: z.ZodType<Payload>;
  /** Answers how many things it handled (logged; tests read it). */
  run(payload: Payload): Promise<number | undefined> | Promise<void>;
  retry?: Partial<RetryPolicy>;
  /**
   * Set: a recurring job, registered once per kind in the table (whichever instance starts first)
   * and run again this long after each run ends, by whichever instance claims it.
   */
  everyMs?: number;
}

export function defineJob<Schema extends z.ZodType>(
  definition: JobDefinition<z.output<Schema>> & { payload: Schema },
): JobDefinition<z.output<Schema>> {
  return definition;
}

/** A handler's failure as kept on the row: its message, bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
