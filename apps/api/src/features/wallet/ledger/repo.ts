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

// The hot path's statements run as named prepared statements (platform/db/prepared.ts).

// Named statements are planned once only when their generic plan costs no more than a custom one:
// for `name = any($1)` the generic plan guesses ten names, a custom one counts the one or two sent,
// so PostgreSQL planned the lock anew on every call (pg_stat_statements: plans = calls). A list of
// as many parameters as names costs the same either way, so up to eight names are sent so.
const LISTED_NAMES = 8;
const namesIn = (first: number, count: number) =>
  count > LISTED_NAMES
    ? `= any($${first}::text[])`
    : `in (${Array.from({ length: count }, (_, i) => `$${first + i}::text`).join(', ')})`;
const namesParams = (names: readonly string[]): unknown[] =>
  names.length > LISTED_NAMES ? [names] : [...names];

const LOCK_ACCOUNTS = (count: number) => `select id, name, debits_posted_cents, credits_posted_cents,
    debits_pending_cents, credits_pending_cents
  from ledger_accounts where name ${namesIn(1, count)} order by id for no key update`;

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

// The player's money lock (an advisory lock first, in the select list, so it is taken even when the
// player has no account yet), then their accounts' rows: one statement. A row lock returns the row's
// latest committed version whatever the statement's snapshot, so the counters are current.
const LOCK_PLAYER = (count: number) => `select pg_advisory_xact_lock($1::int, hashtext($2::text)) as locked,
    (select coalesce(json_agg(a order by a.id), '[]') from (
      select id, name, debits_posted_cents, credits_posted_cents, debits_pending_cents, credits_pending_cents
      from ledger_accounts where name ${namesIn(3, count)} order by id for no key update
    ) a) as accounts`;

// Several players' money locks (a shared transaction's: ADR 0051), taken in the order of their lock
// keys so two shared transactions cannot deadlock on them, then all their accounts' rows in id order.
// Volatile functions are evaluated after the subquery's sort, so the locks are taken in that order.
// Tries each player's money lock without waiting (a shared transaction must never wait for one
// player while holding others': it could deadlock with a transaction that takes two players' locks,
// a first deposit paying its referrer, and would hold every other player of the batch behind one),
// then locks the cash and promo accounts of the players it got, in id order.
const TRY_LOCK_PLAYERS = `with tried as materialized (
    select u, cash, promo, pg_try_advisory_xact_lock($1::int, hashtext(u)) as got
    from unnest($2::text[], $3::text[], $4::text[]) as t(u, cash, promo) order by hashtext(u)
  )
  select (select coalesce(json_agg(u), '[]') from tried where got) as locked,
    (select coalesce(json_agg(a order by a.id), '[]') from (
      select id, name, debits_posted_cents, credits_posted_cents, debits_pending_cents, credits_pending_cents
      from ledger_accounts
      where name in (select cash from tried where got union all select promo from tried where got)
      order by id for no key update
    ) a) as accounts`;

// The accounts with deltas to fold, locked (a fold runs alone per account; nothing else waits on it).
const LOCK_DELTA_ACCOUNTS = `select id from ledger_accounts
  where id in (select distinct account_id from ledger_deltas order by account_id limit $1)
  order by id for no key update`;

const ACCOUNT_IDS = 'select id, name from ledger_accounts where name = any($1::text[])';

// Moves the deltas of accounts this transaction has locked into their counters; each delta row is
// deleted once, so a fold running at the same time (it too holds the lock first) cannot count it again.
const FOLD_DELTAS = `with moved as (
    delete from ledger_deltas where account_id = any($1::bigint[])
    returning account_id, debits_posted_cents, credits_posted_cents, debits_pending_cents, credits_pending_cents
  ),
  sums as (
    select account_id, sum(debits_posted_cents) as dp, sum(credits_posted_cents) as cp,
      sum(debits_pending_cents) as dpe, sum(credits_pending_cents) as cpe
    from moved group by account_id
  )
  update ledger_accounts a set debits_posted_cents = a.debits_posted_cents + s.dp,
    credits_posted_cents = a.credits_posted_cents + s.cp, debits_pending_cents = a.debits_pending_cents + s.dpe,
    credits_pending_cents = a.credits_pending_cents + s.cpe
  from sums s where a.id = s.account_id
  returning a.id, a.name, a.debits_posted_cents, a.credits_posted_cents, a.debits_pending_cents,
    a.credits_pending_cents`;

// The transfers under these keys with their accounts' names, as `selectTransfers` answers them:
// one prepared statement (the settlement's batches ask for hundreds of keys, which Drizzle's
// `inArray` made into as many parameters and a statement planned anew for every count).
const FIND_BY_KEYS = `select t.id, t.transfer_key, t.kind, d.name as debit_account, c.name as credit_account,
    t.amount_cents, t.status, t.pending_id, t.reverses_id, t.type, t.created_at
  from transfers t
  join ledger_accounts d on d.id = t.debit_account_id
  join ledger_accounts c on c.id = t.credit_account_id
  where t.transfer_key = any($1::text[])`;

interface TransferRow {
  id: string;
  transfer_key: string;
  kind: TransferKind;
  debit_account: LedgerAccountName;
  credit_account: LedgerAccountName;
  amount_cents: string | number;
  status: TransferStatus;
  pending_id: string | null;
  reverses_id: string | null;
  type: TransactionType | null;
  created_at: string | Date;
}

const storedTransfer = (row: TransferRow): StoredTransfer => ({
  id: row.id,
  transferKey: row.transfer_key,
  kind: row.kind,
  debitAccount: row.debit_account,
  creditAccount: row.credit_account,
  amountCents: centsFromDriver(row.amount_cents),
  status: row.status,
  pendingId: row.pending_id,
  reversesId: row.reverses_id,
  type: row.type,
  createdAt: new Date(row.created_at),
});

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
     * same accounts always queue instead of deadlocking. Missing accounts are simply absent. `no key
     * update`: the counters change, never the key, so rows referencing the account (a transfer's
     * foreign key check) never wait for it.
     */
    async lockAccounts(names: readonly LedgerAccountName[]): Promise<LockedAccount[]> {
      const count = Math.min(names.length, LISTED_NAMES + 1);
      const rows = await runPrepared<LockedRow>(
        db,
        `ledger_lock_accounts_${count}`,
        LOCK_ACCOUNTS(names.length),
        namesParams(names),
      );
      return rows.map(lockedAccount);
    },

    /**
     * Takes the player's money lock (`lockSpace`, the player) and locks their accounts named here,
     * in one statement; accounts not opened yet are simply absent.
     */
    async lockPlayer(
      lockSpace: number,
      userId: string,
      names: readonly LedgerAccountName[],
    ): Promise<LockedAccount[]> {
      const [row] = await runPrepared<{ accounts: LockedRow[] | string }>(
        db,
        `ledger_lock_player_${Math.min(names.length, LISTED_NAMES + 1)}`,
        LOCK_PLAYER(names.length),
        [lockSpace, userId, ...namesParams(names)],
      );
      const accounts = typeof row?.accounts === 'string' ? JSON.parse(row.accounts) : (row?.accounts ?? []);
      return (accounts as LockedRow[]).map(lockedAccount);
    },

    /**
     * Several players' money locks, each tried without waiting, and the cash and promo accounts'
     * rows of those it got, in one statement (a shared transaction): answers who is locked.
     */
    async tryLockPlayers(
      lockSpace: number,
      players: readonly { userId: string; cash: LedgerAccountName; promo: LedgerAccountName }[],
    ): Promise<{ locked: Set<string>; accounts: LockedAccount[] }> {
      const [row] = await runPrepared<{ locked: string[] | string; accounts: LockedRow[] | string }>(
        db,
        'ledger_try_lock_players',
        TRY_LOCK_PLAYERS,
        [
          lockSpace,
          players.map((player) => player.userId),
          players.map((player) => player.cash),
          players.map((player) => player.promo),
        ],
      );
      const parse = <T>(value: T[] | string | undefined): T[] =>
        typeof value === 'string' ? JSON.parse(value) : (value ?? []);
      return {
        locked: new Set(parse(row?.locked)),
        accounts: parse(row?.accounts).map(lockedAccount),
      };
    },

    /** The ids of these accounts (absent when not opened yet). */
    async accountIds(names: readonly LedgerAccountName[]): Promise<Map<LedgerAccountName, number>> {
      const rows = await runPrepared<{ id: string | number; name: LedgerAccountName }>(
        db,
        'ledger_account_ids',
        ACCOUNT_IDS,
        [names],
      );
      return new Map(rows.map((row) => [row.name, Number(row.id)]));
    },

    /** Locks up to `limit` accounts that have deltas, for the fold; answers their ids. */
    async lockAccountsWithDeltas(limit: number): Promise<number[]> {
      const rows = await runPrepared<{ id: string | number }>(
        db,
        'ledger_lock_delta_accounts',
        LOCK_DELTA_ACCOUNTS,
        [limit],
      );
      return rows.map((row) => Number(row.id));
    },

    /** Folds the deltas of these accounts (locked by this transaction) in; answers the changed ones. */
    async foldDeltas(accountIds: readonly number[]): Promise<LockedAccount[]> {
      if (accountIds.length === 0) return [];
      const rows = await runPrepared<LockedRow>(db, 'ledger_fold_deltas', FOLD_DELTAS, [accountIds]);
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
      const rows = await runPrepared<TransferRow>(db, 'ledger_transfers_by_keys', FIND_BY_KEYS, [
        transferKeys,
      ]);
      return rows.map(storedTransfer);
    },

    async findTransfer(id: string): Promise<StoredTransfer | undefined> {
      const [row] = await selectTransfers(db, eq(transfers.id, id)).limit(1);
      return row;
    },

    async findTransfersByIds(ids: readonly string[]): Promise<StoredTransfer[]> {
      if (ids.length === 0) return [];
      return selectTransfers(db, inArray(transfers.id, [...ids]));
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
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
