import {
  type Cents,
  LEDGER_ACCOUNTS,
  type LedgerAccountName,
  type LedgerBalance,
  parseLedgerAccountName,
  type TransactionType,
  type TransferKind,
} from '@kennel/core';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/database.ts';
import { ledgerAccounts, type TransferStatus, transfers } from '../../../platform/db/schema/wallet.ts';

export interface LockedAccount {
  id: number;
  name: LedgerAccountName;
  balance: LedgerBalance;
}

export interface StoredTransfer {
  id: string;
  transferKey: string;
  kind: TransferKind;
  debitAccount: LedgerAccountName;
  creditAccount: LedgerAccountName;
  amountCents: Cents;
  status: TransferStatus;
  pendingId: string | null;
  reversesId: string | null;
  type: TransactionType | null;
  createdAt: Date;
}

/** One side of a transfer as written: the account's counters after it and what changed. */
export interface EntryWrite {
  accountId: number;
  after: LedgerBalance;
  amountCents: number;
  availableChangeCents: number;
  balanceAfterCents: number;
  availableAfterCents: number;
}

export interface TransferWrite {
  id: string;
  transferKey: string;
  kind: TransferKind;
  debitAccountId: number;
  creditAccountId: number;
  amountCents: Cents;
  status: TransferStatus;
  pendingId: string | null;
  reversesId: string | null;
  type: TransactionType | null;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  entries: readonly EntryWrite[];
}

const placeholder = (name: keyof WriteParameters) => sql.placeholder(name);

type WriteParameters = Record<
  | 'id'
  | 'transferKey'
  | 'kind'
  | 'debitAccountId'
  | 'creditAccountId'
  | 'amountCents'
  | 'status'
  | 'pendingId'
  | 'reversesId'
  | 'type'
  | 'description'
  | 'metadata'
  | 'createdAt'
  | 'entryAccounts'
  | 'entryAmounts'
  | 'entryAvailableChanges'
  | 'entryBalancesAfter'
  | 'entryAvailablesAfter'
  | 'debitsPosted'
  | 'creditsPosted'
  | 'debitsPending'
  | 'creditsPending',
  unknown
>;

// The hot path's two statements run as named prepared statements (`.prepare(name)`): PostgreSQL
// parses and plans each once per connection instead of on every transfer. Each name always goes
// with the same SQL text, so the values travel as placeholders (arrays, whatever the number of accounts).

const LOCKED_COLUMNS = {
  id: ledgerAccounts.id,
  name: ledgerAccounts.name,
  kind: ledgerAccounts.kind,
  debitsPosted: ledgerAccounts.debitsPostedCents,
  creditsPosted: ledgerAccounts.creditsPostedCents,
  debitsPending: ledgerAccounts.debitsPendingCents,
  creditsPending: ledgerAccounts.creditsPendingCents,
};
const NAMED = sql`${ledgerAccounts.name} = any(${sql.placeholder('names')}::text[])`;

function lockAccountsQuery(db: Database) {
  return db
    .select(LOCKED_COLUMNS)
    .from(ledgerAccounts)
    .where(NAMED)
    .orderBy(ledgerAccounts.id)
    .for('update')
    .prepare('ledger_lock_accounts');
}

/** The transfer, its entries and the accounts' new counters, in one statement; no row when the key exists. */
const queries = new QueryBuilder();

const inserted = queries.$with('inserted', { id: sql<string>`id`.as('id') }).as(
  sql`insert into transfers (id, transfer_key, kind, debit_account_id, credit_account_id, amount_cents,
      status, pending_id, reverses_id, type, description, metadata, created_at)
    values (${placeholder('id')}::uuid, ${placeholder('transferKey')}, ${placeholder('kind')},
      ${placeholder('debitAccountId')}, ${placeholder('creditAccountId')}, ${placeholder('amountCents')},
      ${placeholder('status')}, ${placeholder('pendingId')}::uuid, ${placeholder('reversesId')}::uuid,
      ${placeholder('type')}, ${placeholder('description')}, ${placeholder('metadata')}::jsonb,
      ${placeholder('createdAt')}::timestamptz)
    on conflict (transfer_key) do nothing
    returning id`,
);
const writtenEntries = queries.$with('written_entries', { one: sql<number>`1`.as('one') }).as(
  sql`insert into entries (transfer_id, account_id, amount_cents, available_change_cents,
      balance_after_cents, available_after_cents, created_at)
    select inserted.id, v.account_id, v.amount, v.available_change, v.balance_after, v.available_after,
      ${placeholder('createdAt')}::timestamptz
    from inserted, unnest(${placeholder('entryAccounts')}::bigint[], ${placeholder('entryAmounts')}::bigint[],
      ${placeholder('entryAvailableChanges')}::bigint[], ${placeholder('entryBalancesAfter')}::bigint[],
      ${placeholder('entryAvailablesAfter')}::bigint[])
      as v(account_id, amount, available_change, balance_after, available_after)
    returning 1 as one`,
);
const counters = queries.$with('counters', { one: sql<number>`1`.as('one') }).as(
  sql`update ledger_accounts a set
      debits_posted_cents = v.debits_posted, credits_posted_cents = v.credits_posted,
      debits_pending_cents = v.debits_pending, credits_pending_cents = v.credits_pending
    from unnest(${placeholder('entryAccounts')}::bigint[], ${placeholder('debitsPosted')}::bigint[],
      ${placeholder('creditsPosted')}::bigint[], ${placeholder('debitsPending')}::bigint[],
      ${placeholder('creditsPending')}::bigint[])
      as v(id, debits_posted, credits_posted, debits_pending, credits_pending)
    where a.id = v.id and exists (select 1 from inserted)
    returning 1 as one`,
);
function writeTransferQuery(db: Database) {
  return db
    .with(inserted, writtenEntries, counters)
    .select({ id: inserted.id })
    .from(inserted)
    .prepare('ledger_write_transfer');
}

const debitAccount = alias(ledgerAccounts, 'd');
const creditAccount = alias(ledgerAccounts, 'c');

function selectTransfers(db: Database, where: SQL) {
  return db
    .select({
      id: transfers.id,
      transferKey: transfers.transferKey,
      kind: transfers.kind,
      debitAccount: debitAccount.name,
      creditAccount: creditAccount.name,
      amountCents: transfers.amountCents,
      status: transfers.status,
      pendingId: transfers.pendingId,
      reversesId: transfers.reversesId,
      type: transfers.type,
      createdAt: transfers.createdAt,
    })
    .from(transfers)
    .innerJoin(debitAccount, eq(debitAccount.id, transfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, transfers.creditAccountId))
    .where(where);
}

/** The ledger's rows. Only the wallet's ledger module calls this; nothing here decides anything. */
export function createLedgerRepo(db: Database) {
  return {
    /**
     * Locks the named accounts in ascending id order (pgledger), so two transactions touching the
     * same accounts always queue instead of deadlocking. Missing accounts are simply absent.
     */
    async lockAccounts(names: readonly LedgerAccountName[]): Promise<LockedAccount[]> {
      const rows = await lockAccountsQuery(db).execute({ names });
      return rows.map(({ id, name, ...balance }) => ({ id, name, balance }));
    },

    /** Opens accounts on first use; a concurrent opener wins harmlessly. */
    async openAccounts(names: readonly LedgerAccountName[]): Promise<void> {
      const values = names.map((name) => {
        const parsed = parseLedgerAccountName(name);
        if (!parsed) throw new RangeError(`Not a ledger account name: ${name}`);
        const info = LEDGER_ACCOUNTS[parsed.kind];
        const userId = info.owner === 'user' ? parsed.ownerKey : null;
        return sql`(${name}, ${parsed.kind}, ${info.code}, ${userId}::uuid, ${parsed.ownerKey}, ${info.flags.debitsMustNotExceedCredits})`;
      });
      await db.execute(
        sql`insert into ledger_accounts (name, kind, code, user_id, owner_key, debits_must_not_exceed_credits)
            values ${sql.join(values, sql`, `)} on conflict (name) do nothing`,
      );
    },

    async findTransferByKey(transferKey: string): Promise<StoredTransfer | undefined> {
      const [row] = await selectTransfers(db, eq(transfers.transferKey, transferKey)).limit(1);
      return row;
    },

    async findTransfer(id: string): Promise<StoredTransfer | undefined> {
      const [row] = await selectTransfers(db, eq(transfers.id, id)).limit(1);
      return row;
    },

    /** The transfer that corrected this one, if any. */
    async findReversal(transferId: string): Promise<StoredTransfer | undefined> {
      const [row] = await selectTransfers(db, eq(transfers.reversesId, transferId)).limit(1);
      return row;
    },

    /** The post or void that answered a pending transfer, if any. */
    async findResolution(pendingId: string): Promise<StoredTransfer | undefined> {
      const [row] = await selectTransfers(db, eq(transfers.pendingId, pendingId)).limit(1);
      return row;
    },

    /**
     * Writes the transfer, its entries and the accounts' new counters in one statement. Returns
     * false, changing nothing, when a transfer with the same key already exists.
     */
    async writeTransfer(write: TransferWrite): Promise<boolean> {
      const column = (pick: (entry: EntryWrite) => number) => write.entries.map(pick);
      const rows = await writeTransferQuery(db).execute({
        id: write.id,
        transferKey: write.transferKey,
        kind: write.kind,
        debitAccountId: write.debitAccountId,
        creditAccountId: write.creditAccountId,
        amountCents: write.amountCents,
        status: write.status,
        pendingId: write.pendingId,
        reversesId: write.reversesId,
        type: write.type,
        description: write.description,
        metadata: JSON.stringify(write.metadata),
        createdAt: write.createdAt.toISOString(),
        entryAccounts: column((entry) => entry.accountId),
        entryAmounts: column((entry) => entry.amountCents),
        entryAvailableChanges: column((entry) => entry.availableChangeCents),
        entryBalancesAfter: column((entry) => entry.balanceAfterCents),
        entryAvailablesAfter: column((entry) => entry.availableAfterCents),
        debitsPosted: column((entry) => entry.after.debitsPosted),
        creditsPosted: column((entry) => entry.after.creditsPosted),
        debitsPending: column((entry) => entry.after.debitsPending),
        creditsPending: column((entry) => entry.after.creditsPending),
      } satisfies WriteParameters);
      return rows.length === 1;
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
