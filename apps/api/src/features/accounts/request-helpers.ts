import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { App } from '../../platform/http/server.ts';
import type { RequestOrigin } from './context.ts';

export function originOf(request: FastifyRequest): RequestOrigin {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export const minutes = (count: number) => count * 60_000;

/** A field of the validated body, for keying limits on it. */
export function bodyField(field: string) {
  return (request: FastifyRequest): string | undefined => {
    const value = (request.body as Record<string, unknown> | null | undefined)?.[field];
    return typeof value === 'string' ? value : undefined;
  };
}

/** The signed-in user's id (use after requireUser). */
export const signedInUserId = (request: FastifyRequest) => request.user?.id;

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
