import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../errors.ts';
import {
  bankNotificationSigningText,
  CARD_FAILURE_ERRORS,
  DEPOSIT_STATUSES,
  depositStatusChange,
  isWithdrawalCancellable,
  WITHDRAWAL_HOLD_ACTIONS,
  WITHDRAWAL_STATUSES,
  withdrawalTransition,
} from './lifecycle.ts';

describe('deposit status', () => {
  it('takes one final status, acknowledges repeats and ignores contradictions', () => {
    expect(depositStatusChange('pending', 'succeeded')).toBe('apply');
    expect(depositStatusChange('succeeded', 'succeeded')).toBe('duplicate');
    expect(depositStatusChange('succeeded', 'failed')).toBe('conflict');
    expect(depositStatusChange('cancelled', 'succeeded')).toBe('conflict');
    for (const status of DEPOSIT_STATUSES) expect(depositStatusChange(status, status)).toBe('duplicate');
  });

  it('maps every card failure to a catalogued error', () => {
    for (const code of Object.values(CARD_FAILURE_ERRORS)) expect(isErrorCode(code)).toBe(true);
  });
});

describe('withdrawal status', () => {
  it('goes requested → confirmed → paid, or is cancelled before payout', () => {
    expect(withdrawalTransition('awaiting_confirmation', 'confirm')).toBe('pending');
    expect(withdrawalTransition('pending', 'pay')).toBe('paid');
    expect(withdrawalTransition('awaiting_confirmation', 'pay')).toBeNull();
    expect(withdrawalTransition('pending', 'confirm')).toBeNull();
    expect(withdrawalTransition('pending', 'fail')).toBe('failed');
    expect(WITHDRAWAL_STATUSES.filter(isWithdrawalCancellable)).toEqual(['awaiting_confirmation']);
  });

  it('settles the hold exactly when the money leaves or comes back', () => {
    expect(WITHDRAWAL_HOLD_ACTIONS).toEqual({ confirm: null, cancel: 'void', pay: 'post', fail: 'void' });
  });
});

describe('bank notification signing text', () => {
  const fields = {
    event_id: 'ev_1',
    deposit_id: 'dep_1',
    status: 'succeeded' as const,
    amount_cents: 5_000,
    occurred_at: '2026-03-01T12:00:00.000Z',
  };

  it('covers exactly the signed fields, whatever else the body carries', () => {
    const text = bankNotificationSigningText(fields);
    expect(text).toBe(
      '{"amount_cents":5000,"deposit_id":"dep_1","event_id":"ev_1","occurred_at":"2026-03-01T12:00:00.000Z","status":"succeeded"}',
    );
    expect(bankNotificationSigningText({ ...fields, signature: 'ab' } as typeof fields)).toBe(text);
    expect(bankNotificationSigningText({ ...fields, amount_cents: 5_001 })).not.toBe(text);
  });
});
