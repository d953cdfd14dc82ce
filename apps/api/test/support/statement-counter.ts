import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/** The statements one piece of work sent to PostgreSQL, in order (their SQL text, first line). */
export type StatementLog = string[];

const current = new AsyncLocalStorage<StatementLog>();
let installed = false;

/**
 * Counts the top-level statements sent through `pg` (every pooled connection and the event bus's
 * LISTEN/NOTIFY connection) by whatever runs inside `counting`: a driver hook on `Client.query`,
 * scoped by async context so other work in the process (workers, timers) is not counted.
 */
function install() {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
    const log = current.getStore();
    if (log) {
      const [first] = args;
      const text =
        typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text ?? '');
      log.push(text.trim().split('\n')[0]!.slice(0, 160));
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** Runs `work` and answers its result with the statements it sent. */
export async function counting<T>(work: () => Promise<T>): Promise<{ result: T; statements: StatementLog }> {
  install();
  const statements: StatementLog = [];
  const result = await current.run(statements, work);
  return { result, statements };
}
