import type { AcceptedCardBrand, CardChargeOutcome } from '@kennel/core';

/**
 * What Kennel needs from payment partners. The sandbox implements it in this process; a real
 * processor and bank implement it over their HTTP APIs. Card numbers never cross this interface.
 */

/** A card in the processor's vault, as the processor describes it to merchants. */
export interface VaultedCard {
  /** The processor's reusable id for the card. */
  reference: string;
  brand: AcceptedCardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardOperation {
  /** Kennel's id for the operation (deposit or withdrawal id): the processor answers a repeat with its first result. */
  reference: string;
  cardReference: string;
  amountCents: number;
  merchantId: string;
}

export interface ChargeResult {
  outcome: CardChargeOutcome;
  chargeId: string;
}

export interface PayoutResult {
  outcome: 'paid' | 'failed';
  payoutId: string;
}

export interface CardProcessor {
  /** Also the owner key of the processor's clearing account in the ledger. */
  readonly name: string;
  /** Swaps a one-time token from the browser for the reusable card, or null if unknown or expired. */
  exchangeToken(token: string): Promise<VaultedCard | null>;
  charge(operation: CardOperation): Promise<ChargeResult>;
  payout(operation: CardOperation): Promise<PayoutResult>;
}

export interface BankPaymentRequest {
  /** Kennel's deposit id. */
  reference: string;
  amountCents: number;
  /** Where the bank sends the player after approving (or failing) the payment. */
  successUrl: string;
  /** Where the bank sends the player after cancelling. */
  cancelUrl: string;
}

export interface BankGateway {
  readonly name: string;
  /** Registers the payment with the bank; the player approves it at `authorizationUrl`. */
  createPayment(request: BankPaymentRequest): Promise<{ paymentId: string; authorizationUrl: string }>;
}

export interface PaymentGateway {
  card: CardProcessor;
  bank: BankGateway;
}
