import rateLimit from '@fastify/rate-limit';
import { ApiProblem } from './api-problem.ts';
import type { App } from './server.ts';

const ONE_MINUTE_MS = 60_000;

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
