import { randomUUID } from 'node:crypto';
import { type BankNotification, cents, depositStatusChange } from '@kennel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/database.ts';
import { bankNotifications, type DepositRow } from '../../../platform/db/schema/payments.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Notices } from '../../notifications/port.ts';
import type { Promotions } from '../../wallet/promotions/service.ts';
import type { WalletService, WalletUnit } from '../../wallet/service.ts';
import { createAccountReviewRepo } from '../account-reviews.ts';
import { isBankSignatureValid } from '../bank-signature.ts';
import type { BankGateway } from '../gateway.ts';
import { isPaymentId } from '../ids.ts';
import { createPaymentMethodRepo } from '../payment-methods/repo.ts';
import type { DepositAttempt, DepositChecks } from './checks.ts';
import { createDepositRepo } from './repo.ts';
import { reverseReturnedDeposit } from './returned.ts';
import { creditDeposit } from './settle.ts';

export interface BankDepositOptions {
  wallet: WalletService;
  promotions: Promotions;
  notices: Notices;
  bank: BankGateway;
  checks: DepositChecks;
  publicUrl: string;
  /** BANK_WEBHOOK_SECRET: shared with the bank, checks every notification. */
  webhookSecret: string;
  logger: FastifyBaseLogger;
}

export interface BankDepositStart {
  depositId: string;
  authorizationUrl: string;
}

type NotificationOutcome = 'applied' | 'reversed' | 'duplicate' | 'conflict' | 'unknown_deposit';

/**
 * Online-banking deposits (Trustly-style): Kennel registers the payment with the bank, the player
 * approves it at the bank, and the bank's signed notification settles it. Notifications are
 * idempotent by event id; a replay changes nothing.
 */
export function createBankDeposits({
  wallet,
  promotions,
  notices,
  bank,
  checks,
  publicUrl,
  webhookSecret,
  logger,
}: BankDepositOptions) {
  function returnUrl(path: string, depositId: string): string {
    const url = new URL(path, publicUrl);
    url.searchParams.set('deposit_id', depositId);
    return url.toString();
  }

  async function settle(
    tx: Database,
    deposit: DepositRow,
    notification: BankNotification,
    now: Date,
    credit: () => Promise<DepositRow>,
    reverse: () => Promise<void>,
  ): Promise<NotificationOutcome> {
    const change = depositStatusChange(deposit.status, notification.status);
    // The bank took back a payment it had reported paid (a returned ACH debit).
    const takenBack = deposit.status === 'succeeded' && notification.status === 'failed';
    const outcome: NotificationOutcome =
      notification.amount_cents !== deposit.amountCents
        ? 'conflict'
        : takenBack
          ? 'reversed'
          : change === 'apply'
            ? 'applied'
            : change;
    const recorded = await tx
      .insert(bankNotifications)
      .values({
        eventId: notification.event_id,
        depositId: deposit.id,
        status: notification.status,
        amountCents: cents(notification.amount_cents),
        occurredAt: new Date(notification.occurred_at),
        receivedAt: now,
        outcome,
      })
      .onConflictDoNothing()
      .returning({ eventId: bankNotifications.eventId });
    if (recorded.length === 0) return 'duplicate';
    if (outcome === 'reversed') await reverse();
    if (outcome !== 'applied') return outcome;
    if (notification.status === 'succeeded') await credit();
    else {
      await createDepositRepo(tx).update(deposit.id, {
        status: notification.status,
        failureCode: notification.status === 'failed' ? 'deposit_declined' : null,
        completedAt: now,
      });
    }
    return 'applied';
  }

  /** The player's bank account at this bank as a payout method: the first account that paid in. */
  async function bankMethodFor(unit: WalletUnit, deposit: DepositRow) {
    const methods = createPaymentMethodRepo(unit.tx);
    const known = await methods.findFundedOf(deposit.userId, 'bank', bank.name);
    if (known) return known;
    return methods.upsert({
      id: randomUUID(),
      userId: deposit.userId,
      type: 'bank',
      processor: bank.name,
      // The bank pays back to the account of the payment with this reference.
      processorReference: deposit.id,
      brand: null,
      last4: String(Number.parseInt(deposit.id.replace(/-/g, '').slice(-4), 16) % 10_000).padStart(4, '0'),
      expMonth: null,
      expYear: null,
      bankName: 'Online banking',
      saved: false,
      createdAt: unit.now,
    });
  }

  /**
   * Reverses a credited deposit the bank took back. If the cash no longer covers it, nothing is
   * taken (a balance never goes negative): the account is held for review with the shortfall
   * recorded, as operators do with a returned payment, and cannot withdraw until it is resolved.
   */
  async function takeBack(unit: WalletUnit, deposit: DepositRow): Promise<void> {
    if (!deposit.transferId) throw new Error(`succeeded deposit ${deposit.id} has no transfer`);
    // The player's money lock first: a stake committing between the check and the reversal would
    // make the reversal refuse (insufficient funds) and roll the bank's notice back for good.
    await unit.lockPlayer(deposit.userId);
    // The match it earned goes with it; promo credit already played is owed, and holds the account.
    const promoOwed = await promotions.onDepositReturned(unit, {
      userId: deposit.userId,
      depositId: deposit.id,
      promoCreditCents: deposit.promoCreditCents,
    });
    const available = await unit.cashier.lockedAvailableCashCents(deposit.userId);
    if (available >= deposit.amountCents) {
      await reverseReturnedDeposit(unit, { id: deposit.id, transferId: deposit.transferId });
      if (promoOwed > 0) {
        await createAccountReviewRepo(unit.tx).open({
          userId: deposit.userId,
          reason: 'deposit_returned_promo_played',
          depositId: deposit.id,
          shortfallCents: cents(0),
          at: unit.now,
        });
      }
      return;
    }
    await createAccountReviewRepo(unit.tx).open({
      userId: deposit.userId,
      reason: 'deposit_returned',
      depositId: deposit.id,
      shortfallCents: deposit.amountCents,
      at: unit.now,
    });
  }

  return {
    async start(
      userId: string,
      requestKey: string,
      input: { amount_cents: number; promo_code?: string | undefined },
      location: DepositAttempt['location'],
      onStarted: (tx: Database, started: BankDepositStart) => Promise<void>,
    ): Promise<BankDepositStart> {
      const attempt: DepositAttempt = {
        userId,
        amountCents: cents(input.amount_cents),
        method: 'bank',
        location,
      };
      const started = await createDepositRepo(wallet.db).findByRequestKey(userId, requestKey);
      const promoCodeId = started ? started.promoCodeId : await checks.beforeStart(attempt, input.promo_code);
      const deposit = await wallet.inTransaction(async (unit) => {
        if (!started) await checks.authorize(unit, attempt);
        return createDepositRepo(unit.tx).insertOrFind({
          id: randomUUID(),
          userId,
          requestKey,
          method: 'bank',
          amountCents: attempt.amountCents,
          promoCodeId,
          paymentMethodId: null,
          merchantId: null,
          savePaymentMethod: false,
          createdAt: unit.now,
        });
      });
      // The bank answers a repeated reference with the payment it already has.
      const payment = await bank.createPayment({
        reference: deposit.id,
        amountCents: deposit.amountCents,
        successUrl: returnUrl('/trustly-loading-deposit', deposit.id),
        cancelUrl: returnUrl('/trustly-cancel-deposit', deposit.id),
      });
      const answer = { depositId: deposit.id, authorizationUrl: payment.authorizationUrl };
      await wallet.inTransaction(async (unit) => {
        await createDepositRepo(unit.tx).update(deposit.id, { processorReference: payment.paymentId });
        await onStarted(unit.tx, answer);
      });
      return answer;
    },

    /** Applies a bank notification once; refuses any whose signature does not match. */
    async receiveNotification(notification: BankNotification): Promise<NotificationOutcome> {
      const { signature, ...fields } = notification;
      if (!isBankSignatureValid(fields, signature, webhookSecret))
        throw new ApiProblem('webhook_signature_invalid');
      if (!isPaymentId(notification.deposit_id)) return 'unknown_deposit';
      const outcome = await wallet.inTransaction(async (unit) => {
        const repo = createDepositRepo(unit.tx);
        const deposit = await repo.lock(notification.deposit_id);
        if (deposit?.method !== 'bank') return 'unknown_deposit' as const;
        return settle(
          unit.tx,
          deposit,
          notification,
          unit.now,
          async () => {
            const method = await bankMethodFor(unit, deposit);
            const withMethod = await repo.update(deposit.id, { paymentMethodId: method.id });
            return creditDeposit(unit, { promotions, notices }, withMethod, {
              processor: bank.name,
              description: 'Deposit by online banking',
              processorReference: deposit.processorReference,
            });
          },
          () => takeBack(unit, deposit),
        );
      });
      if (outcome === 'reversed') {
        logger.warn(
          { event_id: notification.event_id, deposit_id: notification.deposit_id },
          'bank took back a deposit',
        );
      }
      if (outcome === 'conflict' || outcome === 'unknown_deposit') {
        logger.warn(
          { event_id: notification.event_id, deposit_id: notification.deposit_id, outcome },
          'bank notification not applied',
        );
      }
      return outcome;
    },
  };
}

export type BankDeposits = ReturnType<typeof createBankDeposits>;
