// A Lighthouse run's trace with each main-thread task as long as its CPU time, for Lighthouse to
// audit again (its audit mode, from saved artifacts): the score and TBT the same run would have had
// on a machine with a core free for the page.
//
// Lighthouse's mobile preset simulates (Lantern): it takes every main-thread task's wall duration
// from the trace, multiplies it by 4 (layout tasks by 2) and sums what each spends over 50 ms between
// its simulated FCP and TTI. On this shared 2-core machine a task's wall time is mostly waiting for
// a core (the entry's 18 ms of CPU took 183 ms at load 17, and Lantern counted 731 ms for it), so the
// score measures the load. Here each task (`RunTask`) and everything inside it is shrunk by the
// task's own ratio of thread time to wall time (`tdur` / `dur`), keeping its start: the work and its
// order stay, the waiting for a core goes. Network timings (the devtools log) are untouched.
// (bench/README.md, "Lighthouse from the trace's CPU time".)

import { pageNavigation, type TraceEvent, traceEventsOf } from './trace-blocking.ts';

export interface CpuTimeTrace {
  traceEvents: TraceEvent[];
  /** Main-thread tasks shrunk, and their wall and CPU time in all (ms). */
  tasks: number;
  wallMs: number;
  cpuMs: number;
}

/** The page's renderer main thread: where its navigation started. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const navigation = pageNavigation(events);
  return navigation ? { pid: navigation.pid, tid: navigation.tid } : null;
}

export function cpuTimeTrace(trace: unknown): CpuTimeTrace | null {
  const events = traceEventsOf(trace);
  if (!events) return null;
  const main = mainThread(events);
  if (!main) return null;
  const copied = events.map((event) => ({ ...event }));
  const onMain = copied
    .filter((event) => event.pid === main.pid && event.tid === main.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const result: CpuTimeTrace = { traceEvents: copied, tasks: 0, wallMs: 0, cpuMs: 0 };
  let at = 0;
  while (at < onMain.length) {
    const task = onMain[at]!;
    at += 1;
    if (task.name !== 'RunTask' || task.ph !== 'X' || !task.dur || task.tdur === undefined) continue;
    const start = task.ts;
    const end = task.ts + task.dur;
    const ratio = Math.min(1, task.tdur / task.dur);
    result.tasks += 1;
    result.wallMs += task.dur / 1000;
    result.cpuMs += task.tdur / 1000;
    task.dur = Math.max(1, Math.round(task.dur * ratio));
    // Everything that began inside the task, moved toward its start and shrunk alike.
    while (at < onMain.length && onMain[at]!.ts < end) {
      const inner = onMain[at]!;
      at += 1;
      inner.ts = Math.round(start + (inner.ts - start) * ratio);
      if (inner.dur !== undefined) inner.dur = Math.max(0, Math.round(inner.dur * ratio));
    }
  }
  return result;
}
