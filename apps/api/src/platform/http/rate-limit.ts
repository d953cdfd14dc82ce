import rateLimit from '@fastify/rate-limit';
import type { PlayerBudget } from '@kennel/core';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ApiProblem } from './api-problem.ts';
import type { App } from './server.ts';

const ONE_MINUTE_MS = 60_000;
/** Paths whose reads do work worth limiting; every other GET is the web app's own files. */
const LIMITED_READ_PREFIXES = ['/v1/', '/processor/', '/sandbox-bank/'];

/**
 * One page load fetches dozens of scripts, styles and fonts from disk; counting them would
 * throttle real users (many share an address behind a carrier NAT) long before the API.
 */
export function isWebAppRead(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !LIMITED_READ_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Per-IP request limits. Counters live in this process, so with several instances each enforces
 * its own share; a shared store can replace it without touching routes. Register before routes.
 */
export async function installRateLimits(app: App, { maxPerMinute }: { maxPerMinute: number }) {
  await app.register(rateLimit, {
    global: true,
    max: maxPerMinute,
    timeWindow: ONE_MINUTE_MS,
    errorResponseBuilder: () => new ApiProblem('rate_limited'),
    allowList: (request) => isWebAppRead(request.method, request.url),
  });
}

/**
 * Route config for a stricter limit than the global one, e.g. for login or deposits:
 * `app.post(url, { config: stricterRateLimit(5) }, handler)`.
 */
export function stricterRateLimit(max: number, timeWindowMs: number = ONE_MINUTE_MS) {
  return { rateLimit: { max, timeWindow: timeWindowMs } };
}

/** Route config for probes that a load balancer calls constantly. */
export const withoutRateLimit = { rateLimit: false } as const;

/**
 * A per-player limit for money routes, on top of the per-IP one: many players share an address
 * behind a carrier NAT, and one player can spread requests over many addresses. Runs after
 * `requireUser`; routes given the same limiter share its budget. Counters live in this process,
 * like the per-IP ones.
 */
export function perUserRateLimit(max: number, windowMs: number = ONE_MINUTE_MS) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return async function limitPerUser(request: FastifyRequest, reply: FastifyReply) {
    const userId = request.user?.id;
    if (!userId) return;
    const now = Date.now();
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
    }
    let window = windows.get(userId);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      windows.set(userId, window);
    }
    window.count += 1;
    if (window.count > max) {
      reply.header('retry-after', String(Math.ceil((window.startedAt + windowMs - now) / 1000)));
      throw new ApiProblem('rate_limited');
    }
  };
}

/**
 * The per-player budgets endpoints name in their contracts (`playerBudget`): each a fixed share of
 * the per-address budget (20 a minute at the default 300), so a load test that raises
 * RATE_LIMIT_MAX raises both. Reading saved payment methods gets three times as much.
 */
export function playerBudgets(rateLimitMax: number): Record<PlayerBudget, preHandlerHookHandler> {
  const perMinute = Math.max(20, Math.floor(rateLimitMax / 15));
  return {
    deposits: perUserRateLimit(perMinute),
    withdrawals: perUserRateLimit(perMinute),
    payment_methods: perUserRateLimit(perMinute * 3),
    // Entries and their cancels: a player building many entries quickly, still bounded.
    entries: perUserRateLimit(perMinute * 3),
  };
}

/**
 * A per-account limit on top of a route's per-IP one, keyed by something in the validated request
 * (an email, an mfa_token, a user id), so one account is protected however many addresses attack it.
 * Use as a preHandler: it runs after the body is parsed and validated.
 */
export function perAccountLimit(
  app: App,
  name: string,
  {
    max,
    timeWindowMs,
    key,
  }: { max: number; timeWindowMs: number; key: (request: FastifyRequest) => string | undefined },
) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (key(request) === undefined) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new ApiProblem('rate_limited');
    }
  };
}
