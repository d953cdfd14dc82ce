import { AsyncLocalStorage } from 'node:async_hooks';

/** Background work: the job it is part of, and the request that started it, if one did. */
interface BackgroundWork {
  job: string;
  startedBy: object | undefined;
}

/**
 * Marks work that nobody is waiting on (jobs, the simulator, pick clocks, line refreshes), under
 * the name of its job: on the embedded database's single connection, a request's statements go
 * before its queued statements, and a request that waits for the connection is told whose work
 * held it (the wait metrics in /metrics).
 */
const background = new AsyncLocalStorage<BackgroundWork>();

/** The request whose hooks and handler run in this context (platform/http/requests-in-flight.ts). */
const serving = new AsyncLocalStorage<object>();

export function inBackground<T>(work: () => PromiseLike<T>, job = 'background'): Promise<T> {
  // Awaited inside: a lazy query (Drizzle's) starts when awaited, which must be in this context.
  return background.run({ job, startedBy: serving.getStore() }, async () => await work());
}

/** The job name of the background work this runs in (however deep in its calls), if any. */
export function backgroundJob(): string | undefined {
  return background.getStore()?.job;
}

/** Requests being served, with when each began. */
const inFlight = new Map<object, number>();
let waiting: { startedBy: object | undefined; resolve: () => void; timer: NodeJS.Timeout }[] = [];
/** A request in flight longer than this no longer holds background work back (a hook that never came). */
const STALE_REQUEST_MS = 30_000;

/** Runs `next` (the rest of the request's hooks and its handler) as serving `request`, now in flight. */
export function serveRequest(request: object, next: () => void): void {
  inFlight.set(request, performance.now());
  serving.run(request, next);
}

export function requestEnded(request: object): void {
  if (!inFlight.delete(request)) return;
  const still = waiting.filter((entry) => {
    if (othersInFlight(entry.startedBy)) return true;
    clearTimeout(entry.timer);
    entry.resolve();
    return false;
  });
  waiting = still;
}

/** Whether a request other than `except` is being served. */
function othersInFlight(except: object | undefined): boolean {
  const staleBefore = performance.now() - STALE_REQUEST_MS;
  for (const [request, began] of inFlight) {
    if (began < staleBefore) inFlight.delete(request);
    else if (request !== except) return true;
  }
  return false;
}

/**
 * Resolves once no request is being served (but the one that started this background work, if a
 * request did: it may be waiting for it), or after `maxMs`, so background work cannot starve. On
 * the embedded database's single connection, a background transaction begun between two statements
 * of a request holds the request's next statement until it ends: waiting keeps them back to back.
 */
export function requestsDone(maxMs: number): Promise<void> {
  const startedBy = background.getStore()?.startedBy;
  if (!othersInFlight(startedBy)) return Promise.resolve();
  return new Promise((resolve) => {
    const entry = {
      startedBy,
      resolve,
      timer: setTimeout(() => {
        waiting = waiting.filter((other) => other !== entry);
        resolve();
      }, maxMs),
    };
    entry.timer.unref();
    waiting.push(entry);
  });
}
