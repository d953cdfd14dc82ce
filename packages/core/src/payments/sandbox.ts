import type { AcceptedCardBrand } from './cards.ts';

/**
 * The sandbox processor's test cards, in the manner of Stripe's: the number decides the outcome.
 * Any other valid card number is approved.
 */

export const CARD_CHARGE_OUTCOMES = [
  'approved',
  'card_declined',
  'insufficient_funds',
  'retry_other_merchant',
] as const;
export type CardChargeOutcome = (typeof CARD_CHARGE_OUTCOMES)[number];

export interface TestCard {
  readonly number: string;
  readonly brand: AcceptedCardBrand;
  readonly outcome: CardChargeOutcome;
  readonly description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'approved', description: 'Visa: approved' },
  { number: '4000056655665556', brand: 'visa', outcome: 'approved', description: 'Visa debit: approved' },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    outcome: 'approved',
    description: 'Mastercard: approved',
  },
  {
    number: '2223003122003222',
    brand: 'mastercard',
    outcome: 'approved',
    description: 'Mastercard (2-series): approved',
  },
  {
    number: '378282246310005',
    brand: 'amex',
    outcome: 'approved',
    description: 'American Express: approved',
  },
  { number: '6011111111111117', brand: 'discover', outcome: 'approved', description: 'Discover: approved' },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'card_declined',
    description: 'Declined by the bank',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'insufficient_funds',
    description: 'Declined: insufficient funds',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: 'retry_other_merchant',
    description: 'Processing error: approved when retried with the other merchant',
  },
];

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card]));

export function findTestCard(number: string): TestCard | null {
  return BY_NUMBER.get(number) ?? null;
}

/**
 * What the sandbox processor answers for a charge on a valid card number. The processing-error card
 * succeeds once the charge is retried through the retry merchant, as a real merchant fallback would.
 */
export function sandboxChargeOutcome(number: string, onRetryMerchant: boolean): CardChargeOutcome {
  const outcome = findTestCard(number)?.outcome ?? 'approved';
  return outcome === 'retry_other_merchant' && onRetryMerchant ? 'approved' : outcome;
}

/** The sandbox bank's choices on its approval page; the API turns each into a signed notification. */
export const SANDBOX_BANK_OUTCOMES = ['succeeded', 'failed', 'cancelled'] as const;
export type SandboxBankOutcome = (typeof SANDBOX_BANK_OUTCOMES)[number];
