import {
  type Cents,
  LEDGER_ACCOUNTS,
  type LedgerAccountName,
  type LedgerBalance,
  parseLedgerAccountName,
  type TransactionType,
  type TransferKind,
} from '@kennel/core';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/database.ts';
import { runPrepared } from '../../../platform/db/prepared.ts';
import { centsFromDriver } from '../../../platform/db/schema/columns.ts';
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

// The hot path's two statements run as named prepared statements (platform/db/prepared.ts).

const LOCK_ACCOUNTS = `select id, name, debits_posted_cents, credits_posted_cents, debits_pending_cents,
    credits_pending_cents
  from ledger_accounts where name = any($1::text[]) order by id for update`;

interface LockedRow {
  id: string | number;
  name: LedgerAccountName;
  debits_posted_cents: string | number;
  credits_posted_cents: string | number;
  debits_pending_cents: string | number;
  credits_pending_cents: string | number;
}

// Read as the cents column reads, so the counters are checked `Cents` like any other row's.
const readCents = centsFromDriver;

function lockedAccount(row: LockedRow): LockedAccount {
  const parsed = parseLedgerAccountName(row.name);
  if (!parsed) throw new RangeError(`Not a ledger account name: ${row.name}`);
  return {
    id: Number(row.id),
    name: row.name,
    balance: {
      kind: parsed.kind,
      debitsPosted: readCents(row.debits_posted_cents),
      creditsPosted: readCents(row.credits_posted_cents),
      debitsPending: readCents(row.debits_pending_cents),
      creditsPending: readCents(row.credits_pending_cents),
    },
  };
}

const WRITE_TRANSFER = `with inserted as (
    insert into transfers (id, transfer_key, kind, debit_account_id, credit_account_id, amount_cents,
      status, pending_id, reverses_id, type, description, metadata, created_at)
    values ($1::uuid, $2, $3, $4, $5, $6, $7, $8::uuid, $9::uuid, $10, $11, $12::jsonb, $13::timestamptz)
    on conflict (transfer_key) do nothing
    returning id
  ),
  written_entries as (
    insert into entries (transfer_id, account_id, amount_cents, available_change_cents,
      balance_after_cents, available_after_cents, created_at)
    select inserted.id, v.account_id, v.amount, v.available_change, v.balance_after, v.available_after,
      $13::timestamptz
    from inserted, unnest($14::bigint[], $15::bigint[], $16::bigint[], $17::bigint[], $18::bigint[])
      as v(account_id, amount, available_change, balance_after, available_after)
    returning 1
  ),
  counters as (
    update ledger_accounts a set
      debits_posted_cents = v.debits_posted, credits_posted_cents = v.credits_posted,
      debits_pending_cents = v.debits_pending, credits_pending_cents = v.credits_pending
    from unnest($14::bigint[], $19::bigint[], $20::bigint[], $21::bigint[], $22::bigint[])
      as v(id, debits_posted, credits_posted, debits_pending, credits_pending)
    where a.id = v.id and exists (select 1 from inserted)
    returning 1
  )
  select id from inserted`;

const FIND_KEYS = 'select transfer_key from transfers where transfer_key = any($1::text[])';

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
      const rows = await runPrepared<LockedRow>(db, 'ledger_lock_accounts', LOCK_ACCOUNTS, [names]);
      return rows.map(lockedAccount);
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

    async findTransfersByKeys(transferKeys: readonly string[]): Promise<StoredTransfer[]> {
      if (transferKeys.length === 0) return [];
      // Usually none exists: a cheap probe first, the full rows only for the keys found.
      const found = await runPrepared<{ transfer_key: string }>(db, 'ledger_find_keys', FIND_KEYS, [
        transferKeys,
      ]);
      if (found.length === 0) return [];
      return selectTransfers(
        db,
        inArray(
          transfers.transferKey,
          found.map((row) => row.transfer_key),
        ),
      );
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
      const rows = await runPrepared<{ id: string }>(db, 'ledger_write_transfer', WRITE_TRANSFER, [
        write.id,
        write.transferKey,
        write.kind,
        write.debitAccountId,
        write.creditAccountId,
        write.amountCents,
        write.status,
        write.pendingId,
        write.reversesId,
        write.type,
        write.description,
        JSON.stringify(write.metadata),
        write.createdAt.toISOString(),
        column((entry) => entry.accountId),
        column((entry) => entry.amountCents),
        column((entry) => entry.availableChangeCents),
        column((entry) => entry.balanceAfterCents),
        column((entry) => entry.availableAfterCents),
        column((entry) => entry.after.debitsPosted),
        column((entry) => entry.after.creditsPosted),
        column((entry) => entry.after.debitsPending),
        column((entry) => entry.after.creditsPending),
      ]);
      return rows.length === 1;
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
