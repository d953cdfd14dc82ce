// Blocking time read from a Lighthouse run's trace by each task's CPU time, not its wall time.
// Lighthouse's TBT (simulated, mobile preset) multiplies each main-thread task's wall duration by 4;
// on a shared machine a task's wall time is mostly waiting for a core (a 31 ms task took 390 ms at
// load 22), so TBT there measures the load. The thread's own clock (`tdur`) barely moves with load:
// the same sum over the tasks after the first paint, max(0, 4 × CPU − 50 ms), tells builds apart
// where the score cannot (bench/README.md, "Start-up in steps and fewer timers").

/** A Chrome trace event, as far as these benches read one. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; navigationId?: string } };
}

export interface CpuBlocking {
  /** Sum over tasks after the first paint of max(0, 4 × CPU ms − 50). */
  blockingMs: number;
  /** The longest of those tasks, CPU ms. */
  longestMs: number;
  /** Tasks of 12.5 ms of CPU or more (50 ms at Lighthouse's 4x). */
  longTasks: number;
  /** Every task's CPU after the first paint, ms. */
  cpuMs: number;
}

/** A trace's events, whether it is saved as an array or as `{ traceEvents }`. */
export function traceEventsOf(trace: unknown): TraceEvent[] | undefined {
  return (Array.isArray(trace) ? trace : (trace as { traceEvents?: unknown[] })?.traceEvents) as
    | TraceEvent[]
    | undefined;
}

/** The page's navigation: its event names the renderer main thread (pid, tid) and the navigation id. */
export function pageNavigation(events: readonly TraceEvent[]): TraceEvent | undefined {
  return events.find(
    (event) =>
      event.name === 'navigationStart' &&
      String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
}

export function cpuBlocking(trace: unknown): CpuBlocking | null {
  const events = traceEventsOf(trace);
  if (!events) return null;
  const navigation = pageNavigation(events);
  if (!navigation) return null;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.args?.data?.navigationId === navigation.args?.data?.navigationId,
  );
  if (!paint) return null;
  const result: CpuBlocking = { blockingMs: 0, longestMs: 0, longTasks: 0, cpuMs: 0 };
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== navigation.pid) continue;
    if (event.tid !== navigation.tid || event.ts < paint.ts) continue;
    const cpu = (event.tdur ?? event.dur ?? 0) / 1000;
    result.cpuMs += cpu;
    result.blockingMs += Math.max(0, cpu * 4 - 50);
    result.longestMs = Math.max(result.longestMs, cpu);
    if (cpu * 4 > 50) result.longTasks += 1;
  }
  return result;
}
