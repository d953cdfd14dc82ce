import type { LedgerAccountKind } from './accounts.ts';

/** The movements a player sees in their history (`GET /v1/transactions?type=`). */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_reversal',
  'entry_fee',
  'payout',
  'refund',
  'promo_credit',
  'promo_expiry',
  'referral_bonus',
  'adjustment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_reversal: 'Withdrawal returned',
  entry_fee: 'Entry fee',
  payout: 'Winnings',
  refund: 'Refund',
  promo_credit: 'Promo credit',
  promo_expiry: 'Promo credit expired',
  referral_bonus: 'Referral bonus',
  adjustment: 'Adjustment',
};

/** Movements between system accounts only, never in a player's history. */
export const SYSTEM_TRANSFER_KINDS = ['withdrawal_payout', 'house_transfer', 'tax_withholding'] as const;

export const TRANSFER_KINDS = [...TRANSACTION_TYPES, ...SYSTEM_TRANSFER_KINDS] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as ReadonlyArray<string>).includes(value);
}

export function isTransferKind(value: string): value is TransferKind {
  return (TRANSFER_KINDS as ReadonlyArray<string>).includes(value);
}

type Route = readonly [debit: LedgerAccountKind, credit: LedgerAccountKind];

const USER_ACCOUNTS = ['user_cash', 'user_promo'] as const;
const STAKE_HOLDERS = ['contest_pool', 'house'] as const;
const cross = (
  debits: ReadonlyArray<LedgerAccountKind>,
  credits: ReadonlyArray<LedgerAccountKind>,
): Route[] => debits.flatMap((debit) => credits.map((credit) => [debit, credit] as const));

/**
 * Which accounts each kind of transfer may move money between (debit → credit). A withdrawal is
 * a hold from the player's cash to pending withdrawals, posted when the player confirms it and paid
 * on by `withdrawal_payout`; a payout that bounces comes back as `withdrawal_reversal`.
 */
export const TRANSFER_ROUTES: Readonly<Record<TransferKind, ReadonlyArray<Route>>> = {
  deposit: [['processor_clearing', 'user_cash']],
  withdrawal: [['user_cash', 'pending_withdrawal']],
  withdrawal_reversal: [['pending_withdrawal', 'user_cash']],
  withdrawal_payout: [['pending_withdrawal', 'processor_clearing']],
  entry_fee: cross(USER_ACCOUNTS, STAKE_HOLDERS),
  payout: cross(STAKE_HOLDERS, ['user_cash']),
  refund: cross(STAKE_HOLDERS, USER_ACCOUNTS),
  promo_credit: [['promo_funding', 'user_promo']],
  promo_expiry: [['user_promo', 'promo_funding']],
  referral_bonus: [['promo_funding', 'user_promo']],
  adjustment: [...cross(['house'], USER_ACCOUNTS), ...cross(USER_ACCOUNTS, ['house'])],
  house_transfer: [
    ['house', 'contest_pool'],
    ['contest_pool', 'house'],
    ['house', 'promo_funding'],
  ],
  tax_withholding: cross(STAKE_HOLDERS, ['tax_withholding']),
};

export function isRouteAllowed(
  kind: TransferKind,
  debit: LedgerAccountKind,
  credit: LedgerAccountKind,
): boolean {
  return TRANSFER_ROUTES[kind].some(([d, c]) => d === debit && c === credit);
}
