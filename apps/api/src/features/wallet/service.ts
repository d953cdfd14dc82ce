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
  type PostRequest,
  type ReverseRequest,
  type TransferRequest,
} from './ledger/ledger.ts';
import { bindLedger, ledgerOf } from './ledger-unit.ts';
import { expireReturnedPromo } from './promotions/expiry.ts';
import { createWalletRepo } from './repo.ts';
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

  async function inWalletTransaction<T>(work: (unit: WalletUnit) => Promise<T>): Promise<T> {
    const changed = new Set<string>();
    let learned = new Map<string, number>();
    const result = await inTransaction(db, (tx) => {
      changed.clear();
      learned = new Map();
      const ids: AccountIds = {
        get: (name) => knownIds.get(name) ?? learned.get(name),
        learn: (name, id) => void learned.set(name, id),
      };
      let now = clock();
      const ledger = createLedger(tx, () => now, changed, ids);
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
      return work(bindLedger(unit, ledger));
    });
    for (const [name, id] of learned) knownIds.set(name, id);
    publishChanged(changed);
    return result;
  }

  return {
    /** For reads outside a unit of work (never for writing ledger rows). */
    db,
    inTransaction: inWalletTransaction,
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
