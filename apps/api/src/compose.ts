import { createAccountSecrets } from './features/accounts/account-secrets.ts';
import { loginRoutes } from './features/accounts/login-routes.ts';
import { mfaRoutes } from './features/accounts/mfa-routes.ts';
import { createPasswordHasher } from './features/accounts/password-hashing.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { createAccountService } from './features/accounts/service.ts';
import { clientConfigRoutes } from './features/client-config/routes.ts';
import type { PaymentGateway } from './features/payments/gateway.ts';
import { createPayments, paymentRoutes } from './features/payments/payments.ts';
import { createSandboxPartners, sandboxPartnerRoutes } from './features/payments/sandbox-partners.ts';
import { unconfiguredGateway } from './features/payments/unconfigured-gateway.ts';
import { promotionRoutes } from './features/promotions/routes.ts';
import { createPromotionService } from './features/promotions/service.ts';
import { sessionTokenFrom } from './features/sessions/cookie.ts';
import { sessionRoutes } from './features/sessions/routes.ts';
import { createSessionService } from './features/sessions/service.ts';
import { testSessionRoutes } from './features/sessions/test-routes.ts';
import { termsRoutes } from './features/terms/routes.ts';
import { createTermsService } from './features/terms/service.ts';
import { createSandboxIdentityProvider } from './features/verification/provider.ts';
import { verificationRoutes } from './features/verification/routes.ts';
import { createVerificationService } from './features/verification/service.ts';
import { createHistoryService } from './features/wallet/history/service.ts';
import { defineWalletJobs } from './features/wallet/jobs.ts';
import { createPromotions } from './features/wallet/promotions/service.ts';
import { walletRoutes } from './features/wallet/routes.ts';
import { createWalletService } from './features/wallet/service.ts';
import type { Clock } from './platform/clock.ts';
import { type Config, servesOverHttps } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { installAuth } from './platform/http/auth.ts';
import { createIdempotency, deleteExpiredIdempotencyKeys } from './platform/http/idempotency.ts';
import { playerBudgets } from './platform/http/rate-limit.ts';
import { installRouteServices } from './platform/http/route.ts';
import type { App } from './platform/http/server.ts';
import type { JobQueue } from './platform/jobs/queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { createEventBus } from './platform/realtime/bus.ts';
import { installRealtime } from './platform/realtime/hub.ts';

const MINUTE_MS = 60_000;

export interface ComposeOptions {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** The shared queue the features' periodic jobs run on (started with the server; tests call `worker.runOnce()`). */
  jobs: JobQueue;
  /** A real card processor and bank; unused while PAYMENT_SANDBOX is on. */
  paymentGateway?: PaymentGateway | undefined;
}

/**
 * The composition root: builds every feature's services and hands each the others it needs, then
 * mounts their routes. Features export factories and route plugins; none wires another.
 */
export async function composeFeatures(app: App, options: ComposeOptions) {
  const { config, db, clock, mailer } = options;
  const https = servesOverHttps(config);

  const sessions = createSessionService({ db, clock });
  const promoCodes = createPromotionService({ db, clock });
  const accounts = createAccountService({
    db,
    clock,
    mailer,
    passwords: createPasswordHasher({ logN: config.passwordScryptLogN }),
    secrets: createAccountSecrets(config.sessionSecret),
    sessions,
    promoCodes,
    publicUrl: config.publicUrl,
  });
  installAuth(app, (request) => sessions.userForToken(sessionTokenFrom(request)));
  installRouteServices(app, {
    idempotency: createIdempotency({ db, clock }),
    playerBudgets: playerBudgets(config.rateLimitMax),
  });
  clientConfigRoutes(app, { legalLinks: config.legalLinks });
  sessionRoutes(app, { sessions, secureCookies: https });
  loginRoutes(app, { accounts, secureCookies: https });
  accountRoutes(app, { accounts, secureCookies: https });
  mfaRoutes(app, { accounts });
  promotionRoutes(app, { promotions: promoCodes, referrers: accounts });
  termsRoutes(app, { terms: createTermsService({ db, clock }) });

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
  const history = createHistoryService({ db });
  walletRoutes(app, { wallet, history, promotions, realtime });
  verificationRoutes(app, { verification });

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
  const payments = createPayments({
    db,
    clock,
    wallet,
    promotions,
    verification,
    gateway: sandbox?.gateway ?? options.paymentGateway ?? unconfiguredGateway,
    mailer,
    logger: app.log,
    merchants,
    publicUrl: config.publicUrl,
    bankWebhookSecret: config.bankWebhookSecret,
  });
  paymentRoutes(app, { db, clock, payments });
  if (sandbox) sandboxPartnerRoutes(app, { partners: sandbox, clock });

  if (config.testRoutes) {
    testSessionRoutes(app, { sessions, secureCookies: https, testUser: accounts.testUser });
  }

  const { cardDeposits, bankDeposits, withdrawals } = payments;
  const worker = defineWalletJobs(options.jobs, [
    { kind: 'promo_expiry', run: () => promotions.expireDue() },
    { kind: 'stale_card_deposits', run: () => cardDeposits.settleStale(5 * MINUTE_MS) },
    { kind: 'interrupted_payouts', run: () => withdrawals.resumePayouts(2 * MINUTE_MS) },
    { kind: 'unconfirmed_withdrawals', run: () => withdrawals.cancelExpired() },
    ...(sandbox
      ? [{ kind: 'sandbox_bank_notifications', run: () => sandbox.bank.resendUnacknowledged() }]
      : []),
    { kind: 'idempotency_keys', run: () => deleteExpiredIdempotencyKeys(db, clock()) },
  ]);

  const module = {
    wallet,
    promotions,
    verification,
    withdrawals,
    cardDeposits,
    bankDeposits,
    bank: sandbox?.bank,
    worker,
  };
  app.decorate('walletModule', module);
  return module;
}

export type WalletModule = Awaited<ReturnType<typeof composeFeatures>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The money features' services, for tests that drive jobs with an injected clock. */
    walletModule: WalletModule;
  }
}
