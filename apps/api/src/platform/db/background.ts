import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks work that nobody is waiting on (jobs, the simulator, pick clocks, line refreshes), under
 * the name of its job: on the embedded database's single connection, a request's statements go
 * before its queued statements, and a request that waits for the connection is told whose work
 * held it (the wait metrics in /metrics).
 */
const background = new AsyncLocalStorage<string>();

export function inBackground<T>(work: () => Promise<T>, job = 'background'): Promise<T> {
  return background.run(job, work);
}

/** True inside `inBackground` work, however deep in its calls. */
export function isBackground(): boolean {
  return background.getStore() !== undefined;
}

/** The job name of the background work this runs in, if any. */
export function backgroundJob(): string | undefined {
  return background.getStore();
}
