import type { LedgerAccountKind } from './accounts.ts';

/** The movements a player sees in their history (`GET /v1/transactions?type=`). */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_reversal',
  'entry_fee',
  'payout',
  'refund',
  'bet',
  'bet_winnings',
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
  bet: 'Bet',
  bet_winnings: 'Bet winnings',
  promo_credit: 'Promo credit',
  promo_expiry: 'Promo credit expired',
  referral_bonus: 'Referral bonus',
  adjustment: 'Adjustment',
};

/** Movements between system accounts only, never in a player's history. */
export const SYSTEM_TRANSFER_KINDS = [
  'withdrawal_payout',
  'house_transfer',
  'tax_withholding',
  'promo_write_off',
] as const;

export const TRANSFER_KINDS = [...TRANSACTION_TYPES, ...SYSTEM_TRANSFER_KINDS] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as ReadonlyArray<string>).includes(value);
}

export function isTransferKind(value: string): value is TransferKind {
  return (TRANSFER_KINDS as ReadonlyArray<string>).includes(value);
}

export type TransferRoute = readonly [debit: LedgerAccountKind, credit: LedgerAccountKind];

/**
 * What a movement counts toward, read from the player's accounts it touches: `spend` (the
 * responsible-gaming spend limits: what it took from, or gave back to, the player's cash and promo
 * credit), `net_winnings` (1099 net winnings: what it did to the player's cash), `deposits`
 * (lifetime deposits) and `withdrawals` (pending withdrawals).
 */
export const MONEY_COUNTS = ['spend', 'net_winnings', 'deposits', 'withdrawals'] as const;
export type MoneyCount = (typeof MONEY_COUNTS)[number];

/** One kind of transfer: where it may move money (debit → credit) and what it counts toward. */
export interface TransferKindDeclaration {
  readonly routes: ReadonlyArray<TransferRoute>;
  readonly countsFor: ReadonlyArray<MoneyCount>;
}

/** A set of declared kinds: core's own, or (in a test) core's plus one more. */
export type TransferKindDeclarations = Readonly<Record<string, TransferKindDeclaration>>;

const USER_ACCOUNTS = ['user_cash', 'user_promo'] as const;
const STAKE_HOLDERS = ['contest_pool', 'house'] as const;
const cross = (
  debits: ReadonlyArray<LedgerAccountKind>,
  credits: ReadonlyArray<LedgerAccountKind>,
): TransferRoute[] => debits.flatMap((debit) => credits.map((credit) => [debit, credit] as const));

/**
 * Every transfer kind, declared once: the ledger checks each movement's route against it, and the
 * spend limits, 1099 net winnings and the wallet's figures build their kind lists from it, so a
 * new kind (a sportsbook stake) is counted everywhere by saying what it counts for here. A
 * withdrawal is a hold from the player's cash to pending withdrawals, posted when the player
 * confirms it and paid on by `withdrawal_payout`; a payout that bounces comes back as
 * `withdrawal_reversal`. A correction (reversal) keeps its original's kind, so it counts back.
 */
export const TRANSFER_KIND_DECLARATIONS = {
  deposit: { routes: [['processor_clearing', 'user_cash']], countsFor: ['deposits'] },
  withdrawal: { routes: [['user_cash', 'pending_withdrawal']], countsFor: ['withdrawals'] },
  withdrawal_reversal: { routes: [['pending_withdrawal', 'user_cash']], countsFor: [] },
  withdrawal_payout: { routes: [['pending_withdrawal', 'processor_clearing']], countsFor: [] },
  entry_fee: { routes: cross(USER_ACCOUNTS, STAKE_HOLDERS), countsFor: ['spend', 'net_winnings'] },
  payout: { routes: cross(STAKE_HOLDERS, ['user_cash']), countsFor: ['net_winnings'] },
  refund: { routes: cross(STAKE_HOLDERS, USER_ACCOUNTS), countsFor: ['spend', 'net_winnings'] },
  // A sportsbook stake and what it won: the house banks every bet, and both count as an entry's do.
  bet: { routes: cross(USER_ACCOUNTS, ['house']), countsFor: ['spend', 'net_winnings'] },
  bet_winnings: { routes: [['house', 'user_cash']], countsFor: ['net_winnings'] },
  promo_credit: { routes: [['promo_funding', 'user_promo']], countsFor: [] },
  promo_expiry: { routes: [['user_promo', 'promo_funding']], countsFor: [] },
  referral_bonus: { routes: [['promo_funding', 'user_promo']], countsFor: [] },
  adjustment: {
    routes: [...cross(['house'], USER_ACCOUNTS), ...cross(USER_ACCOUNTS, ['house'])],
    countsFor: [],
  },
  house_transfer: {
    routes: [
      ['house', 'contest_pool'],
      ['contest_pool', 'house'],
      ['house', 'promo_funding'],
    ],
    countsFor: [],
  },
  tax_withholding: { routes: cross(STAKE_HOLDERS, ['tax_withholding']), countsFor: [] },
  // A corrected refund's promo part the player no longer holds (expired or spent): the promo budget
  // closes it to the house instead of the player owing it; it touches no player, so counts for nothing.
  promo_write_off: { routes: [['promo_funding', 'house']], countsFor: [] },
} as const satisfies Record<TransferKind, TransferKindDeclaration>;

/** Which accounts each kind of transfer may move money between (from the declarations). */
export const TRANSFER_ROUTES = Object.fromEntries(
  TRANSFER_KINDS.map((kind) => [kind, TRANSFER_KIND_DECLARATIONS[kind].routes]),
) as Readonly<Record<TransferKind, ReadonlyArray<TransferRoute>>>;

/** The kinds that count toward `count`, in declaration order. */
export function transferKindsCountingFor(
  count: MoneyCount,
  declarations: TransferKindDeclarations = TRANSFER_KIND_DECLARATIONS,
): string[] {
  return Object.entries(declarations)
    .filter(([, declaration]) => declaration.countsFor.includes(count))
    .map(([kind]) => kind);
}

export function isRouteAllowed(
  kind: TransferKind,
  debit: LedgerAccountKind,
  credit: LedgerAccountKind,
): boolean {
  return TRANSFER_ROUTES[kind].some(([d, c]) => d === debit && c === credit);
}
