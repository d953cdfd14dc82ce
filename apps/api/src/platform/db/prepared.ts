import { DrizzleQueryError, entityKind } from 'drizzle-orm';
import type { Database } from './database.ts';

/** What a `pg` pool or client answers a query with. */
interface PgQueryable {
  query(config: PgQueryConfig, values: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgQueryConfig {
  name: string;
  text: string;
  types: typeof driverTypes;
}

/** Drizzle's node-postgres session, as far as this file reads it (its client and its logger). */
interface NodePgSessionLike {
  client: PgQueryable;
  logger: { logQuery(query: string, params: unknown[]): void };
}

// Drizzle's node-postgres driver answers these types as the text PostgreSQL sent (timestamps,
// dates, intervals and their arrays): rows read here are the same as through Drizzle.
const AS_SENT = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asSent = (value: string) => value;
let pgTypes: { getTypeParser(oid: number, format?: string): unknown } | undefined;
const driverTypes = {
  getTypeParser(oid: number, format?: string): unknown {
    return AS_SENT.has(oid) ? asSent : pgTypes?.getTypeParser(oid, format);
  },
};

// One query config per statement name (a name always goes with the same text); bounded, as
// deferred writes make many shapes.
const configs = new Map<string, PgQueryConfig>();
const CONFIGS_REMEMBERED = 1_000;

function nodePgSession(db: Database): NodePgSessionLike | undefined {
  const session = db._.session as unknown as { constructor: { [entityKind]?: string } };
  return session.constructor[entityKind] === 'NodePgSession'
    ? (session as unknown as NodePgSessionLike)
    : undefined;
}

/** Loads `pg`'s type parsers once the first statement runs on PostgreSQL (PGlite never loads `pg`). */
async function loadPgTypes() {
  if (!pgTypes) pgTypes = (await import('pg')).default.types;
}

/**
 * Runs SQL text as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call. Each name must always go with the same text; values travel as $n
 * parameters. This is the one place that uses Drizzle's session (`db._.session`), which is not
 * documented API: Drizzle's public `.prepare(name)` rebuilds the query on every call inside a
 * transaction, and on the ledger's hot path that cost a third of its throughput (ADR 0016).
 *
 * On PostgreSQL the statement goes straight to the session's `pg` client with a config made once
 * per name (Drizzle's prepared query builds two configs, their type parsers and three tracing
 * spans per call): logged to the session's logger and failing with Drizzle's error, as through
 * Drizzle.
 */
export async function runPrepared<Row>(db: Database, name: string, text: string, params: unknown[]) {
  const session = nodePgSession(db);
  if (session) {
    if (!pgTypes) await loadPgTypes();
    let config = configs.get(name);
    if (config === undefined || config.text !== text) {
      if (configs.size >= CONFIGS_REMEMBERED) configs.clear();
      config = { name, text, types: driverTypes };
      configs.set(name, config);
    }
    session.logger.logQuery(text, params);
    try {
      return (await session.client.query(config, params)).rows as Row[];
    } catch (error) {
      throw new DrizzleQueryError(text, params, error as Error);
    }
  }
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return ((await prepared.execute()) as { rows: Row[] }).rows;
}
