import { backgroundJob } from './background.ts';

const TRANSACTION_CONTROL =
  /^\s*(begin|commit|rollback|savepoint|release savepoint|rollback to savepoint)\b/i;

const observers = new Set<(job: string) => void>();

/** Tells `observer` the job of each statement background work sends (the metrics module counts them). */
export function observeBackgroundStatements(observer: (job: string) => void): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/**
 * Drizzle's logger on both drivers: each statement sent from background work is told by its job.
 * Transaction control is left out, as the drivers send it differently (Drizzle's PGlite driver
 * not through here at all), so the counts compare across drivers.
 */
export const backgroundStatementLogger = {
  logQuery(query: string): void {
    if (observers.size === 0) return;
    const job = backgroundJob();
    if (job === undefined || TRANSACTION_CONTROL.test(query)) return;
    for (const observer of observers) observer(job);
  },
};
