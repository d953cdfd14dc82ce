import cookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { composeFeatures } from './compose.ts';
import type { LocationProvider } from './features/location/provider.ts';
import type { PaymentGateway } from './features/payments/gateway.ts';
import type { IdentityProvider } from './features/verification/provider.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { type Config, servesOverHttps } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { installCompression } from './platform/http/compression.ts';
import { installCsrfProtection } from './platform/http/csrf.ts';
import { installNotFoundHandler } from './platform/http/not-found.ts';
import { installOpenApi } from './platform/http/openapi.ts';
import { installRateLimits } from './platform/http/rate-limit.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { type App, createHttpServer } from './platform/http/server.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/queue.ts';
import { createMailer, type QueuedMail } from './platform/mail/mailer.ts';
import { installHealthRoutes } from './platform/monitoring/health-routes.ts';
import { installMetrics } from './platform/monitoring/metrics.ts';
import { installTestClockOffset } from './platform/test-clock.ts';
import { serveWebApp } from './platform/web-app/serve-web-app.ts';
import { findWebBuild } from './platform/web-app/web-build.ts';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  logger?: FastifyBaseLogger;
  /** Injected so session expiry can be tested without waiting. */
  clock?: Clock;
  /** Defaults to the API timeout (60 s); tests shorten it. */
  handlerTimeoutMs?: number;
  /** How long a signed-in game page waits for its preloaded answers (page-preload.ts); tests lengthen it. */
  pagePreloadBudgetMs?: number;
  /** How long a game page's render on the server may take after its preload (server-render.ts); tests lengthen it. */
  pageRenderBudgetMs?: number;
  /** How long past its budget an unanswered render means a stuck renderer thread (render-thread.ts); tests lengthen it. */
  pageRenderStuckMs?: number;
  /** Run the job queue (promo expiry, payout recovery, mail retries, ...) with the server; main.ts turns it on. */
  runWorkers?: boolean;
  /** Told of each mail once sent, link included (the outbox keeps a redacted copy); for tests. */
  onMailSent?: (mail: QueuedMail) => void;
  /** A real card processor and bank, plugged in behind the sandbox's interface when PAYMENT_SANDBOX is off. */
  paymentGateway?: PaymentGateway;
  /**
   * A geolocation vendor's provider (`createGeolocationProvider` over its verifier) when
   * LOCATION_SANDBOX is off; without one every paid action answers 503 `location_unavailable`.
   */
  locationProvider?: LocationProvider;
  /** A KYC vendor's identity provider when IDENTITY_SANDBOX is off; without one identity checks answer 503. */
  identityProvider?: IdentityProvider;
}

/** Builds the whole API (platform first, then the features from compose.ts, then the web app); does not listen. */
export async function buildApp({
  config,
  db,
  logger,
  clock = systemClock,
  handlerTimeoutMs,
  pagePreloadBudgetMs,
  pageRenderBudgetMs,
  pageRenderStuckMs,
  runWorkers = false,
  onMailSent,
  paymentGateway,
  locationProvider,
  identityProvider,
}: BuildAppOptions) {
  const app: App = createHttpServer({ config, logger, handlerTimeoutMs });
  const https = servesOverHttps(config);
  const webBuild = await findWebBuild(config.webDistDir);

  // Order matters: plugins that watch route registration (rate limits, OpenAPI) come before routes.
  await app.register(cookie);
  await installCompression(app);
  await installSecurityHeaders(app, {
    monitoringSite: config.monitoringSite,
    https,
    inlineScriptHashes: webBuild?.inlineScriptHashes ?? [],
  });
  await installRateLimits(app, { maxPerMinute: config.rateLimitMax });
  await installOpenApi(app, { publicUrl: config.publicUrl });
  installMetrics(app);
  installCsrfProtection(app, { serverSecret: config.sessionSecret, secureCookies: https });
  installHealthRoutes(app, { database: () => db.execute(sql`select 1`) });

  const mailer = createMailer({
    db,
    logger: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    onSent: onMailSent,
  });
  // Mail handed to the transport before shutdown is finished before the database closes.
  app.addHook('onClose', () => mailer.close());
  // Every instance runs the shared queue; each job is claimed by one of them (see platform/jobs).
  const jobs = createJobQueue({ db, logger: app.log });
  app.decorate('jobs', jobs);
  // Each due mail is claimed by one instance (see mail/outbox.ts), so this job may overlap itself safely.
  jobs.define({ kind: 'mail_outbox', payload: z.object({}), everyMs: 30_000, run: () => mailer.sendDue() });
  if (runWorkers) {
    // Woken by NOTIFY when any instance enqueues (the bus's connection LISTENs), so its poll is a fallback.
    app.addHook('onReady', async () => {
      await jobs.wakeOn(app.eventBus);
      await jobs.start();
    });
    // Before the mailer and the database close: running jobs finish first.
    app.addHook('preClose', () => jobs.stop());
  }

  // E2E journeys move their own requests' time past waits (such as a raised limit's 24 hours).
  const featureClock = config.testRoutes ? installTestClockOffset(app, clock) : clock;
  await composeFeatures(app, {
    config,
    db,
    clock: featureClock,
    mailer,
    jobs,
    paymentGateway,
    locationProvider,
    identityProvider,
  });

  installNotFoundHandler(
    app,
    await serveWebApp(app, config.webDistDir, webBuild, {
      preloadGamePages: {
        budgetMs: pagePreloadBudgetMs,
        renderBudgetMs: pageRenderBudgetMs,
        renderStuckMs: pageRenderStuckMs,
      },
    }),
  );
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared job queue; tests and features enqueue on it. */
    jobs: JobQueue;
  }
}
