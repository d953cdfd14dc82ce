import { randomUUID } from 'node:crypto';
import { type BankNotification, type DepositStatus, depositStatusChange } from '@kennel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/database.ts';
import { bankNotifications, type DepositRow } from '../../../platform/db/schema/payments.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Promotions } from '../../wallet/promotions/service.ts';
import type { WalletService } from '../../wallet/service.ts';
import { isBankSignatureValid } from '../bank-signature.ts';
import type { BankGateway } from '../gateway.ts';
import { isPaymentId } from '../ids.ts';
import type { DepositChecks } from './checks.ts';
import { createDepositRepo } from './repo.ts';
import { creditDeposit } from './settle.ts';

export interface BankDepositOptions {
  wallet: WalletService;
  promotions: Promotions;
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

type NotificationOutcome = 'applied' | 'duplicate' | 'conflict' | 'unknown_deposit';

/**
 * Online-banking deposits (Trustly-style): Kennel registers the payment with the bank, the player
 * approves it at the bank, and the bank's signed notification settles it. Notifications are
 * idempotent by event id; a replay changes nothing.
 */
export function createBankDeposits({
  wallet,
  promotions,
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
  ): Promise<NotificationOutcome> {
    const change = depositStatusChange(deposit.status as DepositStatus, notification.status);
    const outcome: NotificationOutcome =
      notification.amount_cents !== deposit.amountCents
        ? 'conflict'
        : change === 'apply'
          ? 'applied'
          : change;
    const recorded = await tx
      .insert(bankNotifications)
      .values({
        eventId: notification.event_id,
        depositId: deposit.id,
        status: notification.status,
        amountCents: notification.amount_cents,
        occurredAt: new Date(notification.occurred_at),
        receivedAt: now,
        outcome,
      })
      .onConflictDoNothing()
      .returning({ eventId: bankNotifications.eventId });
    if (recorded.length === 0) return 'duplicate';
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

  return {
    async start(
      userId: string,
      requestKey: string,
      input: { amount_cents: number; promo_code?: string | undefined },
      onStarted: (tx: Database, started: BankDepositStart) => Promise<void>,
    ): Promise<BankDepositStart> {
      const promoCodeId = await checks.beforeStart(userId, input.amount_cents, input.promo_code);
      const deposit = await wallet.inTransaction(async (unit) => {
        await checks.inRecordingTransaction(unit, { userId, amountCents: input.amount_cents });
        return createDepositRepo(unit.tx).insertOrFind({
          id: randomUUID(),
          userId,
          requestKey,
          method: 'bank',
          amountCents: input.amount_cents,
          promoCodeId,
          paymentMethodId: null,
          merchantId: null,
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
      const started = { depositId: deposit.id, authorizationUrl: payment.authorizationUrl };
      await wallet.inTransaction(async (unit) => {
        await createDepositRepo(unit.tx).update(deposit.id, { processorReference: payment.paymentId });
        await onStarted(unit.tx, started);
      });
      return started;
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
        return settle(unit.tx, deposit, notification, unit.now, () =>
          creditDeposit(unit, promotions, deposit, {
            processor: bank.name,
            description: 'Deposit by online banking',
            processorReference: deposit.processorReference,
          }),
        );
      });
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
