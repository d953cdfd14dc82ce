/**
 * What held the embedded database's single connection while a request waited for it, and how
 * long background work held it (both measured in the PGlite worker, pglite-worker.ts). The
 * metrics module reads them into /metrics; nothing here depends on how they are shown.
 */
export interface ConnectionObserver {
  /** A request's statement waited `seconds` for the connection, which `behind` held when it arrived. */
  waited(behind: string, seconds: number): void;
  /** Background work (`job`) held the connection for `seconds`: one statement, or a transaction. */
  held(job: string, seconds: number): void;
}

const observers = new Set<ConnectionObserver>();

export function observeConnection(observer: ConnectionObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function reportConnectionWait(behind: string, seconds: number): void {
  for (const observer of observers) observer.waited(behind, seconds);
}

export function reportConnectionHeld(job: string, seconds: number): void {
  for (const observer of observers) observer.held(job, seconds);
}
