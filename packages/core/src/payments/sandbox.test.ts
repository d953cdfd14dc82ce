import { describe, expect, it } from 'vitest';
import { checkCardNumber } from './cards.ts';
import { findTestCard, sandboxChargeOutcome, TEST_CARDS } from './sandbox.ts';

describe('sandbox test cards', () => {
  it('are numbers a customer could type: valid, of the stated brand', () => {
    for (const card of TEST_CARDS) {
      expect(checkCardNumber(card.number)).toMatchObject({ ok: true, brand: card.brand });
    }
  });

  it('decide the outcome, like Stripe test cards', () => {
    expect(sandboxChargeOutcome('4242424242424242', false)).toBe('approved');
    expect(sandboxChargeOutcome('4000000000000002', false)).toBe('card_declined');
    expect(sandboxChargeOutcome('4000000000009995', false)).toBe('insufficient_funds');
    expect(sandboxChargeOutcome('4000000000000119', false)).toBe('retry_other_merchant');
    expect(findTestCard('378282246310005')?.brand).toBe('amex');
  });

  it('approves the processing-error card on the retry merchant, but not a decline', () => {
    expect(sandboxChargeOutcome('4000000000000119', true)).toBe('approved');
    expect(sandboxChargeOutcome('4000000000000002', true)).toBe('card_declined');
  });

  it('approves any other valid number', () => {
    expect(findTestCard('4111111111111111')).toBeNull();
    expect(sandboxChargeOutcome('4111111111111111', false)).toBe('approved');
  });
});
