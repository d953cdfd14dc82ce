import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';

/** What one write did to one kind of row: a re-write of the same data reports only `unchanged`. */
export interface KindSummary {
  inserted: number;
  updated: number;
  unchanged: number;
}

export const noChanges = (): KindSummary => ({ inserted: 0, updated: 0, unchanged: 0 });

export interface UpsertColumn {
  name: string;
  /** The SQL type the JSON value is read as. */
  type: string;
  /** The value written on insert, over the input record `r` (default: `r.<name>`). */
  value?: string;
  /** The value an existing row takes (default: `excluded.<name>`); compared with the row's own. */
  update?: string;
  /** Set on insert and left alone afterwards. */
  insertOnly?: boolean;
}

export interface UpsertSpec {
  table: string;
  key: string[];
  columns: UpsertColumn[];
  /** Joins after `jsonb_to_recordset(...) as r` that the values read (a team's league for its sport). */
  from?: string;
  /** Columns set to `$now` whenever a row is written or changed. */
  touch?: string[];
}

/**
 * Inserts or updates every row in one statement: the rows travel as one JSON parameter and are
 * read back with `jsonb_to_recordset`, so thousands of rows cost one round trip. An existing row
 * is only updated when a value differs (IS DISTINCT FROM), which is what makes a re-write report
 * zero updates and leave `updated_at` alone.
 */
export async function upsertRows(
  tx: Database,
  spec: UpsertSpec,
  rows: readonly object[],
  now: Date,
): Promise<KindSummary> {
  const summary = noChanges();
  // In chunks, so one statement's JSON stays a few megabytes at most.
  for (let start = 0; start < rows.length; start += CHUNK) {
    const part = await upsertChunk(tx, spec, rows.slice(start, start + CHUNK), now);
    summary.inserted += part.summary.inserted;
    summary.updated += part.summary.updated;
    summary.unchanged += part.summary.unchanged;
  }
  return summary;
}

const CHUNK = 5000;

/** One statement's upsert; `changed` holds the keys of the rows inserted or updated. */
export async function upsertChunk(
  tx: Database,
  spec: UpsertSpec,
  rows: readonly object[],
  now: Date,
): Promise<{ summary: KindSummary; changed: Record<string, string>[] }> {
  if (rows.length === 0) return { summary: noChanges(), changed: [] };
  const record = spec.columns.map((column) => `${column.name} ${column.type}`).join(', ');
  const names = [...spec.columns.map((column) => column.name), ...(spec.touch ?? [])];
  const values = [
    ...spec.columns.map((column) => column.value ?? `r.${column.name}`),
    ...(spec.touch ?? []).map(() => '$now'),
  ];
  const updatable = spec.columns.filter((column) => !spec.key.includes(column.name) && !column.insertOnly);
  const target = (column: UpsertColumn) => column.update ?? `excluded.${column.name}`;
  const set = [
    ...updatable.map((column) => `${column.name} = ${target(column)}`),
    ...(spec.touch ?? []).map((name) => `${name} = excluded.${name}`),
  ];
  const own = updatable.map((column) => `${spec.table}.${column.name}`).join(', ');
  const next = updatable.map(target).join(', ');
  const conflict =
    updatable.length === 0
      ? 'do nothing'
      : `do update set ${set.join(', ')} where row(${own}) is distinct from row(${next})`;
  const text = `insert into ${spec.table} (${names.join(', ')})
    select ${values.join(', ')} from jsonb_to_recordset($rows::jsonb) as r(${record}) ${spec.from ?? ''}
    on conflict (${spec.key.join(', ')}) ${conflict}
    returning (xmax = 0) as inserted, ${spec.key.map((key) => `${spec.table}.${key}::text as ${key}`).join(', ')}`;
  const query = fillSql(text, { rows: JSON.stringify(rows), now });
  const written = await selectRows<{ inserted: boolean } & Record<string, string>>(tx, query);
  const inserted = written.filter((row) => row.inserted).length;
  const updated = written.length - inserted;
  return {
    summary: { inserted, updated, unchanged: rows.length - written.length },
    changed: written.map(({ inserted: _, ...keys }) => keys),
  };
}

/** Turns statement text with `$rows` / `$now` placeholders into parameterised SQL. */
function fillSql(text: string, params: { rows: string; now: Date }): SQL {
  const parts = text.split(/(\$rows|\$now)/);
  const chunks: SQL[] = parts.map((part) => {
    if (part === '$rows') return sql`${params.rows}`;
    if (part === '$now') return sql`${params.now.toISOString()}::timestamptz`;
    return sql.raw(part);
  });
  return sql.join(chunks, sql.raw(''));
}

/** A text[] parameter (Drizzle spreads a JS array into a list, so it travels as one JSON value). */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}
