import type { Database } from '../../../platform/db/database.ts';
import { runText, takeDeferredWrites } from '../../../platform/db/deferred-writes.ts';
import type { CounterChange, EntryRowWrite } from './postings.ts';
import { createTextCache } from './text-cache.ts';
import { VALUES_WRITE_MAX_TRANSFERS, valuesParams, valuesText } from './write-values.ts';

/** A transfer row as the writer inserts it. */
export interface TransferRowWrite {
  id: string;
  transfer_key: string;
  kind: string;
  debit_account_id: number;
  credit_account_id: number;
  amount_cents: number;
  status: string;
  pending_id: string | null;
  reverses_id: string | null;
  type: string | null;
  description: string;
  metadata: Record<string, unknown>;
}

/** A locked account's counters after the movements (written as they are: this transaction holds its row). */
export interface CountersWrite {
  id: number;
  debits_posted: number;
  credits_posted: number;
  debits_pending: number;
  credits_pending: number;
}

export interface LedgerWrite {
  transfers: readonly TransferRowWrite[];
  entries: readonly EntryRowWrite[];
  counters: readonly CountersWrite[];
  /** Per account posted by delta: the sum of its changes. */
  deltas: ReadonlyMap<number, CounterChange>;
  createdAt: Date;
}

export interface WriteOutcome {
  /** How many of the transfers were written: all of them, or none. */
  written: number;
  /** How many of their keys already had a transfer (then nothing was written). */
  existing: number;
}

/**
 * The ledger's part of its one statement, its parameters numbered after the `offset` of the
 * deferred writes before it: transfers, created at, entries, counters, how many transfers, deltas.
 * Plain text made once per offset: building it through Drizzle on every write was a tenth of a
 * paid action's CPU.
 */
const ledgerTexts = createTextCache<number>(16);
function ledgerText(offset: number): string {
  return ledgerTexts.textOf(offset, () => buildLedgerText(offset));
}

function buildLedgerText(offset: number): string {
  const [transfers, createdAt, entries, counters, all, deltas] = [1, 2, 3, 4, 5, 6].map(
    (n) => `$${offset + n}`,
  );
  const text = `wanted as (
    select * from jsonb_to_recordset(${transfers}::jsonb) as t(id uuid,
      transfer_key text, kind text, debit_account_id bigint, credit_account_id bigint, amount_cents bigint,
      status text, pending_id uuid, reverses_id uuid, type text, description text, metadata jsonb)
  ),
  existing as (select x.transfer_key from transfers x join wanted w on w.transfer_key = x.transfer_key),
  inserted as (
    insert into transfers (id, transfer_key, kind, debit_account_id, credit_account_id, amount_cents,
      status, pending_id, reverses_id, type, description, metadata, created_at)
    select w.id, w.transfer_key, w.kind, w.debit_account_id, w.credit_account_id, w.amount_cents, w.status,
      w.pending_id, w.reverses_id, w.type, w.description, w.metadata, ${createdAt}::timestamptz
    from wanted w where not exists (select 1 from existing)
    on conflict (transfer_key) do nothing
    returning id
  ),
  written_entries as (
    insert into entries (transfer_id, account_id, amount_cents, available_change_cents,
      balance_after_cents, available_after_cents, created_at)
    select e.transfer_id, e.account_id, e.amount, e.available_change, e.balance_after, e.available_after,
      ${createdAt}::timestamptz
    from jsonb_to_recordset(${entries}::jsonb) as e(ord int, transfer_id uuid,
      account_id bigint, amount bigint, available_change bigint, balance_after bigint, available_after bigint)
    where e.transfer_id in (select id from inserted)
    order by e.ord
    returning 1
  ),
  counters as (
    update ledger_accounts a set
      debits_posted_cents = v.debits_posted, credits_posted_cents = v.credits_posted,
      debits_pending_cents = v.debits_pending, credits_pending_cents = v.credits_pending
    from jsonb_to_recordset(${counters}::jsonb) as v(id bigint, debits_posted bigint,
      credits_posted bigint, debits_pending bigint, credits_pending bigint)
    where a.id = v.id and (select count(*) from inserted) = ${all}::int
    returning 1
  ),
  deltas as (
    insert into ledger_deltas (account_id, debits_posted_cents, credits_posted_cents, debits_pending_cents,
      credits_pending_cents)
    select d.id, d.debits_posted, d.credits_posted, d.debits_pending, d.credits_pending
    from jsonb_to_recordset(${deltas}::jsonb) as d(id bigint, debits_posted bigint,
      credits_posted bigint, debits_pending bigint, credits_pending bigint)
    where (select count(*) from inserted) = ${all}::int
    returning 1
  )
  select (select count(*) from inserted)::int as written, (select count(*) from existing)::int as existing,
    (select count(*) from counters)::int as counters, (select count(*) from deltas)::int as deltas`;
  return text;
}

/**
 * Writes the transfers, their entries, the locked accounts' counters and the deltas of the others
 * in one statement, together with the transaction's deferred writes. All or nothing: when any key
 * already has a transfer (a retry), nothing of the ledger's is written and the caller answers with
 * what exists. Counters and deltas go in only when every transfer did, so a key a concurrent
 * transaction wrote meanwhile (which the caller turns into a rollback) cannot move a balance.
 */
export async function writeLedger(tx: Database, write: LedgerWrite): Promise<WriteOutcome> {
  const deferred = takeDeferredWrites(tx);
  const compiled = deferred.compiled();
  const offset = compiled.params.length;
  const [ledger, ledgerParams] =
    write.transfers.length <= VALUES_WRITE_MAX_TRANSFERS
      ? [
          valuesText(offset, {
            transfers: write.transfers.length,
            entries: write.entries.length,
            counters: write.counters.length,
            deltas: write.deltas.size,
          }),
          valuesParams(write),
        ]
      : [ledgerText(offset), jsonParams(write)];
  const text = `with ${compiled.ctes ? `${compiled.ctes}, ` : ''}${ledger}${
    compiled.counts ? `, ${compiled.counts}` : ''
  }`;
  const [row] = await runText<Record<string, unknown>>(tx, text, [...compiled.params, ...ledgerParams]);
  deferred.verify(row);
  return { written: Number(row?.written ?? 0), existing: Number(row?.existing ?? 0) };
}

/** The parameters of `ledgerText`: transfers, created at, entries, counters, how many transfers, deltas. */
function jsonParams(write: LedgerWrite): unknown[] {
  const deltas = [...write.deltas].map(([id, change]) => ({
    id,
    debits_posted: change.debitsPosted,
    credits_posted: change.creditsPosted,
    debits_pending: change.debitsPending,
    credits_pending: change.creditsPending,
  }));
  return [
    JSON.stringify(write.transfers),
    write.createdAt.toISOString(),
    JSON.stringify(write.entries),
    JSON.stringify(write.counters),
    write.transfers.length,
    JSON.stringify(deltas),
  ];
}
