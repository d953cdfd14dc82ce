import {
  type BankNotification,
  SANDBOX_BANK_AUTHORIZE_PATH,
  SANDBOX_BANK_PROCESSOR,
  type SandboxBankOutcome,
} from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { signBankNotification } from '../bank-signature.ts';
import type { BankGateway } from '../gateway.ts';
import { randomProcessorId } from '../sandbox-processor/processor.ts';
import { AWAITING_AUTHORIZATION, createSandboxBankRepo, type SandboxBankPaymentRow } from './repo.ts';

/** An unacknowledged notification is sent again after this long. */
const RESEND_AFTER_MS = 30_000;

/** How the bank delivers a notification to the merchant; true when the merchant acknowledged it. */
export type NotificationDelivery = (notification: BankNotification) => Promise<boolean>;

export interface SandboxBankOptions {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** Shared with Kennel (BANK_WEBHOOK_SECRET); signs every notification. */
  secret: string;
}

/**
 * An online-banking partner in the manner of Trustly: the merchant registers a payment, the payer
 * approves or cancels it on the bank's page, and the bank sends the merchant a signed notification
 * (again, with the same event id, until acknowledged) before sending the payer back.
 */
export function createSandboxBank({ db, clock, publicUrl, secret }: SandboxBankOptions) {
  const repo = createSandboxBankRepo(db);
  let deliver: NotificationDelivery = async () => false;

  async function notify(payment: SandboxBankPaymentRow): Promise<boolean> {
    if (!payment.eventId || !payment.eventOccurredAt) return false;
    const fields = {
      event_id: payment.eventId,
      deposit_id: payment.merchantReference,
      status: payment.status as SandboxBankOutcome,
      amount_cents: payment.amountCents,
      occurred_at: payment.eventOccurredAt.toISOString(),
    };
    const acknowledged = await deliver({ ...fields, signature: signBankNotification(fields, secret) }).catch(
      () => false,
    );
    if (acknowledged) await repo.markNotified(payment.id, clock());
    return acknowledged;
  }

  const gateway: BankGateway = {
    name: SANDBOX_BANK_PROCESSOR,
    async createPayment(request) {
      const payment = await repo.insertPayment({
        id: randomProcessorId('bp'),
        merchantReference: request.reference,
        amountCents: request.amountCents,
        status: AWAITING_AUTHORIZATION,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        createdAt: clock(),
      });
      const url = new URL(SANDBOX_BANK_AUTHORIZE_PATH, publicUrl);
      url.searchParams.set('payment_id', payment.id);
      return { paymentId: payment.id, authorizationUrl: url.toString() };
    },
    async payout(request) {
      const paid = await repo.findByMerchantReference(request.paymentReference);
      if (paid?.status !== 'succeeded') return { outcome: 'failed', payoutId: '' };
      const payout = await repo.insertPayout({
        id: randomProcessorId('bpo'),
        merchantReference: request.reference,
        paymentId: paid.id,
        amountCents: request.amountCents,
        createdAt: clock(),
      });
      return { outcome: 'paid', payoutId: payout.id };
    },
  };

  return {
    gateway,
    find: (paymentId: string) => repo.find(paymentId),

    /** Where notifications go; set once the merchant's webhook route exists. */
    deliverTo(delivery: NotificationDelivery) {
      deliver = delivery;
    },

    /**
     * The payer's choice: recorded once, notified to the merchant, and answered with where to
     * send the payer. A repeated choice (a double click) just sends them on again.
     */
    async decide(paymentId: string, outcome: SandboxBankOutcome): Promise<string | null> {
      const decided = await repo.decide(paymentId, {
        status: outcome,
        at: clock(),
        eventId: randomProcessorId('evt'),
      });
      const payment = decided ?? (await repo.find(paymentId));
      if (!payment) return null;
      if (decided) await notify(decided);
      return payment.status === 'cancelled' ? payment.cancelUrl : payment.successUrl;
    },

    /** Sends again every notification the merchant has not acknowledged; returns how many got through. */
    async resendUnacknowledged(limit = 100): Promise<number> {
      const due = await repo.unnotified(new Date(clock().getTime() - RESEND_AFTER_MS), limit);
      let delivered = 0;
      for (const payment of due) if (await notify(payment)) delivered += 1;
      return delivered;
    },
  };
}

export type SandboxBank = ReturnType<typeof createSandboxBank>;
