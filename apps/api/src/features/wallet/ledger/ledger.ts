import { randomUUID } from 'node:crypto';
import {
  applyTransfer,
  availableBalance,
  CURRENCY,
  cents,
  type Hold,
  type HoldRejection,
  type LedgerAccountName,
  type LedgerBalance,
  type LedgerBalances,
  placeHold,
  postedBalance,
  postHold,
  reversingTransfer,
  type Transfer,
  validateTransfer,
  voidHold,
} from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import { transferBatch } from './batch.ts';
import { LedgerError, rejectionError } from './errors.ts';
import { createLedgerRepo, type EntryWrite, type LockedAccount, type StoredTransfer } from './repo.ts';

import {
  defaultType,
  type HoldResolution,
  type Intent,
  type LedgerTransfer,
  type PostRequest,
  type ReverseRequest,
  sameMovement,
  type TransferRequest,
  userOf,
} from './requests.ts';

export type { HoldResolution, LedgerTransfer, PostRequest, ReverseRequest, TransferRequest };

/**
 * The ledger inside one database transaction: every call locks its two accounts (sorted by id),
 * asks core whether the movement is allowed, and writes the transfer, its entries and the new
 * counters together. `changedUsers` collects the players whose balances moved, for after commit.
 */
export function createLedger(tx: Database, now: () => Date, changedUsers: Set<string>) {
  const repo = createLedgerRepo(tx);

  async function lock(names: readonly LedgerAccountName[]): Promise<Map<LedgerAccountName, LockedAccount>> {
    const wanted = [...new Set(names)];
    let locked = await repo.lockAccounts(wanted);
    if (locked.length < wanted.length) {
      const present = new Set(locked.map((account) => account.name));
      await repo.openAccounts(wanted.filter((name) => !present.has(name)));
      locked = await repo.lockAccounts(wanted);
    }
    return new Map(locked.map((account) => [account.name, account]));
  }

  function balancesOf(locked: Map<LedgerAccountName, LockedAccount>): LedgerBalances {
    return Object.fromEntries([...locked].map(([name, account]) => [name, account.balance]));
  }

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

  async function refuse(intent: Intent, rejection: HoldRejection, what: string): Promise<LedgerTransfer> {
    const existing = await existingFor(intent);
    if (existing) return existing;
    throw rejectionError(rejection, what);
  }

  async function write(
    intent: Intent,
    locked: Map<LedgerAccountName, LockedAccount>,
    after: LedgerBalances,
    id: string = randomUUID(),
  ): Promise<LedgerTransfer> {
    const debit = locked.get(intent.debit)!;
    const credit = locked.get(intent.credit)!;
    const entries: EntryWrite[] = [debit, credit].map((account) => {
      const next = after[account.name]!;
      return {
        accountId: account.id,
        after: next,
        amountCents: postedBalance(next) - postedBalance(account.balance),
        availableChangeCents: availableBalance(next) - availableBalance(account.balance),
        balanceAfterCents: postedBalance(next),
        availableAfterCents: availableBalance(next),
      };
    });
    const createdAt = now();
    const written = await repo.writeTransfer({
      id,
      transferKey: intent.key,
      kind: intent.kind,
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      amountCents: intent.amountCents,
      status: intent.status,
      pendingId: intent.pendingId,
      reversesId: intent.reversesId,
      type: intent.type,
      description: intent.description,
      metadata: intent.metadata,
      createdAt,
      entries,
    });
    if (!written) {
      const existing = await existingFor(intent);
      if (!existing)
        throw new LedgerError('write_lost', `Transfer ${intent.key} was neither written nor found.`);
      return existing;
    }
    for (const name of [intent.debit, intent.credit]) {
      const user = userOf(name);
      if (user) changedUsers.add(user);
    }
    return {
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
    };
  }

  async function move(request: TransferRequest, status: 'posted' | 'pending'): Promise<LedgerTransfer> {
    const amount = cents(request.amountCents);
    const transfer: Transfer = {
      id: request.key,
      kind: request.kind,
      debitAccount: request.debit,
      creditAccount: request.credit,
      amount,
      currency: CURRENCY,
    };
    const invalid = validateTransfer(transfer);
    if (invalid) throw rejectionError(invalid, `Transfer ${request.key}`);
    const intent: Intent = {
      key: request.key,
      kind: request.kind,
      debit: request.debit,
      credit: request.credit,
      amountCents: amount,
      status,
      pendingId: null,
      reversesId: null,
      type: defaultType(request.kind, request.type),
      description: request.description,
      metadata: request.metadata ?? {},
    };
    const locked = await lock([request.debit, request.credit]);
    const balances = balancesOf(locked);
    const result = status === 'posted' ? applyTransfer(balances, transfer) : placeHold(balances, transfer);
    if (!result.ok) return refuse(intent, result.rejection, `Transfer ${request.key}`);
    return write(intent, locked, result.balances, request.id);
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
    const locked = await lock([pending.debitAccount, pending.creditAccount]);
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
    const balances = balancesOf(locked);
    const result = action === 'post' ? postHold(balances, hold, amountCents) : voidHold(balances, hold);
    if (!result.ok) return refuse(intent, result.rejection, `${action} of ${pending.transferKey}`);
    return write(intent, locked, result.balances);
  }

  return {
    /** Locks one account for the rest of the transaction and returns its counters (opening it if new). */
    async balance(name: LedgerAccountName): Promise<LedgerBalance> {
      return (await lock([name])).get(name)!.balance;
    },

    /** The transfer written under `key`, if any (a refund looks up what a fee took, and from where). */
    transferByKey: (key: string): Promise<LedgerTransfer | undefined> => repo.findTransferByKey(key),

    /** The transfers written under any of these keys (the stakes find a stake's parts in one read). */
    transfersByKeys: (keys: readonly string[]): Promise<LedgerTransfer[]> => repo.findTransfersByKeys(keys),

    /**
     * Locks these accounts together (sorted by id) for the rest of the transaction, so a unit that
     * makes several transfers takes its locks in one order and cannot deadlock with another.
     */
    async lockAccounts(names: readonly LedgerAccountName[]): Promise<void> {
      await lock(names);
    },

    /** Many single-phase transfers at once, with every check of `transfer`; all posted or none. */
    transferBatch: (requests: readonly TransferRequest[]) =>
      transferBatch({ tx, repo, now, changedUsers, lock }, requests),

    /** A single-phase transfer: posted at once, or refused with nothing changed. */
    transfer: (request: TransferRequest) => move(request, 'posted'),

    /** The first phase of a two-phase transfer: the debit account's available balance drops now. */
    hold: (request: TransferRequest) => move(request, 'pending'),

    /** Completes a hold (in full, or in part with the rest released). */
    post: (request: PostRequest) => resolve(request, 'post'),

    /** Cancels a hold: everything reserved returns to the debit account. */
    void: (request: HoldResolution) => resolve(request, 'void'),

    /** The correction of a posted transfer: the same amount back along the same route. */
    async reverse(request: ReverseRequest): Promise<LedgerTransfer> {
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
      const locked = await lock([reversal.debitAccount, reversal.creditAccount]);
      const existing = await existingFor(intent);
      if (existing) return existing;
      if (await repo.findReversal(original.id)) {
        throw new LedgerError('already_reversed', `Transfer ${original.transferKey} was already reversed.`);
      }
      const result = applyTransfer(balancesOf(locked), reversal);
      if (!result.ok) throw rejectionError(result.rejection, `Reversal of ${original.transferKey}`);
      return write(intent, locked, result.balances);
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
