import cookie from '@fastify/cookie';
import { CONSOLE_CSRF_COOKIE, CONSOLE_CSRF_SECRET_COOKIE } from '@kennel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Config, ConsoleConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { installCompression } from '../../platform/http/compression.ts';
import { installCsrfProtection } from '../../platform/http/csrf.ts';
import { createIdempotency } from '../../platform/http/idempotency.ts';
import { installNotFoundHandler } from '../../platform/http/not-found.ts';
import { installRateLimits, playerBudgets } from '../../platform/http/rate-limit.ts';
import { installRouteServices } from '../../platform/http/route.ts';
import { installSecurityHeaders } from '../../platform/http/security-headers.ts';
import { type App, createHttpServer } from '../../platform/http/server.ts';
import { serveWebApp } from '../../platform/web-app/serve-web-app.ts';
import { findWebBuild } from '../../platform/web-app/web-build.ts';

export const consoleServesOverHttps = (console: ConsoleConfig) => console.publicUrl.startsWith('https://');

/**
 * The console's own HTTP server (its own port, see docs/adr): the player API's error shape, limits,
 * CSRF (with the console's own cookies) and security headers, and no player route at all.
 * `addRoutes` registers the console's endpoints before the built console app's pages.
 */
export async function createConsoleServer(
  { config, db, clock, logger }: { config: Config; db: Database; clock: Clock; logger: FastifyBaseLogger },
  addRoutes: (server: App) => void,
): Promise<App> {
  const server: App = createHttpServer({ config, logger: logger.child({ server: 'console' }) });
  const https = consoleServesOverHttps(config.console);
  const build = await findWebBuild(config.console.distDir);
  await server.register(cookie);
  await installCompression(server);
  await installSecurityHeaders(server, {
    monitoringSite: config.monitoringSite,
    https,
    inlineScriptHashes: build?.inlineScriptHashes ?? [],
  });
  await installRateLimits(server, { maxPerMinute: config.rateLimitMax });
  installCsrfProtection(server, {
    serverSecret: config.sessionSecret,
    secureCookies: https,
    cookieNames: { secret: CONSOLE_CSRF_SECRET_COOKIE, token: CONSOLE_CSRF_COOKIE },
  });
  installRouteServices(server, {
    idempotency: createIdempotency({ db, clock }),
    playerBudgets: playerBudgets(config.rateLimitMax),
  });
  addRoutes(server);
  installNotFoundHandler(server, await serveWebApp(server, config.console.distDir, build));
  return server;
}
