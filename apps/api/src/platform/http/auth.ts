import type { SessionUser } from '@kennel/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from './api-problem.ts';
import type { App } from './server.ts';

/** Resolves the signed-in user of a request; the sessions feature provides it. */
export type UserResolver = (request: FastifyRequest, reply: FastifyReply) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` (and by `optionalUser`), else null. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    resolveUser: UserResolver;
  }
}

/**
 * Lets features protect routes without importing the sessions feature: the app wires the
 * resolver once, features add `preHandler: requireUser`.
 */
export function installAuth(app: App, resolveUser: UserResolver) {
  app.decorateRequest('user', null);
  app.decorate('resolveUser', resolveUser);
}

/** preHandler: answers 401 `unauthenticated` unless a live session is present. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  request.user = await request.server.resolveUser(request, reply);
  if (!request.user) throw new ApiProblem('unauthenticated');
}

/** preHandler: sets `request.user` when signed in, never refuses. */
export async function optionalUser(request: FastifyRequest, reply: FastifyReply) {
  request.user = await request.server.resolveUser(request, reply);
}

/** The signed-in user of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiProblem('unauthenticated');
  return request.user;
}
