import {
  CURRENCY,
  TRANSFER_KIND_DECLARATIONS,
  type TransferKindDeclarations,
  type Wallet,
} from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { EventBus } from '../../platform/realtime/bus.ts';
import { type Cashier, createCashier } from './cashier/index.ts';
import { createMoneyCounts } from './counts.ts';
import { foldLedgerDeltas } from './ledger/fold.ts';
import {
  type AccountIds,
  createLedger,
  type HoldResolution,
  type Ledger,
  type LedgerWriter,
  type PostRequest,
  type ReverseRequest,
  type TransferRequest,
} from './ledger/ledger.ts';
import { bindLedger, ledgerOf } from './ledger-unit.ts';
import { expireReturnedPromo } from './promotions/expiry.ts';
import { createWalletRepo } from './repo.ts';
import { createSharedTransactions, type SharedTransactionSettings } from './shared-transaction.ts';
import { createStakes, type Stakes } from './stakes/index.ts';

/** Published after a commit that moved a player's money. */
export const WALLET_CHANGED = 'wallet.changed';

/** One database transaction with the ledger inside it; other features write their rows with `tx`. */
export interface WalletUnit {
  tx: Database;
  /** Every game's money: take, refund, settle and re-settle stakes (stakes/index.ts). */
  stakes: Stakes;
  /** Money in and out of Kennel: deposits, withdrawals, a closing account's promo credit (cashier/index.ts). */
  cashier: Cashier;
  /**
   * The moment this unit of work happens, from the injected clock: read when it starts, and read
   * again each time it takes a player's money lock (`lockPlayer`) or calls `readClock`.
   */
  readonly now: Date;
  /**
   * Serialises this unit with the player's other money decisions (the player's money lock, taken
   * in one statement with their cash and promo accounts' rows), then reads the clock again:
   * whatever it decides from here (limits over a window, a time-out in force, a deadline) is timed
   * after every decision committed before the lock, whatever order the transactions read their
   * clocks in.
   */
  lockPlayer(userId: string): Promise<void>;
  /**
   * Reads the clock again, for a caller that has just taken a lock of its own (a contest's row):
   * what the unit decides from here (entries closed, games begun) counts the moment it holds the
   * lock, not the moment it began waiting for it. Answers the new `now`.
   */
  readClock(): Date;
}

export interface WalletServiceOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /** Publishing happens after commit, so a failure there is reported, never thrown. */
  onPublishError?: (error: unknown) => void;
  /** What each transfer kind counts toward (core's declarations; a test may declare one more). */
  transferKinds?: TransferKindDeclarations;
  /** How `inSharedTransaction` gathers units (tests set one unit to run alone). */
  sharedTransactions?: SharedTransactionSettings;
}

/**
 * The only way money moves in Kennel: every feature calls this service (directly, or inside
 * `inTransaction` with its own rows); no other code writes ledger rows.
 */
export function createWalletService({
  db,
  clock,
  bus,
  onPublishError = () => undefined,
  transferKinds = TRANSFER_KIND_DECLARATIONS,
  sharedTransactions = {},
}: WalletServiceOptions) {
  function publishChanged(userIds: Iterable<string>) {
    const events = [...userIds].map((userId) => ({ type: WALLET_CHANGED, userId }));
    if (events.length === 0) return;
    try {
      bus.publish(events);
    } catch (error) {
      onPublishError(error);
    }
  }

  // Ledger account ids never change once committed; a unit's are added after it commits.
  const knownIds = new Map<string, number>();

  /** The ids a transaction learns, kept apart until it commits (an account it opened may roll back). */
  function accountIds(learned: Map<string, number>): AccountIds {
    return {
      get: (name) => knownIds.get(name) ?? learned.get(name),
      learn: (name, id) => void learned.set(name, id),
    };
  }

  /**
   * A unit of work on `tx`: its own ledger (its locked accounts and balances), its clock, its
   * players whose money moved. `write` sends its ledger write (at once unless a shared transaction
   * gathers the writes of several units into one).
   */
  function unitOn(
    tx: Database,
    changed: Set<string>,
    ids: AccountIds,
    write?: LedgerWriter,
  ): { unit: WalletUnit; ledger: Ledger; lockedPlayers: Set<string> } {
    let now = clock();
    const ledger = createLedger(tx, () => now, changed, ids, write);
    const lockedPlayers = new Set<string>();
    const unit: WalletUnit = {
      tx,
      stakes: createStakes(ledger, { tx, now: () => now }, (returns) =>
        expireReturnedPromo(tx, ledger, returns, now),
      ),
      cashier: createCashier(ledger, tx, () => now),
      get now() {
        return now;
      },
      async lockPlayer(userId: string) {
        if (!lockedPlayers.has(userId)) await ledger.lockPlayer(userId);
        lockedPlayers.add(userId);
        now = clock();
      },
      readClock() {
        now = clock();
        return now;
      },
    };
    return { unit: bindLedger(unit, ledger), ledger, lockedPlayers };
  }

  async function inWalletTransaction<T>(work: (unit: WalletUnit) => Promise<T>): Promise<T> {
    const changed = new Set<string>();
    let learned = new Map<string, number>();
    const result = await inTransaction(db, (tx) => {
      changed.clear();
      learned = new Map();
      return work(unitOn(tx, changed, accountIds(learned)).unit);
    });
    for (const [name, id] of learned) knownIds.set(name, id);
    publishChanged(changed);
    return result;
  }

  const shared = createSharedTransactions({
    db,
    alone: inWalletTransaction,
    unitFor(tx, userId, accounts, changed, learned, write) {
      const { unit, ledger, lockedPlayers } = unitOn(tx, changed, accountIds(learned), write);
      ledger.adoptLocked(accounts);
      lockedPlayers.add(userId);
      return unit;
    },
    committed(learned, changed) {
      for (const [name, id] of learned) knownIds.set(name, id);
      publishChanged(changed);
    },
    ...sharedTransactions,
  });

  return {
    /** For reads outside a unit of work (never for writing ledger rows). */
    db,
    inTransaction: inWalletTransaction,
    /**
     * A paid action of one player that may share its transaction with other players' (ADR 0051):
     * `work` starts with the player's money lock held and must write only through deferred writes
     * and the ledger; a refusal (ApiProblem, LedgerError) leaves nothing of it behind. See
     * shared-transaction.ts.
     */
    inSharedTransaction: shared.run,
    transfer: (request: TransferRequest) => inWalletTransaction((unit) => ledgerOf(unit).transfer(request)),
    hold: (request: TransferRequest) => inWalletTransaction((unit) => ledgerOf(unit).hold(request)),
    post: (request: PostRequest) => inWalletTransaction((unit) => ledgerOf(unit).post(request)),
    void: (request: HoldResolution) => inWalletTransaction((unit) => ledgerOf(unit).void(request)),
    reverse: (request: ReverseRequest) => inWalletTransaction((unit) => ledgerOf(unit).reverse(request)),

    /** What the player's movements count toward (spend limits, 1099 net winnings), read on `executor`. */
    counts: (executor: Database = db) => createMoneyCounts(executor, transferKinds),
    /** Moves the deltas of accounts posted without their lock into their counters (a wallet job). */
    foldDeltas: () => foldLedgerDeltas(db),

    async getWallet(userId: string, executor: Database = db): Promise<Wallet> {
      const figures = await createWalletRepo(executor, transferKinds).figures(userId);
      return {
        cash_cents: figures.cashCents,
        promo_cents: figures.promoCents,
        pending_withdrawal_cents: figures.pendingWithdrawalCents,
        lifetime_deposit_cents: figures.lifetimeDepositCents,
        owed_cents: figures.owedCents,
        currency: CURRENCY,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
