import { describe, expect, it } from 'vitest';
import {
  LEDGER_ACCOUNT_KINDS,
  LEDGER_ACCOUNTS,
  ledgerAccountKindByCode,
  ledgerAccountName,
  mayGoNegative,
  parseLedgerAccountName,
  userCashAccount,
} from './accounts.ts';
import {
  isRouteAllowed,
  SYSTEM_TRANSFER_KINDS,
  TRANSACTION_TYPES,
  TRANSFER_KIND_DECLARATIONS,
  TRANSFER_ROUTES,
  type TransferKindDeclarations,
  transferKindsCountingFor,
} from './transfer-kinds.ts';

describe('ledger account kinds', () => {
  it('lets only system accounts go negative, never a player', () => {
    for (const kind of LEDGER_ACCOUNT_KINDS) {
      if (LEDGER_ACCOUNTS[kind].userFacing) expect(mayGoNegative(kind)).toBe(false);
    }
    expect(LEDGER_ACCOUNT_KINDS.filter(mayGoNegative)).toEqual([
      'house',
      'processor_clearing',
      'promo_funding',
    ]);
  });

  it('gives every kind its own code', () => {
    const codes = LEDGER_ACCOUNT_KINDS.map((kind) => LEDGER_ACCOUNTS[kind].code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const kind of LEDGER_ACCOUNT_KINDS)
      expect(ledgerAccountKindByCode(LEDGER_ACCOUNTS[kind].code)).toBe(kind);
    expect(ledgerAccountKindByCode(1)).toBeNull();
  });
});

describe('ledger account names', () => {
  it('names owned and single accounts and reads them back', () => {
    expect(userCashAccount('42')).toBe('user_cash:42');
    expect(ledgerAccountName('house')).toBe('house');
    expect(parseLedgerAccountName('contest_pool:c-7')).toEqual({ kind: 'contest_pool', ownerKey: 'c-7' });
    expect(parseLedgerAccountName('house')).toEqual({ kind: 'house', ownerKey: null });
  });

  it('refuses names that do not fit the kind', () => {
    expect(() => ledgerAccountName('user_cash')).toThrow(RangeError);
    expect(() => ledgerAccountName('house', 'x')).toThrow(RangeError);
    expect(() => ledgerAccountName('user_cash', 'a:b')).toThrow(RangeError);
    for (const bad of ['user_cash', 'house:1', 'wallet:1', 'user_cash:', 'user_cash:a:b']) {
      expect(parseLedgerAccountName(bad)).toBeNull();
    }
  });
});

describe('transfer routes', () => {
  it('puts a player account on one side of every history type, and on neither side of system kinds', () => {
    const isUser = (kind: string) => kind === 'user_cash' || kind === 'user_promo';
    for (const type of TRANSACTION_TYPES) {
      for (const [debit, credit] of TRANSFER_ROUTES[type])
        expect(isUser(debit) !== isUser(credit)).toBe(true);
    }
    for (const kind of SYSTEM_TRANSFER_KINDS) {
      for (const [debit, credit] of TRANSFER_ROUTES[kind])
        expect(isUser(debit) || isUser(credit)).toBe(false);
    }
  });

  it('never lets promo credit become cash directly', () => {
    expect(isRouteAllowed('adjustment', 'user_promo', 'user_cash')).toBe(false);
    expect(isRouteAllowed('promo_credit', 'promo_funding', 'user_cash')).toBe(false);
    expect(isRouteAllowed('withdrawal', 'user_promo', 'pending_withdrawal')).toBe(false);
    expect(isRouteAllowed('entry_fee', 'user_promo', 'contest_pool')).toBe(true);
  });
});

describe('transfer kind declarations', () => {
  it('count entry fees, bets and refunds as spend, and stakes, winnings and refunds as net winnings', () => {
    expect(transferKindsCountingFor('spend')).toEqual(['entry_fee', 'refund', 'bet']);
    expect(transferKindsCountingFor('net_winnings')).toEqual([
      'entry_fee',
      'payout',
      'refund',
      'bet',
      'bet_winnings',
    ]);
    expect(transferKindsCountingFor('deposits')).toEqual(['deposit']);
    expect(transferKindsCountingFor('withdrawals')).toEqual(['withdrawal']);
  });

  it('count a kind another declaration adds', () => {
    const declarations = {
      ...TRANSFER_KIND_DECLARATIONS,
      sportsbook_stake: { routes: [['user_cash', 'house']], countsFor: ['spend', 'net_winnings'] },
    } satisfies TransferKindDeclarations;
    expect(transferKindsCountingFor('spend', declarations)).toContain('sportsbook_stake');
    expect(transferKindsCountingFor('net_winnings', declarations)).toContain('sportsbook_stake');
    expect(transferKindsCountingFor('deposits', declarations)).not.toContain('sportsbook_stake');
  });
});
