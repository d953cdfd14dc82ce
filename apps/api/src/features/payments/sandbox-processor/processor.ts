import { randomBytes } from 'node:crypto';
import {
  type AcceptedCardBrand,
  type CardChargeOutcome,
  checkCardNumber,
  fullExpiryYear,
  SANDBOX_CARD_PROCESSOR,
  sandboxChargeOutcome,
  type TokenizeResponse,
} from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { CardProcessor } from '../gateway.ts';
import { createSandboxProcessorRepo } from './repo.ts';

/** A token from the card form works for this long, like a real processor's one-time token. */
export const CARD_TOKEN_TTL_MS = 30 * 60_000;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix_` and random letters and digits (no modulo bias: 248 is a multiple of 62). */
export function randomProcessorId(prefix: string, length = 24): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && id.length < length) id += ALPHANUMERIC[byte % 62];
    }
  }
  return `${prefix}_${id}`;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
}

export interface SandboxMerchants {
  primaryMerchantId: string;
  retryMerchantId: string;
}

/**
 * A card processor in the manner of Stripe's test mode: the browser tokenizes the card here, the
 * vault keeps brand, last four, expiry and the outcome class of the test number (never the number),
 * and charges and payouts are idempotent by the merchant's reference.
 */
export function createSandboxCardProcessor({
  db,
  clock,
  merchants,
}: {
  db: Database;
  clock: Clock;
  merchants: SandboxMerchants;
}): CardProcessor & { tokenize(card: CardInput, customerId: string): Promise<TokenizeResponse> } {
  const repo = createSandboxProcessorRepo(db);

  function outcomeFor(
    card: { primaryMerchantOutcome: CardChargeOutcome; retryMerchantOutcome: CardChargeOutcome },
    merchantId: string,
  ): CardChargeOutcome {
    if (merchantId === merchants.primaryMerchantId) return card.primaryMerchantOutcome;
    if (merchantId === merchants.retryMerchantId) return card.retryMerchantOutcome;
    return 'card_declined';
  }

  return {
    // The ledger's clearing account for this processor is processor_clearing:sandbox_card.
    name: SANDBOX_CARD_PROCESSOR,

    async tokenize(card, customerId) {
      const checked = checkCardNumber(card.number);
      if (!checked.ok) throw new RangeError('tokenize expects a card number that passed the card checks');
      const token = randomProcessorId('tok');
      const expYear = fullExpiryYear(card.expYear);
      await repo.insertCard({
        id: randomProcessorId('card'),
        token,
        customerId,
        usedReference: null,
        brand: checked.brand,
        last4: checked.last4,
        expMonth: card.expMonth,
        expYear,
        primaryMerchantOutcome: sandboxChargeOutcome(checked.number, false),
        retryMerchantOutcome: sandboxChargeOutcome(checked.number, true),
        createdAt: clock(),
      });
      return {
        token,
        customerId,
        usedReference: null,
        brand: checked.brand,
        last4: checked.last4,
        exp_month: card.expMonth,
        exp_year: expYear,
      };
    },

    async exchangeToken(token, { customerId, reference }) {
      const found = await repo.findCardByToken(token);
      if (!found || found.createdAt.getTime() + CARD_TOKEN_TTL_MS <= clock().getTime()) {
        return { ok: false, reason: 'unknown_or_expired' };
      }
      if (found.customerId !== customerId) return { ok: false, reason: 'other_customer' };
      const card = await repo.spendToken(token, customerId, reference);
      if (!card) return { ok: false, reason: 'already_used' };
      return {
        ok: true,
        card: {
          reference: card.id,
          brand: card.brand as AcceptedCardBrand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
      };
    },

    async charge(operation) {
      const card = await repo.findCard(operation.cardReference);
      if (!card) throw new Error(`sandbox processor has no card ${operation.cardReference}`);
      const stored = await repo.recordOperation({
        id: randomProcessorId('ch'),
        kind: 'charge',
        cardId: card.id,
        merchantId: operation.merchantId,
        amountCents: operation.amountCents,
        reference: operation.reference,
        outcome: outcomeFor(card, operation.merchantId),
        createdAt: clock(),
      });
      return { outcome: stored.outcome as CardChargeOutcome, chargeId: stored.id };
    },

    async payout(operation) {
      const card = await repo.findCard(operation.cardReference);
      if (!card) throw new Error(`sandbox processor has no card ${operation.cardReference}`);
      const stored = await repo.recordOperation({
        id: randomProcessorId('po'),
        kind: 'payout',
        cardId: card.id,
        merchantId: operation.merchantId,
        amountCents: operation.amountCents,
        reference: operation.reference,
        outcome: 'paid',
        createdAt: clock(),
      });
      return { outcome: stored.outcome === 'paid' ? 'paid' : 'failed', payoutId: stored.id };
    },
  };
}

export type SandboxCardProcessor = ReturnType<typeof createSandboxCardProcessor>;
