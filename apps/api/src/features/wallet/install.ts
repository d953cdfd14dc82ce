import { BANK_NOTIFICATION_PATH } from '@kennel/core';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { createIdempotency, deleteExpiredIdempotencyKeys } from '../../platform/http/idempotency.ts';
import type { App } from '../../platform/http/server.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { createEventBus } from '../../platform/realtime/bus.ts';
import { installRealtime } from '../../platform/realtime/hub.ts';
import { createAccountLookup } from '../payments/account-lookup.ts';
import { createBankDeposits } from '../payments/deposits/bank-deposits.ts';
import { createCardDeposits } from '../payments/deposits/card-deposits.ts';
import { createDepositChecks } from '../payments/deposits/checks.ts';
import { depositRoutes } from '../payments/deposits/routes.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { paymentMethodRoutes } from '../payments/payment-methods/routes.ts';
import { createSandboxBank } from '../payments/sandbox-bank/bank.ts';
import { sandboxBankRoutes } from '../payments/sandbox-bank/routes.ts';
import { createSandboxCardProcessor } from '../payments/sandbox-processor/processor.ts';
import { sandboxProcessorRoutes } from '../payments/sandbox-processor/routes.ts';
import { withdrawalRoutes } from '../payments/withdrawals/routes.ts';
import { createWithdrawals } from '../payments/withdrawals/service.ts';
import { createSandboxIdentityProvider } from '../verification/provider.ts';
import { verificationRoutes } from '../verification/routes.ts';
import { createVerificationService } from '../verification/service.ts';
import { createHistoryService } from './history/service.ts';
import { defineWalletJobs } from './jobs.ts';
import { createPromotions, type PromoCodeLookup } from './promotions/service.ts';
import { walletRoutes } from './routes.ts';
import { createWalletService } from './service.ts';

const MINUTE_MS = 60_000;

export interface WalletInstallOptions {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  promoCodes: PromoCodeLookup;
  /** The shared queue its periodic jobs run on (started with the server; tests call `worker.runOnce()`). */
  jobs: JobQueue;
}

/**
 * Wires the wallet (ledger, balances, history, promotions), payments (card and bank deposits,
 * withdrawals, the sandbox partners) and identity verification into the app.
 */
export async function installWallet(
  app: App,
  { config, db, clock, mailer, promoCodes, jobs }: WalletInstallOptions,
) {
  const bus = createEventBus(db, {
    onError: (error) => app.log.error({ err: error }, 'event bus failed'),
  });
  const realtime = await installRealtime(app, { bus, publicUrl: config.publicUrl });
  const wallet = createWalletService({
    db,
    clock,
    bus,
    onPublishError: (error) => app.log.error({ err: error }, 'wallet change not published'),
  });
  const promotions = createPromotions({ wallet, clock, promoCodes });
  const verification = createVerificationService({ db, clock, provider: createSandboxIdentityProvider() });
  const processor = createSandboxCardProcessor({
    db,
    clock,
    merchants: {
      primaryMerchantId: config.paymentMerchantId,
      retryMerchantId: config.paymentRetryMerchantId,
    },
  });
  const bank = createSandboxBank({
    db,
    clock,
    publicUrl: config.publicUrl,
    secret: config.bankWebhookSecret,
  });
  // The sandbox partners; a real processor and bank implement the same interface over HTTP.
  const gateway: PaymentGateway = { card: processor, bank: bank.gateway };
  // The bank posts its notifications to Kennel's webhook through the full HTTP pipeline.
  bank.deliverTo(async (notification) => {
    const response = await app.inject({ method: 'POST', url: BANK_NOTIFICATION_PATH, payload: notification });
    return response.statusCode === 200;
  });

  const idempotency = createIdempotency({ db, clock });
  const accounts = createAccountLookup(db);
  const checks = createDepositChecks({ db, accounts, verification, promotions });
  const merchants = { primary: config.paymentMerchantId, retry: config.paymentRetryMerchantId };
  const cardDeposits = createCardDeposits({
    wallet,
    promotions,
    processor: gateway.card,
    checks,
    merchants,
    clock,
  });
  const bankDeposits = createBankDeposits({
    wallet,
    promotions,
    bank: gateway.bank,
    checks,
    publicUrl: config.publicUrl,
    webhookSecret: config.bankWebhookSecret,
    logger: app.log,
  });
  const withdrawals = createWithdrawals({
    wallet,
    verification,
    accounts,
    processor: gateway.card,
    bank: gateway.bank,
    mailer,
    merchantId: config.paymentMerchantId,
    publicUrl: config.publicUrl,
    clock,
  });
  const history = createHistoryService({ db });

  walletRoutes(app, { wallet, history, promotions, realtime });
  verificationRoutes(app, { verification });
  // Per player, a fixed share of the per-IP budget (20 a minute at the default 300), so a load
  // test that raises RATE_LIMIT_MAX raises both.
  const perUserPerMinute = Math.max(20, Math.floor(config.rateLimitMax / 15));
  paymentMethodRoutes(app, { db, clock, perUserPerMinute: perUserPerMinute * 3 });
  depositRoutes(app, { db, idempotency, cardDeposits, bankDeposits, perUserPerMinute });
  withdrawalRoutes(app, { idempotency, withdrawals, perUserPerMinute });
  sandboxProcessorRoutes(app, { processor, clock });
  sandboxBankRoutes(app, { bank });

  const worker = defineWalletJobs(jobs, [
    { kind: 'promo_expiry', run: () => promotions.expireDue() },
    { kind: 'stale_card_deposits', run: () => cardDeposits.settleStale(5 * MINUTE_MS) },
    { kind: 'interrupted_payouts', run: () => withdrawals.resumePayouts(2 * MINUTE_MS) },
    { kind: 'unconfirmed_withdrawals', run: () => withdrawals.cancelExpired() },
    { kind: 'sandbox_bank_notifications', run: () => bank.resendUnacknowledged() },
    { kind: 'idempotency_keys', run: () => deleteExpiredIdempotencyKeys(db, clock()) },
  ]);

  const module = { wallet, promotions, verification, withdrawals, cardDeposits, bankDeposits, bank, worker };
  app.decorate('walletModule', module);
  return module;
}

export type WalletModule = Awaited<ReturnType<typeof installWallet>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The wallet's services, for the worker and for tests that drive jobs with an injected clock. */
    walletModule: WalletModule;
  }
}
