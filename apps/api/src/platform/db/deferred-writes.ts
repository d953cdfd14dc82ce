import { createHash } from 'node:crypto';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { runPrepared } from './prepared.ts';

/**
 * Writes a transaction makes and never reads back (a paid action's domain rows, its stored answer)
 * wait here and travel as data-modifying CTEs with the transaction's next statement that takes them
 * (the ledger's write), or in one statement just before commit: one round trip instead of one each.
 * Each may check how many rows it touched; a failed check throws, so the transaction rolls back.
 */
interface DeferredWrite {
  statement: SQL;
  check?: ((rows: number) => void) | undefined;
}

const pending = new WeakMap<Database, DeferredWrite[]>();
const dialect = new PgDialect();

/** Lets `tx` (a transaction opened by `inTransaction`, which flushes before commit) take deferred writes. */
export function acceptDeferredWrites(tx: Database): void {
  pending.set(tx, []);
}

/**
 * Queues `write` (an INSERT, UPDATE or DELETE; with a RETURNING clause when `check` counts rows) on
 * the transaction `tx`. Only for rows nothing later in the transaction reads: they are written
 * with the next statement that takes deferred writes, or at commit at the latest. On a transaction
 * that does not take deferred writes (or outside one), the write runs at once.
 */
export async function deferWrite(
  tx: Database,
  write: SQLWrapper,
  check?: (rows: number) => void,
): Promise<void> {
  const queue = pending.get(tx);
  if (queue) {
    queue.push({ statement: write.getSQL(), check });
    return;
  }
  if (!check) {
    await runShaped(tx, write.getSQL());
    return;
  }
  const rows = await runShaped(tx, sql`with w as (${write.getSQL()}) select count(*)::int as rows from w`);
  check(Number((rows[0] as { rows?: number } | undefined)?.rows ?? 0));
}

/** How many writes wait on `tx` now: a mark to drop back to (`dropDeferredSince`). */
export function deferredMark(tx: Database): number {
  return pending.get(tx)?.length ?? 0;
}

/**
 * Drops the writes deferred on `tx` since `mark`: a unit of a shared transaction that was refused
 * leaves nothing of its own to write, while the writes of the units before it stay.
 */
export function dropDeferredSince(tx: Database, mark: number): void {
  const queue = pending.get(tx);
  if (queue && queue.length > mark) queue.length = mark;
}

/** The deferred writes of `tx` as CTEs (`deferred_0 as (...)`), taken off the queue. */
export function takeDeferredWrites(tx: Database) {
  const queue = pending.get(tx) ?? [];
  if (queue.length > 0) pending.set(tx, []);
  const names = queue.map((_, index) => `deferred_${index}`);
  return {
    count: queue.length,
    /** `deferred_0 as (...), deferred_1 as (...)`, or nothing. */
    ctes: sql.join(
      queue.map((write, index) => sql`${sql.raw(names[index]!)} as (${write.statement})`),
      sql`, `,
    ),
    /** Select-list items `(select count(*) from deferred_0)::int as deferred_0, ...` of checked writes. */
    counts: sql.join(
      names
        .filter((_, index) => queue[index]!.check)
        .map((name) => sql.raw(`(select count(*) from ${name})::int as ${name}`)),
      sql`, `,
    ),
    checked: queue.some((write) => write.check),
    /**
     * The CTEs compiled once to text with $1..$n placeholders and their values, for a statement
     * whose own text is fixed and numbers its parameters after them (the ledger's write).
     */
    compiled(): { ctes: string; counts: string; params: unknown[] } {
      if (queue.length === 0) return { ctes: '', counts: '', params: [] };
      const query = dialect.sqlToQuery(
        sql.join(
          queue.map((write, index) => sql`${sql.raw(names[index]!)} as (${write.statement})`),
          sql`, `,
        ),
      );
      const counts = names
        .filter((_, index) => queue[index]!.check)
        .map((name) => `(select count(*) from ${name})::int as ${name}`)
        .join(', ');
      return { ctes: query.sql, counts, params: query.params };
    },
    /** Runs each write's check on the row counts the statement answered. */
    verify(row: Record<string, unknown> | undefined) {
      for (const [index, write] of queue.entries()) write.check?.(Number(row?.[names[index]!] ?? 0));
    },
  };
}

/**
 * Runs `statement` as a named prepared statement (its name made from its text, so each shape is
 * parsed and planned once per connection): statements whose text varies with the deferred writes
 * they carry still avoid re-planning.
 */
export async function runShaped<Row>(tx: Database, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  return runText<Row>(tx, query.sql, query.params);
}

// Names of the shapes met lately (a hash per statement cost more than a lookup); bounded, as
// deferred writes make many shapes.
const shapeNames = new Map<string, string>();
const SHAPES_REMEMBERED = 500;

/** Runs SQL text as a named prepared statement, named from its text (as `runShaped`). */
export async function runText<Row>(tx: Database, text: string, params: unknown[]): Promise<Row[]> {
  let name = shapeNames.get(text);
  if (name === undefined) {
    name = `k_${createHash('sha1').update(text).digest('base64url')}`;
    if (shapeNames.size >= SHAPES_REMEMBERED) shapeNames.clear();
    shapeNames.set(text, name);
  }
  return runPrepared<Row>(tx, name, text, params);
}

/** Sends whatever writes are still deferred on `tx`, in one statement (before commit). */
export async function flushDeferredWrites(tx: Database): Promise<void> {
  const deferred = takeDeferredWrites(tx);
  if (deferred.count === 0) return;
  const [row] = await runShaped<Record<string, unknown>>(
    tx,
    sql`with ${deferred.ctes} select ${deferred.checked ? deferred.counts : sql`1`}`,
  );
  deferred.verify(row);
}
