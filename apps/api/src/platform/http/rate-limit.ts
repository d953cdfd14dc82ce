import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
 * behind a carrier NAT, and one player can spread requests over many addresses. Use after
 * `requireUser`: `preHandler: [requireUser, limiter]` with `const limiter = perUserRateLimit(20)`;
 * routes given the same limiter share its budget. Counters live in this process, like the per-IP ones.
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
