import { describe, expect, it } from 'vitest';
import { cents } from '../money.ts';
import {
  HOUSE_ACCOUNT,
  PENDING_WITHDRAWAL_ACCOUNT,
  processorClearingAccount,
  userCashAccount,
  userPromoAccount,
} from './accounts.ts';
import {
  applyTransfer,
  availableBalance,
  emptyBalance,
  holdTransition,
  isSameTransfer,
  type LedgerBalances,
  MAX_TRANSFER_CENTS,
  placeHold,
  postedBalance,
  postHold,
  reversingTransfer,
  type Transfer,
  validateTransfer,
  voidHold,
} from './transfer.ts';

const cash = userCashAccount('u1');
const promo = userPromoAccount('u1');
const clearing = processorClearingAccount('sandbox_card');

const start: LedgerBalances = {
  [cash]: emptyBalance('user_cash'),
  [promo]: emptyBalance('user_promo'),
  [clearing]: emptyBalance('processor_clearing'),
  [HOUSE_ACCOUNT]: emptyBalance('house'),
  [PENDING_WITHDRAWAL_ACCOUNT]: emptyBalance('pending_withdrawal'),
};

function transfer(
  overrides: Partial<Transfer> & Pick<Transfer, 'kind' | 'debitAccount' | 'creditAccount'>,
): Transfer {
  return { id: 'tr_1', amount: cents(2_500), currency: 'USD', ...overrides };
}

const deposit = transfer({ kind: 'deposit', debitAccount: clearing, creditAccount: cash });

function afterDeposit(): LedgerBalances {
  const result = applyTransfer(start, deposit);
  if (!result.ok) throw new Error('deposit rejected');
  return result.balances;
}

describe('validateTransfer', () => {
  it('accepts a well-formed transfer', () => {
    expect(validateTransfer(deposit)).toBeNull();
  });

  it.each([
    [{ amount: cents(0) }, 'amount_not_positive'],
    [{ amount: cents(-5) }, 'amount_not_positive'],
    [{ amount: 1.5 as never }, 'amount_not_positive'],
    [{ amount: cents(MAX_TRANSFER_CENTS + 1) }, 'amount_too_large'],
    [{ creditAccount: clearing }, 'accounts_must_be_different'],
    [{ currency: 'EUR' }, 'currency_not_usd'],
    [{ id: '' }, 'id_invalid'],
    [{ id: 'has space' }, 'id_invalid'],
  ])('rejects %o as %s', (overrides, reason) => {
    expect(validateTransfer({ ...deposit, ...overrides })?.reason).toBe(reason);
  });
});

describe('applyTransfer', () => {
  it('moves the amount and records both balances after', () => {
    const result = applyTransfer(start, deposit);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(postedBalance(result.balances[cash]!)).toBe(2_500);
    expect(postedBalance(result.balances[clearing]!)).toBe(-2_500);
    expect(result.entries).toEqual([
      {
        account: clearing,
        side: 'debit',
        amount: 2_500,
        pending: false,
        balanceAfter: -2_500,
        availableAfter: -2_500,
      },
      {
        account: cash,
        side: 'credit',
        amount: 2_500,
        pending: false,
        balanceAfter: 2_500,
        availableAfter: 2_500,
      },
    ]);
    expect(postedBalance(start[cash]!)).toBe(0);
  });

  it('refuses to take a player below zero and says by how much', () => {
    const entry = transfer({
      kind: 'entry_fee',
      debitAccount: cash,
      creditAccount: HOUSE_ACCOUNT,
      amount: cents(2_501),
    });
    expect(applyTransfer(afterDeposit(), entry)).toEqual({
      ok: false,
      rejection: { reason: 'would_go_negative', account: cash, availableCents: 2_500, amountCents: 2_501 },
    });
    expect(applyTransfer(afterDeposit(), { ...entry, amount: cents(2_500) }).ok).toBe(true);
  });

  it('lets the house run negative', () => {
    const payout = transfer({ kind: 'payout', debitAccount: HOUSE_ACCOUNT, creditAccount: cash });
    const result = applyTransfer(start, payout);
    expect(result.ok && postedBalance(result.balances[HOUSE_ACCOUNT]!)).toBe(-2_500);
  });

  it('refuses a route the kind does not allow, and unknown accounts', () => {
    const wrongWay = transfer({ kind: 'deposit', debitAccount: HOUSE_ACCOUNT, creditAccount: cash });
    expect(applyTransfer(start, wrongWay)).toEqual({
      ok: false,
      rejection: { reason: 'route_not_allowed', debitKind: 'house', creditKind: 'user_cash' },
    });
    const stranger = transfer({
      kind: 'deposit',
      debitAccount: clearing,
      creditAccount: userCashAccount('u9'),
    });
    expect(applyTransfer(start, stranger)).toEqual({
      ok: false,
      rejection: { reason: 'account_not_found', account: userCashAccount('u9') },
    });
  });

  it('corrects a transfer with a reversal on the backward route', () => {
    const reversal = reversingTransfer(deposit, 'tr_2');
    expect(reversal).toMatchObject({ debitAccount: cash, creditAccount: clearing, reverses: 'tr_1' });
    const result = applyTransfer(afterDeposit(), reversal);
    expect(result.ok && postedBalance(result.balances[cash]!)).toBe(0);
    expect(applyTransfer(afterDeposit(), { ...reversal, reverses: null }).ok).toBe(false);
  });

  it('recognises a retried transfer by id and movement', () => {
    expect(isSameTransfer(deposit, { ...deposit })).toBe(true);
    expect(isSameTransfer(deposit, { ...deposit, amount: cents(2_600) })).toBe(false);
    expect(isSameTransfer(deposit, { ...deposit, reverses: 'tr_0' })).toBe(false);
  });
});

describe('holds', () => {
  const withdrawal = transfer({
    id: 'tr_w',
    kind: 'withdrawal',
    debitAccount: cash,
    creditAccount: PENDING_WITHDRAWAL_ACCOUNT,
    amount: cents(2_000),
  });

  function held() {
    const result = placeHold(afterDeposit(), withdrawal);
    if (!result.ok) throw new Error('hold rejected');
    return result;
  }

  it('reserves the amount: available drops, posted stays', () => {
    const { balances, hold } = held();
    expect(hold.status).toBe('pending');
    expect(postedBalance(balances[cash]!)).toBe(2_500);
    expect(availableBalance(balances[cash]!)).toBe(500);
    const spend = transfer({
      kind: 'entry_fee',
      debitAccount: cash,
      creditAccount: HOUSE_ACCOUNT,
      amount: cents(501),
    });
    expect(applyTransfer(balances, spend).ok).toBe(false);
  });

  it('refuses a hold larger than what is available', () => {
    expect(placeHold(afterDeposit(), { ...withdrawal, amount: cents(2_501) }).ok).toBe(false);
  });

  it('posts in part and releases the rest', () => {
    const { balances, hold } = held();
    const posted = postHold(balances, hold, cents(1_500));
    expect(posted.ok).toBe(true);
    if (!posted.ok) return;
    expect(posted.hold).toMatchObject({ status: 'posted', postedAmount: 1_500 });
    expect(postedBalance(posted.balances[cash]!)).toBe(1_000);
    expect(availableBalance(posted.balances[cash]!)).toBe(1_000);
    expect(postedBalance(posted.balances[PENDING_WITHDRAWAL_ACCOUNT]!)).toBe(1_500);
    expect(posted.balances[PENDING_WITHDRAWAL_ACCOUNT]!.creditsPending).toBe(0);
  });

  it('refuses to post more than was held, or to settle twice', () => {
    const { balances, hold } = held();
    expect(postHold(balances, hold, cents(2_001))).toMatchObject({
      ok: false,
      rejection: { reason: 'post_exceeds_hold' },
    });
    const posted = postHold(balances, hold);
    if (!posted.ok) throw new Error('post rejected');
    expect(postHold(posted.balances, posted.hold)).toEqual({
      ok: false,
      rejection: { reason: 'hold_already_posted' },
    });
    expect(voidHold(posted.balances, posted.hold)).toEqual({
      ok: false,
      rejection: { reason: 'hold_already_posted' },
    });
  });

  it('voids: everything held comes back', () => {
    const { balances, hold } = held();
    const voided = voidHold(balances, hold);
    expect(voided.ok).toBe(true);
    if (!voided.ok) return;
    expect(voided.entries).toEqual([]);
    expect(voided.balances[cash]).toEqual(afterDeposit()[cash]);
    expect(postHold(voided.balances, voided.hold)).toEqual({
      ok: false,
      rejection: { reason: 'hold_already_voided' },
    });
  });

  it('moves only from pending, once', () => {
    expect(holdTransition('pending', 'post')).toBe('posted');
    expect(holdTransition('pending', 'void')).toBe('voided');
    expect(holdTransition('posted', 'void')).toBeNull();
    expect(holdTransition('voided', 'post')).toBeNull();
  });
});
