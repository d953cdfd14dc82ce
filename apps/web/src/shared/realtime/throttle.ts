/** A burst of stat events (a scoring play) costs one refetch, not one per event. */
export const LIVE_REFETCH_THROTTLE_MS = 1_000;

/**
 * Runs `work` at most once per `everyMs`: the first call at once, later ones folded into one
 * trailing run, so the last event of a burst is never lost.
 */
export function throttle(work: () => void, everyMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    work();
  };
  return {
    call() {
      if (timer !== null) return;
      const wait = last + everyMs - Date.now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
