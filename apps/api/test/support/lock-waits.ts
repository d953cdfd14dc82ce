import pg from 'pg';

/**
 * PostgreSQL's own report of every lock wait longer than `deadlock_timeout`: with `log_lock_waits`
 * on and `client_min_messages = log`, the waiting backend sends "process N still waiting for <lock>
 * after <ms>" to its client, which `pg` emits as a notice. Recorded from every connection opened
 * after `recordLockWaits()` (every pooled connection of an app built afterwards).
 */
const waits: string[] = [];
let installed = false;

/** The database settings that make PostgreSQL report each lock wait over 1 ms (superuser only). */
export const REPORT_LOCK_WAITS = {
  log_lock_waits: 'on',
  deadlock_timeout: '1ms',
  client_min_messages: 'log',
} as const;

export function recordLockWaits(): { waits: () => string[]; clear: () => void } {
  if (!installed) {
    installed = true;
    const original = pg.Client.prototype.connect as (...args: unknown[]) => unknown;
    pg.Client.prototype.connect = function connect(this: pg.Client, ...args: unknown[]) {
      this.on('notice', (notice) => {
        if (/still waiting for/.test(notice.message ?? '')) waits.push(notice.message ?? '');
      });
      return original.apply(this, args);
    } as typeof pg.Client.prototype.connect;
  }
  return { waits: () => [...waits], clear: () => waits.splice(0) };
}
