import type { AcceptedCardBrand, CardChargeOutcome, Cents } from '@kennel/core';

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
  amountCents: Cents;
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

/** Why a token could not be swapped for a card. */
export type TokenRefusal = 'unknown_or_expired' | 'already_used' | 'other_customer';

export type TokenExchange = { ok: true; card: VaultedCard } | { ok: false; reason: TokenRefusal };

export interface TokenUse {
  /** The merchant's customer (Kennel's user id): a token works only for the customer it was made for. */
  customerId: string;
  /** The merchant's reference for this use: a token is spent once; the same reference may repeat it. */
  reference: string;
}

export interface CardProcessor {
  /** Also the owner key of the processor's clearing account in the ledger. */
  readonly name: string;
  /** Spends a one-time token from the browser for the reusable card. */
  exchangeToken(token: string, use: TokenUse): Promise<TokenExchange>;
  charge(operation: CardOperation): Promise<ChargeResult>;
  payout(operation: CardOperation): Promise<PayoutResult>;
}

export interface BankPaymentRequest {
  /** Kennel's deposit id. */
  reference: string;
  amountCents: Cents;
  /** Where the bank sends the player after approving (or failing) the payment. */
  successUrl: string;
  /** Where the bank sends the player after cancelling. */
  cancelUrl: string;
}

export interface BankPayoutRequest {
  /** Kennel's withdrawal id: the bank answers a repeat with its first result. */
  reference: string;
  /** Kennel's reference (deposit id) of a payment the player made: the money goes back to that account. */
  paymentReference: string;
  amountCents: Cents;
}

export interface BankGateway {
  readonly name: string;
  /** Registers the payment with the bank; the player approves it at `authorizationUrl`. */
  createPayment(request: BankPaymentRequest): Promise<{ paymentId: string; authorizationUrl: string }>;
  /** Pays money back to the account a payment came from. */
  payout(request: BankPayoutRequest): Promise<PayoutResult>;
}

export interface PaymentGateway {
  card: CardProcessor;
  bank: BankGateway;
}
