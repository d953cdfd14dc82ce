/**
 * Statements kept prepared on the PGlite thread's one connection (pglite-worker.ts). PGlite's own
 * `query` sends every statement unnamed, in five calls into the WASM (parse, describe the
 * statement for its parameter types, bind, describe, execute) and PostgreSQL parses and plans it
 * each time: for the background work's small statements (the queue's claims and records, the
 * line maker's and the simulator's reads) that was most of their cost. A statement met a second
 * time is prepared under a name with its parameter types, once; from then on a call is one bind,
 * describe and execute, and PostgreSQL plans it once (its plan cache then keeps a generic plan
 * where that is no worse). Results and errors are PGlite's own: the same parsers, the same
 * DatabaseError with its SQLSTATE and constraint. Kept per text, at most PREPARED_KEPT, the least
 * recently used closed past that.
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

/** A prepared statement the connection no longer has, or whose result type a schema change moved: prepare it again. */
const isStale = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '26000' || (code === '0A000' && /cached plan/.test(String((error as Error).message)));
};

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
  /** Names to close, sent ahead of the next statement. */
  const closing: string[] = [];
  let nextName = 1;

  const keyOf = (text: string, options: QueryOptions) =>
    options.paramTypes && options.paramTypes.length > 0 ? `${options.paramTypes.join(',')}|${text}` : text;

  async function prepare(key: string, text: string, options: QueryOptions): Promise<Prepared | null> {
    const name = `k${nextName++}`;
    try {
      const messages = await db.execProtocolStream(
        concat([
          ...closing.splice(0).map((closed) => serialize.close({ type: 'S', name: closed })),
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
    } catch {
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
   * Runs one statement outside any transaction as PGlite's `query` would: prepared from its second
   * meeting on. (Statements in a transaction go through PGlite's own query: there, a prepared
   * statement a schema change made stale would fail the whole transaction, not only itself.)
   */
  async function query(text: string, params: readonly unknown[], options: QueryOptions): Promise<Results> {
    const key = keyOf(text, options);
    const slow = () => db.query<Record<string, unknown>>(text, [...params], options);
    if (text.length > PREPARED_TEXT_MAX || unpreparable.has(key)) return slow();
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
    // As PGlite's own query does: wait for any transaction under way to end, then the connection.
    const outcome = await internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => {
        metOnce.delete(key);
        const statement = prepared.get(key) ?? (await prepare(key, text, options));
        if (!statement) return null;
        try {
          const results = await execute(statement, params, options);
          await internals.syncToFs();
          return results;
        } catch (error) {
          if (isStale(error)) {
            // A schema change moved its result type (or the statement is gone): sent as before, and prepared again next time.
            prepared.delete(key);
            closing.push(statement.name);
            return null;
          }
          // As PGlite's own query reports it: the statement and its values with the error.
          Object.assign(error as object, { query: text, params: [...params] });
          throw error;
        }
      }),
    );
    return outcome ?? slow();
  }

  return { query };
}
