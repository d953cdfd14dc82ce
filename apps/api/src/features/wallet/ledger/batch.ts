import { randomUUID } from 'node:crypto';
import {
  applyTransfer,
  availableBalance,
  CURRENCY,
  cents,
  type LedgerAccountName,
  type LedgerBalance,
  type LedgerBalances,
  postedBalance,
  type Transfer,
  validateTransfer,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import { runPrepared } from '../../../platform/db/prepared.ts';
import { LedgerError, rejectionError } from './errors.ts';
import type { LedgerRepo, LockedAccount, StoredTransfer } from './repo.ts';
import { defaultType, type Intent, sameMovement, type TransferRequest, userOf } from './requests.ts';

// Many single-phase transfers in one statement: the transfers, both entries of each, and every
// account's final counters. Counters are written only when every transfer was inserted.
const WRITE_TRANSFERS = `with inserted as (
    insert into transfers (id, transfer_key, kind, debit_account_id, credit_account_id, amount_cents,
      status, type, description, metadata, created_at)
    select t.id, t.transfer_key, t.kind, t.debit_account_id, t.credit_account_id, t.amount_cents,
      'posted', t.type, t.description, t.metadata, $4::timestamptz
    from jsonb_to_recordset($1::jsonb) as t(id uuid, transfer_key text, kind text, debit_account_id bigint,
      credit_account_id bigint, amount_cents bigint, type text, description text, metadata jsonb)
    on conflict (transfer_key) do nothing
    returning id
  ),
  written_entries as (
    insert into entries (transfer_id, account_id, amount_cents, available_change_cents,
      balance_after_cents, available_after_cents, created_at)
    select e.transfer_id, e.account_id, e.amount, e.available_change, e.balance_after, e.available_after,
      $4::timestamptz
    from jsonb_to_recordset($2::jsonb) as e(ord int, transfer_id uuid, account_id bigint, amount bigint,
      available_change bigint, balance_after bigint, available_after bigint)
    where e.transfer_id in (select id from inserted)
    order by e.ord
    returning 1
  ),
  counters as (
    update ledger_accounts a set
      debits_posted_cents = v.debits_posted, credits_posted_cents = v.credits_posted,
      debits_pending_cents = v.debits_pending, credits_pending_cents = v.credits_pending
    from jsonb_to_recordset($3::jsonb) as v(id bigint, debits_posted bigint, credits_posted bigint,
      debits_pending bigint, credits_pending bigint)
    where a.id = v.id and (select count(*) from inserted) = $5::int
    returning 1
  )
  select count(*)::int as written from inserted`;

export interface BatchContext {
  tx: Database;
  repo: LedgerRepo;
  now: () => Date;
  changedUsers: Set<string>;
  lock(names: readonly LedgerAccountName[]): Promise<Map<LedgerAccountName, LockedAccount>>;
}

function intentOf(request: TransferRequest): Intent {
  return {
    key: request.key,
    kind: request.kind,
    debit: request.debit,
    credit: request.credit,
    amountCents: cents(request.amountCents),
    status: 'posted',
    pendingId: null,
    reversesId: null,
    type: defaultType(request.kind, request.type),
    description: request.description,
    metadata: request.metadata ?? {},
  };
}

const transferOf = (intent: Intent): Transfer => ({
  id: intent.key,
  kind: intent.kind,
  debitAccount: intent.debit,
  creditAccount: intent.credit,
  amount: intent.amountCents,
  currency: CURRENCY,
});

/**
 * Posts many single-phase transfers with every check of `ledger.transfer`: each route is validated,
 * all the accounts are locked in one statement sorted by id, a repeated key answers with its first
 * transfer (another movement under it is a bug), and the movements are applied in order to the
 * locked balances so none may go negative. Any refusal refuses the whole batch, changing nothing.
 */
export async function transferBatch(
  context: BatchContext,
  requests: readonly TransferRequest[],
): Promise<StoredTransfer[]> {
  if (requests.length === 0) return [];
  const intents = requests.map(intentOf);
  const keys = new Set<string>();
  for (const intent of intents) {
    if (keys.has(intent.key)) {
      throw new LedgerError('transfer_key_reused', `Transfer key ${intent.key} appears twice in one batch.`);
    }
    keys.add(intent.key);
    const invalid = validateTransfer(transferOf(intent));
    if (invalid) throw rejectionError(invalid, `Transfer ${intent.key}`);
  }
  const locked = await context.lock(intents.flatMap((intent) => [intent.debit, intent.credit]));
  const existing = new Map(
    (await context.repo.findTransfersByKeys([...keys])).map((row) => [row.transferKey, row]),
  );
  const balances = new Map<LedgerAccountName, LedgerBalance>(
    [...locked].map(([name, account]) => [name, account.balance]),
  );
  const createdAt = context.now();
  const results: StoredTransfer[] = [];
  const transferRows: Record<string, unknown>[] = [];
  const entryRows: Record<string, unknown>[] = [];
  for (const [index, intent] of intents.entries()) {
    const stored = existing.get(intent.key);
    if (stored) {
      if (!sameMovement(stored, intent)) {
        throw new LedgerError(
          'transfer_key_reused',
          `Transfer key ${intent.key} was used for another movement.`,
        );
      }
      results.push(stored);
      continue;
    }
    // Core sees the two accounts it moves (a copy of every locked balance per transfer would be quadratic).
    const pair: LedgerBalances = {
      [intent.debit]: balances.get(intent.debit) as LedgerBalance,
      [intent.credit]: balances.get(intent.credit) as LedgerBalance,
    };
    const applied = applyTransfer(pair, transferOf(intent));
    if (!applied.ok) throw rejectionError(applied.rejection, `Transfer ${intent.key}`);
    const id = requests[index]?.id ?? randomUUID();
    const debit = locked.get(intent.debit)!;
    const credit = locked.get(intent.credit)!;
    for (const account of [debit, credit]) {
      const before = balances.get(account.name) as LedgerBalance;
      const after = applied.balances[account.name] as LedgerBalance;
      // Entries keep the batch's order, so each account's last entry carries its final balance.
      entryRows.push({
        ord: entryRows.length,
        transfer_id: id,
        account_id: account.id,
        amount: postedBalance(after) - postedBalance(before),
        available_change: availableBalance(after) - availableBalance(before),
        balance_after: postedBalance(after),
        available_after: availableBalance(after),
      });
    }
    balances.set(intent.debit, applied.balances[intent.debit] as LedgerBalance);
    balances.set(intent.credit, applied.balances[intent.credit] as LedgerBalance);
    transferRows.push({
      id,
      transfer_key: intent.key,
      kind: intent.kind,
      debit_account_id: debit.id,
      credit_account_id: credit.id,
      amount_cents: intent.amountCents,
      type: intent.type,
      description: intent.description,
      metadata: intent.metadata,
    });
    results.push({
      id,
      transferKey: intent.key,
      kind: intent.kind,
      debitAccount: intent.debit,
      creditAccount: intent.credit,
      amountCents: intent.amountCents,
      status: 'posted',
      pendingId: null,
      reversesId: null,
      type: intent.type,
      createdAt,
    });
  }
  if (transferRows.length === 0) return results;
  const counters = [...locked.values()].map((account) => {
    const after = balances.get(account.name) as LedgerBalance;
    return {
      id: account.id,
      debits_posted: after.debitsPosted,
      credits_posted: after.creditsPosted,
      debits_pending: after.debitsPending,
      credits_pending: after.creditsPending,
    };
  });
  const [row] = await runPrepared<{ written: number }>(
    context.tx,
    'ledger_write_transfers',
    WRITE_TRANSFERS,
    [
      JSON.stringify(transferRows),
      JSON.stringify(entryRows),
      JSON.stringify(counters),
      createdAt.toISOString(),
      transferRows.length,
    ],
  );
  // The keys were checked with the accounts locked, so only a bug (or a racing writer without locks) lands here.
  if (row?.written !== transferRows.length) {
    throw new LedgerError('write_lost', `A batch of ${transferRows.length} transfers was not written whole.`);
  }
  for (const intent of intents) {
    for (const name of [intent.debit, intent.credit]) {
      const user = userOf(name);
      if (user) context.changedUsers.add(user);
    }
  }
  return results;
}
