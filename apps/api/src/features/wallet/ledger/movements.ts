import {
  type HoldRejection,
  type LedgerAccountName,
  type LedgerBalance,
  type LedgerBalances,
  userCashAccount,
  userPromoAccount,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import { LedgerError } from './errors.ts';
import {
  addChange,
  type CounterChange,
  counterChange,
  deltaBase,
  type EntryRowWrite,
  entryRow,
  isGuarded,
  isPlayerAccount,
  NO_CHANGE,
  postingMode,
} from './postings.ts';
import type { LedgerRepo, LockedAccount } from './repo.ts';
import type { Intent } from './requests.ts';
import { userOf } from './requests.ts';
import {
  type CountersWrite,
  type LedgerWrite,
  type TransferRowWrite,
  type WriteOutcome,
  writeLedger,
} from './write.ts';

/** Sends a transaction's ledger write: at once (`writeLedger`), or later with others' (a shared transaction). */
export type LedgerWriter = (write: LedgerWrite) => Promise<WriteOutcome>;

/** One movement to post: what it is, its new transfer's id, and core's rule for it. */
export interface Movement {
  intent: Intent;
  id: string;
  apply(
    balances: LedgerBalances,
  ): { ok: true; balances: LedgerBalances } | { ok: false; rejection: HoldRejection };
}

export type PostOutcome =
  | { kind: 'written' }
  /** A key already has a transfer: nothing was written (the caller answers with what exists). */
  | { kind: 'existing' }
  | { kind: 'refused'; index: number; rejection: HoldRejection };

/** Account ids learned from committed rows, shared by every unit of one wallet service. */
export interface AccountIds {
  get(name: LedgerAccountName): number | undefined;
  /** Remembered once the transaction that learned it commits (an account it opened may roll back). */
  learn(name: LedgerAccountName, id: number): void;
}

/** The advisory-lock namespace of a player's money decisions (any constant unique in Kennel). */
export const PLAYER_MONEY_LOCK = 7_001;

/**
 * The accounts one transaction holds and how it posts to them. Every lock it takes stays until the
 * transaction ends, so the balances remembered here are current for the rest of it: a movement on
 * accounts already locked needs no statement but its write (one round trip).
 */
export function createMovements(context: {
  tx: Database;
  repo: LedgerRepo;
  now: () => Date;
  changedUsers: Set<string>;
  ids: AccountIds;
  write?: LedgerWriter | undefined;
}) {
  const { tx, repo, ids } = context;
  const write = context.write ?? ((rows: LedgerWrite) => writeLedger(tx, rows));
  const locked = new Map<LedgerAccountName, LockedAccount>();

  function remember(accounts: readonly LockedAccount[]) {
    for (const account of accounts) {
      locked.set(account.name, account);
      ids.learn(account.name, account.id);
    }
  }

  /** Locks (sorted by id) the named accounts this transaction does not hold yet, opening new ones. */
  async function lock(names: readonly LedgerAccountName[]): Promise<void> {
    const wanted = [...new Set(names)].filter((name) => !locked.has(name));
    if (wanted.length === 0) return;
    let rows = await repo.lockAccounts(wanted);
    if (rows.length < wanted.length) {
      const present = new Set(rows.map((account) => account.name));
      await repo.openAccounts(wanted.filter((name) => !present.has(name)));
      rows = await repo.lockAccounts(wanted);
    }
    remember(rows);
    // Another account's deltas join its counters now: a debit of it is checked against all it holds.
    const others = rows.filter((account) => !isPlayerAccount(account.name));
    remember(await repo.foldDeltas(others.map((account) => account.id)));
  }

  /** The ids of accounts posted by delta, opening any that does not exist yet. */
  async function idsOf(names: readonly LedgerAccountName[]): Promise<void> {
    let missing = [...new Set(names)].filter((name) => ids.get(name) === undefined && !locked.has(name));
    if (missing.length === 0) return;
    let found = await repo.accountIds(missing);
    if (found.size < missing.length) {
      await repo.openAccounts(missing.filter((name) => !found.has(name)));
      found = await repo.accountIds(missing);
    }
    for (const [name, id] of found) ids.learn(name, id);
    missing = missing.filter((name) => !found.has(name));
    if (missing.length > 0) throw new LedgerError('account_not_found', `No ledger account ${missing[0]}.`);
  }

  const idOf = (name: LedgerAccountName) => locked.get(name)?.id ?? (ids.get(name) as number);

  /** Which of these sides the movements need locked (players' accounts, guarded debits, held ones). */
  function lockedSides(movements: readonly Pick<Movement, 'intent'>[]): LedgerAccountName[] {
    return movements.flatMap(({ intent }) =>
      (
        [
          [intent.debit, 'debit'],
          [intent.credit, 'credit'],
        ] as const
      )
        .filter(([name, side]) => postingMode(name, side, locked.has(name)) === 'locked')
        .map(([name]) => name),
    );
  }

  return {
    locked,
    lock,

    /** The accounts `movements` post to with their lock, locked now (before reads that need them held). */
    lockFor: (movements: readonly Pick<Movement, 'intent'>[]) => lock(lockedSides(movements)),

    /** The player's money lock and their cash and promo accounts, in one statement. */
    async lockPlayer(userId: string): Promise<void> {
      const names = [userCashAccount(userId), userPromoAccount(userId)];
      remember(await repo.lockPlayer(PLAYER_MONEY_LOCK, userId, names));
    },

    /** Accounts a shared transaction locked for this unit's player (`lockPlayers`), held from now on. */
    adopt: (accounts: readonly LockedAccount[]) => remember(accounts),

    /** Accounts worth locking explicitly: never one only ever posted by delta (the house). */
    lockable: (names: readonly LedgerAccountName[]) =>
      names.filter((name) => isPlayerAccount(name) || isGuarded(name)),

    /**
     * Posts the movements in order with core's rules over the current balances: all in one write
     * with the transaction's deferred writes, or nothing (a refusal, or a key that exists).
     */
    async post(movements: readonly Movement[]): Promise<PostOutcome> {
      await lock(lockedSides(movements));
      const names = movements.flatMap(({ intent }) => [intent.debit, intent.credit]);
      await idsOf(names.filter((name) => !locked.has(name)));
      const balances = new Map<LedgerAccountName, LedgerBalance>();
      const balanceOf = (name: LedgerAccountName) =>
        balances.get(name) ?? locked.get(name)?.balance ?? deltaBase(name);
      const transfers: TransferRowWrite[] = [];
      const entries: EntryRowWrite[] = [];
      const deltas = new Map<number, CounterChange>();
      for (const [index, { intent, id, apply }] of movements.entries()) {
        // Core sees the two accounts it moves; an account posted by delta shows as empty.
        const pair: LedgerBalances = {
          [intent.debit]: balanceOf(intent.debit),
          [intent.credit]: balanceOf(intent.credit),
        };
        const result = apply(pair);
        if (!result.ok) return { kind: 'refused', index, rejection: result.rejection };
        for (const name of [intent.debit, intent.credit]) {
          const before = pair[name]!;
          const after = result.balances[name]!;
          const mode = locked.has(name) ? 'locked' : 'delta';
          entries.push(entryRow(entries.length, id, idOf(name), before, after, mode));
          if (mode === 'delta') {
            const accountId = idOf(name);
            deltas.set(
              accountId,
              addChange(deltas.get(accountId) ?? NO_CHANGE, counterChange(before, after)),
            );
          }
          balances.set(name, after);
        }
        transfers.push({
          id,
          transfer_key: intent.key,
          kind: intent.kind,
          debit_account_id: idOf(intent.debit),
          credit_account_id: idOf(intent.credit),
          amount_cents: intent.amountCents,
          status: intent.status,
          pending_id: intent.pendingId,
          reverses_id: intent.reversesId,
          type: intent.type,
          description: intent.description,
          metadata: intent.metadata,
        });
      }
      const counters: CountersWrite[] = [...balances]
        .filter(([name]) => locked.has(name))
        .map(([name, after]) => ({
          id: idOf(name),
          debits_posted: after.debitsPosted,
          credits_posted: after.creditsPosted,
          debits_pending: after.debitsPending,
          credits_pending: after.creditsPending,
        }));
      const outcome = await write({
        transfers,
        entries,
        counters,
        deltas,
        createdAt: context.now(),
      });
      if (outcome.written === movements.length) {
        for (const [name, after] of balances) {
          const account = locked.get(name);
          if (account) locked.set(name, { id: account.id, name: account.name, balance: after });
          const user = userOf(name);
          if (user) context.changedUsers.add(user);
        }
        return { kind: 'written' };
      }
      if (outcome.existing > 0) return { kind: 'existing' };
      // The keys were free when the statement began, so another transaction wrote one meanwhile
      // without the locks these movements hold: a bug. Throwing rolls this transaction back.
      throw new LedgerError(
        'write_lost',
        `${movements.length - outcome.written} transfers were not written.`,
      );
    },
  };
}

export type Movements = ReturnType<typeof createMovements>;
