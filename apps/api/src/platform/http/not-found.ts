import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from './api-problem.ts';
import { isApiPath, pathOf } from './paths.ts';
import type { App } from './server.ts';

/** Answers a request nothing else matched, or returns false to let it 404. */
export type UnmatchedRequestHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Unknown /v1 paths are API mistakes (`route_not_found`); anything else may be a web app page,
 * which `fallback` serves. What is left gets `not_found`, always in the API error shape.
 */
export function installNotFoundHandler(app: App, fallback?: UnmatchedRequestHandler) {
  // Rate-limited too, so probing for paths costs the same as calling real ones.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    if (isApiPath(pathOf(request.url))) throw new ApiProblem('route_not_found');
    if (fallback && (await fallback(request, reply))) return reply;
    throw new ApiProblem('not_found');
  });
}
