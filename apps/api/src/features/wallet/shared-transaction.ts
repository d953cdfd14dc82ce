import { userCashAccount, userPromoAccount } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import { deferredMark, dropDeferredSince } from '../../platform/db/deferred-writes.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { AnsweredByTimeout } from '../../platform/http/handler-timeout.ts';
import { LedgerError } from './ledger/errors.ts';
import { PLAYER_MONEY_LOCK } from './ledger/movements.ts';
import { addChange, type CounterChange, type EntryRowWrite, NO_CHANGE } from './ledger/postings.ts';
import { createLedgerRepo, type LockedAccount } from './ledger/repo.ts';
import { type CountersWrite, type LedgerWrite, writeLedger } from './ledger/write.ts';
import type { WalletUnit } from './service.ts';

/**
 * Group commit of paid actions (ADR 0051): the units of work of different players asked for while
 * another batch is being written (or in the same turn of the event loop) share one transaction, one
 * lock statement and one ledger write. Each unit is decided on its own, in the order asked, on its
 * own player's balances; its rows are written only through deferred writes and the ledger, so a
 * unit refused (an ApiProblem or a LedgerError thrown before anything is sent) is dropped from the
 * batch and the others go on. Every caller is answered after the commit. A batch that fails as a
 * whole (a statement failed, a key written meanwhile, a stored answer taken over) runs each unit
 * again alone, so each caller gets its own answer.
 */
export interface SharedTransactionSettings {
  /** Units a batch holds at most (one per player). */
  maxUnits?: number;
  /** Batches in flight at once, each on its own connection. */
  inFlight?: number;
}

type Work<T> = (unit: WalletUnit) => Promise<T>;

interface Waiting {
  userId: string;
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown } | { ok: 'alone' };

/** A unit whose player's money lock another transaction held when the batch tried it. */
const LOCKED_ELSEWHERE: Outcome = { ok: 'alone' };

interface SharedTransactionsOptions extends SharedTransactionSettings {
  db: Database;
  /** A unit in a transaction of its own (the wallet's `inTransaction`). */
  alone: <T>(work: Work<T>) => Promise<T>;
  /** A unit on the shared transaction for `userId`, whose accounts it holds locked already. */
  unitFor(
    tx: Database,
    userId: string,
    accounts: readonly LockedAccount[],
    changed: Set<string>,
    learned: Map<string, number>,
    write: (rows: LedgerWrite) => Promise<{ written: number; existing: number }>,
  ): WalletUnit;
  /** After the commit: the account ids learned and the players whose money moved. */
  committed(learned: Map<string, number>, changed: Set<string>): void;
}

/**
 * A refusal a unit decided before sending anything of its own (a rule's, the ledger's, or a request
 * already answered 503 at its timeout): the rest of the batch goes on.
 */
const isRefusal = (error: unknown) =>
  error instanceof ApiProblem || error instanceof LedgerError || error instanceof AnsweredByTimeout;

/**
 * The ledger writes of a batch's units, merged into one write at the end. A locked account's
 * counters are current only for the unit that locked it, so an account two units hold fails the
 * batch (each is then decided alone); accounts posted by delta (the house) add up.
 */
function createLedgerGather() {
  const parts: LedgerWrite[] = [];
  return {
    write: async (rows: LedgerWrite) => {
      parts.push(rows);
      return { written: rows.transfers.length, existing: 0 };
    },
    mark: () => parts.length,
    dropSince: (mark: number) => {
      parts.length = mark;
    },
    /** The one write of every unit's rows, or undefined when no unit moved money. */
    merged(units: readonly number[]): LedgerWrite | undefined {
      if (parts.length === 0) return undefined;
      const entries: EntryRowWrite[] = [];
      const counters = new Map<number, CountersWrite>();
      const owner = new Map<number, number>();
      const deltas = new Map<number, CounterChange>();
      let createdAt = parts[0]!.createdAt;
      for (const [index, part] of parts.entries()) {
        for (const entry of part.entries) entries.push({ ...entry, ord: entries.length });
        for (const counter of part.counters) {
          const holder = owner.get(counter.id);
          if (holder !== undefined && holder !== units[index]) {
            throw new Error(
              `Ledger account ${counter.id} was locked by two units of one shared transaction.`,
            );
          }
          owner.set(counter.id, units[index]!);
          counters.set(counter.id, counter);
        }
        for (const [id, change] of part.deltas)
          deltas.set(id, addChange(deltas.get(id) ?? NO_CHANGE, change));
        if (part.createdAt > createdAt) createdAt = part.createdAt;
      }
      return {
        transfers: parts.flatMap((part) => part.transfers),
        entries,
        counters: [...counters.values()],
        deltas,
        createdAt,
      };
    },
  };
}

export function createSharedTransactions(options: SharedTransactionsOptions) {
  const { db, alone, unitFor, committed, maxUnits = 8, inFlight = 2 } = options;
  const queue: Waiting[] = [];
  /** Players with a unit in a batch in flight: their next unit waits for a later batch. */
  const busy = new Set<string>();
  let running = 0;
  let scheduled = false;

  /** Runs `work` alone, with the player's money lock taken first (as a shared unit starts). */
  const runAlone = (waiting: Waiting) =>
    alone(async (unit) => {
      await unit.lockPlayer(waiting.userId);
      return waiting.work(unit);
    });

  /** The next batch: the oldest units of players not in flight, one per player, in the order asked. */
  function nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const players = new Set<string>();
    for (let index = 0; index < queue.length && batch.length < maxUnits; ) {
      const waiting = queue[index]!;
      if (busy.has(waiting.userId) || players.has(waiting.userId)) {
        index += 1;
        continue;
      }
      players.add(waiting.userId);
      batch.push(waiting);
      queue.splice(index, 1);
    }
    return batch;
  }

  function drain() {
    while (running < inFlight && queue.length > 0) {
      const batch = nextBatch();
      if (batch.length === 0) return;
      running += 1;
      for (const waiting of batch) busy.add(waiting.userId);
      void runBatch(batch).finally(() => {
        running -= 1;
        for (const waiting of batch) busy.delete(waiting.userId);
        drain();
      });
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // Units asked for in this turn of the event loop join one batch.
    setImmediate(() => {
      scheduled = false;
      drain();
    });
  }

  async function runBatch(batch: readonly Waiting[]): Promise<void> {
    let learned = new Map<string, number>();
    let changed = new Set<string>();
    let outcomes: Outcome[];
    try {
      outcomes = await inTransaction(db, async (tx) => {
        learned = new Map();
        changed = new Set();
        return runUnits(tx, batch, learned, changed);
      });
    } catch {
      // Failed as a whole: each unit again in a transaction of its own, for its own answer (a key
      // written before is answered with its transfer there; a failing statement fails its unit only).
      await Promise.all(batch.map((waiting) => runAlone(waiting).then(waiting.resolve, waiting.reject)));
      return;
    }
    const lockedElsewhere: Waiting[] = [];
    try {
      committed(learned, changed);
    } finally {
      // Answered whatever happens after the commit (publishing reports its own failures), and the
      // units left out run alone: still counted in flight (one unit per player at a time), each
      // waits for its player's lock on its own.
      for (const [index, outcome] of outcomes.entries()) {
        const waiting = batch[index]!;
        if (outcome.ok === 'alone') lockedElsewhere.push(waiting);
        else if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      }
      await Promise.all(
        lockedElsewhere.map((waiting) => runAlone(waiting).then(waiting.resolve, waiting.reject)),
      );
    }
  }

  async function runUnits(
    tx: Database,
    batch: readonly Waiting[],
    learned: Map<string, number>,
    changed: Set<string>,
  ): Promise<Outcome[]> {
    const players = batch.map(({ userId }) => ({
      userId,
      cash: userCashAccount(userId),
      promo: userPromoAccount(userId),
    }));
    const { locked, accounts } = await createLedgerRepo(tx).tryLockPlayers(PLAYER_MONEY_LOCK, players);
    const accountsOf = new Map<string, LockedAccount[]>();
    for (const account of accounts) {
      const { userId } = players.find(({ cash, promo }) => account.name === cash || account.name === promo)!;
      accountsOf.set(userId, [...(accountsOf.get(userId) ?? []), account]);
    }
    const gather = createLedgerGather();
    const owners: number[] = [];
    const outcomes: Outcome[] = [];
    for (const [index, waiting] of batch.entries()) {
      // Another transaction holds this player's lock: their unit waits for it alone, after the batch.
      if (!locked.has(waiting.userId)) {
        outcomes.push(LOCKED_ELSEWHERE);
        continue;
      }
      const deferred = deferredMark(tx);
      const written = gather.mark();
      const moved = new Set<string>();
      const unit = unitFor(
        tx,
        waiting.userId,
        accountsOf.get(waiting.userId) ?? [],
        moved,
        learned,
        (rows) => {
          owners.push(index);
          return gather.write(rows);
        },
      );
      try {
        outcomes.push({ ok: true, value: await waiting.work(unit) });
        for (const userId of moved) changed.add(userId);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        dropDeferredSince(tx, deferred);
        gather.dropSince(written);
        owners.length = written;
        outcomes.push({ ok: false, error });
      }
    }
    const write = gather.merged(owners);
    if (write) {
      const outcome = await writeLedger(tx, write);
      if (outcome.written !== write.transfers.length) {
        throw new LedgerError(
          'write_lost',
          `A shared transaction wrote ${outcome.written} of its ${write.transfers.length} transfers.`,
        );
      }
    }
    return outcomes;
  }

  return {
    /** Runs `work` for `userId`, perhaps in one transaction with other players' units; answers after commit. */
    run<T>(userId: string, work: Work<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ userId, work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}
