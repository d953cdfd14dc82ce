import { createTextCache } from './text-cache.ts';
import type { LedgerWrite } from './write.ts';

/**
 * The ledger's write of a few transfers (a paid action's one or two) as rows of parameters: the
 * same statement as the JSON form in write.ts, for writes of up to `VALUES_WRITE_MAX_TRANSFERS`.
 *
 * Why not the JSON form: PostgreSQL keeps a named statement's generic plan, made without the
 * parameters' values, and sizes `jsonb_to_recordset` at 100 rows whatever it holds. For 100 keys
 * and 100 counters a hash join over the whole of `transfers` (for the keys that exist) and of
 * `ledger_accounts` (for the counters) is the cheaper plan while those tables are small, so a
 * transfer read every row of both; and the JSON is parsed four times. Rows of parameters have
 * their exact count in the text: the keys are looked up in the unique index, the counters by
 * primary key, at any table size.
 */
export const VALUES_WRITE_MAX_TRANSFERS = 8;

type Placeholder = () => string;

/** `($1::uuid, $2::text, ...)` rows of `types`, `count` of them, numbered by `next`. */
function rows(
  count: number,
  types: readonly string[],
  next: Placeholder,
  extra = (_row: number) => '',
): string {
  return Array.from(
    { length: count },
    (_, row) => `(${types.map((type) => `${next()}::${type}`).join(', ')}${extra(row)})`,
  ).join(', ');
}

/** Texts kept: a paid action or a settlement writes in a handful of shapes. */
export const VALUES_TEXTS_KEPT = 64;
const texts = createTextCache<string>(VALUES_TEXTS_KEPT);

/** How many texts are kept now (never more than VALUES_TEXTS_KEPT). */
export const valuesTextsKept = () => texts.size;

type Shape = { transfers: number; entries: number; counters: number; deltas: number };

/** The statement for this shape, its parameters numbered after `offset` (see `valuesParams`). */
export function valuesText(offset: number, shape: Shape): string {
  const key = `${offset}:${shape.transfers}:${shape.entries}:${shape.counters}:${shape.deltas}`;
  return texts.textOf(key, () => buildValuesText(offset, shape));
}

function buildValuesText(offset: number, shape: Shape): string {
  let n = offset;
  const next: Placeholder = () => {
    n += 1;
    return `$${n}`;
  };
  const createdAt = next();
  const keys: string[] = [];
  const transferRows = Array.from({ length: shape.transfers }, () => {
    const id = next();
    const transferKey = next();
    keys.push(transferKey);
    const rest = ['text', 'bigint', 'bigint', 'bigint', 'text', 'uuid', 'uuid', 'text', 'text', 'jsonb'];
    return `(${id}::uuid, ${transferKey}::text, ${rest.map((type) => `${next()}::${type}`).join(', ')})`;
  }).join(', ');
  const entryRows = rows(
    shape.entries,
    ['uuid', 'bigint', 'bigint', 'bigint', 'bigint', 'bigint'],
    next,
    (row) => `, ${row}`,
  );
  const counterRows = rows(shape.counters, ['bigint', 'bigint', 'bigint', 'bigint', 'bigint'], next);
  const deltaRows = rows(shape.deltas, ['bigint', 'bigint', 'bigint', 'bigint', 'bigint'], next);
  const all = `(select count(*) from inserted) = ${shape.transfers}`;
  const parts = [
    `existing as (select transfer_key from transfers where transfer_key in (${keys.map((k) => `${k}::text`).join(', ')}))`,
    `inserted as (
    insert into transfers (id, transfer_key, kind, debit_account_id, credit_account_id, amount_cents,
      status, pending_id, reverses_id, type, description, metadata, created_at)
    select t.*, ${createdAt}::timestamptz from (values ${transferRows}) as t
    where not exists (select 1 from existing)
    on conflict (transfer_key) do nothing
    returning id
  )`,
    `written_entries as (
    insert into entries (transfer_id, account_id, amount_cents, available_change_cents,
      balance_after_cents, available_after_cents, created_at)
    select e.transfer_id, e.account_id, e.amount, e.available_change, e.balance_after, e.available_after,
      ${createdAt}::timestamptz
    from (values ${entryRows}) as e(transfer_id, account_id, amount, available_change, balance_after,
      available_after, ord)
    where e.transfer_id in (select id from inserted)
    order by e.ord
    returning 1
  )`,
  ];
  if (shape.counters > 0) {
    parts.push(`counters as (
    update ledger_accounts a set
      debits_posted_cents = v.debits_posted, credits_posted_cents = v.credits_posted,
      debits_pending_cents = v.debits_pending, credits_pending_cents = v.credits_pending
    from (values ${counterRows}) as v(id, debits_posted, credits_posted, debits_pending, credits_pending)
    where a.id = v.id and ${all}
    returning 1
  )`);
  }
  if (shape.deltas > 0) {
    parts.push(`deltas as (
    insert into ledger_deltas (account_id, debits_posted_cents, credits_posted_cents, debits_pending_cents,
      credits_pending_cents)
    select d.* from (values ${deltaRows}) as d where ${all}
    returning 1
  )`);
  }
  return `${parts.join(',\n  ')}
  select (select count(*) from inserted)::int as written, (select count(*) from existing)::int as existing`;
}

/** The parameters of `valuesText` for this write, in its order. */
export function valuesParams(write: LedgerWrite): unknown[] {
  const params: unknown[] = [write.createdAt.toISOString()];
  for (const t of write.transfers) {
    params.push(
      t.id,
      t.transfer_key,
      t.kind,
      t.debit_account_id,
      t.credit_account_id,
      t.amount_cents,
      t.status,
      t.pending_id,
      t.reverses_id,
      t.type,
      t.description,
      JSON.stringify(t.metadata),
    );
  }
  for (const e of write.entries) {
    params.push(
      e.transfer_id,
      e.account_id,
      e.amount,
      e.available_change,
      e.balance_after,
      e.available_after,
    );
  }
  for (const c of write.counters) {
    params.push(c.id, c.debits_posted, c.credits_posted, c.debits_pending, c.credits_pending);
  }
  for (const [id, change] of write.deltas) {
    params.push(id, change.debitsPosted, change.creditsPosted, change.debitsPending, change.creditsPending);
  }
  return params;
}
