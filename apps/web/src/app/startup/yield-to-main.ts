/**
 * Ends the current task and resumes in a new one, so the browser may paint and answer input between
 * two steps of start-up instead of running them all in one long task (issue 25: a task over 50 ms
 * on a phone is blocking time). `scheduler.yield()` where the browser has it (its continuation runs
 * before other queued tasks), otherwise a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
