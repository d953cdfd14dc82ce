import type { Database } from './database.ts';

/**
 * Runs SQL text as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call. Each name must always go with the same text; values travel as $n
 * parameters. This is the one place that uses Drizzle's session (`db._.session`), which is not
 * documented API: Drizzle's public `.prepare(name)` rebuilds the query on every call inside a
 * transaction, and on the ledger's hot path that cost a third of its throughput (ADR 0016).
 */
export async function runPrepared<Row>(db: Database, name: string, text: string, params: unknown[]) {
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return ((await prepared.execute()) as { rows: Row[] }).rows;
}
