import { randomUUID } from 'node:crypto';
import {
  applyTransfer,
  CURRENCY,
  cents,
  type Hold,
  type LedgerAccountName,
  type LedgerBalance,
  placeHold,
  postHold,
  reversingTransfer,
  type Transfer,
  validateTransfer,
  voidHold,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import { LedgerError, rejectionError } from './errors.ts';
import { type AccountIds, createMovements, type LedgerWriter, type Movement } from './movements.ts';
import { createLedgerRepo, type LockedAccount, type StoredTransfer } from './repo.ts';
import {
  defaultType,
  type HoldResolution,
  type Intent,
  type LedgerTransfer,
  type PostRequest,
  type ReverseRequest,
  sameMovement,
  type TransferRequest,
} from './requests.ts';

export type { AccountIds, LedgerWriter } from './movements.ts';
export type { HoldResolution, LedgerTransfer, PostRequest, ReverseRequest, TransferRequest };

const transferOf = (intent: Intent): Transfer => ({
  id: intent.key,
  kind: intent.kind,
  debitAccount: intent.debit,
  creditAccount: intent.credit,
  amount: intent.amountCents,
  currency: CURRENCY,
});

function intentOf(request: TransferRequest, status: 'posted' | 'pending'): Intent {
  return {
    key: request.key,
    kind: request.kind,
    debit: request.debit,
    credit: request.credit,
    amountCents: cents(request.amountCents),
    status,
    pendingId: null,
    reversesId: null,
    type: defaultType(request.kind, request.type),
    description: request.description,
    metadata: request.metadata ?? {},
  };
}

const storedOf = (intent: Intent, id: string, createdAt: Date): StoredTransfer => ({
  id,
  transferKey: intent.key,
  kind: intent.kind,
  debitAccount: intent.debit,
  creditAccount: intent.credit,
  amountCents: intent.amountCents,
  status: intent.status,
  pendingId: intent.pendingId,
  reversesId: intent.reversesId,
  type: intent.type,
  createdAt,
});

/**
 * The ledger inside one database transaction: players' accounts (and any account a movement takes
 * guarded money out of) are locked and remembered for the rest of it, core decides each movement on
 * their balances, and the transfer, its entries, the new counters and the deltas of the accounts
 * posted without their lock (the house, pools paid into: ADR 0030) are written in one statement.
 * `changedUsers` collects the players whose balances moved, for after commit.
 */
export function createLedger(
  tx: Database,
  now: () => Date,
  changedUsers: Set<string>,
  ids: AccountIds,
  write?: LedgerWriter,
) {
  const repo = createLedgerRepo(tx);
  const movements = createMovements({ tx, repo, now, changedUsers, ids, write });

  /** A retried key answers with its first transfer; a key reused for another movement is a bug. */
  async function existingFor(intent: Intent): Promise<LedgerTransfer | undefined> {
    const stored = await repo.findTransferByKey(intent.key);
    if (!stored) return undefined;
    if (!sameMovement(stored, intent)) {
      throw new LedgerError(
        'transfer_key_reused',
        `Transfer key ${intent.key} was used for another movement.`,
      );
    }
    return stored;
  }

  /** Posts one movement: written, or its key's first transfer, or refused with nothing changed. */
  async function postOne(movement: Movement, what: string): Promise<LedgerTransfer> {
    const outcome = await movements.post([movement]);
    if (outcome.kind === 'written') return storedOf(movement.intent, movement.id, now());
    const existing = await existingFor(movement.intent);
    if (existing) return existing;
    if (outcome.kind === 'refused') throw rejectionError(outcome.rejection, what);
    throw new LedgerError('write_lost', `Transfer ${movement.intent.key} was neither written nor found.`);
  }

  async function move(request: TransferRequest, status: 'posted' | 'pending'): Promise<LedgerTransfer> {
    const intent = intentOf(request, status);
    const invalid = validateTransfer(transferOf(intent));
    if (invalid) throw rejectionError(invalid, `Transfer ${request.key}`);
    const transfer = transferOf(intent);
    return postOne(
      {
        intent,
        id: request.id ?? randomUUID(),
        apply: (balances) =>
          status === 'posted' ? applyTransfer(balances, transfer) : placeHold(balances, transfer),
      },
      `Transfer ${request.key}`,
    );
  }

  /** Many single-phase transfers: all posted (repeated keys answered by their first transfer) or none. */
  async function transferBatch(requests: readonly TransferRequest[]): Promise<StoredTransfer[]> {
    if (requests.length === 0) return [];
    const keys = new Set<string>();
    const batch = requests.map((request): Movement => {
      const intent = intentOf(request, 'posted');
      if (keys.has(intent.key)) {
        throw new LedgerError(
          'transfer_key_reused',
          `Transfer key ${intent.key} appears twice in one batch.`,
        );
      }
      keys.add(intent.key);
      const transfer = transferOf(intent);
      const invalid = validateTransfer(transfer);
      if (invalid) throw rejectionError(invalid, `Transfer ${intent.key}`);
      return {
        intent,
        id: request.id ?? randomUUID(),
        apply: (balances) => applyTransfer(balances, transfer),
      };
    });
    const outcome = await movements.post(batch);
    const createdAt = now();
    if (outcome.kind === 'written') return batch.map(({ intent, id }) => storedOf(intent, id, createdAt));
    // A retried batch (some keys written before), or a refusal that a written key may explain.
    const existing = new Map(
      (await repo.findTransfersByKeys([...keys])).map((stored) => [stored.transferKey, stored]),
    );
    for (const { intent } of batch) {
      const stored = existing.get(intent.key);
      if (stored && !sameMovement(stored, intent)) {
        throw new LedgerError(
          'transfer_key_reused',
          `Transfer key ${intent.key} was used for another movement.`,
        );
      }
    }
    const rest = batch.filter(({ intent }) => !existing.has(intent.key));
    if (rest.length > 0) {
      const retried = await movements.post(rest);
      if (retried.kind === 'refused') {
        throw rejectionError(retried.rejection, `Transfer ${rest[retried.index]!.intent.key}`);
      }
      if (retried.kind === 'existing') {
        throw new LedgerError(
          'write_lost',
          'A batch of transfers was written by another transaction meanwhile.',
        );
      }
    }
    return batch.map(({ intent, id }) => existing.get(intent.key) ?? storedOf(intent, id, createdAt));
  }

  async function pendingHold(pendingId: string): Promise<StoredTransfer> {
    const pending = await repo.findTransfer(pendingId);
    if (pending?.status !== 'pending') {
      throw new LedgerError('hold_not_found', `No pending transfer ${pendingId}.`);
    }
    return pending;
  }

  async function resolve(request: PostRequest, action: 'post' | 'void'): Promise<LedgerTransfer> {
    const pending = await pendingHold(request.pendingId);
    const amountCents =
      action === 'post' ? cents(request.amountCents ?? pending.amountCents) : pending.amountCents;
    const intent: Intent = {
      key: request.key,
      kind: pending.kind,
      debit: pending.debitAccount,
      credit: pending.creditAccount,
      amountCents,
      status: action === 'post' ? 'posted' : 'voided',
      pendingId: pending.id,
      reversesId: null,
      type: request.type === undefined ? pending.type : request.type,
      description: request.description,
      metadata: request.metadata ?? {},
    };
    // Locked before the resolution is read, so two resolutions of one hold are decided in turn.
    await movements.lockFor([{ intent }]);
    const resolution = await repo.findResolution(pending.id);
    const hold: Hold = {
      id: pending.transferKey,
      kind: pending.kind,
      debitAccount: pending.debitAccount,
      creditAccount: pending.creditAccount,
      amount: pending.amountCents,
      currency: CURRENCY,
      status: resolution ? (resolution.status === 'voided' ? 'voided' : 'posted') : 'pending',
      postedAmount: null,
    };
    return postOne(
      {
        intent,
        id: randomUUID(),
        apply: (balances) =>
          action === 'post' ? postHold(balances, hold, amountCents) : voidHold(balances, hold),
      },
      `${action} of ${pending.transferKey}`,
    );
  }

  async function reverse(request: ReverseRequest): Promise<LedgerTransfer> {
    const original = await repo.findTransfer(request.transferId);
    if (original?.status !== 'posted') {
      throw new LedgerError('transfer_not_reversible', `No posted transfer ${request.transferId}.`);
    }
    const reversal = reversingTransfer(
      {
        id: original.transferKey,
        kind: original.kind,
        debitAccount: original.debitAccount,
        creditAccount: original.creditAccount,
        amount: original.amountCents,
        currency: CURRENCY,
      },
      request.key,
    );
    const intent: Intent = {
      key: request.key,
      kind: original.kind,
      debit: reversal.debitAccount,
      credit: reversal.creditAccount,
      amountCents: original.amountCents,
      status: 'posted',
      pendingId: null,
      reversesId: original.id,
      type: request.type === undefined ? original.type : request.type,
      description: request.description,
      metadata: request.metadata ?? {},
    };
    await movements.lockFor([{ intent }]);
    const existing = await existingFor(intent);
    if (existing) return existing;
    if (await repo.findReversal(original.id)) {
      throw new LedgerError('already_reversed', `Transfer ${original.transferKey} was already reversed.`);
    }
    return postOne(
      { intent, id: randomUUID(), apply: (balances) => applyTransfer(balances, reversal) },
      `Reversal of ${original.transferKey}`,
    );
  }

  /**
   * Takes back part of a posted transfer along its route reversed (a correction the player covers
   * only in part now, or a later pay-down of what they owed). Only the part that `marksReversal`
   * names the original in reverses_id (one per original); the rest are plain movements of its kind.
   */
  async function reversePart(
    request: ReverseRequest & { amountCents: number; marksReversal: boolean },
  ): Promise<LedgerTransfer> {
    const original = await repo.findTransfer(request.transferId);
    if (original?.status !== 'posted') {
      throw new LedgerError('transfer_not_reversible', `No posted transfer ${request.transferId}.`);
    }
    if (request.amountCents > original.amountCents) {
      throw new RangeError(`Cannot take back ${request.amountCents} of a ${original.amountCents} transfer.`);
    }
    const reversal = {
      ...reversingTransfer(
        {
          id: original.transferKey,
          kind: original.kind,
          debitAccount: original.debitAccount,
          creditAccount: original.creditAccount,
          amount: original.amountCents,
          currency: CURRENCY,
        },
        request.key,
      ),
      amount: cents(request.amountCents),
    };
    const invalid = validateTransfer(reversal);
    if (invalid) throw rejectionError(invalid, `Part reversal ${request.key}`);
    const intent: Intent = {
      key: request.key,
      kind: original.kind,
      debit: reversal.debitAccount,
      credit: reversal.creditAccount,
      amountCents: reversal.amount,
      status: 'posted',
      pendingId: null,
      reversesId: request.marksReversal ? original.id : null,
      type: request.type === undefined ? original.type : request.type,
      description: request.description,
      metadata: request.metadata ?? {},
    };
    return postOne(
      { intent, id: randomUUID(), apply: (balances) => applyTransfer(balances, reversal) },
      `Part reversal of ${original.transferKey}`,
    );
  }

  return {
    /** Locks one account for the rest of the transaction and returns its counters (opening it if new). */
    async balance(name: LedgerAccountName): Promise<LedgerBalance> {
      await movements.lock([name]);
      return movements.locked.get(name)!.balance;
    },

    /** The transfer written under `key`, if any (a refund looks up what a fee took, and from where). */
    transferByKey: (key: string): Promise<LedgerTransfer | undefined> => repo.findTransferByKey(key),

    /** The transfers with these ids (what players owe is kept by the payment's id). */
    transfersByIds: (ids: readonly string[]): Promise<LedgerTransfer[]> => repo.findTransfersByIds(ids),

    /** The transfers written under any of these keys (the stakes find a stake's parts in one read). */
    transfersByKeys: (keys: readonly string[]): Promise<LedgerTransfer[]> => repo.findTransfersByKeys(keys),

    /**
     * Locks these accounts together (sorted by id) for the rest of the transaction, so a unit that
     * makes several transfers takes its locks in one order and cannot deadlock with another. An
     * account only ever posted without its lock (the house) is left alone: nothing waits on it.
     */
    async lockAccounts(names: readonly LedgerAccountName[]): Promise<void> {
      await movements.lock(movements.lockable(names));
    },

    /**
     * The player's money lock and their cash and promo accounts' rows, in one statement (the wallet
     * unit's `lockPlayer` calls it); their balances are then known for the rest of the transaction.
     */
    lockPlayer: (userId: string) => movements.lockPlayer(userId),

    /** Accounts already locked by this transaction for the unit's player (a shared transaction's `lockPlayers`). */
    adoptLocked: (accounts: readonly LockedAccount[]) => movements.adopt(accounts),

    /** Many single-phase transfers at once, with every check of `transfer`; all posted or none. */
    transferBatch,

    /** A single-phase transfer: posted at once, or refused with nothing changed. */
    transfer: (request: TransferRequest) => move(request, 'posted'),

    /** The first phase of a two-phase transfer: the debit account's available balance drops now. */
    hold: (request: TransferRequest) => move(request, 'pending'),

    /** Completes a hold (in full, or in part with the rest released). */
    post: (request: PostRequest) => resolve(request, 'post'),

    /** Cancels a hold: everything reserved returns to the debit account. */
    void: (request: HoldResolution) => resolve(request, 'void'),

    /** The correction of a posted transfer: the same amount back along the same route. */
    reverse,

    /** Part of a posted transfer back along its route (what a player covers of a correction). */
    reversePart,
  };
}

export type Ledger = ReturnType<typeof createLedger>;
