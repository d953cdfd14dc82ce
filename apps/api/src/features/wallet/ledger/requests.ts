import {
  type Cents,
  isTransactionType,
  LEDGER_ACCOUNTS,
  type LedgerAccountName,
  parseLedgerAccountName,
  type TransactionType,
  type TransferKind,
} from '@kennel/core';
import type { TransferStatus } from '../../../platform/db/schema/wallet.ts';
import type { StoredTransfer } from './repo.ts';

/** What callers ask the ledger for, and how a repeated key is recognised as the same movement. */

export type LedgerTransfer = StoredTransfer;

export interface TransferRequest {
  /** Idempotency key of this movement: the same key and movement answer with the first transfer. */
  key: string;
  /**
   * The new transfer's id, when the caller writes rows naming it before the money moves (so the
   * accounts are locked for the shortest time); a fresh one otherwise.
   */
  id?: string;
  kind: TransferKind;
  debit: LedgerAccountName;
  credit: LedgerAccountName;
  amountCents: number;
  description: string;
  /** What the player's history calls it; defaults to the kind when the kind is a transaction type. */
  type?: TransactionType | null;
  metadata?: Record<string, unknown>;
}

export interface HoldResolution {
  key: string;
  pendingId: string;
  description: string;
  type?: TransactionType | null;
  metadata?: Record<string, unknown>;
}

export interface PostRequest extends HoldResolution {
  /** Up to the held amount; the rest returns to the debit account. Defaults to all of it. */
  amountCents?: number;
}

export interface ReverseRequest {
  key: string;
  transferId: string;
  description: string;
  type?: TransactionType | null;
  metadata?: Record<string, unknown>;
}

/** What a write is meant to be; compared with a stored transfer when its key already exists. */
export interface Intent {
  key: string;
  kind: TransferKind;
  debit: LedgerAccountName;
  credit: LedgerAccountName;
  amountCents: Cents;
  status: TransferStatus;
  pendingId: string | null;
  reversesId: string | null;
  type: TransactionType | null;
  description: string;
  metadata: Record<string, unknown>;
}

export function sameMovement(stored: StoredTransfer, intent: Intent): boolean {
  return (
    stored.kind === intent.kind &&
    stored.debitAccount === intent.debit &&
    stored.creditAccount === intent.credit &&
    stored.amountCents === intent.amountCents &&
    stored.status === intent.status &&
    stored.pendingId === intent.pendingId &&
    stored.reversesId === intent.reversesId
  );
}

export function defaultType(
  kind: TransferKind,
  type: TransactionType | null | undefined,
): TransactionType | null {
  if (type !== undefined) return type;
  return isTransactionType(kind) ? kind : null;
}

export function userOf(name: LedgerAccountName): string | null {
  const parsed = parseLedgerAccountName(name);
  return parsed && LEDGER_ACCOUNTS[parsed.kind].owner === 'user' ? parsed.ownerKey : null;
}
