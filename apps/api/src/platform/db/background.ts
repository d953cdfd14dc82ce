import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks work that nobody is waiting on (jobs, the simulator, pick clocks, line refreshes): on the
 * embedded database's single connection, a request's statements go before its queued statements.
 */
const background = new AsyncLocalStorage<true>();

export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** True inside `inBackground` work, however deep in its calls. */
export function isBackground(): boolean {
  return background.getStore() === true;
}
