/**
 * The ledger's account kinds, after TigerBeetle's account model: every balance is credit-normal
 * (credits − debits), so money owed to a player is a positive balance and the sum over all
 * accounts is always zero. The `debitsMustNotExceedCredits` flag is the one rule that keeps a
 * balance from going negative; only a few system accounts are allowed to.
 */

export const LEDGER_ACCOUNT_KINDS = [
  'user_cash',
  'user_promo',
  'house',
  'processor_clearing',
  'contest_pool',
  'pending_withdrawal',
  'tax_withholding',
  'promo_funding',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** What an account's owner key names: a user id, a contest id, a payment processor, or nothing. */
export type LedgerAccountOwner = 'user' | 'contest' | 'processor' | 'none';

export interface LedgerAccountFlags {
  /** TigerBeetle's `debits_must_not_exceed_credits`: posted + pending debits never pass posted credits. */
  readonly debitsMustNotExceedCredits: boolean;
}

export interface LedgerAccountKindInfo {
  /** Stable numeric code, like TigerBeetle's account `code`; stored with every account row. */
  readonly code: number;
  readonly owner: LedgerAccountOwner;
  readonly flags: LedgerAccountFlags;
  /** Whether the account belongs to a player (shown in their wallet and history). */
  readonly userFacing: boolean;
  readonly description: string;
}

export const LEDGER_ACCOUNTS: Readonly<Record<LedgerAccountKind, LedgerAccountKindInfo>> = {
  user_cash: {
    code: 100,
    owner: 'user',
    flags: { debitsMustNotExceedCredits: true },
    userFacing: true,
    description: "A player's withdrawable cash.",
  },
  user_promo: {
    code: 110,
    owner: 'user',
    flags: { debitsMustNotExceedCredits: true },
    userFacing: true,
    description: "A player's promo credit: playable, never withdrawable.",
  },
  house: {
    code: 200,
    owner: 'none',
    flags: { debitsMustNotExceedCredits: false },
    userFacing: false,
    description:
      "Kennel's own funds: it takes lost stakes and pays house-banked winnings, so it can run negative.",
  },
  processor_clearing: {
    code: 300,
    owner: 'processor',
    flags: { debitsMustNotExceedCredits: false },
    userFacing: false,
    description:
      'Money on its way between a payment processor and Kennel; negative while the processor owes us.',
  },
  contest_pool: {
    code: 400,
    owner: 'contest',
    flags: { debitsMustNotExceedCredits: true },
    userFacing: false,
    description:
      "A contest's entry fees; it pays out only what it holds (a guarantee is funded from the house first).",
  },
  pending_withdrawal: {
    code: 500,
    owner: 'none',
    flags: { debitsMustNotExceedCredits: true },
    userFacing: false,
    description: 'Confirmed withdrawals not yet paid out by the processor.',
  },
  tax_withholding: {
    code: 600,
    owner: 'none',
    flags: { debitsMustNotExceedCredits: true },
    userFacing: false,
    description: 'Tax withheld from winnings until it is remitted.',
  },
  promo_funding: {
    code: 700,
    owner: 'none',
    flags: { debitsMustNotExceedCredits: false },
    userFacing: false,
    description: 'The marketing budget that funds promo credit; it runs negative as credit is granted.',
  },
};

export function isLedgerAccountKind(value: string): value is LedgerAccountKind {
  return Object.hasOwn(LEDGER_ACCOUNTS, value);
}

export function mayGoNegative(kind: LedgerAccountKind): boolean {
  return !LEDGER_ACCOUNTS[kind].flags.debitsMustNotExceedCredits;
}

export function ledgerAccountKindByCode(code: number): LedgerAccountKind | null {
  return LEDGER_ACCOUNT_KINDS.find((kind) => LEDGER_ACCOUNTS[kind].code === code) ?? null;
}

/** An owner key: a user, contest or processor id. Kept to characters that cannot clash with the separator. */
const OWNER_KEY = /^[A-Za-z0-9_-]{1,64}$/;
const SEPARATOR = ':';

/**
 * The unique name of a ledger account: the kind alone for single system accounts ('house'),
 * or kind and owner ('user_cash:42', 'contest_pool:c-7', 'processor_clearing:sandbox_card').
 */
export type LedgerAccountName = string;

export function ledgerAccountName(kind: LedgerAccountKind, ownerKey?: string): LedgerAccountName {
  const needsOwner = LEDGER_ACCOUNTS[kind].owner !== 'none';
  if (needsOwner && ownerKey === undefined) throw new RangeError(`A ${kind} account needs an owner key.`);
  if (!needsOwner && ownerKey !== undefined) throw new RangeError(`A ${kind} account has no owner key.`);
  if (ownerKey === undefined) return kind;
  if (!OWNER_KEY.test(ownerKey)) throw new RangeError(`Not a valid ledger owner key: ${ownerKey}`);
  return `${kind}${SEPARATOR}${ownerKey}`;
}

export interface ParsedLedgerAccountName {
  kind: LedgerAccountKind;
  ownerKey: string | null;
}

export function parseLedgerAccountName(name: string): ParsedLedgerAccountName | null {
  const at = name.indexOf(SEPARATOR);
  const kind = at === -1 ? name : name.slice(0, at);
  const ownerKey = at === -1 ? null : name.slice(at + 1);
  if (!isLedgerAccountKind(kind)) return null;
  const needsOwner = LEDGER_ACCOUNTS[kind].owner !== 'none';
  if (needsOwner !== (ownerKey !== null)) return null;
  if (ownerKey !== null && !OWNER_KEY.test(ownerKey)) return null;
  return { kind, ownerKey };
}

export const userCashAccount = (userId: string): LedgerAccountName => ledgerAccountName('user_cash', userId);
export const userPromoAccount = (userId: string): LedgerAccountName =>
  ledgerAccountName('user_promo', userId);
export const contestPoolAccount = (contestId: string): LedgerAccountName =>
  ledgerAccountName('contest_pool', contestId);
export const processorClearingAccount = (processor: string): LedgerAccountName =>
  ledgerAccountName('processor_clearing', processor);
export const HOUSE_ACCOUNT: LedgerAccountName = 'house';
export const PENDING_WITHDRAWAL_ACCOUNT: LedgerAccountName = 'pending_withdrawal';
export const TAX_WITHHOLDING_ACCOUNT: LedgerAccountName = 'tax_withholding';
export const PROMO_FUNDING_ACCOUNT: LedgerAccountName = 'promo_funding';

/** The processors whose clearing accounts the sandbox uses. */
export const SANDBOX_CARD_PROCESSOR = 'sandbox_card';
export const SANDBOX_BANK_PROCESSOR = 'sandbox_bank';
