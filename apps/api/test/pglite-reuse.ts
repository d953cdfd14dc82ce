import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import { drizzleOverPglite } from '../src/platform/db/pglite.ts';
import { pgliteTemplate } from './database-templates.ts';

// Opening a PGlite database from the migrated dump costs about 1.8 s (0.9 s of CPU) a test file,
// most of the PGlite suite's time. A database a file has finished with is instead emptied back to
// the template (the rows of every table it changed deleted, its seed rows and sequences restored) and lent to the next
// file in the same worker, through a connection of its own that stops working when that file lets
// it go. It is used again only if the file left nothing else behind: the same schema, functions,
// triggers and session settings as the template; otherwise it is closed, as before.

type Client = PGlite;

interface Template {
  /** What must be as the template left it for a database to be lent again. */
  fingerprint: string;
  /** Answers the tables whose rows are not the template's (one statement). */
  changed: string;
  /** The template's rows of each table that has some. */
  rows: Map<string, string>;
  /** Sets every sequence as the template had it. */
  sequences: string[];
}

const FINGERPRINT = `select md5(string_agg(fact, E'\\n' order by fact)) as fingerprint from (
  select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text as fact
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all
  select 'column ' || c.oid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0 and not a.attisdropped
  union all
  select 'trigger ' || t.tgname || ' ' || t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
    from pg_trigger t where not t.tgisinternal
  union all
  select 'constraint ' || c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all
  select 'index ' || pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all
  select 'function ' || n.nspname || '.' || p.proname || ' ' || md5(p.prosrc) from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
  union all
  select 'setting ' || name || '=' || setting from pg_settings where source not in ('default', 'override')
  union all
  select 'migrations ' || count(*) from drizzle.__drizzle_migrations
) facts`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function fingerprintOf(client: Client): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]?.fingerprint ?? '';
}

/** The template's fingerprint, rows and sequences, read from a fresh copy. */
async function readTemplate(client: Client): Promise<Template> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select quote_ident(relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by relname`,
  );
  const rows = new Map<string, string>();
  const checks: string[] = [];
  for (const { name } of tables) {
    const { rows: found } = await client.query<{ rows: string | null }>(
      `select json_agg(t order by t)::text as rows from ${name} t`,
    );
    const json = found[0]?.rows;
    if (json) rows.set(name, json);
    checks.push(
      json
        ? `select ${literal(name)} as name where (select json_agg(t order by t)::text from ${name} t) is distinct from ${literal(json)}`
        : `select ${literal(name)} as name where exists (select from ${name})`,
    );
  }
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
       coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname = 'public'`,
  );
  return {
    fingerprint: await fingerprintOf(client),
    changed: checks.join('\nunion all '),
    rows,
    sequences: sequences.map(
      ({ name, value, called }) => `select setval(${literal(name)}, ${value}, ${called})`,
    ),
  };
}

/**
 * Empties the tables whose rows are not the template's (a file touches a few of 57), puts the
 * template's rows back in them, and sets every sequence as the template had it. Rows are deleted
 * with triggers off (foreign keys and the audit trail's append-only rule are triggers): a truncate
 * would cascade to every table that refers to one, and make new files for each.
 */
async function reset(client: Client, template: Template): Promise<void> {
  const { rows } = await client.query<{ name: string }>(template.changed);
  const changed = new Set(rows.map(({ name }) => name));
  await client.exec(
    [
      'select pg_advisory_unlock_all()',
      'set session_replication_role = replica',
      ...[...changed].map((name) => `delete from ${name}`),
      ...[...changed]
        .filter((name) => template.rows.has(name))
        .map(
          (name) =>
            `insert into ${name} select * from json_populate_recordset(null::${name}, ${literal(template.rows.get(name) ?? '[]')})`,
        ),
      ...template.sequences,
      'reset session_replication_role',
    ].join(';\n'),
  );
}

const idle: { handle: DatabaseHandle; client: Client }[] = [];
const MAX_IDLE = 2;
let template: Promise<Template> | undefined;

/** A connection to `client` that refuses every use once revoked, as a closed database would. */
function lentClient(client: Client): { lent: Client; revoke(): void } {
  let revoked = false;
  const lent = new Proxy(client, {
    get(target, key) {
      if (revoked) {
        throw Object.assign(new Error('PGlite test database: returned by its test file'), { code: '08006' });
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { lent, revoke: () => (revoked = true) };
}

async function takeBack(kept: { handle: DatabaseHandle; client: Client }): Promise<void> {
  const facts = await template;
  let clean = false;
  try {
    if (facts && idle.length < MAX_IDLE) {
      await reset(kept.client, facts);
      clean = (await fingerprintOf(kept.client)) === facts.fingerprint;
    }
  } catch {
    clean = false;
  }
  if (clean) idle.push(kept);
  else await kept.handle.close();
}

/** A migrated PGlite database as the template left it: a used one emptied again, or a new copy. */
export async function lendPgliteDatabase(): Promise<DatabaseHandle> {
  let kept = idle.pop();
  if (!kept) {
    const handle = await openDatabase({
      pgliteDataDir: 'memory://',
      pgliteLoadDataDir: await pgliteTemplate('migrated'),
    });
    const client = (handle.db as unknown as { $client: Client }).$client;
    template ??= readTemplate(client);
    await template;
    kept = { handle, client };
  }
  const { lent, revoke } = lentClient(kept.client);
  const owned = kept;
  let returned: Promise<void> | undefined;
  return {
    driver: 'pglite',
    db: drizzleOverPglite(lent) as unknown as DatabaseHandle['db'],
    migrate: () => owned.handle.migrate(),
    close() {
      returned ??= (async () => {
        revoke();
        await takeBack(owned);
      })();
      return returned;
    },
  };
}
