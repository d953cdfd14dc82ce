import { type AccountClosureServices, accountClosureModule } from './features/account-closure/module.ts';
import { type AccountsServices, accountsModule } from './features/accounts/module.ts';
import { type AuthorizationServices, authorizationModule } from './features/authorization/module.ts';
import { clientConfigModule } from './features/client-config/module.ts';
import { type ConsoleServices, consoleModule } from './features/console/module.ts';
import { type BestBallServices, bestBallModule } from './features/contests/module.ts';
import { type DraftsServices, draftsModule } from './features/drafts/module.ts';
import { type LocationServices, locationModule } from './features/location/module.ts';
import type { LocationProvider } from './features/location/provider.ts';
import { type NotificationsServices, notificationsModule } from './features/notifications/module.ts';
import { accountUnderReviewCheck } from './features/payments/account-reviews.ts';
import { committedDepositCents } from './features/payments/deposits/repo.ts';
import type { PaymentGateway } from './features/payments/gateway.ts';
import { type PaymentsServices, paymentsModule } from './features/payments/module.ts';
import { type PickemServices, pickemModule } from './features/pickem/module.ts';
import { type PromoCodeServices, promotionsModule } from './features/promotions/module.ts';
import {
  type ResponsibleGamingServices,
  responsibleGamingModule,
} from './features/responsible-gaming/module.ts';
import { type SessionsServices, sessionsModule } from './features/sessions/module.ts';
import { type SportsServices, sportsModule } from './features/sports/module.ts';
import { type SportsbookServices, sportsbookModule } from './features/sportsbook/module.ts';
import { type SupportServices, supportModule } from './features/support/module.ts';
import { type TaxServices, taxModule } from './features/tax/module.ts';
import { termsModule } from './features/terms/module.ts';
import { currentTermsCheck } from './features/terms/service.ts';
import { type VerificationServices, verificationModule } from './features/verification/module.ts';
import type { IdentityProvider } from './features/verification/provider.ts';
import { type WalletServices, walletModule } from './features/wallet/module.ts';
import type { Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { createIdempotency } from './platform/http/idempotency.ts';
import { playerBudgets } from './platform/http/rate-limit.ts';
import { installRouteServices } from './platform/http/route.ts';
import type { App } from './platform/http/server.ts';
import type { JobQueue } from './platform/jobs/queue.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { type FeatureModule, installModules } from './platform/modules.ts';
import { createEventBus, type EventBus } from './platform/realtime/bus.ts';
import { installRealtime } from './platform/realtime/hub.ts';

export interface ComposeOptions {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** The shared queue the features' periodic jobs run on (started with the server; tests call `worker.runOnce()`). */
  jobs: JobQueue;
  /** A real card processor and bank; unused while PAYMENT_SANDBOX is on. */
  paymentGateway?: PaymentGateway | undefined;
  /** A geolocation vendor's provider (createGeolocationProvider); unused while LOCATION_SANDBOX is on. */
  locationProvider?: LocationProvider | undefined;
  /** A KYC vendor's identity provider; unused while IDENTITY_SANDBOX is on. */
  identityProvider?: IdentityProvider | undefined;
}

/**
 * The features, in the order they are installed: each uses only the services of those above it.
 * A game is one more entry at the end (its module installs it as a game product).
 */
export function featureModules(
  options: Pick<ComposeOptions, 'paymentGateway' | 'locationProvider' | 'identityProvider'>,
) {
  return [
    clientConfigModule,
    sessionsModule,
    locationModule(options.locationProvider),
    promotionsModule,
    accountsModule,
    notificationsModule,
    supportModule,
    termsModule,
    sportsModule,
    walletModule,
    verificationModule(options.identityProvider),
    responsibleGamingModule,
    accountClosureModule,
    taxModule,
    authorizationModule({
      depositedCents: committedDepositCents,
      checks: ({ use }) => [use('responsibleGaming').check, currentTermsCheck, accountUnderReviewCheck],
      withdrawalChecks: ({ use }) => {
        const tax = use('tax');
        return [(unit, { userId }) => tax.assertTaxFormOnFile(unit, userId)];
      },
    }),
    paymentsModule(options.paymentGateway),
    draftsModule,
    bestBallModule,
    pickemModule,
    sportsbookModule,
    consoleModule,
  ] satisfies FeatureModule[];
}

/**
 * The composition root: the platform's request services, the bus and the realtime hub, then the
 * feature modules in their order.
 */
export async function composeFeatures(app: App, options: ComposeOptions) {
  const { config, db, clock, mailer, jobs } = options;
  installRouteServices(app, {
    idempotency: createIdempotency({ db, clock }),
    playerBudgets: playerBudgets(config.rateLimitMax),
  });
  const bus = createEventBus(db, {
    onError: (error) => app.log.error({ err: error }, 'event bus failed'),
  });
  const realtime = await installRealtime(app, { bus, publicUrl: config.publicUrl });
  app.decorate('eventBus', bus);
  const services = await installModules(featureModules(options), {
    app,
    config,
    db,
    clock,
    mailer,
    jobs,
    bus,
    realtime,
  });
  const module: WalletModule = services;
  app.decorate('walletModule', module);
  return module;
}

/** Every service the modules give, as the tests and benches reach them (`app.walletModule`). */
export type WalletModule = AccountClosureServices &
  AccountsServices &
  ConsoleServices &
  AuthorizationServices &
  BestBallServices &
  DraftsServices &
  LocationServices &
  NotificationsServices &
  PaymentsServices &
  PickemServices &
  PromoCodeServices &
  ResponsibleGamingServices &
  SessionsServices &
  SportsServices &
  SportsbookServices &
  SupportServices &
  TaxServices &
  VerificationServices &
  WalletServices;

declare module 'fastify' {
  interface FastifyInstance {
    /** The features' services, for tests that drive jobs with an injected clock. */
    walletModule: WalletModule;
    /** The bus every instance shares; tests publish topic events on it. */
    eventBus: EventBus;
    /**
     * Start-up, before the server listens (main.ts): with the simulator on, a fresh start's first
     * look finds games and contests, since the world is seeded and scheduled ahead and the lobby's
     * contests made for its slates now, not by the contest_maker job a minute later. Idempotent,
     * so every instance may run it; outside Fastify's ready hooks, so a slow seed is no plugin timeout.
     */
    prepareFirstLook(): Promise<void>;
  }
}
