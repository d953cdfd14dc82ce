import type { ErrorCode } from '../errors.ts';
import { canonicalJson } from '../wallet/idempotency.ts';
import type { HoldAction } from '../wallet/transfer.ts';
import type { CardChargeOutcome } from './sandbox.ts';

export const DEPOSIT_METHODS = ['card', 'bank'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const DEPOSIT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * How a deposit answers a status report (a processor reply or a bank notification): a pending deposit
 * takes any final status once; the same final status again is a duplicate to acknowledge and ignore;
 * a different one after that is a conflict to log, never applied.
 */
export function depositStatusChange(
  current: DepositStatus,
  reported: DepositStatus,
): 'apply' | 'duplicate' | 'conflict' {
  if (current === reported) return 'duplicate';
  if (current === 'pending') return 'apply';
  return 'conflict';
}

/** The API error for each way a card charge can fail. */
export const CARD_FAILURE_ERRORS: Readonly<Record<Exclude<CardChargeOutcome, 'approved'>, ErrorCode>> = {
  card_declined: 'deposit_declined',
  insufficient_funds: 'deposit_insufficient_funds',
  retry_other_merchant: 'deposit_retry_other_merchant',
};

export const WITHDRAWAL_STATUSES = [
  'awaiting_confirmation',
  'pending',
  'paid',
  'cancelled',
  'failed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type WithdrawalAction = 'confirm' | 'cancel' | 'pay' | 'fail';

const WITHDRAWAL_TRANSITIONS: Readonly<
  Record<WithdrawalAction, Partial<Record<WithdrawalStatus, WithdrawalStatus>>>
> = {
  confirm: { awaiting_confirmation: 'pending' },
  // Confirming requests the payout at once, so only a withdrawal still waiting for its email link stops.
  cancel: { awaiting_confirmation: 'cancelled' },
  pay: { pending: 'paid' },
  fail: { pending: 'failed' },
};

/**
 * A withdrawal holds the player's cash from the moment it is requested, so it cannot be spent twice
 * while the email link waits; the hold is posted when paid out and voided when cancelled or failed.
 */
export const WITHDRAWAL_HOLD_ACTIONS: Readonly<Record<WithdrawalAction, HoldAction | null>> = {
  confirm: null,
  cancel: 'void',
  pay: 'post',
  fail: 'void',
};

export function withdrawalTransition(
  status: WithdrawalStatus,
  action: WithdrawalAction,
): WithdrawalStatus | null {
  return WITHDRAWAL_TRANSITIONS[action][status] ?? null;
}

/** The one cancellation rule: the API refuses, and the web offers Cancel, by this function alone. */
export function isWithdrawalCancellable(status: WithdrawalStatus): boolean {
  return withdrawalTransition(status, 'cancel') !== null;
}

/** How long a withdrawal's confirmation link works. */
export const WITHDRAWAL_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface BankNotificationFields {
  readonly event_id: string;
  readonly deposit_id: string;
  readonly status: Exclude<DepositStatus, 'pending'>;
  readonly amount_cents: number;
  readonly occurred_at: string;
}

/** The signature is HMAC-SHA256 (hex) of this text with the bank's shared secret; the API computes it. */
export const BANK_SIGNATURE_ALGORITHM = 'hmac-sha256';

/** Exactly the signed fields, in a fixed form, so the sandbox bank and the API sign the same bytes. */
export function bankNotificationSigningText(fields: BankNotificationFields): string {
  const { event_id, deposit_id, status, amount_cents, occurred_at } = fields;
  return canonicalJson({ event_id, deposit_id, status, amount_cents, occurred_at });
}
