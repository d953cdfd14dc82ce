/**
 * Statements kept prepared on the PGlite thread's one connection (pglite-worker.ts). PGlite's own
 * `query` sends every statement unnamed, in five calls into the WASM (parse, describe the
 * statement for its parameter types, bind, describe, execute) and PostgreSQL parses and plans it
 * each time: for the background work's small statements (the queue's claims and records, the
 * line maker's and the simulator's reads and writes) that was most of their cost. A statement met
 * a second time is prepared under a name with its parameter types, once; from then on a call is
 * one bind, describe and execute, and PostgreSQL plans it once (its plan cache then keeps a
 * generic plan where that is no worse). Results and errors are PGlite's own: the same parsers, the
 * same DatabaseError with its SQLSTATE and constraint. Kept per text, at most PREPARED_KEPT, the
 * least recently used closed past that.
 *
 * Inside transactions too: there a prepared statement that a schema change made stale (its result
 * type moved: "cached plan must not change result type") would fail the whole transaction, not
 * only itself, so no statement is let go stale. Only a schema change makes one so, and every
 * statement on the connection passes here: any statement that is not plain reads, writes or
 * transaction control (`create`, `alter`, `drop`, `set`, a `do` block, ...: `mayChangeSchema`)
 * forgets every prepared statement before it runs, and again when the transaction it ran in ends
 * (a rollback takes the change back). The app changes its schema only in its migrations, at start.
 */
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared (each holds its plan in the WASM heap); the least recently used is closed past this. */
export const PREPARED_KEPT = 128;
/** Longer texts (many rows' placeholders, which change with the rows) are never prepared. */
const PREPARED_TEXT_MAX = 16_000;
/** Texts met once, remembered to be prepared on the next meeting (forgotten all at once past this). */
const MET_ONCE_KEPT = 4_096;

interface Prepared {
  name: string;
  /** The parameter types PostgreSQL gave the statement (each value is serialized for its type, as PGlite does). */
  types: number[];
}

/** What PGlite keeps out of its typed API and this file uses: its lock, parsers and serializers. */
interface PgliteInternals {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  parsers: Parameters<typeof parse.parseResults>[1];
  serializers: Record<number, (value: unknown) => string>;
  syncToFs(): Promise<void>;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The first word of each statement that cannot change what a prepared statement answers (plain
 * reads and writes, transaction control, locks, notifications). Anything else may (`create`,
 * `alter`, `drop`, `set search_path`, `discard`, a `do` block or a `call` that runs DDL).
 */
const PLAIN =
  /^(select|insert|update|delete|with|values|table|begin|start|commit|end|rollback|savepoint|release|lock|listen|unlisten|notify|show|explain)\b/i;

/** Leading blanks and comments, before a statement's first word. */
const LEADING = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;

/**
 * Whether a text may change the schema: one that has a statement not starting with a PLAIN word
 * (each `;` is taken as the start of another statement, so a `;` inside a string or comment of
 * plain statements only makes this say yes when it need not: that costs statements prepared again,
 * never a stale one).
 */
export function mayChangeSchema(text: string): boolean {
  return text.split(';').some((part) => {
    const statement = part.replace(LEADING, '');
    // Nothing after the last `;` (or between two) runs nothing.
    return statement !== '' && !PLAIN.test(statement);
  });
}

/** A prepared statement the connection no longer has, or whose result type a schema change moved: prepare it again. */
const isStale = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '26000' || (code === '0A000' && /cached plan/.test(String((error as Error).message)));
};

/** What the caller's open transaction offers here (PGlite's Transaction). */
interface OpenTransaction {
  readonly closed: boolean;
}

export function createPreparedQueries(db: PGlite) {
  const internals = db as unknown as PgliteInternals;
  // PGlite's internals are not its public API: an upgrade that moves them must fail at start, not on
  // the second meeting of some statement.
  for (const name of ['_runExclusiveQuery', '_runExclusiveTransaction', 'syncToFs'] as const)
    if (typeof internals[name] !== 'function')
      throw new Error(`PGlite no longer has ${name}: pglite-prepared.ts needs updating for this version`);
  if (!internals.parsers || !internals.serializers)
    throw new Error('PGlite no longer has its parsers and serializers: pglite-prepared.ts needs updating');
  const prepared = new Map<string, Prepared>();
  const metOnce = new Set<string>();
  /** Texts PostgreSQL would not prepare (several statements in one): always sent as PGlite does. */
  const unpreparable = new Set<string>();
  /** Names to close, sent ahead of the next statement prepared outside a transaction. */
  const closing: string[] = [];
  let nextName = 1;
  /** A statement that may change the schema ran in the transaction under way: forget again at its end. */
  let schemaChangedInTransaction = false;

  const keyOf = (text: string, options: QueryOptions) =>
    options.paramTypes && options.paramTypes.length > 0 ? `${options.paramTypes.join(',')}|${text}` : text;

  /** Every prepared statement forgotten (and closed with the next statement prepared outside a transaction). */
  function forgetAll() {
    for (const statement of prepared.values()) closing.push(statement.name);
    prepared.clear();
    metOnce.clear();
  }

  /**
   * Told of every statement text the connection is to run (here or through PGlite's own `query`
   * and `exec`), before it runs: one that may change the schema forgets every prepared statement.
   */
  function willRun(text: string, inTransaction: boolean) {
    if (!mayChangeSchema(text)) return;
    forgetAll();
    if (inTransaction) schemaChangedInTransaction = true;
  }

  /** Told when a transaction has ended (committed or rolled back). */
  function transactionEnded() {
    if (!schemaChangedInTransaction) return;
    schemaChangedInTransaction = false;
    forgetAll();
  }

  async function prepare(
    key: string,
    text: string,
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Prepared | null> {
    const name = `k${nextName++}`;
    try {
      const messages = await db.execProtocolStream(
        concat([
          // Not inside a transaction: if it has failed, a close would fail with it and the name stay open.
          ...(inTransaction ? [] : closing.splice(0)).map((closed) =>
            serialize.close({ type: 'S', name: closed }),
          ),
          serialize.parse({ name, text, types: options.paramTypes ?? [] }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const statement = { name, types: parse.parseDescribeStatementResults(messages) };
      prepared.set(key, statement);
      if (prepared.size > PREPARED_KEPT) {
        const [oldest] = prepared.keys();
        if (oldest !== undefined) {
          closing.push(prepared.get(oldest)?.name ?? '');
          prepared.delete(oldest);
        }
      }
      return statement;
    } catch (error) {
      // Inside a transaction, a failed parse has failed the transaction (as PGlite's own parse of it
      // would have): its error is the statement's.
      if (inTransaction) throw error;
      // Not preparable (or not valid: sent as before, the same error comes back the same way).
      unpreparable.add(key);
      return null;
    }
  }

  async function execute(
    statement: Prepared,
    params: readonly unknown[],
    options: QueryOptions,
  ): Promise<Results> {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = internals.serializers[statement.types[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await db.execProtocolStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, internals.parsers, options)[0] as Results;
  }

  /**
   * Runs one statement as PGlite's `query` would (inside `tx` when given, the caller's open
   * transaction, which holds the connection): prepared from its second meeting on.
   */
  async function query(
    text: string,
    params: readonly unknown[],
    options: QueryOptions,
    tx?: OpenTransaction & Pick<PGlite, 'query'>,
  ): Promise<Results> {
    const inTransaction = tx !== undefined;
    willRun(text, inTransaction);
    const key = keyOf(text, options);
    const slow = () => (tx ?? db).query<Record<string, unknown>>(text, [...params], options);
    if (text.length > PREPARED_TEXT_MAX || unpreparable.has(key)) return slow();
    // As PGlite's own transaction does: a statement after its end is an error, not a statement.
    if (tx?.closed) return slow();
    const known = prepared.get(key);
    if (!known && !metOnce.has(key)) {
      if (metOnce.size >= MET_ONCE_KEPT) metOnce.clear();
      metOnce.add(key);
      return slow();
    }
    if (known) {
      // The most recently used last: the first is the one closed when too many are kept.
      prepared.delete(key);
      prepared.set(key, known);
    }
    const run = () =>
      internals._runExclusiveQuery(async () => {
        metOnce.delete(key);
        let statement = prepared.get(key);
        try {
          statement ??= (await prepare(key, text, options, inTransaction)) ?? undefined;
          if (!statement) return null;
          const results = await execute(statement, params, options);
          // As PGlite does: the files are written at the end of a statement outside a transaction.
          if (!inTransaction) await internals.syncToFs();
          return results;
        } catch (error) {
          if (statement && isStale(error)) {
            // A schema change moved its result type (or the statement is gone): prepared again next
            // time. Outside a transaction it is sent as before now; inside one, that cannot be (the
            // transaction has failed) and this is not meant to happen (willRun forgets first).
            prepared.delete(key);
            closing.push(statement.name);
            if (!inTransaction) return null;
          }
          // As PGlite's own query reports it: the statement and its values with the error.
          Object.assign(error as object, { query: text, params: [...params] });
          throw error;
        }
      });
    // Outside a transaction, as PGlite's own query does: wait for any transaction under way to end,
    // then the connection. Inside one, the transaction holds it already.
    const outcome = inTransaction ? await run() : await internals._runExclusiveTransaction(run);
    return outcome ?? slow();
  }

  return { query, willRun, transactionEnded };
}
