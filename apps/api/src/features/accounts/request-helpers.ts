import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from './context.ts';

export function originOf(request: FastifyRequest): RequestOrigin {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
