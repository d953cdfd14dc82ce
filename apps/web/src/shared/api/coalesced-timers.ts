import {
  type ManagedTimerId,
  type TimeoutCallback,
  type TimeoutProvider,
  timeoutManager,
} from '@tanstack/react-query';

// TanStack Query sets a timer per query (its garbage collection) and per observer (its staleness),
// and clears one whenever a query gains or loses an observer: a hydrating game page sets and clears
// dozens in one task, each a native timer, whose install the browser's trace records with its stack
// (bench/README.md, "Start-up in steps and fewer timers"). The library's documented remedy is a
// timeout provider that coalesces them (`timeoutManager.setTimeoutProvider`); this is one.

/** Timers this long or longer share a native timer per second; shorter ones stay native (exact). */
export const COALESCE_FROM_MS = 5_000;
/** The bucket width: a coalesced timer runs at most this much late, never early. */
export const COALESCE_STEP_MS = 1_000;

interface Bucket {
  /** The one native timer of the bucket. */
  native: ReturnType<typeof setTimeout>;
  callbacks: Map<number, TimeoutCallback>;
}

/**
 * A TimeoutProvider whose long timers share one native timer per `COALESCE_STEP_MS` of due time
 * (rounded up, so none runs early); clearing one is a map delete, and a bucket's native timer is
 * cleared with its last callback. Short timers, intervals and ids it did not make go to the platform.
 * It reads the global timer functions at each call, so tests' fake timers apply.
 */
export function coalescedTimeoutProvider(now: () => number = () => Date.now()): TimeoutProvider {
  const buckets = new Map<number, Bucket>();
  const bucketOf = new Map<number, number>();
  // Negative ids: the platform's are positive numbers (or Node's objects), so the two never meet.
  let nextId = -1;

  const run = (due: number) => {
    const bucket = buckets.get(due);
    buckets.delete(due);
    if (!bucket) return;
    for (const [id, callback] of bucket.callbacks) {
      bucketOf.delete(id);
      try {
        callback();
      } catch (error) {
        // As a platform timer's would: reported, and the bucket's other callbacks still run.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };

  return {
    setTimeout(callback, delay) {
      if (!(delay >= COALESCE_FROM_MS)) return setTimeout(callback, delay) as ManagedTimerId;
      const due = Math.ceil((now() + delay) / COALESCE_STEP_MS) * COALESCE_STEP_MS;
      let bucket = buckets.get(due);
      if (!bucket) {
        bucket = { native: setTimeout(() => run(due), Math.max(0, due - now())), callbacks: new Map() };
        buckets.set(due, bucket);
      }
      const id = nextId;
      nextId -= 1;
      bucket.callbacks.set(id, callback);
      bucketOf.set(id, due);
      return id;
    },
    clearTimeout(timeoutId) {
      if (timeoutId === undefined) return;
      if (typeof timeoutId !== 'number' || timeoutId >= 0) {
        clearTimeout(timeoutId as Parameters<typeof clearTimeout>[0]);
        return;
      }
      const due = bucketOf.get(timeoutId);
      if (due === undefined) return;
      bucketOf.delete(timeoutId);
      const bucket = buckets.get(due);
      if (!bucket) return;
      bucket.callbacks.delete(timeoutId);
      if (bucket.callbacks.size === 0) {
        clearTimeout(bucket.native);
        buckets.delete(due);
      }
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as ManagedTimerId,
    clearInterval: (intervalId) => clearInterval(intervalId as Parameters<typeof clearInterval>[0]),
  };
}

let installed = false;

/** Puts the coalescing provider under TanStack Query once, before the app's QueryClient is made. */
export function coalesceQueryTimers(): void {
  if (installed) return;
  installed = true;
  timeoutManager.setTimeoutProvider(coalescedTimeoutProvider());
}
