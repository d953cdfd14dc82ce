import {
  LEDGER_ACCOUNTS,
  type LedgerAccountKind,
  type LedgerAccountName,
  type LedgerBalance,
  parseLedgerAccountName,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { TransferStatus } from '../../../platform/db/schema/wallet.ts';

export interface LockedAccount {
  id: number;
  name: LedgerAccountName;
  balance: LedgerBalance;
}

interface AccountRow {
  id: string | number;
  name: string;
  kind: string;
  debits_posted_cents: string | number;
  credits_posted_cents: string | number;
  debits_pending_cents: string | number;
  credits_pending_cents: string | number;
}

export interface StoredTransfer {
  id: string;
  transferKey: string;
  kind: string;
  debitAccount: LedgerAccountName;
  creditAccount: LedgerAccountName;
  amountCents: number;
  status: TransferStatus;
  pendingId: string | null;
  reversesId: string | null;
  type: string | null;
  createdAt: Date;
}

interface TransferRowRaw {
  id: string;
  transfer_key: string;
  kind: string;
  debit_name: string;
  credit_name: string;
  amount_cents: string | number;
  status: TransferStatus;
  pending_id: string | null;
  reverses_id: string | null;
  type: string | null;
  created_at: string | Date;
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
  kind: string;
  debitAccountId: number;
  creditAccountId: number;
  amountCents: number;
  status: TransferStatus;
  pendingId: string | null;
  reversesId: string | null;
  type: string | null;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  entries: readonly EntryWrite[];
}

const asNumber = (value: string | number) => Number(value);

/**
 * Runs a hot-path statement as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every transfer. Each name always goes with the same SQL text, so the
 * values travel as parameters (arrays, whatever the number of accounts).
 */
async function selectPrepared<Row>(
  db: Database,
  name: string,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return ((await prepared.execute()) as { rows: Row[] }).rows;
}

const LOCK_ACCOUNTS = `select id, name, kind, debits_posted_cents, credits_posted_cents, debits_pending_cents,
    credits_pending_cents
  from ledger_accounts where name = any($1::text[]) order by id for update`;

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

function lockedAccount(row: AccountRow): LockedAccount {
  return {
    id: asNumber(row.id),
    name: row.name,
    balance: {
      kind: row.kind as LedgerAccountKind,
      debitsPosted: asNumber(row.debits_posted_cents),
      creditsPosted: asNumber(row.credits_posted_cents),
      debitsPending: asNumber(row.debits_pending_cents),
      creditsPending: asNumber(row.credits_pending_cents),
    } as LedgerBalance,
  };
}

function storedTransfer(row: TransferRowRaw): StoredTransfer {
  return {
    id: row.id,
    transferKey: row.transfer_key,
    kind: row.kind,
    debitAccount: row.debit_name,
    creditAccount: row.credit_name,
    amountCents: asNumber(row.amount_cents),
    status: row.status,
    pendingId: row.pending_id,
    reversesId: row.reverses_id,
    type: row.type,
    createdAt: new Date(row.created_at),
  };
}

const TRANSFER_COLUMNS = sql`t.id, t.transfer_key, t.kind, d.name as debit_name, c.name as credit_name,
  t.amount_cents, t.status, t.pending_id, t.reverses_id, t.type, t.created_at`;
const TRANSFER_FROM = sql`transfers t
  join ledger_accounts d on d.id = t.debit_account_id
  join ledger_accounts c on c.id = t.credit_account_id`;

/** The ledger's rows. Only the wallet's ledger module calls this; nothing here decides anything. */
export function createLedgerRepo(db: Database) {
  return {
    /**
     * Locks the named accounts in ascending id order (pgledger), so two transactions touching the
     * same accounts always queue instead of deadlocking. Missing accounts are simply absent.
     */
    async lockAccounts(names: readonly LedgerAccountName[]): Promise<LockedAccount[]> {
      const rows = await selectPrepared<AccountRow>(db, 'ledger_lock_accounts', LOCK_ACCOUNTS, [names]);
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
      const [row] = await selectRows<TransferRowRaw>(
        db,
        sql`select ${TRANSFER_COLUMNS} from ${TRANSFER_FROM} where t.transfer_key = ${transferKey}`,
      );
      return row && storedTransfer(row);
    },

    async findTransfer(id: string): Promise<StoredTransfer | undefined> {
      const [row] = await selectRows<TransferRowRaw>(
        db,
        sql`select ${TRANSFER_COLUMNS} from ${TRANSFER_FROM} where t.id = ${id}::uuid`,
      );
      return row && storedTransfer(row);
    },

    /** The transfer that corrected this one, if any. */
    async findReversal(transferId: string): Promise<StoredTransfer | undefined> {
      const [row] = await selectRows<TransferRowRaw>(
        db,
        sql`select ${TRANSFER_COLUMNS} from ${TRANSFER_FROM} where t.reverses_id = ${transferId}::uuid`,
      );
      return row && storedTransfer(row);
    },

    /** The post or void that answered a pending transfer, if any. */
    async findResolution(pendingId: string): Promise<StoredTransfer | undefined> {
      const [row] = await selectRows<TransferRowRaw>(
        db,
        sql`select ${TRANSFER_COLUMNS} from ${TRANSFER_FROM} where t.pending_id = ${pendingId}::uuid`,
      );
      return row && storedTransfer(row);
    },

    /**
     * Writes the transfer, its entries and the accounts' new counters in one statement. Returns
     * false, changing nothing, when a transfer with the same key already exists.
     */
    async writeTransfer(write: TransferWrite): Promise<boolean> {
      const column = (pick: (entry: EntryWrite) => number) => write.entries.map(pick);
      const rows = await selectPrepared<{ id: string }>(db, 'ledger_write_transfer', WRITE_TRANSFER, [
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
