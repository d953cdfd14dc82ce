import { AsyncLocalStorage } from 'node:async_hooks';
import { backgroundJob } from '../../src/platform/db/background.ts';
import { backgroundStatementLogger } from '../../src/platform/db/statements.ts';

const TRANSACTION_CONTROL =
  /^\s*(begin|commit|rollback|savepoint|release savepoint|rollback to savepoint)\b/i;

const current = new AsyncLocalStorage<string[]>();
let installed = false;

/**
 * Both drivers tell Drizzle's logger (`backgroundStatementLogger`) every statement sent through
 * Drizzle or `runPrepared`; this wraps it once so that the statements of the work inside
 * `statementsOf` are collected, by async context (background jobs and other requests are not).
 * Transaction control is left out (the drivers send it differently); the bus's NOTIFY, sent on
 * its own connection and batched across requests, is not seen here.
 */
function install() {
  if (installed) return;
  installed = true;
  const original = backgroundStatementLogger.logQuery;
  backgroundStatementLogger.logQuery = function logQuery(query: string) {
    const log = current.getStore();
    if (log && backgroundJob() === undefined && !TRANSACTION_CONTROL.test(query)) {
      log.push(query.trim());
    }
    original.call(this, query);
  };
}

/** Runs `work` (an injected request, say) and answers its result with the statements it sent. */
export async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  install();
  const statements: string[] = [];
  const result = await current.run(statements, work);
  return { result, statements };
}
