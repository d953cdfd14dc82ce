import { deleteExpiredIdempotencyKeys } from '../../platform/http/idempotency.ts';
import type { FeatureModule } from '../../platform/modules.ts';
import type { PaymentGateway } from './gateway.ts';
import { defineWalletJobs } from './jobs.ts';
import { createPayments, type Payments, paymentRoutes } from './payments.ts';
import {
  createReconciliation,
  defineReconciliationJob,
  type LedgerReconciliation,
} from './reconciliation.ts';
import { createReviewDesk, type ReviewDesk } from './review-desk.ts';
import { createSandboxPartners, type SandboxPartners, sandboxPartnerRoutes } from './sandbox-partners.ts';
import { unconfiguredGateway } from './unconfigured-gateway.ts';

const MINUTE_MS = 60_000;

/** The services this module gives the modules after it. */
export interface PaymentsServices {
  cardDeposits: Payments['cardDeposits'];
  bankDeposits: Payments['bankDeposits'];
  withdrawals: Payments['withdrawals'];
  /** The sandbox bank, where PAYMENT_SANDBOX is on. */
  bank: SandboxPartners['bank'] | undefined;
  /** The console's account reviews: hold, release, collect a shortfall. */
  reviewDesk: ReviewDesk;
  /** The daily ledger reconciliation against the processors' records, and its job. */
  reconciliation: LedgerReconciliation;
  reconciliationJob: ReturnType<typeof defineReconciliationJob>;
  /** The wallet's periodic jobs (promo expiry, interrupted deposits and payouts, clean-up). */
  worker: ReturnType<typeof defineWalletJobs>;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends PaymentsServices {}
}

/**
 * Card and bank deposits and withdrawals, over the sandbox partners where PAYMENT_SANDBOX is on, a
 * real processor and bank otherwise (or the unconfigured gateway, which refuses).
 */
export const paymentsModule = (gateway: PaymentGateway | undefined): FeatureModule => ({
  name: 'payments',
  install({ app, db, clock, mailer, config, jobs, use }) {
    const merchants = { primary: config.paymentMerchantId, retry: config.paymentRetryMerchantId };
    const sandbox = config.paymentSandbox
      ? createSandboxPartners({
          db,
          clock,
          merchants,
          publicUrl: config.publicUrl,
          bankWebhookSecret: config.bankWebhookSecret,
        })
      : undefined;
    const wallet = use('wallet');
    const promotions = use('promotions');
    const payments = createPayments({
      db,
      clock,
      wallet,
      promotions,
      notices: use('notices'),
      authorization: use('authorization'),
      gateway: sandbox?.gateway ?? gateway ?? unconfiguredGateway,
      mailer,
      logger: app.log,
      merchants,
      publicUrl: config.publicUrl,
      bankWebhookSecret: config.bankWebhookSecret,
    });
    paymentRoutes(app, { db, clock, payments, location: use('location') });
    if (sandbox) sandboxPartnerRoutes(app, { partners: sandbox, clock });

    const { cardDeposits, bankDeposits, withdrawals } = payments;
    const worker = defineWalletJobs(jobs, [
      { kind: 'promo_expiry', run: () => promotions.expireDue() },
      { kind: 'stale_card_deposits', run: () => cardDeposits.settleStale(5 * MINUTE_MS) },
      { kind: 'interrupted_payouts', run: () => withdrawals.resumePayouts(2 * MINUTE_MS) },
      { kind: 'unconfirmed_withdrawals', run: () => withdrawals.cancelExpired() },
      ...(sandbox
        ? [{ kind: 'sandbox_bank_notifications', run: () => sandbox.bank.resendUnacknowledged() }]
        : []),
      { kind: 'idempotency_keys', run: () => deleteExpiredIdempotencyKeys(db, clock()) },
      { kind: 'ledger_deltas', run: () => wallet.foldDeltas() },
    ]);
    const reconciliation = createReconciliation({ db, clock });
    return {
      reconciliation,
      reconciliationJob: defineReconciliationJob(jobs, reconciliation),
      cardDeposits,
      bankDeposits,
      withdrawals,
      bank: sandbox?.bank,
      worker,
      reviewDesk: createReviewDesk({ wallet }),
    };
  },
});
