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

/** Requests being served (the HTTP hooks tell, platform/http/requests-in-flight.ts), with when each began. */
const inFlight = new Map<object, number>();
let quiet: { resolve: () => void; timer: NodeJS.Timeout }[] = [];
/** A request in flight longer than this no longer holds background work back (a hook that never came). */
const STALE_REQUEST_MS = 30_000;

export function requestBegan(request: object): void {
  inFlight.set(request, performance.now());
}

export function requestEnded(request: object): void {
  if (!inFlight.delete(request) || inFlight.size > 0) return;
  const waiting = quiet;
  quiet = [];
  for (const { resolve, timer } of waiting) {
    clearTimeout(timer);
    resolve();
  }
}

function requestsInFlight(): boolean {
  const staleBefore = performance.now() - STALE_REQUEST_MS;
  for (const [request, began] of inFlight) if (began < staleBefore) inFlight.delete(request);
  return inFlight.size > 0;
}

/**
 * Resolves once no request is being served, or after `maxMs` (so background work cannot starve).
 * On the embedded database's single connection, a background transaction started between two
 * statements of a request holds the request's next statement for the whole transaction: waiting
 * for the request to finish first keeps the request's statements back to back.
 */
export function requestsDone(maxMs: number): Promise<void> {
  if (!requestsInFlight()) return Promise.resolve();
  return new Promise((resolve) => {
    const entry = {
      resolve,
      timer: setTimeout(() => {
        quiet = quiet.filter((other) => other !== entry);
        resolve();
      }, maxMs),
    };
    entry.timer.unref();
    quiet.push(entry);
  });
}
