import { randomUUID } from 'node:crypto';
import { CARD_FAILURE_ERRORS, type cardDepositRequestSchema, cents, type ErrorCode } from '@kennel/core';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import type { DepositRow, PaymentMethodRow } from '../../../platform/db/schema/payments.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Notices } from '../../notifications/port.ts';
import type { Promotions } from '../../wallet/promotions/service.ts';
import type { WalletService, WalletUnit } from '../../wallet/service.ts';
import type { CardProcessor, ChargeResult, VaultedCard } from '../gateway.ts';
import { isPaymentId } from '../ids.ts';
import { createPaymentMethodRepo } from '../payment-methods/repo.ts';
import { paymentMethodLabel } from '../payment-methods/wire.ts';
import type { DepositAttempt, DepositChecks } from './checks.ts';
import { createDepositRepo } from './repo.ts';
import { creditDeposit, type DepositSettlement, type OnSettled } from './settle.ts';

/** The card deposit request as the route validated it (defaults applied). */
export type CardDepositInput = z.output<typeof cardDepositRequestSchema>;

export interface Merchants {
  primary: string;
  retry: string;
}

export interface CardDepositOptions {
  wallet: WalletService;
  promotions: Promotions;
  notices: Notices;
  processor: CardProcessor;
  checks: DepositChecks;
  merchants: Merchants;
  clock: Clock;
}

/**
 * Card deposits: the browser's token (or a saved card) is charged through the processor, and the
 * result is settled in one transaction with the ledger credit and the stored response. A retried
 * request resumes its deposit; the processor answers a repeated charge with the first result.
 */
export function createCardDeposits({
  wallet,
  promotions,
  notices,
  processor,
  checks,
  merchants,
  clock,
}: CardDepositOptions) {
  const db = wallet.db;
  const methods = createPaymentMethodRepo(db);

  /** The card to charge: a method of the player's, or the card behind a token made for the player. */
  async function cardFor(userId: string, requestKey: string, input: CardDepositInput) {
    if (input.payment_method_id) {
      const saved = isPaymentId(input.payment_method_id)
        ? await methods.findLive(userId, input.payment_method_id)
        : undefined;
      if (saved?.type !== 'card' || saved.processor !== processor.name) {
        throw new ApiProblem('payment_method_not_found');
      }
      return saved;
    }
    // Spent for this request only: its retries get the same card, any other use is refused.
    const exchange = await processor.exchangeToken(input.payment_token ?? '', {
      customerId: userId,
      reference: requestKey,
    });
    if (exchange.ok) return exchange.card;
    if (exchange.reason === 'already_used') throw new ApiProblem('payment_token_used');
    if (exchange.reason === 'other_customer') throw new ApiProblem('payment_token_not_yours');
    throw new ApiProblem('card_invalid', {
      fields: { payment_token: 'Your card details have expired. Enter them again.' },
    });
  }

  /** The method row for the card, written in the authorised transaction (not listed, not a payout method yet). */
  async function storeMethod(unit: WalletUnit, userId: string, card: PaymentMethodRow | VaultedCard) {
    if ('userId' in card) return card;
    return createPaymentMethodRepo(unit.tx).upsert({
      id: randomUUID(),
      userId,
      type: 'card',
      processor: processor.name,
      processorReference: card.reference,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      bankName: null,
      saved: false,
      createdAt: unit.now,
    });
  }

  /** A new card keeps the player's choice; a retry through a kept card keeps the choice made with it. */
  async function saveAsked(unit: WalletUnit, methodId: string, input: CardDepositInput): Promise<boolean> {
    if (!input.payment_method_id) return input.save_payment_method;
    return createDepositRepo(unit.tx).saveAskedWith(methodId);
  }

  function merchantFor(input: CardDepositInput): string {
    const merchantId = input.merchant_id ?? merchants.primary;
    if (merchantId !== merchants.primary && merchantId !== merchants.retry) {
      throw new ApiProblem('invalid_request', { fields: { merchant_id: 'Refresh the page and try again.' } });
    }
    return merchantId;
  }

  /** The error a failed deposit answers with, carrying what the client needs to retry. */
  function failureProblem(deposit: DepositRow): ApiProblem {
    const code = (deposit.failureCode ?? 'deposit_declined') as ErrorCode;
    const retryable = code === 'deposit_retry_other_merchant' && deposit.merchantId === merchants.primary;
    return new ApiProblem(code, {
      failed_deposit_id: deposit.id,
      ...(deposit.paymentMethodId ? { payment_method_id: deposit.paymentMethodId } : {}),
      ...(retryable ? { retry_merchant_id: merchants.retry } : {}),
    });
  }

  async function settle(
    depositId: string,
    charge: ChargeResult,
    label: string,
    onSettled: OnSettled,
  ): Promise<DepositSettlement> {
    return wallet.inTransaction(async (unit) => {
      const repo = createDepositRepo(unit.tx);
      let deposit = await repo.lock(depositId);
      if (!deposit) throw new Error(`deposit ${depositId} disappeared`);
      if (deposit.status === 'pending') {
        deposit =
          charge.outcome === 'approved'
            ? await creditDeposit(unit, { promotions, notices }, deposit, {
                processor: processor.name,
                description: `Deposit by ${label}`,
                processorReference: charge.chargeId,
              })
            : await repo.update(deposit.id, {
                status: 'failed',
                failureCode: CARD_FAILURE_ERRORS[charge.outcome],
                processorReference: charge.chargeId,
                completedAt: unit.now,
              });
      }
      const settlement: DepositSettlement =
        deposit.status === 'succeeded'
          ? { ok: true, deposit }
          : { ok: false, deposit, problem: failureProblem(deposit) };
      await onSettled(unit.tx, settlement);
      return settlement;
    });
  }

  return {
    async deposit(
      userId: string,
      requestKey: string,
      input: CardDepositInput,
      location: DepositAttempt['location'],
      onSettled: OnSettled,
    ): Promise<DepositRow> {
      // A retried request resumes the deposit it started (its card token is already spent).
      const started = await createDepositRepo(db).findByRequestKey(userId, requestKey);
      const deposit =
        started ??
        (await (async () => {
          const attempt: DepositAttempt = {
            userId,
            amountCents: cents(input.amount_cents),
            method: 'card',
            location,
          };
          const promoCodeId = await checks.beforeStart(attempt, input.promo_code);
          const merchantId = merchantFor(input);
          const card = await cardFor(userId, requestKey, input);
          return wallet.inTransaction(async (unit) => {
            await checks.authorize(unit, attempt);
            const method = await storeMethod(unit, userId, card);
            return createDepositRepo(unit.tx).insertOrFind({
              id: randomUUID(),
              userId,
              requestKey,
              method: 'card',
              amountCents: attempt.amountCents,
              promoCodeId,
              paymentMethodId: method.id,
              merchantId,
              savePaymentMethod: await saveAsked(unit, method.id, input),
              createdAt: unit.now,
            });
          });
        })());
      const method = deposit.paymentMethodId ? await methods.find(deposit.paymentMethodId) : undefined;
      if (!method || !deposit.merchantId) throw new Error(`deposit ${deposit.id} has no card to charge`);
      const charge = await processor.charge({
        reference: deposit.id,
        cardReference: method.processorReference,
        amountCents: deposit.amountCents,
        merchantId: deposit.merchantId,
      });
      const settlement = await settle(deposit.id, charge, paymentMethodLabel(method), onSettled);
      if (!settlement.ok) throw settlement.problem;
      return settlement.deposit;
    },

    /** Settles card deposits a crashed process left pending (the processor replays its answer). */
    async settleStale(olderThanMs: number, limit = 50): Promise<number> {
      const stale = await createDepositRepo(db).stalePendingCardDeposits(
        new Date(clock().getTime() - olderThanMs),
        limit,
      );
      for (const deposit of stale) {
        const method = deposit.paymentMethodId ? await methods.find(deposit.paymentMethodId) : undefined;
        if (!method || !deposit.merchantId) continue;
        const charge = await processor.charge({
          reference: deposit.id,
          cardReference: method.processorReference,
          amountCents: deposit.amountCents,
          merchantId: deposit.merchantId,
        });
        await settle(deposit.id, charge, paymentMethodLabel(method), async () => undefined);
      }
      return stale.length;
    },
  };
}

export type CardDeposits = ReturnType<typeof createCardDeposits>;
