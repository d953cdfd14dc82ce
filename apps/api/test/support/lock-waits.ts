import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';

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

/**
 * PostgreSQL's lock on the NOTIFY queue ("AccessExclusiveLock on object 0 of class 1262 of database
 * 0"): one for the whole cluster, taken for a moment by every commit that notifies, in any database.
 * Test files running beside each other on one cluster meet on it, so a report of it is no wait
 * between the statements a test races (the API notifies after its commits, on the bus's own
 * connection).
 */
export const NOTIFY_QUEUE_WAIT = / on object 0 of class 1262 of database 0 /;

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

/**
 * Statements of the test's database waiting for a lock now (pg_stat_activity: seen, not timed),
 * optionally only those whose text starts with `statement`. Waits for the NOTIFY queue's lock (wait
 * event `object`, which a commit that notifies takes for a moment) are left out: counting them let
 * a race test go on before the statement under test had reached the rows it holds.
 */
export async function lockWaiters(db: Database, statement?: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and wait_event <> 'object'
          and (${statement ?? null}::text is null or starts_with(query, ${statement ?? ''}))`,
  );
  return row?.n ?? 0;
}

/** Resolves once at least `count` statements wait for a lock (see `lockWaiters`). */
export async function untilLockWaiters(db: Database, count = 1, statement?: string): Promise<void> {
  while ((await lockWaiters(db, statement)) < count) await new Promise((resolve) => setTimeout(resolve, 5));
}
